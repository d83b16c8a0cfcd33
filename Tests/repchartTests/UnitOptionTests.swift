import Foundation
import Testing

/// `--unit` is one option type on every command: a word that is not a unit
/// gets the same one-line refusal and exit status whether it was given to a
/// chart or to `prs` (it used to be exit 64 and ArgumentParser's wording
/// there, exit 1 and RepChart's on charts).
@Suite struct UnitOptionTests {
    @Test func aBadUnitIsRefusedAlikeByEveryCommand() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let chart = try cli.run(["chart", "week", "--unit", "stone", "-o", cli.folder.appendingPathComponent("w.png").path])
        #expect(chart.status == 1, "\(chart.stderr)")
        #expect(chart.stderr == "error: unknown unit 'stone'; use kg or lb\n")
        let commands: [[String]] = [
            ["prs"], ["summary"], ["last", "squat"], ["log", "squat", "5@100"], ["exercises", "list"],
            ["import", cli.folder.appendingPathComponent("none.csv").path], ["export"],
            ["chart", "calendar", "-o", cli.folder.appendingPathComponent("c.png").path],
        ]
        for command in commands {
            let result = try cli.run(command + ["--unit", "stone"])
            #expect(result.status == chart.status, "\(command): \(result.stderr)")
            #expect(result.stderr == chart.stderr, "\(command)")
            #expect(result.stdout.isEmpty, "\(command): \(result.stdout)")
        }
        #expect(!FileManager.default.fileExists(atPath: cli.database), "a refused unit writes no log")
    }

    /// The set notation takes "lbs" (and "kgs"): so does `--unit`.
    @Test func lbsAndKgsAreUnitsAsInTheSetNotation() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let logged = try cli.run(["log", "Squat", "5@225", "--new", "--unit", "lbs", "--date", "2026-11-17"])
        #expect(logged.status == 0, "\(logged.stderr)")
        let sets = try cli.sets()
        #expect(sets.map { $0["weight"] as? Double } == [225])
        #expect(sets.map { $0["unit"] as? String } == ["lb"])
        let plural = try cli.run(["prs", "squat", "--unit", "LBS"])
        #expect(plural.status == 0, "\(plural.stderr)")
        #expect(plural.stdout == (try cli.run(["prs", "squat", "--unit", "lb"])).stdout)
        let kgs = try cli.run(["prs", "squat", "--unit", "kgs"])
        #expect(kgs.status == 0, "\(kgs.stderr)")
        #expect(kgs.stdout == (try cli.run(["prs", "squat", "--unit", "kg"])).stdout)
        let chart = cli.folder.appendingPathComponent("w.svg").path
        let drawn = try cli.run(["chart", "week", "--week", "2026-W47", "--unit", "lbs", "-o", chart])
        #expect(drawn.status == 0, "\(drawn.stderr)")
    }

    /// `kilograms` was no unit word anywhere (`kilo`, `kilos`, `kgs` were): `log 5@100kilograms`,
    /// `--unit kilograms` and a unit column's "Kilograms" were refused. The names written out are
    /// unit words wherever a unit is read.
    @Test func unitNamesWrittenOutAreUnitWordsEverywhere() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let logged = try cli.run(["log", "Squat", "5@100kilograms", "--new", "--date", "2026-11-17"])
        #expect(logged.status == 0, "\(logged.stderr)")
        let option = try cli.run(["log", "Squat", "5@100", "--unit", "Kilogram", "--date", "2026-11-18"])
        #expect(option.status == 0, "\(option.stderr)")
        let setting = try cli.run(["settings", "unit", "kilograms"])
        #expect(setting.status == 0, "\(setting.stderr)")
        let file = cli.folder.appendingPathComponent("units.csv")
        try "date,exercise,reps,weight,unit\n2026-11-19,Squat,5,102.5,Kilograms\n".write(to: file, atomically: true, encoding: .utf8)
        let imported = try cli.run(["import", file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let sets = try cli.sets().map { "\($0["weight"] ?? "") \($0["unit"] ?? "")" }
        #expect(sets == ["100 kg", "100 kg", "102.5 kg"], "\(sets)")
    }

    /// `--unit lbs` worked, but `settings unit lbs` and `config set unit lbs` were refused ("use kg or
    /// lb"), and `log --unit pounds` too, though the set notation takes "pound" and "pounds". Every
    /// place that takes a unit takes the notation's words.
    @Test func everyUnitSettingTakesTheWordsTheNotationTakes() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let logged = try cli.run(["log", "Squat", "5@100", "--new", "--unit", "pounds", "--date", "2026-11-17"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(try cli.sets().map { $0["unit"] as? String } == ["lb"])
        let kilos = try cli.run(["log", "Squat", "5@50", "--unit", "Kilos", "--date", "2026-11-18"])
        #expect(kilos.status == 0, "\(kilos.stderr)")
        #expect(try cli.sets().map { $0["unit"] as? String } == ["lb", "kg"])
        let setting = try cli.run(["settings", "unit", "lbs"])
        #expect(setting.status == 0, "\(setting.stderr)")
        #expect(try cli.run(["settings"]).stdout.contains("lb"))
        for word in ["pound", "kgs"] {
            let config = try cli.run(["config", "set", "unit", word])
            #expect(config.status == 0, "\(word): \(config.stderr)")
        }
        let wrong = try cli.run(["settings", "unit", "stone"])
        #expect(wrong.status != 0 && wrong.stderr.contains("'stone'") && wrong.stderr.contains("use kg or lb"), "\(wrong.stderr)")
    }
}
