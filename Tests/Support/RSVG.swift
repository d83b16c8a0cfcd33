import Foundation

/// librsvg's command-line rasterizer, when installed.
package enum RSVG {
    package static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    package static var available: Bool { path != nil }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Rasterizes the SVG file at `svgPath` to a PNG file at `pngPath` at the SVG's own size.
    package static func convert(_ svgPath: String, to pngPath: String) throws {
        guard let path else { throw Failure(description: "rsvg-convert not found") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--format", "png", "--output", pngPath, svgPath]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw Failure(description: "rsvg-convert failed on \(svgPath): \(message)")
        }
    }
}
