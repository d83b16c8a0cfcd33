import Foundation
import Testing
import XCTest

/// A tool or font a test needs that `.ci/run` installs (rsvg-convert,
/// chromium, pngcheck, hb-shape, HarfBuzz's headers, fontTools, the Noto,
/// Symbola and URW fonts). Where it is missing the test is skipped, naming
/// the package to install; under `CI=true` it fails instead, because CI
/// installed it and a skip there would hide a check that never ran.
package enum RequiredTool {
    /// True when the environment says this is CI (`CI=true`, as `.ci/run` and
    /// most CI services set it).
    package static var underCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// What an XCTest throws when the tool is missing: `XCTSkip` locally, a
    /// failure under `CI=true`.
    package static func missing(_ message: String) -> any Error {
        underCI ? Missing(description: "\(message) (CI=true: CI installs it, so this fails instead of skipping)")
                : XCTSkip(message)
    }

    /// The failure under `CI=true`.
    package struct Missing: Error, CustomStringConvertible {
        package var description: String
    }
}

extension Trait where Self == ConditionTrait {
    /// As `.enabled(if: present, comment)`, for a tool `.ci/run` installs:
    /// skipped with `comment` when `present` is false, except under `CI=true`,
    /// where the test fails with `comment` instead of running.
    package static func requires(_ present: @autoclosure @escaping @Sendable () -> Bool, _ comment: Comment,
                                sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        .enabled(comment, sourceLocation: sourceLocation) {
            guard !present() else { return true }
            if RequiredTool.underCI { throw RequiredTool.missing(comment.rawValue) }
            return false
        }
    }
}
