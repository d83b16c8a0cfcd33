import Foundation
import GRDB
import GRDBSQLite
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts

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

    /// Colours are still chosen as before: the palette in order while a colour
    /// is free, then by count.
    @Test func coloursFollowThePaletteThenCycle() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try store.addExercise("Given", color: "#009E73")
        let added = try store.write { writer in
            try (0..<20).map { index in try writer.addExercise(Exercise(name: "E\(index)", color: "")).color }
        }
        let free = Palette.colors.filter { $0 != "#009E73" }
        #expect(Array(added.prefix(15)) == free)
        #expect(Array(added.suffix(5)) == (16..<21).map { Palette.colors[$0 % Palette.colors.count] })
        #expect(try store.addExercise("One more", color: "").color == Palette.colors[21 % Palette.colors.count])
    }
}
