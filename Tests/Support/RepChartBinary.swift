import Foundation

/// The `repchart` executable the CLI tests run: $REPCHART_BIN, else the one
/// built next to the test bundle (the build's products folder, where
/// `swift test` puts every product), searching upwards.
package enum RepChartBinary {
    package struct NotFound: Error, CustomStringConvertible {
        package let description: String
    }

    package static func url() throws -> URL { try located.get() }

    /// Found once: `Bundle.allBundles` leaks a little on every call (Foundation on Linux).
    private static let located: Result<URL, NotFound> = {
        if let explicit = ProcessInfo.processInfo.environment["REPCHART_BIN"] {
            return .success(URL(fileURLWithPath: explicit))
        }
        let starts = [Bundle.main.bundleURL, Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            .compactMap { $0 } + Bundle.allBundles.map(\.bundleURL)
        for start in starts {
            var folder = start.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<5 {
                let candidate = folder.appendingPathComponent("repchart")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                   !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return .success(candidate)
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return .failure(NotFound(description: "the repchart binary was not built next to the tests "
                                 + "(\(Bundle.main.bundlePath)); run `swift build` first or set REPCHART_BIN"))
    }()
}
