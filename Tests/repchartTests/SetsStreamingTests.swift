import Foundation
import GRDB
import Testing

/// Issue 33 point 7: `sets --json` built the whole listing in memory before
/// writing a byte (761 MB for 200k sets) and the table printed nothing until
/// every set was laid out. Both now stream from a row cursor.
@Suite struct SetsStreamingTests {
    /// A log of one logged set copied to `count` sets, 20 a day back from 2026-03-01.
    func makeLog(_ cli: CLI, count: Int) throws {
        #expect(try cli.run(["log", "Squat", "1x5@100", "--new", "--date", "2026-03-01", "--time", "07:00",
                             "#", "first"]).status == 0)
        let queue = try DatabaseQueue(path: cli.database)
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO workoutSet (id, exercise, performedAt, utcOffset, day, position, reps, weight, unit, loadKg,
                    bodyweight, rpe, rir, type, duration, distance, note, source, sourceKey, batch, createdAt)
                WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < ?)
                SELECT printf('%08X-0000-7000-8000-%012X', n, n), exercise, performedAt - (n / 20) * 86400000,
                    utcOffset, date(day, '-' || (n / 20) || ' days'), n % 20 + 2, reps + n % 3, weight, unit, loadKg,
                    bodyweight, rpe, rir, type, duration, distance, NULL, source, NULL, batch, createdAt
                FROM workoutSet, c
                """, arguments: [count - 1])
        }
        try queue.close()
    }

    /// `repchart ARGS | wc -c` with the data segment limited to `kilobytes`.
    func runLimited(_ cli: CLI, _ arguments: [String], kilobytes: Int) throws -> CLI.Result {
        try cli.run(arguments, launcher: ["/bin/sh", "-c", "ulimit -d \(kilobytes) && \"$0\" \"$@\" | wc -c"])
    }

    @Test(.disabled(if: Sanitizer.isActive,
                    "a sanitizer's runtime cannot start under ulimit -d: memory is measured without one"))
    func setsJSONAndTableStreamInFlatMemoryNotTheWholeListing() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try makeLog(cli, count: 120_000)
        // The whole listing in memory takes several hundred MB; a stream, the SQLite cache and a block.
        let json = try runLimited(cli, ["sets", "--json"], kilobytes: 200_000)
        #expect(json.status == 0, "\(json.stderr.prefix(300))")
        let jsonBytes = Int(json.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(jsonBytes > 120_000 * 300)
        let table = try runLimited(cli, ["sets"], kilobytes: 200_000)
        #expect(table.status == 0, "\(table.stderr.prefix(300))")
        let tableBytes = Int(table.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(tableBytes > 120_000 * 60)
        // The values, in order: the oldest day first; the logged set first of its day.
        let sets = try cli.sets(["--from", "2025-12-31"])
        #expect(sets.count == 20 * 61)
        #expect(sets.first?["day"] as? String == "2025-12-31")
        let logged = try #require(sets.first { $0["note"] as? String == "first" })
        #expect(logged["day"] as? String == "2026-03-01" && logged["reps"] as? Int == 5 && logged["position"] as? Int == 1)
        #expect(sets.last?["day"] as? String == "2026-03-01" && sets.last?["position"] as? Int == 21)
        let reps: [Int] = sets.compactMap { $0["reps"] as? Int }
        #expect(reps.count == sets.count)
    }

    @Test func aStreamedTableRepeatsItsHeaderWhenABlockNeedsWiderColumns() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try makeLog(cli, count: 12_000)
        let table = try cli.run(["sets"])
        #expect(table.status == 0)
        let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        // Numbers 1 … 12000: past 9999 the ID column widens, so a second header stands above those rows.
        let headers: [Int] = lines.indices.filter { lines[$0].contains("ID  DAY") }
        #expect(headers.count >= 2, "\(headers)")
        let rows: Int = lines.filter { $0.contains(" normal") }.count
        #expect(rows == 12_000)
        // A listing of one block is the table it always was.
        let short = try cli.run(["sets", "--limit", "3"])
        #expect(short.stdout.split(separator: "\n").count == 4)
        #expect(short.stdout.hasPrefix("ID  DAY             TIME   EXERCISE  SET  REPS  WEIGHT  TYPE\n"), "\(short.stdout)")
    }
}
