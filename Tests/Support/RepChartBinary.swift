import Foundation

/// The `repchart` executable the CLI tests run: the one this build made, in the
/// build's own products folder (`swift build --show-bin-path`), where the test
/// product itself lies. repchartTests depends on the executable, so `swift test`
/// builds it first. Nothing is searched for: a binary from another build or
/// another place would test other code. To show a CLI test fails on an older
/// binary, name that one in `REPCHART_TEST_BINARY` (not the benchmarks'
/// `REPCHART_BIN`, often left set to a release build).
package enum RepChartBinary {
    package struct NotFound: Error, CustomStringConvertible {
        package let description: String
    }

    package static func url() throws -> URL { try located.get() }

    /// The folder holding the test product: on Linux the test executable
    /// (`RepChartPackageTests.xctest`, a file); on macOS the `.xctest` bundle
    /// that XCTest or the Swift Testing helper loaded.
    static var productsFolder: URL? {
        #if canImport(Darwin)
        // Read once (`located`): `Bundle.allBundles` leaks a little on every call.
        let bundle = Bundle.allBundles.first { $0.bundleURL.pathExtension == "xctest" }
        return bundle?.bundleURL.resolvingSymlinksInPath().deletingLastPathComponent()
        #else
        return Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        #endif
    }

    private static let located: Result<URL, NotFound> = {
        if let chosen = ProcessInfo.processInfo.environment["REPCHART_TEST_BINARY"], !chosen.isEmpty {
            return .success(URL(fileURLWithPath: chosen))
        }
        guard let folder = productsFolder else {
            return .failure(NotFound(description: "cannot tell which build these tests belong to "
                                     + "(no test product among the loaded bundles); run them with `swift test`"))
        }
        let candidate = folder.appendingPathComponent("repchart")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
              FileManager.default.isExecutableFile(atPath: candidate.path) else {
            return .failure(NotFound(description: "the repchart binary is not in this build's products folder "
                                     + "(\(folder.path)); `swift build` makes it, `swift test` builds it for repchartTests"))
        }
        return .success(candidate)
    }()
}
