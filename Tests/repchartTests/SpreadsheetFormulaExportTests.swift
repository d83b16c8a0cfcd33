import Foundation
import RepChartTestSupport
import Testing

/// Issue 42.13: a name or note that a spreadsheet would run as a formula
/// (`=`, `+`, `-`, `@`, tab, carriage return first) is written with a
/// leading `'` in both CSV layouts, numbers stay numbers, and
/// `repchart import` takes the `'` off again: the same names and notes.
@Suite struct SpreadsheetFormulaExportTests {
    /// Names, notes and values that start like formulas, and one that starts with the escape itself.
    private static let input = """
        date,exercise,reps,weight,unit,notes
        2026-01-05,"=HYPERLINK(""http://x"",""y"")",5,100,kg,+1 rep
        2026-01-05,@Curl,8,12.5,kg,-2 from last week
        2026-01-06,'=quoted,3,60,kg,'plain

        """

    /// Each set by value: day, exercise, reps, weight and unit, note.
    private func values(_ cli: CLI) throws -> [String] {
        try cli.sets(["--limit", "1000"]).map { set in
            [set["day"], set["exercise"], set["reps"], set["weight"], set["unit"], set["note"]]
                .map { $0.map { "\($0)" } ?? "-" }.joined(separator: " | ")
        }.sorted()
    }

    private func imported() throws -> CLI {
        let cli = try CLI()
        let path = cli.folder.appendingPathComponent("in.csv").path
        try Self.input.write(toFile: path, atomically: false, encoding: .utf8)
        let result = try cli.run(["import", path])
        #expect(result.status == 0, "\(result.stderr)")
        return cli
    }

    @Test func formulaLikeNamesAndNotesAreNeutralisedInTheTidyExportAndComeBackExactly() throws {
        let cli = try imported()
        defer { cli.remove() }
        let before = try values(cli)
        #expect(before.contains("2026-01-05 | =HYPERLINK(\"http://x\",\"y\") | 5 | 100 | kg | +1 rep"))
        let path = cli.folder.appendingPathComponent("out.csv").path
        let exported = try cli.run(["export", "--format", "csv", "-o", path])
        #expect(exported.status == 0, "\(exported.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(",\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",1,normal,5,100,kg,,,,,,'+1 rep,"))
        #expect(text.contains(",'@Curl,2,normal,8,12.5,kg,,,,,,'-2 from last week,"))
        // A name that starts with the escape and a formula sign gets one more, taken off on import.
        #expect(text.contains(",''=quoted,1,normal,3,60,kg,,,,,,'plain,"))
        for line in text.split(separator: "\n") {
            for cell in line.split(separator: ",", omittingEmptySubsequences: false) {
                #expect(!(cell.first.map { "=+@\t\r".contains($0) } ?? false), "\(line)")
            }
        }
        let other = try CLI()
        defer { other.remove() }
        let back = try other.run(["import", path])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(try values(other) == before)
    }

    @Test func formulaLikeNamesAndNotesAreNeutralisedInStrongsLayoutAndComeBackExactly() throws {
        let cli = try imported()
        defer { cli.remove() }
        let before = try values(cli)
        let path = cli.folder.appendingPathComponent("strong.csv").path
        let exported = try cli.run(["export", "--format", "strong", "-o", path])
        #expect(exported.status == 0, "\(exported.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(",\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",1,100,5,0,0,'+1 rep,,"))
        #expect(text.contains(",'@Curl,1,12.5,8,0,0,'-2 from last week,,"))
        let other = try CLI()
        defer { other.remove() }
        let back = try other.run(["import", path, "--unit", "kg"])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(try values(other) == before)
    }

    @Test func anAssistedSetsNegativeWeightStaysANumber() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let logged = try cli.run(["log", "dips", "5@bw-25kg", "--new", "--date", "2026-01-05"])
        #expect(logged.status == 0, "\(logged.stderr)")
        let result = try cli.run(["export", "--format", "csv", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(",1,normal,5,-25,kg,yes,"))
    }
}
