import Foundation
import Testing
@testable import PNGCodec
import RepChartTestSupport

private let pngcheck = ["/usr/bin/pngcheck", "/usr/local/bin/pngcheck"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// Runs pngcheck on `bytes`; its exit status (0 = valid) and output.
private func check(_ bytes: [UInt8], in folder: TemporaryFolder, name: String) throws -> (Int32, String) {
    let path = folder.path + "/" + name
    try AtomicFile.write(bytes, toFile: path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(pngcheck))
    process.arguments = ["-v", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}

/// An independent validator (pngcheck, Debian package "pngcheck"), when installed.
@Suite(.requires(pngcheck != nil, "pngcheck is not installed: install pngcheck"))
struct PNGCheckTests {
    @Test(arguments: PNGFilter.allCases)
    func encoderOutputPassesPngcheck(filter: PNGFilter) throws {
        let folder = try TemporaryFolder()
        var image = TestImage.opaqueNoise(width: 41, height: 17, seed: 30)
        let opaque = try image.pixels.withUnsafeBytes {
            try PNGEncoder.encode(width: 41, height: 17, premultipliedRGBA: $0,
                                  options: PNGEncodeOptions(compression: .zlib(level: 6, filter: filter), scale: 2))
        }
        let (status, output) = try check(opaque, in: folder, name: "opaque.png")
        #expect(status == 0, "\(output)")
        #expect(output.contains("41 x 17 image, 24-bit RGB, non-interlaced"))
        #expect(output.contains("5669x5669 pixels/meter (144 dpi)"), "\(output)")
        #expect(output.contains("keyword: Software"))

        image[0, 0] = (0, 0, 0, 0)
        let translucent = try image.pixels.withUnsafeBytes {
            try PNGEncoder.encode(width: 41, height: 17, premultipliedRGBA: $0,
                                  options: PNGEncodeOptions(compression: .zlib(filter: filter)))
        }
        let (status2, output2) = try check(translucent, in: folder, name: "translucent.png")
        #expect(status2 == 0, "\(output2)")
        #expect(output2.contains("32-bit RGB+alpha"))
    }

    /// Banded parallel output (header, joined deflate bands, combined
    /// Adler-32, IDAT chunks written around libpng) is valid PNG too.
    @Test(arguments: [PNGFilter.none, .paeth, .adaptive], [2, 3])
    func parallelEncoderOutputPassesPngcheck(filter: PNGFilter, bands: Int) throws {
        let folder = try TemporaryFolder()
        var image = TestImage.opaqueNoise(width: 53, height: 29, seed: 32)
        var options = PNGEncodeOptions(compression: .zlib(level: 6, filter: filter), scale: 1)
        options.bandCount = bands
        let opaque = try image.pixels.withUnsafeBytes {
            try PNGEncoder.encode(width: 53, height: 29, premultipliedRGBA: $0, options: options)
        }
        let (status, output) = try check(opaque, in: folder, name: "opaque.png")
        #expect(status == 0, "\(output)")
        #expect(output.contains("53 x 29 image, 24-bit RGB, non-interlaced"), "\(output)")
        #expect(output.contains("keyword: Software"), "\(output)")
        #expect(output.contains("No errors detected"), "\(output)")

        image[52, 14] = (10, 10, 10, 100)
        let translucent = try image.pixels.withUnsafeBytes {
            try PNGEncoder.encode(width: 53, height: 29, premultipliedRGBA: $0, options: options)
        }
        let (status2, output2) = try check(translucent, in: folder, name: "translucent.png")
        #expect(status2 == 0, "\(output2)")
        #expect(output2.contains("32-bit RGB+alpha"), "\(output2)")
    }

    /// The run deflate's blocks (one dynamic Huffman block a band, bands
    /// joined by empty stored blocks) are valid zlib streams to pngcheck too.
    @Test(arguments: [0, 1, 3])
    func runDeflateOutputPassesPngcheck(bands: Int) throws {
        let folder = try TemporaryFolder()
        var image = TestImage(width: 300, height: 120, fill: (255, 255, 255, 255))
        let noise = TestImage.opaqueNoise(width: 300, height: 120, seed: 33)
        for y in 40..<60 { for x in 0..<300 { image[x, y] = noise[x, y] } }
        for y in 70..<120 { for x in 100..<160 { image[x, y] = (0, 114, 178, 255) } }
        var options = PNGEncodeOptions.default
        options.bandCount = bands
        for translucent in [false, true] {
            if translucent { image[5, 5] = (0, 0, 0, 0) }
            let png = try image.pixels.withUnsafeBytes {
                try PNGEncoder.encode(width: 300, height: 120, premultipliedRGBA: $0, options: options)
            }
            let (status, output) = try check(png, in: folder, name: "runs.png")
            #expect(status == 0, "\(output)")
            #expect(output.contains("No errors detected"), "\(output)")
            #expect(try PNGDecoder.decode(png).rgba == image.pixels)
        }
    }

    /// Shows pngcheck really checks: a damaged copy fails.
    @Test func pngcheckRejectsADamagedFile() throws {
        let folder = try TemporaryFolder()
        let image = TestImage.opaqueNoise(width: 8, height: 8, seed: 31)
        var png = try image.pixels.withUnsafeBytes { try PNGEncoder.encode(width: 8, height: 8, premultipliedRGBA: $0) }
        png[png.count - 20] ^= 0xFF
        #expect(try check(png, in: folder, name: "bad.png").0 != 0)
    }
}
