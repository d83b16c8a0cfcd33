import Foundation
import Testing

/// A value that begins with a dash is read as the option's value, as a
/// number's sign is (`NegativeNumberOptionTests`): `--last -4w` is refused
/// for what it says, not as a value left out, and a title may begin with one.
@Suite struct DashedValueOptionTests {
    static let cases: [(arguments: [String], refusal: String)] = [
        (["summary", "--last", "-4w"], "'-4w' is not a period"),
        (["chart", "weeks", "--last", "-4w"], "'-4w' is not a period"),
        (["chart", "week", "--size", "-800x500"], "'-800x500' is not a size"),
        (["chart", "week", "--date", "-1"], "'-1' is not a date"),
        (["chart", "weeks", "--from", "-2026-01-01"], "'-2026-01-01' is not a date"),
        (["sets", "--from", "-1"], "'-1' is not a date"),
        (["sets", "--week", "-1"], "'-1' is not a week"),
        (["summary", "--week", "-2026-W47"], "'-2026-W47' is not a week"),
        (["export", "--format", "csv", "--to", "-1"], "'-1' is not a date"),
        (["log", "squat", "5x5@100kg", "--date", "-1"], "'-1' is not a date"),
        (["log", "squat", "5x5@100kg", "--time", "-1:00"], "'-1:00' is not a time of day"),
    ]

    @Test(arguments: cases)
    func aDashedValueIsRefusedForWhatItSays(_ arguments: [String], _ refusal: String) throws {
        let cli = try CLI()
        defer { cli.remove() }
        let logged = try cli.run(["log", "squat", "5x5@100kg", "--date", "2026-11-20", "--new"])
        #expect(logged.status == 0, "\(logged.stderr)")
        let chart = arguments[0] == "chart" ? ["-o", cli.folder.appendingPathComponent("c.png").path] : []
        let result = try cli.run(arguments + chart)
        #expect(result.status != 0)
        #expect(!result.stderr.contains("Missing value"), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(refusal), "\(arguments): \(result.stderr)")
        let sets = try cli.sets(["--from", "2026-11-01"])
        #expect(sets.map { "\($0["day"] ?? "") \($0["reps"] ?? "")x\($0["weight"] ?? "")" }
                == Array(repeating: "2026-11-20 5x100", count: 5), "nothing added or lost")
    }

    @Test func aTitleMayBeginWithADash() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["log", "squat", "5x5@100kg", "--date", "2026-11-20", "--new"])
        let svg = cli.folder.appendingPathComponent("week.svg")
        let result = try cli.run(["chart", "week", "--date", "2026-11-20", "--title", "-10% deload week",
                                  "--svg-text", "text", "-o", svg.path])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains(">-10% deload week<"), "the title as given")
    }
}
