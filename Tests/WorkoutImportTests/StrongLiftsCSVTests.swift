import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport
@testable import repchart

/// StrongLifts 5x5's export, one row per workout with repeated exercise
/// groups (fixtures of our own in its shape): each `Set N` above 0 is a set
/// at the group's weight, dates in the order the file shows, planks in seconds.
@Suite struct StrongLiftsCSVTests {
    private func read(_ name: String, _ change: (inout ImportOptions) -> Void = { _ in }) throws -> [ImportRecord] {
        var options = ImportOptions(timeZone: importUTC)
        change(&options)
        return try Importer.records(file: importFixture("variants/" + name), options: options)
    }

    @Test func dayFirstKilogramWorkoutsWithTrailingGroupsLeftOutAndPlanksInSeconds() throws {
        let records = try read("stronglifts-dmy-kg.csv")
        let noon = { (day: String) in "\(day) \(day)T12:00:00Z" }
        #expect(records.map(importLine) ==
            Array(repeating: noon("2018-11-19") + " Squat normal 5x 60 kg", count: 5)
            + ["5x", "5x", "5x", "4x", "3x"].map { noon("2018-11-19") + " Bench press normal \($0) 42.5 kg" }
            + Array(repeating: noon("2018-11-19") + " Barbell row normal 5x 40 kg", count: 5)
            + [noon("2018-11-21") + " Squat normal 5x 62.5 kg \"felt slow\""]
            + Array(repeating: noon("2018-11-21") + " Squat normal 5x 62.5 kg", count: 2)
            + Array(repeating: noon("2018-11-21") + " Overhead press normal 5x 30 kg", count: 5)
            + [noon("2018-11-23") + " Deadlift normal 5x 80 kg",
               noon("2018-11-23") + " Planks normal 60s", noon("2018-11-23") + " Planks normal 45s"])
        #expect(ImportTotals(records) == ImportTotals(
            sets: 26, reps: 117, volumeKg: 1500 + 935 + 1000 + 937.5 + 750 + 400, seconds: 105,
            firstDay: "2018-11-19", lastDay: "2018-11-23",
            exercises: ["Squat", "Bench press", "Barbell row", "Overhead press", "Deadlift", "Planks"]))
        #expect(records.allSatisfy { $0.source == "stronglifts" })
        // The workout's date, the group's position and the set's number: never a name.
        #expect(records.prefix(7).map { $0.sourceKey ?? "" } == [
            "2018-11-19|1|1|1", "2018-11-19|1|2|1", "2018-11-19|1|3|1", "2018-11-19|1|4|1", "2018-11-19|1|5|1",
            "2018-11-19|2|1|1", "2018-11-19|2|2|1"])
        #expect(records.last?.sourceKey == "2018-11-23|2|2|1")
    }

    @Test func monthFirstPoundWorkoutsKeepTheirUnitAndSkipEmptyAndZeroCells() throws {
        let records = try read("stronglifts-mdy-lb.csv")
        let noon = { (day: String) in "\(day) \(day)T12:00:00Z" }
        #expect(records.map(importLine) ==
            Array(repeating: noon("2018-05-16") + " Squat normal 5x 135 lb", count: 5)
            + Array(repeating: noon("2018-05-16") + " Bench press normal 5x 95 lb", count: 5)
            + Array(repeating: noon("2018-05-18") + " Squat normal 5x 140 lb", count: 3)
            + [noon("2018-05-18") + " Planks normal 30s", noon("2018-06-01") + " Deadlift normal 5x 225 lb"])
    }

    @Test func planksReadAsRepsWhenTheColumnOptionSaysSo() throws {
        let records = try read("stronglifts-dmy-kg.csv") { $0.columns = ["planks": .reps] }
        #expect(records.suffix(2).map(importLine) == [
            "2018-11-23 2018-11-23T12:00:00Z Planks normal 60x bw", "2018-11-23 2018-11-23T12:00:00Z Planks normal 45x bw"])
    }

    @Test func datesThatCouldBeEitherOrderAreRefusedUntilTheOrderIsGiven() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "sl.csv", """
            Date,Note,Body Weight (KG),Body Weight (LB),Exercise 1,Weight (KG),Weight (LB),Set 1,Set 2,Set 3,Set 4,Set 5
            05/06/18,"",80,176.5,Squat,60,132.5,5,5,5,5,5
            07/08/18,"",80,176.5,Squat,62.5,137.5,5,5,5,5,5

            """)
        let message = importFailure { _ = try Importer.records(file: path, options: ImportOptions(timeZone: importUTC)) }
        #expect(message?.contains("dates such as \"05/06/18\" could be day-first or month-first") == true)
        #expect(message?.hasSuffix("pass --date-order dmy or --date-order mdy") == true)
        var options = ImportOptions(timeZone: importUTC)
        options.dateOrder = .mdy
        let records = try Importer.records(file: path, options: options)
        #expect(records.map(\.day.description) == Array(repeating: "2018-05-06", count: 5) + Array(repeating: "2018-07-08", count: 5))
        #expect(records.first?.weight == Weight(60, .kg))
    }

    /// The two weight columns were never compared: a KG of 0 beside an LB of 135 stored five loaded
    /// squats as bodyweight, and 60 kg beside 600 lb was taken without a word. Two weights that are
    /// not one are reported where they are and the row skipped; each rounded to its own plates
    /// (40 kg beside 90 lb, 20 beside 45) is one weight.
    @Test func weightColumnsThatAreNotOneWeightAreReportedNotGuessed() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "sl.csv", """
            Date,Note,Body Weight (KG),Body Weight (LB),Exercise 1,Weight (KG),Weight (LB),Set 1,Set 2,Set 3,Set 4,Set 5
            19/11/18,"",80,176,Squat,0,135,5,5,5,5,5
            21/11/18,"",80,176,Squat,60,600,5,5,5,5,5
            23/11/18,"",80,176,Squat,40,90,5,5,5,5,5
            25/11/18,"",80,176,Squat,20,45,5,5,5,5,5
            27/11/18,"",80,176,Squat,200,420,5,5,5,5,5

            """)
        let (store, storeFolder) = try makeStore()
        defer { storeFolder.remove() }
        let summary = try Importer.run(file: path, into: store, options: ImportOptions(timeZone: importUTC))
        #expect(summary.rows.problems.map(\.description) == [
            "2:28: Weight (KG) \"0\" and Weight (LB) \"135\" are not one weight",
            "3:29: Weight (KG) \"60\" and Weight (LB) \"600\" are not one weight",
            "6:30: Weight (KG) \"200\" and Weight (LB) \"420\" are not one weight"])
        #expect(try store.sets().map { "\($0.day) \($0.reps ?? 0)x\($0.weight?.value ?? 0)" }
                == Array(repeating: "2018-11-23 5x40.0", count: 5) + Array(repeating: "2018-11-25 5x20.0", count: 5))
    }

    @Test func aRowWithACellThatIsNotANumberOrADayThatDoesNotExistIsSkippedWithWhereItIs() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "sl.csv", """
            Date,Note,Body Weight (KG),Body Weight (LB),Exercise 1,Weight (KG),Weight (LB),Set 1,Set 2,Set 3,Set 4,Set 5
            19/11/18,"",80,176,Squat,60,132,5,five,5,5,5
            21/11/18,"",80,176,Squat,62.5,137.5,5,5,5,5,5
            30/02/18,"",80,176,Squat,65,142.5,5,5,5,5,5

            """)
        let (store, storeFolder) = try makeStore()
        defer { storeFolder.remove() }
        let summary = try Importer.run(file: path, into: store, options: ImportOptions(timeZone: importUTC))
        #expect(summary.setsAdded == 5)
        #expect(try store.sets().map { "\($0.day) \($0.reps ?? 0)x\($0.weight?.value ?? 0)" } == Array(repeating: "2018-11-21 5x62.5", count: 5))
        #expect(summary.rows.problems.map(\.description) == [
            "2:35: Set 2 \"five\" is not a number", "4:1: Date \"30/02/18\" is not a date that exists (read day first)"])
        var strict = ImportOptions(timeZone: importUTC)
        strict.strict = true
        #expect(importFailure { _ = try Importer.records(file: path, options: strict) }?.contains("sl.csv:4:1: Date \"30/02/18\" is not a date that exists") == true)
    }

    @Test func anotherAppsFileNamedStrongLiftsIsRefusedWithWhatIsMissing() {
        var options = ImportOptions(timeZone: importUTC)
        options.format = .stronglifts
        let message = importFailure { _ = try Importer.records(file: importFixture("strong.csv"), options: options) }
        #expect(message?.hasSuffix("strong.csv:1:1: not a StrongLifts 5x5 export (its header does not start with Date and has no Exercise 1, Weight (KG) or (LB) and Set 1 columns)") == true)
    }

    @Test func aReimportAddsNothingAndTheBodyWeightColumnsAreNamedAsNotStored() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = importFixture("variants/stronglifts-dmy-kg.csv")
        let first = try Importer.run(file: path, into: store, options: ImportOptions(timeZone: importUTC))
        #expect(first.format.rawValue == "stronglifts")
        #expect(first.setsAdded == 26)
        #expect(first.columns?.text(naming: \.flag).hasPrefix("Date → date, Note → notes (the workout's, on its first set), Exercise 1 → exercise, Weight (KG) → weight (kg), Weight (LB) → weight (lb, when Weight (KG) is empty), Set 1 → reps (seconds for planks)") == true)
        #expect(first.columns?.text(naming: \.flag).contains("ignored: Body Weight (KG) (body weight of the day: not stored, the log keeps one body weight setting), Body Weight (LB) (body weight of the day: not stored, the log keeps one body weight setting)") == true)
        let again = try Importer.run(file: path, into: store, options: ImportOptions(timeZone: importUTC))
        #expect(again.setsAdded == 0)
        #expect(again.duplicatesSkipped == 26)
        let squats = try store.sets().filter { $0.weight == Weight(62.5, .kg) }
        #expect(squats.map(\.reps) == [5, 5, 5])
    }
}
