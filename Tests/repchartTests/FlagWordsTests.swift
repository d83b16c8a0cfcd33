import Foundation
import RepChartTestSupport
import Testing

/// Issue 43.4: the words that name a flag or a command live in the
/// executable. A string literal in any other module that names `--flag` (or
/// `` `repchart command` ``) fails here, with its file and line.
@Suite struct FlagWordsTests {
    /// Modules that are command lines themselves: repchart words the flags,
    /// repchart-bench types them to run the binary.
    private static let commandLines: Set<String> = ["repchart", "repchart-bench"]

    /// Files still to change, each with why; empty when the policy holds everywhere.
    private static let pending: [String: String] = [:]

    @Test func noLibraryStringNamesAFlagOrACommand() throws {
        let sources = Repository.path("Sources")
        var found: [String] = []
        let files = try #require(FileManager.default.subpathsOfDirectory(atPath: sources) as [String]?)
        for file in files.sorted() where file.hasSuffix(".swift") {
            let module = String(file.prefix { $0 != "/" })
            guard !Self.commandLines.contains(module), Self.pending[file] == nil else { continue }
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for (line, literal) in Self.literals(in: text) where Self.namesAFlag(literal) {
                found.append("\(file):\(line): \(literal)")
            }
        }
        #expect(found.isEmpty, "\(found.count) literals name a flag:\n\(found.joined(separator: "\n"))")
    }

    @Test func theScanFindsFlagsInLiteralsAndNotInComments() {
        let source = """
            // a comment about --unit
            /// a doc comment about --map
            let a = "pass --unit kg"  // and --tz here
            let b = "--bg:#fff;--fg:#000;color:var(--muted)"
            let c = "`repchart doctor` checks it"
            let d = \"\"\"
                text naming --format
                \"\"\"
            """
        let named = Self.literals(in: source).filter { Self.namesAFlag($0.text) }.map(\.line)
        #expect(named == [3, 5, 7])
    }

    /// `--name` (a CSS custom property, `--name:` or `var(--name)`, is not a flag) or `` `repchart name ``.
    private static func namesAFlag(_ literal: String) -> Bool {
        literal.contains(/(^|[^A-Za-z0-9(-])--[a-z][a-z-]*[a-z](?![a-z:-])/) || literal.contains(/`repchart [a-z]/)
    }

    /// The string literals of Swift `source` with their line numbers: one-line
    /// literals outside comments, and each line of a multi-line literal.
    private static func literals(in source: String) -> [(line: Int, text: String)] {
        var result: [(line: Int, text: String)] = []
        var inBlock = false
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inBlock {
                if trimmed.hasPrefix("\"\"\"") { inBlock = false } else { result.append((index + 1, String(line))) }
                continue
            }
            if trimmed.hasPrefix("//") { continue }
            if trimmed.hasSuffix("\"\"\""), trimmed.components(separatedBy: "\"\"\"").count == 2 {
                inBlock = true
                continue
            }
            for match in line.matches(of: /"(?:[^"\\]|\\.)*"|\/\/.*$/) {
                let text = String(match.output)
                if text.hasPrefix("//") { break }
                result.append((index + 1, text))
            }
        }
        return result
    }
}
