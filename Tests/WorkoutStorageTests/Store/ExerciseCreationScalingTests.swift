import Basics
import Foundation
import GRDB
import GRDBSQLite
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

/// Rows SQLite stepped through in full table scans on one connection,
/// summed over every statement it finished (SQLITE_STMTSTATUS_FULLSCAN_STEP).
final class FullScanCounter: @unchecked Sendable {
    var rows: Int64 = 0

    /// Counts while `body` runs on `db`.
    func counting<T>(_ db: Database, _ body: () throws -> T) rethrows -> T {
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_trace_v2(db.sqliteConnection, UInt32(SQLITE_TRACE_PROFILE), { _, context, statement, _ in
            guard let context, let statement else { return 0 }
            let counter = Unmanaged<FullScanCounter>.fromOpaque(context).takeUnretainedValue()
            counter.rows += Int64(sqlite3_stmt_status(OpaquePointer(statement), SQLITE_STMTSTATUS_FULLSCAN_STEP, 1))
            return 0
        }, context)
        defer { sqlite3_trace_v2(db.sqliteConnection, 0, nil, nil) }
        return try body()
    }
}

/// Issue 26, item 12: each new exercise read every stored colour, so adding
/// n exercises in one import read n²/2 rows (8,000 names took 7–9 s).
@Suite struct ExerciseCreationScalingTests {
    @Test func newExercisesReadTheStoredColoursOncePerTransaction() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try store.write { writer in
            for index in 0..<300 { try writer.addExercise(Exercise(name: "Stored \(index)", color: "")) }
        }
        let count = 600
        let counter = FullScanCounter()
        try store.write { writer in
            try counter.counting(writer.db) {
                for index in 0..<count { try writer.addExercise(Exercise(name: "New \(index)", color: "")) }
            }
        }
        // Once through the 300 stored rows (and nothing per new exercise),
        // where it was 300 + 301 + … + 899 ≈ 360,000 rows.
        #expect(counter.rows <= 2 * Int64(300 + count), "\(counter.rows) rows scanned")
    }

    /// A new exercise takes the palette colour farthest from those in use while
    /// one is free, then the farthest of the extended palette: all stay apart.
    @Test func coloursTakeTheFarthestFreeThenStayApart() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try store.addExercise("Given", color: "#009E73")
        let added = try store.write { writer in
            try (0..<20).map { index in try writer.addExercise(Exercise(name: "E\(index)", color: "")).color }
        }
        let free = Palette.colors.filter { $0 != "#009E73" }
        #expect(Set(added.prefix(15)) == Set(free))
        // Each took the free palette colour farthest from those before it.
        var used = ["#009E73"]
        for color in added.prefix(15) {
            let nearest = { (hex: String) in used.compactMap { CIELAB(hex: $0) }.map { $0.delta(CIELAB(hex: hex)!) }.min() ?? 0 }
            let best = free.filter { !used.contains($0) }.map(nearest).max() ?? 0
            #expect(nearest(color) == best, "\(color) after \(used)")
            used.append(color)
        }
        let all = ["#009E73"] + added + [try store.addExercise("One more", color: "").color]
        #expect(Set(all).count == all.count, "no colour twice")
        let labs = all.compactMap { CIELAB(hex: $0) }
        for i in labs.indices { for j in labs.indices where j > i { #expect(labs[i].delta(labs[j]) >= Palette.minimumDelta) } }
    }
}
