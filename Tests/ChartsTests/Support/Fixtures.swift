import Foundation

/// Paths of the golden files, found from this source file so tests run from any folder.
enum Fixtures {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }   // Support, ChartsTests, Tests → package root
        return url.appendingPathComponent("Fixtures/charts").path
    }()

    static func path(_ name: String) -> String { root + "/" + name }

    /// REPCHART_UPDATE_GOLDENS=1 rewrites the golden files instead of comparing.
    static var updating: Bool { ProcessInfo.processInfo.environment["REPCHART_UPDATE_GOLDENS"] == "1" }
}
