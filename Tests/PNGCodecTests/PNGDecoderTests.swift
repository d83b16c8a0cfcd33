import Testing
@testable import PNGCodec
import RepChartTestSupport

/// Inputs come from `makePNG` (PNGTestSupport.swift), an uncompressed writer
/// independent of libpng, so each colour type and bit depth is checked
/// against values computed here.
@Suite struct PNGDecoderTests {
    private func rgba(_ image: DecodedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.rgba[i..<i + 4])
    }

    @Test(arguments: [1, 2, 4, 8])
    func grayOfEveryDepthExpandsToOpaqueRGB(depth: Int) throws {
        let levels = 1 << depth
        let png = makePNG(width: 9, height: 3, colorType: .gray, bitDepth: depth) { x, y in [(x + y) % levels] }
        let image = try PNGDecoder.decode(png)
        for y in 0..<3 {
            for x in 0..<9 {
                let v = UInt8((x + y) % levels * 255 / (levels - 1))
                #expect(rgba(image, x, y) == [v, v, v, 255])
            }
        }
    }

    @Test(arguments: [1, 2, 4, 8])
    func paletteOfEveryDepthWithTransparency(depth: Int) throws {
        let count = min(1 << depth, 6)
        let palette: [(UInt8, UInt8, UInt8)] = (0..<count).map { (i: Int) in
            (UInt8(i * 40), UInt8(255 - i * 30), UInt8(i * 7))
        }
        let alphas: [UInt8] = (0..<count).map { (i: Int) in UInt8(i * 50) }
        let png = makePNG(width: 7, height: 5, colorType: .palette, bitDepth: depth,
                          palette: palette, transparency: alphas) { x, y in [(x * 3 + y) % count] }
        let image = try PNGDecoder.decode(png)
        for y in 0..<5 {
            for x in 0..<7 {
                let i = (x * 3 + y) % count
                #expect(rgba(image, x, y) == [palette[i].0, palette[i].1, palette[i].2, alphas[i]])
            }
        }
    }

    @Test func sixteenBitChannelsRoundToEightBits() throws {
        // b * 257 is exactly b in 8 bits; +100 (0.39 of a step) still rounds to b.
        let png = makePNG(width: 16, height: 4, colorType: .rgba, bitDepth: 16) { x, y in
            let b = x * 16 + y
            return [b * 257, b * 257 + 100, (255 - b) * 257, 200 * 257]
        }
        let image = try PNGDecoder.decode(png)
        for y in 0..<4 {
            for x in 0..<16 {
                let b = UInt8(x * 16 + y)
                #expect(rgba(image, x, y) == [b, b, 255 - b, 200])
            }
        }
    }

    @Test func sixteenBitGrayAlphaAndRGB() throws {
        let grayAlpha = try PNGDecoder.decode(makePNG(width: 2, height: 1, colorType: .grayAlpha, bitDepth: 16) { x, _ in
            [x == 0 ? 65535 : 0, x == 0 ? 0 : 65535]
        })
        #expect(grayAlpha.rgba == [255, 255, 255, 0, 0, 0, 0, 255])
        let rgb = try PNGDecoder.decode(makePNG(width: 1, height: 1, colorType: .rgb, bitDepth: 16) { _, _ in
            [10 * 257, 20 * 257, 30 * 257]
        })
        #expect(rgb.rgba == [10, 20, 30, 255])
    }

    @Test func grayAlphaEightBit() throws {
        let image = try PNGDecoder.decode(makePNG(width: 3, height: 1, colorType: .grayAlpha, bitDepth: 8) { x, _ in
            [x * 100, 255 - x * 100]
        })
        #expect(image.rgba == [0, 0, 0, 255, 100, 100, 100, 155, 200, 200, 200, 55])
    }

    @Test func transparencyKeyOfGrayAndRGBBecomesAlpha() throws {
        let gray = try PNGDecoder.decode(makePNG(width: 3, height: 1, colorType: .gray, bitDepth: 8,
                                                 transparency: [0, 128]) { x, _ in [[0, 128, 255][x]] })
        #expect(gray.rgba == [0, 0, 0, 255, 128, 128, 128, 0, 255, 255, 255, 255])
        let rgb = try PNGDecoder.decode(makePNG(width: 2, height: 1, colorType: .rgb, bitDepth: 8,
                                                transparency: [0, 1, 0, 2, 0, 3]) { x, _ in x == 0 ? [1, 2, 3] : [1, 2, 4] })
        #expect(rgb.rgba == [1, 2, 3, 0, 1, 2, 4, 255])
    }

    /// Sizes that leave some Adam7 passes empty or partial.
    @Test(arguments: [(1, 1), (3, 9), (13, 11), (8, 8), (33, 2)])
    func interlacedImagesDecodeLikeTheirProgressiveTwins(width: Int, height: Int) throws {
        let sample: (Int, Int) -> [Int] = { x, y in [(x * 37 + y * 11) % 256, (x * y) % 256, (x + 3 * y) % 256, 255 - x % 200] }
        let interlaced = makePNG(width: width, height: height, colorType: .rgba, bitDepth: 8, interlaced: true, sample: sample)
        let progressive = makePNG(width: width, height: height, colorType: .rgba, bitDepth: 8, sample: sample)
        let image = try PNGDecoder.decode(interlaced)
        #expect(image == (try PNGDecoder.decode(progressive)))
        for y in 0..<height {
            for x in 0..<width {
                #expect(rgba(image, x, y) == sample(x, y).map { UInt8($0) })
            }
        }
    }

    @Test func interlacedPaletteWithLowBitDepth() throws {
        let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (9, 9, 9)]
        let png = makePNG(width: 11, height: 6, colorType: .palette, bitDepth: 2, interlaced: true,
                          palette: palette) { x, y in [(x + 2 * y) % 4] }
        let image = try PNGDecoder.decode(png)
        for y in 0..<6 {
            for x in 0..<11 {
                let p = palette[(x + 2 * y) % 4]
                #expect(rgba(image, x, y) == [p.0, p.1, p.2, 255])
            }
        }
    }

    // MARK: - Bad input

    private func validPNG() throws -> [UInt8] {
        let image = TestImage.opaqueNoise(width: 12, height: 7, seed: 20)
        return try image.pixels.withUnsafeBytes { try PNGEncoder.encode(width: 12, height: 7, premultipliedRGBA: $0) }
    }

    private func isMalformed(_ error: any Error) -> Bool {
        guard let error = error as? PNGError else { return false }
        return error.kind == .malformedData && error.description.hasPrefix("PNG data is not a valid PNG: ")
            && !error.description.contains("\n")
    }

    @Test func everyTruncationThrows() throws {
        let png = try validPNG()
        for length in 0..<png.count {
            #expect(throws: PNGError.self) { try PNGDecoder.decode(Array(png[0..<length])) }
        }
        #expect(try PNGDecoder.decode(png).width == 12)
    }

    @Test func flippedBytesAreCaughtByCRCsOrStructure() throws {
        let png = try validPNG()
        // Every byte after the signature is covered by a chunk CRC (or is a
        // length/CRC field itself), so any single flipped bit must be caught.
        var undetected: [Int] = []
        for offset in 8..<png.count {
            var damaged = png
            damaged[offset] ^= 0x10
            if (try? PNGDecoder.decode(damaged)) != nil { undetected.append(offset) }
        }
        #expect(undetected == [])
    }

    @Test func garbageAndSignatureOnlyInputsThrow() {
        var random = SeededRandom(seed: 99)
        for count in [0, 1, 7, 8, 50, 4096] {
            let garbage = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            #expect { try PNGDecoder.decode(garbage) } throws: { self.isMalformed($0) }
            #expect { try PNGDecoder.decode(pngSignature + garbage) } throws: { self.isMalformed($0) }
        }
    }

    @Test func missingImageDataThrows() {
        var ihdr: [UInt8] = []
        appendBigEndian32(4, to: &ihdr)
        appendBigEndian32(4, to: &ihdr)
        ihdr += [8, 2, 0, 0, 0]
        let noIDAT = pngSignature + chunk("IHDR", ihdr) + chunk("IEND", [])
        #expect { try PNGDecoder.decode(noIDAT) } throws: { self.isMalformed($0) }
        let shortIDAT = pngSignature + chunk("IHDR", ihdr) + chunk("IDAT", storedZlib([0, 1, 2])) + chunk("IEND", [])
        #expect { try PNGDecoder.decode(shortIDAT) } throws: { self.isMalformed($0) }
    }

    /// A hostile header claiming a huge image must be refused from IHDR alone,
    /// before 40 GB of pixels could be allocated.
    @Test(arguments: [(100_000, 100_000), (16_385, 1), (1, 20_000), (16_384, 16_384)])
    func hugeClaimedSizesAreRefused(width: Int, height: Int) {
        var ihdr: [UInt8] = []
        appendBigEndian32(UInt32(width), to: &ihdr)
        appendBigEndian32(UInt32(height), to: &ihdr)
        ihdr += [8, 6, 0, 0, 0]
        let png = pngSignature + chunk("IHDR", ihdr) + chunk("IDAT", storedZlib([0, 0, 0, 0, 0])) + chunk("IEND", [])
        #expect {
            try PNGDecoder.decode(png)
        } throws: { error in
            let error = error as? PNGError
            return error?.kind == .invalidSize && error?.description.contains("\(width)×\(height)") == true
        }
    }

    @Test func beyondLibpngsOwnLimitIsRefusedToo() {
        var ihdr: [UInt8] = []
        appendBigEndian32(2_000_000_000, to: &ihdr)
        appendBigEndian32(2_000_000_000, to: &ihdr)
        ihdr += [8, 6, 0, 0, 0]
        let png = pngSignature + chunk("IHDR", ihdr) + chunk("IEND", [])
        #expect { try PNGDecoder.decode(png) } throws: { self.isMalformed($0) }
    }

    @Test func missingFileNamesThePath() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/absent.png"
        #expect {
            try PNGDecoder.decode(contentsOfFile: path)
        } throws: { error in
            let error = error as? PNGError
            return error?.kind == .unreadableFile && error?.description == "cannot read \(path): No such file or directory"
        }
    }

    @Test func corruptFileNamesThePath() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/bad.png"
        writeBytes(Array("not a png at all".utf8), to: path)
        #expect {
            try PNGDecoder.decode(contentsOfFile: path)
        } throws: { ($0 as? PNGError)?.description.hasPrefix("\(path) is not a valid PNG: ") == true }
    }
}
