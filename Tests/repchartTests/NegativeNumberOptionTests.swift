import Foundation
import Testing

/// A number option given a negative number (`--limit -1`, `--top -3`) is
/// refused for its range, as 0 is, and not as a value left out: a dash
/// before digits is a sign, not the next option.
@Suite struct NegativeNumberOptionTests {
    static let cases: [(arguments: [String], refusal: String)] = [
        (["sets", "--limit", "-1"], "--limit must be at least 1 (got -1)"),
        (["last", "squat", "--sessions", "-2"], "--sessions must be 1 to 1000, not -2"),
        (["chart", "week", "--top", "-3"], "--top must be from 1 to 100, such as --top 8"),
        (["chart", "week", "--y-max", "-5"], "--y-max '-5' is not a number above 0; give one such as 12000"),
        (["chart", "week", "--scale", "-2"], "--scale -2 is out of range: use a value above 0 and at most 8"),
        (["chart", "week", "--by", "muscle", "--secondary", "-0.5"], "--secondary must be a number from 0 to 1, such as 0.5"),
        (["chart", "calendar", "--year", "-2026"], "--year -2026 is not a year RepChart can show; use 1900 to 9999"),
        (["report", "--weeks", "-1"], "--weeks -1 is out of range: use 1 to 520"),
        (["report", "--html", "--top", "-2"], "--top -2 leaves no room; use 2 or more"),
        (["exercises", "progression", "squat", "--reps", "-1"], "-1 is not a rep target: give 1 to 10000"),
        (["exercises", "progression", "squat", "--step", "-5kg"], "'-5kg' is not a load step"),
        (["demo", "--weeks", "-4"], "--weeks -4 is out of range: use 1 to 520"),
        (["demo", "--scale", "-1"], "--scale -1 is out of range: use a value above 0 and at most 8"),
    ]

    @Test(arguments: cases)
    func aNegativeNumberIsRefusedForItsRange(_ arguments: [String], _ refusal: String) throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["log", "squat", "5x5@100kg", "--date", "2026-11-20"])
        let result = try cli.run(arguments + (arguments[0] == "demo" ? ["--out", cli.folder.appendingPathComponent("charts").path] : []))
        #expect(result.status != 0)
        #expect(!result.stderr.contains("Missing value"), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(refusal), "\(arguments): \(result.stderr)")
    }

    @Test func anOptionNameStillIsNotAValue() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let result = try cli.run(["sets", "--limit", "--json"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--limit"), "\(result.stderr)")
    }
}
