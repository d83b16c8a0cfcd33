import Foundation
import Testing

/// Flags and config values that used to be refused or ignored.
@Suite struct FlagTests {
    @Test func versionIsPrinted() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let result = try cli.run(["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3,
                "a version like 0.1.0: \(result.stdout)")
    }

    @Test func aNegativeOffsetTimeZone() throws {
        let cli = try CLI()
        defer { cli.remove() }
        // 03:00 UTC on the 18th is still the 17th at -05:00.
        let log = try cli.run(["log", "Squat", "5@100", "--new", "--date", "2026-11-17", "--time", "22:00",
                               "--tz", "-05:00"])
        #expect(log.status == 0, "\(log.stderr)")
        let sets = try cli.run(["sets", "--tz", "-05:00", "--json"])
        #expect(sets.status == 0, "\(sets.stderr)")
        #expect(sets.stdout.contains("2026-11-17"), "\(sets.stdout)")
        let chart = try cli.run(["chart", "week", "--tz", "-05:00", "--week", "2026-W47", "-o", "/dev/null"])
        #expect(chart.status == 0, "\(chart.stderr)")
    }

    @Test func aConfiguredOutputFolderThatDoesNotExist() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try #require(try cli.run(["log", "Squat", "5@100", "--new", "--date", "2026-11-17"]).status == 0)
        let missing = cli.folder.appendingPathComponent("no-such-folder").path
        let config = cli.folder.appendingPathComponent("no-config/repchart")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("{ \"outputFolder\": \"\(missing)\" }".utf8).write(to: config.appendingPathComponent("config.json"))
        for arguments in [["chart", "week", "--week", "2026-W47"], ["report", "--weeks", "2"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stdout)")
            #expect(result.stderrLines.count == 1 && result.stderr.contains("outputFolder \(missing) does not exist"),
                    "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: missing), "nothing created")
    }

    @Test func theEarliestDayRoundTripsThroughExportAndImport() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let early = try cli.run(["log", "Squat", "5@100", "--new", "--date", "0026-11-05"])
        #expect(early.status == 1 && early.stderr.contains("before 1900-01-01"), "\(early.stderr)")
        for zone in ["Europe/Berlin", "America/New_York", "UTC"] {
            let log = try cli.run(["log", "Squat", "5@100", "--new", "--date", "1900-01-01", "--time", "07:15",
                                   "--tz", zone])
            #expect(log.status == 0, "\(zone): \(log.stderr)")
        }
        let backup = cli.folder.appendingPathComponent("backup.json").path
        #expect(try cli.run(["export", "-o", backup]).status == 0)
        let other = CLI(folder: cli.folder.appendingPathComponent("other"))
        try FileManager.default.createDirectory(at: other.folder, withIntermediateDirectories: true)
        let imported = try other.run(["import", backup])
        #expect(imported.status == 0, "\(imported.stderr)")
        let days = try other.sets().compactMap { $0["day"] as? String }
        #expect(days == ["1900-01-01", "1900-01-01", "1900-01-01"], "\(days)")
    }
}
