import Foundation
import GRDB
import Testing

/// A log whole in length, but with a table's root page damaged: SQLite reaches
/// none of that table's rows (a trial of the seventeenth sitting).
@Suite struct DamagedRootSalvageTests {
    /// The log of 8,000 sets with `table`'s root page overwritten with what is no page.
    private func damaging(_ table: String, _ cli: CLI) throws -> (kind: UInt8, byID: [String: [String: Any]]) {
        let byID = try TruncatedLogSalvageTests().logOf8000Sets(cli)
        let root = try rootPage(cli.database, table)
        var file = try Data(contentsOf: URL(fileURLWithPath: cli.database))
        let pageSize = Int(file[16]) << 8 | Int(file[17])
        let kind = file[(root - 1) * pageSize]
        file.replaceSubrange((root - 1) * pageSize..<root * pageSize, with: Data(repeating: 0xA5, count: pageSize))
        try file.write(to: URL(fileURLWithPath: cli.database))
        return (kind, byID)
    }

    /// The sets table's root (an interior page, its rows on the leaves it leads to): the salvage
    /// `doctor` advised wrote 0 sets (or refused "malformed"). The pages are read one by one, as a
    /// cut-off log's: every set comes back, value for value.
    @Test func aLogWhoseSetsRootPageIsDamagedIsSalvagedFromItsPages() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let (kind, byID) = try damaging("workoutSet", cli)
        #expect(kind == 0x05, "the sets table's root is an interior page")
        let out = cli.folder.appendingPathComponent("rescued.json").path
        let salvage = try cli.run(["export", "--salvage", "-o", out])
        #expect(salvage.status == 0, "\(salvage.stderr)")
        #expect(salvage.stderr.contains("skipped: SQLite could not read every row through the damaged pages: every page was "
                                        + "read as it is"), "\(salvage.stderr)")
        #expect(salvage.stderr.contains("Salvaged 2 exercises and 8,000 sets"), "\(salvage.stderr)")
        #expect(try TruncatedLogSalvageTests().importedSets(out, cli, matching: byID).count == 8_000)
    }

    /// The exercise table's only page, its rows with it: every set was dropped with its exercise
    /// ("8,000 sets of exercises that could not be read"). They are kept under a stand-in each.
    @Test func setsWhoseExerciseCannotBeReadAreKeptUnderAStandIn() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let (kind, byID) = try damaging("exercise", cli)
        #expect(kind == 0x0D, "two exercises fit the table's root, a leaf")
        let out = cli.folder.appendingPathComponent("rescued.json").path
        let salvage = try cli.run(["export", "--salvage", "-o", out])
        #expect(salvage.status == 0, "\(salvage.stderr)")
        #expect(salvage.stderr.contains("skipped: 2 exercises could not be read: their sets are kept under \"Exercise 1 (name "
                                        + "lost)\" and the like, to be renamed"), "\(salvage.stderr)")
        let fresh = CLI(folder: cli.folder.appendingPathComponent("new"))
        try FileManager.default.createDirectory(at: fresh.folder, withIntermediateDirectories: true)
        #expect(try fresh.run(["import", out]).status == 0)
        let kept = try fresh.sets()
        #expect(kept.count == 8_000)
        #expect(Set(kept.compactMap { $0["exercise"] as? String }) == ["Exercise 1 (name lost)", "Exercise 2 (name lost)"])
        for set in kept {
            let before = try #require(byID[set["id"] as? String ?? ""])
            #expect(before["day"] as? String == set["day"] as? String && before["reps"] as? Int == set["reps"] as? Int
                    && before["weight"] as? Double == set["weight"] as? Double)
        }
        // Each stand-in holds one exercise's sets, whole: renamed, it is that exercise again.
        let squat = byID.values.filter { $0["exercise"] as? String == "Squat" }.compactMap { $0["id"] as? String }
        #expect(Set(kept.filter { squat.contains($0["id"] as? String ?? "") }.compactMap { $0["exercise"] as? String }).count == 1)
    }

    /// The root page of `table` in the log at `path`, as SQLite's list of tables gives it.
    private func rootPage(_ path: String, _ table: String) throws -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [table]) ?? 0
        }
    }

}
