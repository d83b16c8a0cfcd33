import Foundation
import Testing

/// A log cut off half way (a copy stopped, a full disk): SQLite opens none of
/// it, but most of its sets are on the pages that are left. `doctor` sends
/// the user to `export --salvage`, which must rescue them and say what was lost.
@Suite struct TruncatedLogSalvageTests {
    /// A log emptied to 0 bytes: `export --salvage` said "Salvaged 0 exercises and 0 sets; nothing
    /// was left out" and wrote a fresh 96 KB log into the file it was rescuing. It says there is
    /// nothing to salvage, and the file stays as it was.
    @Test func anEmptyFileIsNothingToSalvageAndIsLeftAsItIs() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try Data().write(to: URL(fileURLWithPath: cli.database))
        let out = cli.folder.appendingPathComponent("rescued.json").path
        let salvage = try cli.run(["export", "--salvage", "-o", out])
        #expect(salvage.status != 0)
        #expect(salvage.stderrLines == ["error: \(cli.database) is an empty file (0 bytes): there is nothing in it to salvage; "
            + "restore a backup or a copy of the log"], "\(salvage.stderr)")
        #expect(try FileManager.default.attributesOfItem(atPath: cli.database)[.size] as? Int == 0)
        #expect(!FileManager.default.fileExists(atPath: out))
        // One byte of a log (`head -c 1`) was still salvaged into a fresh log: anything under a header is refused.
        try Data([0x53]).write(to: URL(fileURLWithPath: cli.database))
        let one = try cli.run(["export", "--salvage", "-o", out])
        #expect(one.status != 0)
        #expect(one.stderrLines == ["error: \(cli.database) is 1 byte, shorter than a log's header: there is nothing in it "
            + "to salvage; restore a backup or a copy of the log"], "\(one.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.database)) == Data([0x53]))
    }

    /// A log of 8,000 squat and bench sets, imported; its sets by id.
    func logOf8000Sets(_ cli: CLI) throws -> [String: [String: Any]] {
        var csv = "date,exercise,reps,weight,unit\n"
        for i in 0..<8_000 {
            csv += "2025-\(String(format: "%02d", 1 + i % 12))-\(String(format: "%02d", 1 + i % 28)),"
                + "\(i % 3 == 0 ? "Squat" : "Bench Press"),\(1 + i % 10),\(50 + i % 60),kg\n"
        }
        let file = cli.folder.appendingPathComponent("sets.csv").path
        try Data(csv.utf8).write(to: URL(fileURLWithPath: file))
        try #require(try cli.run(["import", file]).status == 0)
        let original = try cli.sets()
        try #require(original.count == 8_000)
        var byID: [String: [String: Any]] = [:]
        for set in original { byID[set["id"] as? String ?? ""] = set }
        return byID
    }

    /// The sets `salvaged` (a salvage's JSON) imports as into a new log, each checked value
    /// for value against the log's own (`byID`).
    func importedSets(_ salvaged: String, _ cli: CLI, matching byID: [String: [String: Any]]) throws -> [[String: Any]] {
        let fresh = CLI(folder: cli.folder.appendingPathComponent("new"))
        try FileManager.default.createDirectory(at: fresh.folder, withIntermediateDirectories: true)
        let imported = try fresh.run(["import", salvaged])
        #expect(imported.status == 0, "\(imported.stderr)")
        let kept = try fresh.sets()
        #expect(Set(kept.compactMap { $0["id"] as? String }).count == kept.count)
        for set in kept {
            let before = try #require(byID[set["id"] as? String ?? ""])
            #expect(before["day"] as? String == set["day"] as? String)
            #expect(before["exercise"] as? String == set["exercise"] as? String)
            #expect(before["reps"] as? Int == set["reps"] as? Int)
            #expect(before["weight"] as? Double == set["weight"] as? Double)
        }
        return kept
    }

    /// A log whose list of tables (SQLite's schema pages, which a log upgraded late has near
    /// its end) is among the lost pages: the salvage that `doctor` advised failed with "no such
    /// table: exerciseAlias" and rescued nothing. RepChart's own tables are assumed and the
    /// pages placed by the number of columns their rows have; the loss is named.
    @Test func aCutOffLogWhoseListOfTablesIsLostIsSalvagedByItsRowsWidths() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let byID = try logOf8000Sets(cli)
        var file = try Data(contentsOf: URL(fileURLWithPath: cli.database))
        let pageSize = Int(file[16]) << 8 | Int(file[17])
        // Page 1 is the schema's interior page; its leaves are lost, as if past the cut.
        try #require(file[100] == 0x05)
        func word(_ at: Int) -> Int { file[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let cells = Int(file[103]) << 8 | Int(file[104])
        var leaves = [word(108)]
        for cell in 0..<cells { leaves.append(word(Int(file[112 + 2 * cell]) << 8 | Int(file[113 + 2 * cell]))) }
        for leaf in leaves { file.replaceSubrange((leaf - 1) * pageSize..<leaf * pageSize, with: Data(count: pageSize)) }
        try file.prefix(file.count * 3 / 4 / pageSize * pageSize).write(to: URL(fileURLWithPath: cli.database))

        let out = cli.folder.appendingPathComponent("rescued.json").path
        let salvage = try cli.run(["export", "--salvage", "-o", out])
        #expect(salvage.status == 0, "\(salvage.stderr)")
        #expect(salvage.stderr.contains("skipped: the file's list of its tables is on the missing pages: RepChart's own were "
                                        + "assumed, their rows found by their number of columns"), "\(salvage.stderr)")
        let kept = try importedSets(out, cli, matching: byID)
        #expect(kept.count > 4_000 && kept.count < 8_000, "\(kept.count)")
    }

    /// A log cut within its first pages, where no set is: the salvage `doctor` advised failed
    /// with "no such table: exerciseAlias". It says no set can be read and writes nothing.
    @Test func aLogCutWithinItsFirstPagesSaysNoSetCanBeRead() throws {
        let cli = try CLI()
        defer { cli.remove() }
        _ = try logOf8000Sets(cli)
        let file = try Data(contentsOf: URL(fileURLWithPath: cli.database))
        let pageSize = Int(file[16]) << 8 | Int(file[17])
        let counted = file[28..<32].reduce(0) { $0 << 8 | Int($1) }
        try file.prefix(2 * pageSize).write(to: URL(fileURLWithPath: cli.database))
        let out = cli.folder.appendingPathComponent("rescued.json").path
        let salvage = try cli.run(["export", "--salvage", "-o", out])
        #expect(salvage.status == 1)
        #expect(salvage.stderrLines == ["error: no set could be read from \(cli.database): the file ends after page 2 of the "
            + "\(counted) its header counts, and none of its sets is on the pages left; restore a backup or a copy of the log"],
                "\(salvage.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aLogCutToHalfIsSalvagedFromItsPagesAndTheLossIsNamed() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let byID = try logOf8000Sets(cli)

        let size = try #require(try FileManager.default.attributesOfItem(atPath: cli.database)[.size] as? Int)
        try #require(truncate(cli.database, off_t(size / 2)) == 0)
        let doctor = try cli.run(["doctor"])
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("truncated"), "\(doctor.stdout)")
        // The advice names a command: run it as given.
        let advice = try #require(doctor.stderr.split(separator: "`").dropFirst().first.map(String.init), "\(doctor.stderr)")
        let words = advice.split(separator: " ").map(String.init)
        try #require(words.first == "repchart" && words.contains("--salvage"), "\(advice)")
        let salvage = try cli.run(Array(words.dropFirst()))
        #expect(salvage.status == 0, "\(salvage.stderr)")
        #expect(salvage.stderr.contains("skipped: the file ends after page"), "\(salvage.stderr)")
        #expect(salvage.stderr.contains("were logged: up to"), "\(salvage.stderr)")

        // What was kept is what was logged, value for value, each set once.
        let kept = try importedSets(try #require(words.last), cli, matching: byID)
        #expect(kept.count > 3_000 && kept.count < 8_000, "\(kept.count)")
        // Between 3,000 and 8,000: one thousands comma.
        let grouped = "\(kept.count / 1_000),\(String(format: "%03d", kept.count % 1_000))"
        #expect(salvage.stderr.contains("Salvaged 2 exercises and \(grouped) sets"), "\(salvage.stderr)")
    }
}
