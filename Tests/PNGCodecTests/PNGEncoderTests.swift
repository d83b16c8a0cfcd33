import Testing
@testable import PNGCodec

@Suite struct PNGEncoderTests {
    @Test func opaqueRoundTripIsIdenticalAndRGB() throws {
        let image = TestImage.opaqueNoise(width: 37, height: 23, seed: 1)
        let png = try image.pixels.withUnsafeBytes { try PNGEncoder.encode(width: 37, height: 23, premultipliedRGBA: $0) }
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == 37 && decoded.height == 23)
        #expect(decoded.rgba == image.pixels)
        #expect(png[25] == 2) // IHDR colour type: truecolour without alpha
    }
}
