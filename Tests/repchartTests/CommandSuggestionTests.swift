import Foundation
import Testing

/// A mistyped command name gets the command meant, as a mistyped exercise
/// does: one line, the exit status of a usage error, nothing run.
@Suite struct CommandSuggestionTests {
    @Test func aMistypedCommandNameSuggestsTheCommandMeant() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let cases: [([String], String)] = [
            (["chart", "weak"], "unknown command 'weak'; did you mean `repchart chart week`?"),
            (["chrat", "week"], "unknown command 'chrat'; did you mean `repchart chart week`?"),
            (["chart", "totls", "--last", "4w"], "unknown command 'totls'; did you mean `repchart chart totals --last 4w`?"),
            (["exercises", "renme", "squat", "Back Squat"],
             "unknown command 'renme'; did you mean `repchart exercises rename squat 'Back Squat'`?"),
        ]
        for (arguments, expected) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == "error: \(expected)\n", "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: cli.database))
    }

    @Test func aWordFarFromEveryCommandIsStillJustUnexpected() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let result = try cli.run(["chart", "wonderful"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: Unexpected argument 'wonderful'\n", "\(result.stderr)")
    }
}
