import Foundation
import Testing
@testable import PNGCodec

/// Chart-like pixels: flat bands, a few bars, repeated rows and some noise
/// (text), so every token kind of the run deflate appears.
private func chartLike(width: Int, height: Int, translucent: Bool, seed: UInt64) -> TestImage {
    var image = TestImage.opaqueNoise(width: width, height: height, seed: seed)
    for y in 0..<height {
        for x in 0..<width {
            let inText = (y % 40) < 8 && (x % 97) < 30
            if inText { continue }  // keep the noise: literals
            let bar = (x / max(1, width / 7)) % 3
            let colour: (UInt8, UInt8, UInt8) = y > height / 3 && bar == 1 ? (0, 114, 178)
                : y > height / 2 && bar == 2 ? (213, 94, 0) : (255, 255, 255)
            image[x, y] = (colour.0, colour.1, colour.2, 255)
        }
    }
    if translucent { image[width / 2, height - 1] = (0, 0, 0, 128) }
    return image
}

private func runsEncode(_ image: TestImage, options: PNGEncodeOptions) throws -> [UInt8] {
    try image.pixels.withUnsafeBytes { raw in
        try PNGEncoder.encode(width: image.width, height: image.height, premultipliedRGBA: raw, options: options)
    }
}

@Suite struct RunDeflateTests {
    @Test(arguments: [(1, 1), (3, 2), (40, 30), (257, 61), (1600, 90)] as [(Int, Int)])
    func roundTripsThroughLibpng(width: Int, height: Int) throws {
        for translucent in [false, true] where width * height > 1 || !translucent {
            let image = chartLike(width: width, height: height, translucent: translucent, seed: 7)
            for bands in [0, 1, 3] {
                var options = PNGEncodeOptions(compression: .runs)
                options.bandCount = bands
                let png = try runsEncode(image, options: options)
                #expect(try PNGDecoder.decode(png).rgba == image.pixels, "\(width)x\(height) bands \(bands)")
            }
        }
    }

    /// Noise alone is all literals; a flat image nearly all matches.
    @Test func literalOnlyAndMatchOnlyImagesRoundTrip() throws {
        let noise = TestImage.opaqueNoise(width: 300, height: 200, seed: 9)
        var flat = noise
        for y in 0..<200 { for x in 0..<300 { flat[x, y] = (255, 255, 255, 255) } }
        for image in [noise, flat] {
            let png = try runsEncode(image, options: PNGEncodeOptions(compression: .runs))
            #expect(try PNGDecoder.decode(png).rgba == image.pixels)
        }
    }

    /// Rows wider than deflate's 32 KiB window cannot match one row up; the
    /// encoder must fall back to pixel matches and still be exact.
    @Test func rowsWiderThanTheWindowRoundTrip() throws {
        let image = chartLike(width: 12000, height: 6, translucent: false, seed: 11)
        let png = try runsEncode(image, options: PNGEncodeOptions(compression: .runs))
        #expect(try PNGDecoder.decode(png).rgba == image.pixels)
    }

    /// A flat chart compresses far below its raw size (the point of it).
    @Test func flatAreasCompressToAFewBitsPerRun() throws {
        let image = chartLike(width: 1600, height: 1000, translucent: false, seed: 3)
        let png = try runsEncode(image, options: PNGEncodeOptions(compression: .runs))
        let zlib = try runsEncode(image, options: PNGEncodeOptions(compression: .zlib()))
        #expect(try PNGDecoder.decode(png).rgba == image.pixels)
        #expect(Double(png.count) < Double(zlib.count) * 1.25, "runs \(png.count) vs zlib \(zlib.count)")
    }
}
