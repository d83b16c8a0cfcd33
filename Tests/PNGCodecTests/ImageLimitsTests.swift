import Testing
@testable import PNGCodec

/// One set of size limits for every layer: largest side, pixels, scale.
@Suite struct ImageLimitsTests {
    @Test func theLimitsAreSixteenThousandPixelsASideSixtyFourMegapixelsAndScaleEight() {
        #expect(ImageLimits.maxDimension == 16_384)
        #expect(ImageLimits.maxPixels == 64 * 1_048_576)
        #expect(ImageLimits.maxScale == 8)
    }

    @Test func aSizeBreaksTheFirstLimitItPasses() {
        #expect(throws: ImageLimits.Violation.sideBelowOne) { try ImageLimits.check(width: 0, height: 10) }
        #expect(throws: ImageLimits.Violation.sideAbove(16_384)) { try ImageLimits.check(width: 16_385, height: 1) }
        #expect(throws: ImageLimits.Violation.areaAbove(1 << 26)) { try ImageLimits.check(width: 8_192, height: 8_193) }
        #expect(throws: Never.self) { try ImageLimits.check(width: 16_384, height: 4_096) }
    }

    @Test func aScaleIsAboveZeroAndAtMostEight() {
        for scale: Float in [0, -1, .nan, .infinity, 8.001, 9, 16] {
            #expect(throws: ImageLimits.Violation.scaleOutOfRange(8)) { try ImageLimits.check(scale: scale) }
        }
        #expect(throws: Never.self) { try ImageLimits.check(scale: 8) }
    }

    /// The codec words the same limits in its own error.
    @Test func theEncoderRefusesPastTheLimits() {
        let error = #expect(throws: PNGError.self) {
            _ = try [UInt8](repeating: 0, count: 16_385 * 4).withUnsafeBytes { bytes in
                try PNGEncoder.encode(width: 16_385, height: 1, premultipliedRGBA: bytes)
            }
        }
        #expect(error?.description.contains("the limit is 16384 per side and 64 Mpx in total") == true)
    }
}
