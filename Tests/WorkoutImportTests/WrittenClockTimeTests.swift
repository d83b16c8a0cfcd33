import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Issue 42.7: a time the file writes is kept, midnight included (only a
/// date without a time is placed at noon), and an hour that happens twice
/// when clocks go back is its first occurrence, as `log --time` takes it.
@Suite struct WrittenClockTimeTests {
    private func read(_ text: String, zone: String) throws -> [ImportRecord] {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "times.csv", text)
        return try Importer.records(file: path, options: ImportOptions(unit: .kg, timeZone: TimeZone(identifier: zone)!))
    }

    @Test func anExplicitMidnightStaysMidnight() throws {
        let records = try read("""
            date,exercise,reps,weight
            2026-01-01 00:00,Squat,5,100
            2026-01-01,Squat,5,100
            2026-01-02T00:00:00,Squat,5,100

            """, zone: "UTC")
        #expect(records.map { Timestamp.text($0.instant, offset: $0.utcOffsetSeconds) } == [
            "2026-01-01T00:00:00Z", "2026-01-01T12:00:00Z", "2026-01-02T00:00:00Z",
        ])
    }

    @Test func aFitbodMidnightStaysMidnight() throws {
        let records = try read("""
            Date,Exercise,Reps,Weight(kg),isWarmup
            2026-01-01 00:00:00,Squat,5,100,false

            """, zone: "UTC")
        #expect(records.map { Timestamp.text($0.instant, offset: $0.utcOffsetSeconds) } == ["2026-01-01T00:00:00Z"])
    }

    @Test func aRepeatedHourIsItsFirstOccurrence() throws {
        let records = try read("""
            date,exercise,reps,weight
            2025-10-26 02:30,Squat,5,100

            """, zone: "Europe/Berlin")
        let zone = TimeZone(identifier: "Europe/Berlin")!
        let first = Day(year: 2025, month: 10, day: 26)!.instant(hour: 2, minute: 30, in: zone)
        #expect(records.map(\.instant) == [first])
        // 02:30 CEST, +2 h: 00:30 UTC.
        #expect(records.map { Timestamp.text($0.instant, offset: $0.utcOffsetSeconds) } == ["2025-10-26T02:30:00+02:00"])
    }
}
