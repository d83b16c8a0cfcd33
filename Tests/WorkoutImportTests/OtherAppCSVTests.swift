import Foundation
import RepChartTestSupport
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// GymBook, JEFIT, Liftosaur and GymRun CSV exports (fixtures of our own with
/// the real shapes): every set's values, the totals an independent reading
/// of the file gives, re-import, and refusals.
@Suite struct OtherAppCSVTests {
    private func read(_ name: String, zone: String = "UTC", unit: WeightUnit? = nil) throws -> [ImportRecord] {
        try Importer.records(file: importFixture("variants/" + name),
                             options: ImportOptions(unit: unit, timeZone: TimeZone(identifier: zone)!))
    }

    @Test func gymBookItalianWithUnitsInTheCellsAndSkippedSets() throws {
        let records = try read("gymbook-it.csv", zone: "Europe/Rome")
        #expect(records.map(importLine) == [
            "2025-01-09 2025-01-09T18:42:00+01:00 Bench Press (Barbell) warmup 15x 20 kg",
            "2025-01-09 2025-01-09T18:45:00+01:00 Bench Press (Barbell) normal 10x 62.5 kg \"buona\"",
            "2025-01-09 2025-01-09T18:49:00+01:00 Bench Press (Barbell) normal 8x 62.5 kg",
            "2025-01-09 2025-01-09T18:58:00+01:00 Plank normal 60s",
            "2025-01-13 2025-01-13T07:10:00+01:00 Treadmill normal 1200s 3200m",
            "2025-01-13 2025-01-13T07:35:00+01:00 Pull Up normal 12x bw",
        ])
        #expect(ImportTotals(records) == ImportTotals(
            sets: 6, reps: 45, volumeKg: 300 + 625 + 500, seconds: 1260, metres: 3200,
            firstDay: "2025-01-09", lastDay: "2025-01-13", exercises: ["Bench Press (Barbell)", "Plank", "Treadmill", "Pull Up"]))
    }

    @Test func liftosaurReadsWhatWasDoneOnTheLocalDay() throws {
        let records = try read("liftosaur.csv", zone: "America/Chicago")
        #expect(records.map(importLine) == [
            "2026-03-01 2026-03-01T20:35:00-06:00 Squat, Barbell warmup 5x 95 lb",
            "2026-03-01 2026-03-01T20:41:00-06:00 Squat, Barbell normal 3x 225 lb rpe 8.5",
            "2026-03-01 2026-03-01T20:46:00-06:00 Squat, Barbell amrap 5x 225 lb \"felt fast\"",
            "2026-03-05 2026-03-05T11:04:00-06:00 Pull Up normal 8x bw",
            "2026-03-05 2026-03-05T11:10:00-06:00 Bench Press, Barbell normal 10x 62.5 kg",
        ])
        #expect(ImportTotals(records) == ImportTotals(
            sets: 5, reps: 31, volumeKg: 1656.92, firstDay: "2026-03-01", lastDay: "2026-03-05",
            exercises: ["Squat, Barbell", "Pull Up", "Bench Press, Barbell"]))
    }

    @Test func gymRunNeedsItsUnitAndReadsDayFirstDates() throws {
        let message = importFailure { _ = try read("gymrun.csv") }
        #expect(message?.hasSuffix("the file does not say whether weights are kg or lb; pass --unit kg or --unit lb") == true)
        let records = try read("gymrun.csv", unit: .kg)
        #expect(records.map(importLine) == [
            "2025-05-24 2025-05-24T18:05:00Z Bench Press normal 10x 60 kg",
            "2025-05-24 2025-05-24T18:05:00Z Bench Press normal 8x 70 kg",
            "2025-05-24 2025-05-24T18:05:00Z Chest Dip normal 12x bw",
            "2025-05-31 2025-05-31T17:30:00Z Bench Press normal 6x 72.5 kg \"heavy\"",
        ])
        #expect(ImportTotals(records) == ImportTotals(
            sets: 4, reps: 36, volumeKg: 600 + 560 + 435, firstDay: "2025-05-24", lastDay: "2025-05-31",
            exercises: ["Bench Press", "Chest Dip"]))
    }

    @Test func gymRunRowWithANumberInAnUnknownColumnIsNotImportedWithoutIt() throws {
        // A column not all numbers in the rows the header is judged by (see
        // OtherAppColumnsTests for one that is): a row with a number there is refused.
        let folder = try TestFolder()
        defer { folder.remove() }
        let file = try writeImportFile(folder, "gymrun.csv", "Date;Time;Routine;Exercise;Set;Weight;Reps;Extra\n24.05.2025;18:05;Run;Squat;1;100;5;n/a\n24.05.2025;18:05;Run;Treadmill;1;0;0;3,5\n")
        var options = ImportOptions(unit: .kg, timeZone: importUTC)
        options.strict = true
        #expect(importFailure { _ = try Importer.records(file: file, options: options) }
            == "\(file):3:38: column \"Extra\" holds \"3,5\", which no field takes; say what it holds with --column \"Extra=FIELD\" (FIELD: reps, weight, seconds, distance, rpe or ignore)")
    }

    @Test func jefitEveryYearFromPerSetRowsWhereTheyExistElseFromLogs() throws {
        let records = try read("jefit.csv")
        #expect(records.map(importLine) == [
            "2014-01-17 2014-01-17T12:00:00Z Barbell Bench Press normal 15x 50 kg",
            "2014-01-17 2014-01-17T12:00:00Z Barbell Bench Press normal 15x 50 kg",
            "2014-01-17 2014-01-17T12:00:00Z Barbell Bench Press normal 12x 55 kg",
            "2014-01-17 2014-01-17T12:00:00Z Push-Up normal 20x bw",
            "2014-01-17 2014-01-17T12:00:00Z Push-Up normal 18x bw",
            "2025-02-04 2025-02-04T17:05:00Z Barbell Bench Press normal 5x 65 kg",
            "2025-02-04 2025-02-04T17:07:00Z Barbell Bench Press normal 5x 65 kg",
            "2025-02-04 2025-02-04T17:09:00Z Barbell Bench Press normal 4x 65 kg",
            "2025-02-04 2025-02-04T17:10:00Z Machine Fly normal 8x 32 kg",
            "2025-02-04 2025-02-04T17:11:40Z Machine Fly normal 8x 32 kg",
        ])
        #expect(ImportTotals(records) == ImportTotals(
            sets: 10, reps: 110, volumeKg: 2160 + 910 + 512, firstDay: "2014-01-17", lastDay: "2025-02-04",
            exercises: ["Barbell Bench Press", "Push-Up", "Machine Fly"]))
    }

    @Test func jefitWithoutItsUnitIsRefusedUnlessToldOne() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let text = try String(contentsOfFile: importFixture("variants/jefit.csv"), encoding: .utf8)
            .replacingOccurrences(of: "gender,mass,length", with: "gender,height,length")
        let file = try writeImportFile(folder, "jefit.csv", text)
        #expect(importFailure { _ = try Importer.records(file: file, options: ImportOptions(timeZone: importUTC)) }
            == "\(file):1:1: the SETTING block does not name the weight unit (its mass column); pass --unit kg or --unit lb")
        let pounds = try Importer.records(file: file, options: ImportOptions(unit: .lb, timeZone: importUTC))
        #expect(pounds.first.map(importLine) == "2014-01-17 2014-01-17T12:00:00Z Barbell Bench Press normal 15x 50 lb")
        #expect(pounds.last.map(importLine) == "2025-02-04 2025-02-04T17:11:40Z Machine Fly normal 8x 70.55 lb")
    }

    @Test(arguments: [("gymbook-it.csv", ImportFormat.gymbook, WeightUnit?.none), ("liftosaur.csv", .liftosaur, nil),
                      ("gymrun.csv", .gymrun, .kg), ("jefit.csv", .jefit, nil)])
    func reimportAddsNothing(name: String, format: ImportFormat, unit: WeightUnit?) throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let options = ImportOptions(unit: unit, timeZone: importUTC)
        let first = try Importer.run(file: importFixture("variants/" + name), into: store, options: options)
        let again = try Importer.run(file: importFixture("variants/" + name), into: store, options: options)
        #expect(first.format == format)
        #expect(first.setsAdded == (try read(name, unit: unit)).count)
        #expect(again.setsAdded == 0 && again.duplicatesSkipped == first.setsAdded)
    }
}
