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

    /// A Strong or Hevy row with a date and no time was stored at 00:00 where every other reader
    /// places it at noon; a written midnight stays midnight in both.
    @Test func aStrongOrHevyDateWithoutATimeGoesToNoon() throws {
        let strong = try read("""
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-03-06,Legs,1h,Squat (Barbell),1,100,5,0,0,,,
            2026-03-07 00:00:00,Legs,1h,Squat (Barbell),1,100,5,0,0,,,

            """, zone: "UTC")
        #expect(strong.map { Timestamp.text($0.instant, offset: $0.utcOffsetSeconds) } == [
            "2026-03-06T12:00:00Z", "2026-03-07T00:00:00Z",
        ])
        let hevy = try read("""
            title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
            "Upper","04 Mar 2026","04 Mar 2026","","Deadlift (Barbell)",,"",0,normal,140,5,,,
            "Upper","05 Mar 2026, 00:00","05 Mar 2026, 01:00","","Deadlift (Barbell)",,"",0,normal,140,5,,,

            """, zone: "UTC")
        #expect(hevy.map { Timestamp.text($0.instant, offset: $0.utcOffsetSeconds) } == [
            "2026-03-04T12:00:00Z", "2026-03-05T00:00:00Z",
        ])
    }

    /// A file's 90.5555 s and 45.12345678 s were stored whole, shown 1:30.556 and 45.123 s, and
    /// exported whole: a duration is kept to the millisecond, as `log` keeps one.
    @Test func anImportedDurationIsKeptToTheMillisecond() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "plank.csv", "date,exercise,seconds\n2025-06-01 10:00,Plank,90.5555\n"
                                       + "2025-06-01 10:00,Plank,45.12345678\n")
        try Importer.run(file: path, into: store, options: ImportOptions(unit: .kg, timeZone: importUTC))
        #expect(try store.sets().compactMap(\.duration).sorted() == [45.123, 90.556])
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
