import Foundation
import Testing
import Workouts

/// `sets keep` answers the likely-typo warning when the set is real: the warning
/// says how, and records count the set from then on.
@Suite struct SetsKeepCommandTests: CLILogFixtures {
    /// Squat every other day, 5 × 3 rising from 80 kg; one set of 6 × 225 kg on 21 Oct: its number.
    private func squatWithASpike(_ cli: CLI) throws -> Int {
        var text = "Date,Exercise,Reps,Weight\n"
        let first = try Day(parsing: "2026-10-01")
        for index in 0..<29 {
            let trained = first.adding(days: 2 * index).description
            for _ in 0..<5 { text += "\(trained),Squat,3,\(80 + 0.5 * Double(index))\n" }
            if trained == "2026-10-21" { text += "\(trained),Squat,6,225\n" }
        }
        #expect(try cli.run(["import", try file(cli, "squat.csv", text), "--unit", "kg"]).status == 0)
        return try #require(try cli.sets(["--exercise", "squat"]).first { $0["weight"] as? Double == 225 }?["number"] as? Int)
    }

    @Test func aRealJumpIsKeptAndCountedByPRs() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let spike = try squatWithASpike(cli)
        let warned = try cli.run(["prs", "squat"])
        #expect(warned.stdout.contains("If it is one: `repchart sets delete \(spike)`; if it is real: `repchart sets keep \(spike)`."),
                "\(warned.stdout)")
        let kept = try cli.run(["sets", "keep", String(spike)])
        #expect(kept.status == 0 && kept.stdout.hasPrefix("Kept as real; records count it (1 set):"), "\(kept.stderr)")
        let counted = try cli.run(["prs", "squat", "--json"])
        #expect(!counted.stdout.contains("likely typo") && !warned.stdout.isEmpty)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(counted.stdout.utf8)) as? [[String: Any]])
        let squat = try #require(records.first)
        #expect((squat["unlikely"] as? [Any])?.isEmpty ?? true)
        let e1rm = (squat["records"] as? [[String: Any]])?.first { $0["record"] as? String == "e1RM" }
        #expect(e1rm?["value"] as? Double == 270, "\(counted.stdout.prefix(600))")
        // An unknown id keeps nothing and says which.
        let refused = try cli.run(["sets", "keep", "999999"])
        #expect(refused.status != 0 && refused.stderr == "error: no set with id 999999\n")
    }

    /// A kept mark is the lifter's word about a set: it went with the set into a RepChart
    /// file and back (moving to a new machine warned of the 270 kg squat again).
    @Test func aKeptSetStaysKeptThroughExportAndImport() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let spike = try squatWithASpike(cli)
        let plain = cli.folder.appendingPathComponent("plain.json").path
        #expect(try cli.run(["export", "-o", plain]).status == 0)
        let plainText = try String(contentsOfFile: plain, encoding: .utf8)
        // Nothing kept: the version older RepCharts read, and no `kept`.
        #expect(plainText.contains("\"version\": 1,") && !plainText.contains("\"kept\""))
        #expect(try cli.run(["sets", "keep", String(spike)]).status == 0)
        let kept = cli.folder.appendingPathComponent("kept.json").path
        #expect(try cli.run(["export", "-o", kept]).status == 0)
        let keptText = try String(contentsOfFile: kept, encoding: .utf8)
        #expect(keptText.contains("\"version\": 3,"))
        let keptLines = keptText.split(separator: "\n").filter { $0.contains("\"kept\": true") }
        #expect(keptLines.count == 1 && keptLines.first?.contains("\"reps\": 6, \"weight\": 225, \"unit\": \"kg\"") == true,
                "\(keptLines)")
        // Into a new log: said, and counted by records there with no warning.
        let other = cli.folder.appendingPathComponent("other.sqlite").path
        let imported = try cli.run(["import", kept, "--db", other], useDatabase: false)
        #expect(imported.status == 0 && imported.stdout.contains("146 sets added, 0 duplicates skipped, 1 set kept as real, as the file says"),
                "\(imported.stdout) \(imported.stderr)")
        let records = try cli.run(["prs", "squat", "--json", "--db", other], useDatabase: false)
        let squat = try #require((try JSONSerialization.jsonObject(with: Data(records.stdout.utf8)) as? [[String: Any]])?.first)
        #expect((squat["unlikely"] as? [Any])?.isEmpty ?? true)
        let e1rm = (squat["records"] as? [[String: Any]])?.first { $0["record"] as? String == "e1RM" }
        #expect(e1rm?["value"] as? Double == 270, "\(records.stdout.prefix(600))")
        // The file without the mark leaves the set judged afresh there.
        let fresh = cli.folder.appendingPathComponent("fresh.sqlite").path
        #expect(try cli.run(["import", plain, "--db", fresh], useDatabase: false).status == 0)
        let warned = try cli.run(["prs", "squat", "--db", fresh], useDatabase: false)
        #expect(warned.stdout.contains("Left out of records as a likely typo: Squat 6 × 225 kg"), "\(warned.stdout)")
    }

    /// A file's mark goes only on a set its import writes, so `undo --import` takes it back with
    /// the set; a set the log already held unkept is named with the command that keeps it. Before,
    /// the dry run said "1 set kept" where the import kept none, or an import of duplicates only
    /// kept a set that no undo could take back.
    @Test func aFileKeepsOnlyTheSetsItsImportWroteAndNamesTheOthers() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let spike = try squatWithASpike(cli)
        #expect(try cli.run(["sets", "keep", String(spike)]).status == 0)
        let kept = cli.folder.appendingPathComponent("kept.json").path
        #expect(try cli.run(["export", "-o", kept]).status == 0)
        #expect(try cli.run(["sets", "keep", "--undo", String(spike)]).status == 0)
        let named = "1 set the file keeps as real was in this log already, not kept (set \(spike)): "
            + "`repchart sets keep \(spike)` keeps it."
        for dryRun in [true, false] {
            let imported = try cli.run(["import", kept] + (dryRun ? ["--dry-run"] : []))
            #expect(imported.status == 0 && imported.stdout.contains("0 sets added, 146 duplicates skipped")
                    && !imported.stdout.contains("kept as real, as the file says") && imported.stdout.contains(named),
                    "\(imported.stdout)")
        }
        let warned = try cli.run(["prs", "squat"])
        #expect(warned.stdout.contains("Left out of records as a likely typo: Squat 6 × 225 kg"), "\(warned.stdout)")
        // Into a new log the import writes the set, so it keeps it, in the dry run as in the import.
        let other = cli.folder.appendingPathComponent("other.sqlite").path
        let dry = try cli.run(["import", kept, "--db", other, "--dry-run"], useDatabase: false)
        #expect(dry.stdout.contains("146 sets added, 0 duplicates skipped, 1 set would be kept as real, as the file says"),
                "\(dry.stdout)")
    }

    /// `sets keep` says what it changed: a set kept already, or one never kept given to `--undo`,
    /// was reported as kept or judged again. `-` reads the IDs from standard input as for `sets delete`.
    @Test func keepSaysWhatWasAsAskedAlready() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let spike = try squatWithASpike(cli)
        let list = try file(cli, "ids.txt", "\(spike)\n")
        let first = try cli.run(["sets", "keep", "-"], launcher: ["/bin/sh", "-c", "\"$0\" \"$@\" < '\(list)'"])
        #expect(first.status == 0 && first.stdout.hasPrefix("Kept as real; records count it (1 set):"), "\(first.stdout) \(first.stderr)")
        let again = try cli.run(["sets", "keep", String(spike), "1"])
        #expect(again.status == 0 && again.stdout.hasPrefix("Kept as real; records count it (1 set):")
                && again.stdout.contains("Kept already; nothing changed (1 set):"), "\(again.stdout)")
        let never = try cli.run(["sets", "keep", "--undo", "2"])
        #expect(never.status == 0 && never.stdout.hasPrefix("Not kept, so nothing to take off (1 set):"), "\(never.stdout)")
    }

    /// `squatWithASpike`'s training imported from a Strong export and its 6 × 225 kg set kept:
    /// the path of a newer export with the app's edit of that set to 6 × 230 kg, and its number.
    private func keptSpikeOfAStrongExport(_ cli: CLI) throws -> (after: String, spike: Int) {
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        var rows: [String] = []
        let first = try Day(parsing: "2026-10-01")
        for index in 0..<29 {
            let trained = first.adding(days: 2 * index).description
            for order in 1...3 { rows.append("\(trained) 18:00:00,Legs,1h,Squat (Barbell),\(order),\(80 + 0.5 * Double(index)),3,0,0,,,") }
            if trained == "2026-10-21" { rows.append("\(trained) 18:00:00,Legs,1h,Squat (Barbell),4,225,6,0,0,,,") }
        }
        let before = try file(cli, "before.csv", header + rows.joined(separator: "\n") + "\n")
        let after = try file(cli, "after.csv", header + rows.joined(separator: "\n").replacingOccurrences(of: ",4,225,6,", with: ",4,230,6,") + "\n")
        #expect(try cli.run(["import", before, "--unit", "kg"]).status == 0)
        let spike = try #require(try cli.sets().first { $0["weight"] as? Double == 225 }?["number"] as? Int)
        #expect(try cli.run(["sets", "keep", String(spike)]).status == 0)
        return (after, spike)
    }

    /// A re-import that changes a kept set takes its mark off (the mark held the set as it was
    /// kept), and said nothing: the lifter met the warning again at the next `prs`.
    @Test func aReimportThatChangesAKeptSetSaysItIsJudgedAgain() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let (after, spike) = try keptSpikeOfAStrongExport(cli)
        let said = "Set \(spike), kept as real, is changed in the file: it is judged again as any set "
            + "(`repchart sets keep \(spike)` if still real)."
        let dry = try cli.run(["import", after, "--unit", "kg", "--dry-run"])
        #expect(dry.stdout.contains(said.replacingOccurrences(of: "it is judged", with: "it would be judged")), "\(dry.stdout)")
        let imported = try cli.run(["import", after, "--unit", "kg"])
        #expect(imported.status == 0 && imported.stdout.contains("1 set updated") && imported.stdout.contains(said),
                "\(imported.stdout)")
        let prs = try cli.run(["prs", "Squat (Barbell)"])
        #expect(prs.stdout.contains("Left out of records as a likely typo: Squat (Barbell) 6 × 230 kg"), "\(prs.stdout) \(prs.stderr)")
    }

    /// Keep a set, re-import it changed, keep it again, then undo that import: the set came
    /// back as it was kept first, yet unkept, since a set held one mark and the second replaced
    /// it. A mark per kept value brings it back kept.
    @Test func undoingTheImportThatChangedAKeptSetBringsItBackKept() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let (after, spike) = try keptSpikeOfAStrongExport(cli)
        #expect(try cli.run(["import", after, "--unit", "kg"]).status == 0)
        let again = try cli.run(["sets", "keep", String(spike)])
        #expect(again.stdout.hasPrefix("Kept as real"), "\(again.stdout)")
        let undone = try cli.run(["undo", "--import"])
        #expect(undone.status == 0, "\(undone.stderr)")
        #expect(try cli.sets().first { $0["number"] as? Int == spike }?["weight"] as? Double == 225)
        let prs = try cli.run(["prs", "Squat (Barbell)"])
        #expect(!prs.stdout.contains("likely typo"), "\(prs.stdout)")
        let keep = try cli.run(["sets", "keep", String(spike)])
        #expect(keep.stdout.hasPrefix("Kept already; nothing changed"), "\(keep.stdout)")
    }

    /// Keeping a set records count anyway marked it without a word, as if it
    /// had been a likely typo: now the answer says records counted it already.
    @Test func keepingASetRecordsCountAlreadySaysSo() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let spike = try squatWithASpike(cli)
        let kept = try cli.run(["sets", "keep", "1", "2", String(spike)])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("""
            Sets 1 2 were not left out as a likely typo: records count them already, and the mark keeps them counted.
            """), "\(kept.stdout)")
        #expect(!kept.stdout.contains(" \(spike) was not left out"), "\(kept.stdout)")
        let one = try cli.run(["sets", "keep", "3"])
        #expect(one.stdout.contains("Set 3 was not left out as a likely typo: records count it already"), "\(one.stdout)")
    }
}
