import Testing
@testable import PNGCodec
import RepChartTestSupport

private func encode(_ image: TestImage, options: PNGEncodeOptions = .default) throws -> [UInt8] {
    try image.pixels.withUnsafeBytes {
        try PNGEncoder.encode(width: image.width, height: image.height, premultipliedRGBA: $0, options: options)
    }
}

/// IHDR fields: (width, height, bit depth, colour type, interlace).
private func header(_ png: [UInt8]) throws -> (Int, Int, UInt8, UInt8, UInt8) {
    let chunks = try #require(readChunks(png))
    let ihdr = try #require(chunks.first)
    #expect(ihdr.type == "IHDR")
    let d = ihdr.data
    return (Int(bigEndian32(d[0..<4])), Int(bigEndian32(d[4..<8])), d[8], d[9], d[12])
}

@Suite struct PNGEncoderTests {
    @Test func opaqueImageRoundTripsExactlyAsRGB() throws {
        let image = TestImage.opaqueNoise(width: 37, height: 23, seed: 1)
        let png = try encode(image)
        let (width, height, depth, colorType, interlace) = try header(png)
        #expect(width == 37 && height == 23 && depth == 8 && interlace == 0)
        #expect(colorType == ColorType.rgb.rawValue)
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == 37 && decoded.height == 23)
        #expect(decoded.rgba == image.pixels)
    }

    /// Every valid premultiplied (colour, alpha) pair: un-premultiplying for
    /// the file and premultiplying the decoded value again must give back the
    /// stored byte exactly.
    @Test func translucentImageRoundTripsThroughStraightAlpha() throws {
        var pairs: [(UInt8, UInt8)] = []
        for alpha in 0...255 {
            for color in 0...alpha { pairs.append((UInt8(color), UInt8(alpha))) }
        }
        let width = 256
        let height = (pairs.count + width - 1) / width
        var image = TestImage(width: width, height: height)
        for (i, (color, alpha)) in pairs.enumerated() {
            // Vary the channels so each one sees every pair.
            image[i % width, i / width] = (color, UInt8(Int(color) * 7 % (Int(alpha) + 1)), color / 2, alpha)
        }
        let png = try encode(image)
        #expect(try header(png).3 == ColorType.rgba.rawValue)
        let decoded = try PNGDecoder.decode(png)
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let back = TestImage.premultiplied(decoded.rgba[i], decoded.rgba[i + 1], decoded.rgba[i + 2], decoded.rgba[i + 3])
                let original = image[x, y]
                if back != original { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func straightColoursOfOpaqueAndTransparentPixelsAreExact() throws {
        var image = TestImage(width: 3, height: 1)
        image[0, 0] = (10, 20, 30, 255)
        image[1, 0] = (0, 0, 0, 0)
        image[2, 0] = TestImage.premultiplied(255, 128, 0, 128)  // (128, 64, 0, 128)
        let decoded = try PNGDecoder.decode(try encode(image))
        #expect(decoded.rgba == [10, 20, 30, 255, 0, 0, 0, 0, 255, 128, 0, 128])
    }

    /// Corners, the middle, and the last row (found only after most rows
    /// were already written as RGB, so the encoder must start over).
    @Test(arguments: [(0, 0), (39, 39), (17, 20), (3, 39), (38, 0)])
    func oneTranslucentPixelAnywhereMakesTheImageRGBA(x: Int, y: Int) throws {
        var image = TestImage.opaqueNoise(width: 40, height: 40, seed: 2)
        image[x, y] = (100, 0, 7, 254)
        let png = try encode(image)
        #expect(try header(png).3 == ColorType.rgba.rawValue)
        // 100 × 255 / 254 and 7 × 255 / 254 round back to 100 and 7, so the
        // straight-alpha file decodes to the very same bytes.
        #expect(try PNGDecoder.decode(png).rgba == image.pixels)
    }

    @Test(arguments: PNGFilter.allCases)
    func everyFilterRoundTrips(filter: PNGFilter) throws {
        let image = TestImage.opaqueNoise(width: 50, height: 30, seed: 3)
        for compression in PNGZlibStrategy.allCases.map({ PNGCompression.zlib(level: 6, filter: filter, strategy: $0) }) + [.runs] {
            let options = PNGEncodeOptions(compression: compression)
            #expect(try PNGDecoder.decode(try encode(image, options: options)).rgba == image.pixels)
        }
    }

    /// At level 0 the zlib data is stored, so the filter byte of every row can
    /// be read straight from the IDAT payload.
    @Test(arguments: [(PNGFilter.none, 0), (.sub, 1), (.up, 2), (.average, 3), (.paeth, 4)] as [(PNGFilter, UInt8)])
    func filterOptionSetsEveryRowsFilterType(filter: PNGFilter, type: UInt8) throws {
        let image = TestImage.opaqueNoise(width: 20, height: 12, seed: 4)
        let png = try encode(image, options: PNGEncodeOptions(compression: .zlib(level: 0, filter: filter)))
        let idat = try #require(readChunks(png)).filter { $0.type == "IDAT" }.flatMap(\.data)
        let raw = try #require(inflateStored(idat))
        let rowBytes = 1 + 20 * 3
        #expect(raw.count == rowBytes * 12)
        let filterBytes = stride(from: 0, to: raw.count, by: rowBytes).map { raw[$0] }
        #expect(filterBytes == [UInt8](repeating: type, count: 12))
    }

    /// The zlib header's FLEVEL records the level class zlib compressed at.
    @Test(arguments: [(1, 0), (3, 1), (6, 2), (9, 3)])
    func compressionLevelReachesZlib(level: Int, flevel: UInt8) throws {
        let image = TestImage.opaqueNoise(width: 64, height: 64, seed: 5)
        let png = try encode(image, options: PNGEncodeOptions(compression: .zlib(level: level, filter: .up)))
        let idat = try #require(readChunks(png)?.first { $0.type == "IDAT" })
        #expect(idat.data[1] >> 6 == flevel)
    }

    @Test func levelZeroStoresAndHigherLevelsCompress() throws {
        let image = TestImage(width: 200, height: 100, fill: (255, 255, 255, 255))
        let stored = try encode(image, options: PNGEncodeOptions(compression: .zlib(level: 0)))
        let compressed = try encode(image, options: PNGEncodeOptions(compression: .zlib(level: 6)))
        #expect(stored.count > 200 * 100 * 3)
        #expect(compressed.count < 1000)
    }

    @Test func scaleWritesPHYsAt72DPITimesScale() throws {
        let image = TestImage.opaqueNoise(width: 8, height: 8, seed: 6)
        let png = try encode(image, options: PNGEncodeOptions(scale: 2))
        let phys = try #require(readChunks(png)?.first { $0.type == "pHYs" })
        // 144 dpi = 144 / 0.0254 px/m = 5669.29 → 5669, unit 1 (metre).
        #expect(phys.data == [0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25, 1])
        let plain = try encode(image, options: PNGEncodeOptions(scale: nil))
        #expect(readChunks(plain)?.contains { $0.type == "pHYs" } == false)
    }

    @Test func softwareWritesTEXtLatin1() throws {
        let image = TestImage.opaqueNoise(width: 8, height: 8, seed: 7)
        let tag = try #require(readChunks(try encode(image))?.first { $0.type == "tEXt" })
        #expect(tag.data == Array("Software\0RepChart".utf8))

        let custom = try encode(image, options: PNGEncodeOptions(software: "Café ✓ 1.0"))
        let customTag = try #require(readChunks(custom)?.first { $0.type == "tEXt" })
        #expect(customTag.data == Array("Software\0Caf".utf8) + [0xE9] + Array(" ? 1.0".utf8))

        let none = try encode(image, options: PNGEncodeOptions(software: nil))
        #expect(readChunks(none)?.contains { $0.type == "tEXt" } == false)
    }

    @Test func chunksComeInAValidOrder() throws {
        let png = try encode(TestImage.opaqueNoise(width: 8, height: 8, seed: 8), options: PNGEncodeOptions(scale: 1))
        let types = try #require(readChunks(png)).map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        let firstIDAT = try #require(types.firstIndex(of: "IDAT"))
        #expect(try #require(types.firstIndex(of: "pHYs")) < firstIDAT)
    }

    @Test(arguments: [(0, 0), (0, 5), (5, 0), (-1, 4), (16_385, 1), (1, 16_385), (10_000, 10_000)])
    func emptyOrOversizedImagesAreRefusedBeforeAllocating(width: Int, height: Int) {
        // The buffer is deliberately tiny: the size must be refused first.
        let pixels: [UInt8] = [0, 0, 0, 255]
        #expect {
            try pixels.withUnsafeBytes { try PNGEncoder.encode(width: width, height: height, premultipliedRGBA: $0) }
        } throws: { error in
            let error = error as? PNGError
            return error?.kind == .invalidSize && error?.description.contains("\(width)×\(height)") == true
        }
    }

    @Test func largestAllowedSideIsAccepted() throws {
        let image = TestImage(width: 16_384, height: 1, fill: (1, 2, 3, 255))
        let decoded = try PNGDecoder.decode(try encode(image))
        #expect(decoded.width == 16_384 && decoded.rgba == image.pixels)
    }

    @Test func bufferOfTheWrongSizeIsRefused() {
        let pixels = [UInt8](repeating: 255, count: 4 * 10 - 1)
        #expect {
            try pixels.withUnsafeBytes { try PNGEncoder.encode(width: 5, height: 2, premultipliedRGBA: $0) }
        } throws: { ($0 as? PNGError)?.kind == .invalidArgument }
    }

    @Test(arguments: [
        PNGEncodeOptions(compression: .zlib(level: 10)), PNGEncodeOptions(compression: .zlib(level: -1)),
        PNGEncodeOptions(scale: 0), PNGEncodeOptions(scale: .nan), PNGEncodeOptions(scale: -2),
    ])
    func invalidOptionsAreRefused(options: PNGEncodeOptions) {
        let image = TestImage.opaqueNoise(width: 4, height: 4, seed: 9)
        #expect { try encode(image, options: options) } throws: { ($0 as? PNGError)?.kind == .invalidArgument }
    }

    @Test func writeProducesADecodableFile() throws {
        let folder = try TemporaryFolder()
        let image = TestImage.opaqueNoise(width: 30, height: 20, seed: 10)
        let path = folder.path + "/chart.png"
        try image.pixels.withUnsafeBytes {
            try PNGEncoder.write(width: 30, height: 20, premultipliedRGBA: $0, toFile: path)
        }
        #expect(try PNGDecoder.decode(contentsOfFile: path).rgba == image.pixels)
    }

    @Test func writeIntoAMissingFolderReportsTheFileError() throws {
        let folder = try TemporaryFolder()
        let image = TestImage.opaqueNoise(width: 3, height: 3, seed: 11)
        let path = folder.path + "/missing/chart.png"
        #expect {
            try image.pixels.withUnsafeBytes {
                try PNGEncoder.write(width: 3, height: 3, premultipliedRGBA: $0, toFile: path)
            }
        } throws: { error in
            guard let error = error as? PNGError else { return false }
            return error.kind == .fileWrite && error.fileError?.reason == .folderMissing(folder.path + "/missing")
                && error.description.contains(path)
        }
    }
}
