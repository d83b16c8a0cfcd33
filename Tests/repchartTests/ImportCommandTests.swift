import Foundation
import RepChartTestSupport
import Testing

/// `repchart import` run as a user would, on hostile and real-shaped files.
@Suite struct ImportCommandTests {
    private func write(_ cli: CLI, _ name: String, _ data: Data) throws -> String {
        let path = cli.folder.appendingPathComponent(name).path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A 20,000-level file (120 KB) once overflowed the stack (exit 139).
    @Test(arguments: [20_000, 1_000_000])
    func deepNestingIsOneLineAtAnyDepth(depth: Int) throws {
        let cli = try CLI()
        defer { cli.remove() }
        let nested = "{\"format\":\"repchart\",\"x\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let path = try write(cli, "deep.json", Data(nested.utf8))
        for extra in [[], ["--dry-run"]] {
            let result = try cli.run(["import", path] + extra)
            #expect(result.status == 1, "\(extra)")
            #expect(result.stderrLines == ["error: \(path):1:539 ($.x): JSON nested deeper than 512 levels"], "\(extra)")
        }
        let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let other = try write(cli, "objects.json", Data(objects.utf8))
        let result = try cli.run(["import", other])
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.contains("JSON nested deeper than 512 levels"))
    }

    @Test func jsonExportWithAByteOrderMark() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let export = try cli.run(["log", "squat", "5x5@100", "--new", "--date", "2025-11-20"])
        #expect(export.status == 0, "\(export.stderr)")
        let json = try cli.run(["export", "-o", "-"])
        let path = try write(cli, "bom.json", Data([0xEF, 0xBB, 0xBF]) + Data(json.stdout.utf8))
        let other = try CLI()
        defer { other.remove() }
        let result = try other.run(["import", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try other.sets().count == 5)
    }

    @Test func aTenMegabyteFieldIsQuotedShort() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let huge = String(repeating: "9x", count: 5_000_000)
        let path = try write(cli, "huge.csv", Data("date,exercise,reps,weight,unit\n2025-11-20,Squat,5,\(huge),kg\n".utf8))
        let result = try cli.run(["import", path, "--strict"])
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.count < 200)
        #expect(result.stderr.contains("weight \"" + String(huge.prefix(80)) + "…\" is not a number"))
    }

    @Test func strongExportWithJunkRowsImportsTheRest() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let path = cli.folder.appendingPathComponent("junk.csv").path
        try FileManager.default.copyItem(atPath: Repository.path("Fixtures/imports/variants/strong-junk.csv"), toPath: path)
        let result = try cli.run(["import", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("3 sets added"))
        #expect(result.stderrLines == [
            "skipped 3 rows with impossible values (--strict refuses the file instead):",
            "\(path):4:58: reps 877777 is not a whole number of at most 100000",
            "\(path):6:1: date \"2019-02-30 10:00:00\" does not exist",
            "\(path):7:48: weight -135 is negative",
        ])
        let strict = try cli.run(["import", path, "--strict"])
        #expect(strict.status == 1)
        #expect(try cli.sets().count == 3)
    }

    /// Issue 26.1: `cat file | repchart import -` stored nothing (the sniffed
    /// bytes were lost) and `-` was "cannot open".
    @Test func standardInputThroughAPipeIsReadWhole() throws {
        let cli = try CLI()
        defer { cli.remove() }
        var text = "date,exercise,reps,weight (kg)\n"
        for index in 0..<3000 { text += "2024-01-\(10 + index % 20) 10:00,Squat,\(index % 10 + 1),100\n" }
        let path = try write(cli, "big.csv", Data(text.utf8))
        let result = try cli.run(["import", "-"], launcher: ["/bin/sh", "-c", "cat '\(path)' | \"$0\" \"$@\""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Imported csv file -: 1 exercise created, 3,000 sets added"))
        #expect(try cli.sets(["--limit", "5000"]).compactMap { $0["reps"] as? Int }.reduce(0, +) == 16500)
    }

    /// Issue 25: `--column` and `--date-order`, and the mapping every import prints.
    @Test func columnsAndDateOrderFromTheCommandLine() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let path = try write(cli, "own.csv", Data("Tag,Übung,Wdh,Last\n09/01/25,Kniebeuge,5,100\n".utf8))
        let refused = try cli.run(["import", path, "--unit", "kg"])
        #expect(refused.status == 1)
        #expect(refused.stderrLines == ["error: \(path):1:1: cannot tell the format from the header \"Tag,Übung,Wdh,Last\"; expected a Strong, Hevy, FitNotes or Fitbod export or a CSV with date and exercise columns (name them with --column NAME=date --column NAME=exercise)"])
        let result = try cli.run(["import", path, "--unit", "kg", "--column", "Tag=date", "--column", "Wdh=reps",
                                  "--column", "Last=weight", "--date-order", "dmy"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\nColumns: Tag → date, Übung → exercise, Wdh → reps, Last → weight (kg, --unit)\n"))
        #expect(try cli.sets().map { $0["day"] as? String } == ["2025-01-09"])
    }

    /// Issue 25: Hevy's API pages named one after another are one import; a
    /// file of another kind among them is refused with how to import it.
    @Test func hevyPagesNamedTogetherAreOneImport() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let pages = Repository.path("Fixtures/imports/variants/hevy-api-pages")
        let one = pages + "/page-1.json", two = pages + "/page-2.json"
        let result = try cli.run(["import", one, two, "--tz", "UTC"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Imported hevy files \(one) \(two): "))
        let sets = try cli.sets()
        #expect(sets.map { "\($0["day"] as? String ?? "") \($0["reps"] as? Int ?? 0)" }.sorted()
            == ["2026-03-03 7", "2026-03-03 8", "2026-03-10 8"])
        let again = try cli.run(["import", two, one, "--tz", "UTC"])
        #expect(again.status == 0)
        #expect(try cli.sets().count == 3)
        let csv = try write(cli, "other.csv", Data("Date,Exercise,Reps\n2026-03-01,Squat,5\n".utf8))
        let mixed = try cli.run(["import", one, csv])
        #expect(mixed.status == 1)
        #expect(mixed.stderrLines == ["error: \(csv): not a Hevy JSON file; several files are read as Hevy's API pages, one import; import other files one at a time"])
    }
}

/// An import that makes no log leaves no log: a refused file or a dry run
/// into a path with nothing there leaves nothing there, so the next command
/// still says there is no log rather than charting an empty one.
@Suite struct ImportLeavesNoEmptyLogTests {
    @Test func aRefusedFirstImportLeavesNoFile() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let path = cli.folder.appendingPathComponent("junk.csv").path
        try Data("this is not,an export\n1,2\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = try cli.run(["import", path])
        #expect(result.status == 1)
        for suffix in ["", "-wal", "-shm", "-journal"] {
            #expect(!FileManager.default.fileExists(atPath: cli.database + suffix), "\(suffix)")
        }
        let sets = try cli.run(["sets"])
        #expect(sets.status == 1 && sets.stderr.contains("no log at"), "\(sets.stderr)")
    }

    @Test func aDryRunIntoNoLogLeavesNoFile() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let path = cli.folder.appendingPathComponent("plain.csv").path
        try Data("date,exercise,reps,weight,unit\n2025-11-20,Squat,5,100,kg\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = try cli.run(["import", path, "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Would import"))
        #expect(!FileManager.default.fileExists(atPath: cli.database))
    }

    @Test func aRefusedImportIntoAnExistingLogKeepsIt() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "squat", "5x5@100", "--new", "--date", "2025-11-20"]).status == 0)
        let path = cli.folder.appendingPathComponent("junk.csv").path
        try Data("this is not,an export\n1,2\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try cli.run(["import", path]).status == 1)
        #expect(try cli.sets().count == 5)
    }
}

/// An assisted exercise's help, written as its weight, is said on import.
@Suite struct AssistedImportCommandTests {
    @Test func theImportSaysWhichSetsItReadAsHelp() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let file = cli.folder.appendingPathComponent("strong.csv").path
        try AssistedStrongFile.text.write(toFile: file, atomically: false, encoding: .utf8)
        let result = try cli.run(["import", file, "--unit", "kg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(
            "Pull Up (Assisted): 2 sets read as body weight minus the machine's help, the weight the file gives"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("Lat Pulldown (Cable):"))
        let sets = try cli.sets(["--exercise", "Pull Up (Assisted)"])
        #expect(sets.compactMap { $0["weight"] as? Double } == [-77, -73], "\(sets)")
    }
}

enum AssistedStrongFile {
    static let text = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE
        2025-09-05 12:37:47,"Fridays",1h 19m,"Pull Up (Assisted)",1,77.0,10.0,0,0.0,
        2025-09-05 12:37:47,"Fridays",1h 19m,"Pull Up (Assisted)",2,73.0,8.0,0,0.0,
        2025-09-05 12:37:47,"Fridays",1h 19m,"Lat Pulldown (Cable)",1,50.0,10.0,0,0.0,

        """
}
