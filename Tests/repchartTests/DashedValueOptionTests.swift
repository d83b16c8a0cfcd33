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

    /// `--title --force -o keep.txt` took "--force" as the title and then refused to
    /// replace keep.txt "without --force"; `--title --json` drew a chart titled
    /// "--json". An option name is no value, even of an option that takes dashes.
    static let optionNames: [(arguments: [String], refusal: String)] = [
        (["chart", "totals", "--title", "--force"], "error: Missing value for '--title <title>' ('--force' is an option)\n"),
        (["chart", "week", "--size", "--json"], "error: Missing value for '--size <size>' ('--json' is an option)\n"),
        (["chart", "weeks", "--from", "--json"], "error: Missing value for '--from <day>' ('--json' is an option)\n"),
        (["sets", "--from", "--json"], "error: Missing value for '--from <day>' ('--json' is an option)\n"),
        (["summary", "--last", "--json"], "error: Missing value for '--last <period>' ('--json' is an option)\n"),
        (["log", "squat", "5@60kg", "--date", "--json"], "error: Missing value for '--date <day>' ('--json' is an option)\n"),
        (["export", "--format", "csv", "--to", "--json"], "error: Missing value for '--to <day>' ('--json' is an option)\n"),
        // After a number or a time zone, in the same words (were "The value '--json' is invalid for
        // '--limit <limit>'", "unknown time zone '--json'" and "--y-max '--force' is not a number").
        (["sets", "--limit", "--json"], "error: Missing value for '--limit <limit>' ('--json' is an option)\n"),
        (["sets", "--tz", "--json"], "error: Missing value for '--tz <zone>' ('--json' is an option)\n"),
        (["chart", "week", "--top", "--json"], "error: Missing value for '--top <N>' ('--json' is an option)\n"),
        (["chart", "week", "--y-max", "--force"], "error: Missing value for '--y-max <value>' ('--force' is an option)\n"),
        (["chart", "week", "--tz", "--json"], "error: Missing value for '--tz <zone>' ('--json' is an option)\n"),
        (["report", "--weeks", "--json"], "error: Missing value for '--weeks <weeks>' ('--json' is an option)\n"),
        (["demo", "--tz", "--force"], "error: Missing value for '--tz <tz>' ('--force' is an option)\n"),
        (["exercises", "progression", "squat", "--step", "--json"], "error: Missing value for '--step <load>' ('--json' is an option)\n"),
        // A dash and a letter is a short option: `--title -o t.png` took "-o" as the title.
        (["chart", "week", "--title", "-o"], "error: Missing value for '--title <title>' ('-o' is an option)\n"),
        (["log", "squat", "--date", "-o"], "error: Missing value for '--date <day>' ('-o' is an option)\n"),
    ]

    @Test(arguments: optionNames)
    func anOptionNameIsNoValue(_ arguments: [String], _ refusal: String) throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "squat", "5x5@100kg", "--date", "2026-11-20", "--new"]).status == 0)
        let kept = cli.folder.appendingPathComponent("keep.txt")
        try "hi".write(to: kept, atomically: true, encoding: .utf8)
        let chart = arguments[0] == "chart" ? ["-o", kept.path] : []
        let result = try cli.run(arguments + chart)
        #expect(result.status != 0)
        #expect(result.stderr.hasSuffix(refusal), "\(arguments): \(result.stderr)")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "hi", "nothing written")
    }
}
