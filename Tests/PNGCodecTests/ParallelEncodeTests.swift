import Foundation
import Testing
@testable import PNGCodec
import RepChartTestSupport

// The banded parallel encoder (Sources/CPNGShim/parallel_idat.c) against
// libpng's serial path: the same pixels must come back for every band layout.

private func encode(_ image: TestImage, bands: Int, filter: PNGFilter = .none,
                    level: Int = 2, scale: Float? = nil) throws -> [UInt8] {
    var options = PNGEncodeOptions(compression: .zlib(level: level, filter: filter), scale: scale)
    options.bandCount = bands
    return try image.pixels.withUnsafeBytes {
        try PNGEncoder.encode(width: image.width, height: image.height, premultipliedRGBA: $0, options: options)
    }
}

/// An opaque image, or a translucent one with varied alpha (premultiplied).
private func sample(width: Int, height: Int, translucent: Bool, seed: UInt64) -> TestImage {
    var image = TestImage.opaqueNoise(width: width, height: height, seed: seed)
    guard translucent else { return image }
    var random = SeededRandom(seed: seed)
    for y in 0..<height {
        for x in 0..<width {
            let (r, g, b, _) = image[x, y]
            let alpha = UInt8(truncatingIfNeeded: random.next() >> 56)
            image[x, y] = TestImage.premultiplied(r, g, b, alpha)
        }
    }
    return image
}

/// The colour type byte of IHDR, and the chunk types in file order.
private func layout(_ png: [UInt8]) throws -> (UInt8, [String]) {
    let chunks = try #require(readChunks(png))
    return (try #require(chunks.first).data[9], chunks.map(\.type))
}

@Suite struct ParallelEncodeTests {
    static let sizes = [(37, 23), (5, 7), (64, 1), (3, 2), (130, 97), (1, 33)]

    @Test(arguments: [false, true], [2, 3, 8])
    func bandsDecodeToTheSerialPixels(translucent: Bool, bands: Int) throws {
        for (width, height) in Self.sizes {
            let image = sample(width: width, height: height, translucent: translucent, seed: UInt64(width * height))
            for filter in PNGFilter.allCases {
                let serial = try PNGDecoder.decode(try encode(image, bands: 1, filter: filter))
                let png = try encode(image, bands: bands, filter: filter)
                let parallel = try PNGDecoder.decode(png)
                #expect(parallel == serial, "\(width)×\(height) \(filter) in \(bands) bands")
                if !translucent {
                    #expect(parallel.rgba == image.pixels, "\(width)×\(height) \(filter) in \(bands) bands")
                }
                #expect(try layout(png).0 == (translucent ? ColorType.rgba : ColorType.rgb).rawValue)
            }
        }
    }

    /// Levels 0 (stored blocks) to 9 all join up across band boundaries.
    @Test(arguments: [0, 1, 6, 9])
    func everyLevelJoinsUp(level: Int) throws {
        let image = sample(width: 61, height: 45, translucent: false, seed: 5)
        let decoded = try PNGDecoder.decode(try encode(image, bands: 4, filter: .paeth, level: level))
        #expect(decoded.rgba == image.pixels)
    }

    /// A translucent pixel first seen in a later band (corners opaque) still
    /// switches the whole image to RGBA.
    @Test(arguments: [(0, 30), (20, 59), (10, 31)])
    func translucencyInAnyBandGivesRGBA(x: Int, y: Int) throws {
        var image = sample(width: 40, height: 60, translucent: false, seed: 9)
        image[x, y] = TestImage.premultiplied(200, 100, 50, 128)
        let png = try encode(image, bands: 3)
        #expect(try layout(png).0 == ColorType.rgba.rawValue)
        let decoded = try PNGDecoder.decode(png)
        let i = (y * 40 + x) * 4
        #expect(decoded.rgba[i + 3] == 128)
        #expect(decoded.rgba[0..<i] == image.pixels[0..<i])
    }

    /// Chunks as libpng writes them: IHDR, pHYs, tEXt, IDAT…, IEND.
    @Test func chunksKeepTheirOrder() throws {
        let image = sample(width: 50, height: 40, translucent: false, seed: 3)
        let (_, types) = try layout(try encode(image, bands: 2, scale: 2))
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Array(types.prefix(3)) == ["IHDR", "pHYs", "tEXt"])
        #expect(types.dropFirst(3).dropLast().allSatisfy { $0 == "IDAT" })
        #expect(types.count >= 5)
    }

    /// The joined Adler-32 is really checked by the decoder: a wrong one fails.
    @Test func decoderRejectsAWrongAdler32() throws {
        let image = sample(width: 50, height: 40, translucent: true, seed: 4)
        var png = try encode(image, bands: 3)
        // The IEND chunk is the last 12 bytes; the IDAT's CRC the 4 before it,
        // and the Adler-32 the 4 before that.
        let crcOffset = png.count - 12 - 4
        png[crcOffset - 1] ^= 0x01
        // Find the last IDAT to recompute its CRC, so only zlib's check can object.
        var start = 8
        var idatStart = 0
        while start < crcOffset {
            let length = Int(bigEndian32(png[start..<start + 4]))
            if start + 8 + length == crcOffset { idatStart = start }
            start += 12 + length
        }
        let crc = crc32(png[idatStart + 4..<crcOffset])
        png.replaceSubrange(crcOffset..<crcOffset + 4, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        #expect(readChunks(png) != nil)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
    }

    /// Images from 256 K pixels take the parallel path on their own.
    @Test(arguments: [false, true])
    func largeImagesRoundTripWithAutomaticBands(translucent: Bool) throws {
        let image = sample(width: 700, height: 401, translucent: translucent, seed: 11)
        var options = PNGEncodeOptions()
        options.bandCount = 0
        let png = try image.pixels.withUnsafeBytes {
            try PNGEncoder.encode(width: 700, height: 401, premultipliedRGBA: $0, options: options)
        }
        let serial = try PNGDecoder.decode(try encode(image, bands: 1))
        #expect(try PNGDecoder.decode(png) == serial)
    }
}
