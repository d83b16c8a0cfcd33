import Foundation
import GRDB
import Synchronization
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// An import stays linear in the sets of a day. A re-import of 2,000 sets a
/// day took 23 s where the first took 1 s: every set the log already held
/// asked for its day's next position again, and a tidy CSV asked whether its
/// place was free for every row, each query reading the whole day. Counted
/// here by the queries that read a day's sets, not by time.
@Suite struct DenseDayImportTests {
    /// Counts the statements run on `store`'s writing connection whose SQL reads a day's sets.
    private final class DayScans: Sendable {
        let count = Mutex(0)
    }

    private func countingDayScans(_ store: WorkoutStore) throws -> DayScans {
        let scans = DayScans()
        try store.pool.write { db in
            db.trace { event in
                if case .statement(let statement) = event, statement.sql.contains("FROM workoutSet WHERE day = ?") {
                    scans.count.withLock { $0 += 1 }
                }
            }
        }
        return scans
    }

    /// 300 sets on one day, in the plain CSV.
    private static var plainDay: String {
        "date,exercise,reps,weight\n" + (0..<300).map { "2026-03-04,Squat,\($0 % 12 + 1),\(100 + $0 % 7)\n" }.joined()
    }

    @Test func reimportingADenseDayReadsTheDayOnce() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let file = try writeImportFile(folder, "day.csv", Self.plainDay)
        let options = ImportOptions(unit: .kg, timeZone: importUTC)
        try Importer.run(file: file, into: store, options: options)
        let scans = try countingDayScans(store)
        let again = try Importer.run(file: file, into: store, options: options)
        #expect(again.setsAdded == 0 && again.duplicatesSkipped == 300)
        #expect(scans.count.withLock { $0 } <= 2, "\(scans.count.withLock { $0 }) queries read the day's sets")
    }

    @Test func aTidyCSVIntoALogWithThatDayReadsTheDayOnce() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let options = ImportOptions(unit: .kg, timeZone: importUTC)
        try Importer.run(file: try writeImportFile(folder, "day.csv", Self.plainDay), into: store, options: options)
        // RepChart's own layout, without ids: each row's `set order` is the place it asks for.
        let tidy = "date,exercise,set order,type,reps,weight,unit,bodyweight,seconds,metres,rpe,rir,notes,source,id\n"
            + (1...300).map { "2026-03-04,Bench Press,\($0),normal,5,\(60 + $0 % 5),kg,,,,,,,log,\n" }.joined()
        let scans = try countingDayScans(store)
        let summary = try Importer.run(file: try writeImportFile(folder, "tidy.csv", tidy), into: store, options: options)
        #expect(summary.setsAdded == 300)
        #expect(scans.count.withLock { $0 } <= 2, "\(scans.count.withLock { $0 }) queries read the day's sets")
        // Every place was taken by the squats: the bench sets follow them, in the file's order.
        let bench: [WorkoutSet] = try store.sets().filter { ($0.weight?.value ?? 0) < 70 }
            .sorted { ($0.position ?? 0) < ($1.position ?? 0) }
        #expect(bench.first?.position == 301 && bench.last?.position == 600)
        let loads: [Double] = bench.map { $0.weight?.value ?? 0 }
        let expected: [Double] = (1...300).map { Double(60 + $0 % 5) }
        #expect(loads == expected)
    }
}
