import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Issue 42.5: a time written in UTC is stored on the day it was where the
/// lifter trained (`--tz`), as Liftosaur and Hevy JSON already do, not on
/// the UTC day.
@Suite struct LiftersDayTests {
    private let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    private func read(_ text: String) throws -> [ImportRecord] {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "times.csv", text)
        return try Importer.records(file: path, options: ImportOptions(unit: .kg, timeZone: losAngeles))
    }

    @Test func aFitbodUTCTimeIsStoredOnTheLiftersDay() throws {
        let records = try read("""
            Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier
            2021-01-19 02:00:00 +0000,Barbell Bench Press,5,100,0,0,0,0,false,,1
            2021-01-19 20:00:00 +0000,Barbell Bench Press,5,100,0,0,0,0,false,,1

            """)
        #expect(records.map(\.day.description) == ["2021-01-18", "2021-01-19"])
        #expect(records.map(\.instant) == [Date(timeIntervalSince1970: 1_611_021_600), Date(timeIntervalSince1970: 1_611_086_400)])
        // The offset stored is the lifter's (−8 h), so the local time shown is 18:00 on the 18th.
        #expect(records.map(\.utcOffsetSeconds) == [-28_800, -28_800])
    }

    @Test func aGenericCSVZTimeIsStoredOnTheLiftersDay() throws {
        let records = try read("""
            date,exercise,reps,weight
            2021-01-19T02:00:00Z,Squat,5,100
            2021-01-19T05:30:00+03:00,Squat,5,100

            """)
        // UTC says nothing of the lifter's clock: `--tz` places it. A local
        // offset is the lifter's own clock, its date the day (RepChart's CSV export).
        #expect(records.map(\.day.description) == ["2021-01-18", "2021-01-19"])
        #expect(records.map(\.utcOffsetSeconds) == [-28_800, 10_800])
    }
}
