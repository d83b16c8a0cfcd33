import Foundation

/// Files in this repository (fixtures, docs), found from this source file's
/// place in it, so tests run from any working directory.
package enum Repository {
    /// The repository's root folder.
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // Support
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()

    /// The absolute path of `relative` (e.g. "Fixtures/databases").
    package static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}
