import Foundation
import Testing

@Suite struct StoreLocationTests {
    @Test func dbFlagBeatsEnvironmentAndDefaultsFollowXDG() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let flagged = cli.folder.appendingPathComponent("flag/other.sqlite").path
        #expect(try cli.run(["log", "Squat", "5@100", "--new", "--db", flagged]).status == 0)
        #expect(FileManager.default.fileExists(atPath: flagged))
        #expect(!FileManager.default.fileExists(atPath: cli.database), "--db wins over REPCHART_DB")

        let xdg = cli.folder.appendingPathComponent("xdg").path
        let viaXDG = try cli.run(["log", "Squat", "5@100", "--new"], environment: ["XDG_DATA_HOME": xdg], useDatabase: false)
        #expect(viaXDG.status == 0, "\(viaXDG.stderr)")
        let xdgFile = xdg + "/repchart/repchart.sqlite"
        #expect(FileManager.default.fileExists(atPath: xdgFile))
        let mode = try FileManager.default.attributesOfItem(atPath: xdgFile)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o777 } == 0o600)

        let viaHome = try cli.run(["log", "Squat", "5@100", "--new"], useDatabase: false)
        #expect(viaHome.status == 0, "\(viaHome.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.folder.path + "/home/.local/share/repchart/repchart.sqlite"))
    }

    /// `--db ""` (an empty word, as `--db "$UNSET_VAR"` gives) names no file:
    /// it is refused in one line, never read as "the default log", and as a
    /// usage error (exit 64) like `--db=` (it was 1, from the store).
    @Test func anEmptyDbPathIsRefusedNotTheDefaultLog() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "Squat", "5@100kg", "--new"]).status == 0)
        let commands: [[String]] = [
            ["log", "Squat", "5@120kg", "--db", ""], ["sets", "--db", ""], ["chart", "week", "--db", ""],
            ["chart", "totals", "--db", "", "--last", "4w"], ["export", "--db", ""], ["doctor", "--db", ""],
            ["undo", "--db", ""], ["prs", "--db", ""], ["demo", "--db", ""],
        ]
        for arguments in commands {
            let result = try cli.run(arguments + ["-o", cli.folder.appendingPathComponent("out").path]
                                        .filter { _ in arguments[0] == "chart" })
            #expect(result.status == 64, "\(arguments): \(result.status) \(result.stdout)")
            #expect(result.stderrLines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("empty"), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
        }
        let sets = try cli.sets()
        #expect(sets.count == 1)
        #expect(sets.first?["weight"] as? Double == 100, "\(sets)")
    }
}
