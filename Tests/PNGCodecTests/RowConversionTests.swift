import Testing
@testable import PNGCodec

// Sources/CPNGShim/row_conversion.c converts opaque rows four pixels at a
// time plus a tail: every width class and every pixel position must still be
// copied exactly and have its alpha checked.

@Suite struct RowConversionTests {
    @Test(arguments: 1...9)
    func opaqueRowsOfEveryWidthCopyExactly(width: Int) throws {
        let image = TestImage.opaqueNoise(width: width, height: 3, seed: UInt64(width))
        let png = try image.pixels.withUnsafeBytes {
            try PNGEncoder.encode(width: width, height: 3, premultipliedRGBA: $0)
        }
        #expect(try #require(readChunks(png)).first?.data[9] == ColorType.rgb.rawValue)
        #expect(try PNGDecoder.decode(png).rgba == image.pixels)
    }

    @Test(arguments: 1...9)
    func alphaBelowOneIsSeenAtEveryPosition(width: Int) throws {
        for x in 0..<width {
            var image = TestImage.opaqueNoise(width: width, height: 3, seed: 7)
            image[x, 1] = (0, 0, 0, 254)
            let png = try image.pixels.withUnsafeBytes {
                try PNGEncoder.encode(width: width, height: 3, premultipliedRGBA: $0)
            }
            #expect(try #require(readChunks(png)).first?.data[9] == ColorType.rgba.rawValue, "width \(width), x \(x)")
            #expect(try PNGDecoder.decode(png).rgba[(width + x) * 4 + 3] == 254)
        }
    }
}
