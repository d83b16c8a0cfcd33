import ArgumentParser
import Foundation
import Testing
@testable import repchart

/// Help is laid out once. ArgumentParser wraps a command's discussion to the
/// terminal (80 columns when it is not one): a paragraph written as one line
/// is wrapped as a whole, but a line the source breaks by hand (an example,
/// or a paragraph broken into lines) is wrapped again when it is longer, and
/// `log --help` read "a line names each" / "record they set" as a word left
/// alone on a line. Every hand-laid line must come out whole at 80 columns.
@Suite struct HelpLayoutTests {
    /// Every command and subcommand, depth first.
    static func commands(_ root: any ParsableCommand.Type = RepChart.self) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { commands($0) }
    }

    /// The discussion's lines that keep their place: indented ones (examples,
    /// tables) and those of a paragraph broken by hand into several lines.
    static func handLaidLines(_ discussion: String) -> [String] {
        let lines = discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func isText(_ index: Int) -> Bool {
            lines.indices.contains(index) && !lines[index].isEmpty && lines[index].first != " "
        }
        return lines.indices.filter { index in
            guard !lines[index].trimmingCharacters(in: .whitespaces).isEmpty else { return false }
            return lines[index].first == " " || isText(index - 1) || isText(index + 1)
        }.map { lines[$0] }
    }

    @Test func everyHandLaidLineOfEveryCommandsHelpComesOutWholeAt80Columns() {
        var checked = 0
        for command in Self.commands() {
            let help = RepChart.helpMessage(for: command, columns: 80)
            let shown = Set(help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            for line in Self.handLaidLines(command.configuration.discussion) {
                checked += 1
                #expect(shown.contains(line), "\(command.configuration.commandName ?? "repchart") --help wraps: \(line)")
            }
        }
        #expect(checked > 100)
    }
}
