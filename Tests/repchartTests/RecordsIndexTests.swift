import Foundation
import GRDB
import Testing

/// The records index (`workoutSet_records`) is optional: `log` builds it for
/// an exercise with 5,000 sets or more, and records are read without it.
@Suite struct RecordsIndexTests {
    func indexExists(_ path: String) throws -> Bool {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'workoutSet_records'")
                ?? false
        }
    }

    /// A file-size limit stands in for a nearly full disk (it runs anywhere, no
    /// mount): room for a set's few pages, not for the index's ~200 KB.
    @Test(.disabled(if: ThreadSanitizer.isActive,
                    "ThreadSanitizer's runtime dies with SIGBUS under a small ulimit -f, before main runs"))
    func noRoomForTheRecordsIndexStillLogsTheSet() throws {
        let cli = try CLI()
        defer { cli.remove() }
        var csv = "date,exercise,reps,weight,unit\n"
        for i in 0..<6_000 { csv += "2026-\(String(format: "%02d", 1 + i % 10))-\(10 + i % 15),Squat,5,\(60 + i % 40),kg\n" }
        let file = cli.folder.appendingPathComponent("squats.csv").path
        try Data(csv.utf8).write(to: URL(fileURLWithPath: file))
        try #require(try cli.run(["import", file]).status == 0)
        try #require(try !indexExists(cli.database))

        // 200 blocks of 512 bytes (100 KB): the set's transaction (15–20 WAL
        // frames of 4 KB, its table and index pages) fits; the index (about
        // 40 pages for 6,000 sets) does not. 64 KB sat on the edge of the
        // set's own frames, and failed or passed by where its ids fell.
        let logged = try cli.run(["log", "Squat", "5@100kg", "--date", "2026-11-20"], fileSizeLimit: 200)
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains("Squat"), "\(logged.stdout)")
        let sets = try cli.sets(["--from", "2026-11-20"])
        #expect(sets.map { $0["weight"] as? Double } == [100], "\(sets)")
        #expect(sets.map { $0["reps"] as? Int } == [5])
        #expect(try !indexExists(cli.database))

        // With room again, the next `log` builds it.
        let later = try cli.run(["log", "Squat", "5@102.5kg", "--date", "2026-11-21"])
        #expect(later.status == 0, "\(later.stderr)")
        #expect(try indexExists(cli.database))
        #expect(try cli.sets(["--from", "2026-11-20"]).map { $0["weight"] as? Double } == [100, 102.5])
    }
}
