import Foundation
import Testing
import RepChartTestSupport
@testable import WorkoutModel

/// docs/notation.md stays true: every example parses, every listed error is the one given.
@Suite struct NotationDocsTests {
    /// Table rows of the section titled `heading`: the backticked inputs of the first
    /// cell and the second cell.
    private func rows(under heading: String) throws -> [(inputs: [String], text: String)] {
        let docs = URL(fileURLWithPath: Repository.path("docs/notation.md"))
        let text = try String(contentsOf: docs, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## \(heading)\n").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        return section.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[1].hasPrefix("`") else { return nil }
            let inputs = cells[1].split(separator: "`", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            return (inputs, cells[2])
        }
    }

    @Test func everyExampleParses() throws {
        let examples = try rows(under: "Examples")
        #expect(examples.count >= 25)
        for row in examples {
            for input in row.inputs {
                #expect(throws: Never.self, "\(input)") { try SetNotation.parse(input, defaultUnit: .kg) }
            }
        }
    }

    @Test func everyListedErrorIsTheOneGiven() throws {
        let errors = try rows(under: "Errors")
        #expect(errors.count >= 60)
        for row in errors {
            let input = try #require(row.inputs.first)
            let error = try #require(throws: NotationError.self, "\(input)") {
                try SetNotation.parse(input, defaultUnit: .kg)
            }
            #expect(error.message == row.text, "\(input)")
        }
    }
}
