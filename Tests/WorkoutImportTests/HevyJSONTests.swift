import Foundation
import RepChartTestSupport
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Hevy's JSON in its three published shapes (fixtures of our own with the
/// real shapes): every set's values, the totals, the local day, re-import,
/// and refusals that write nothing.
@Suite struct HevyJSONTests {
    private func read(_ name: String, zone: String) throws -> [ImportRecord] {
        try Importer.records(file: importFixture("variants/" + name),
                             options: ImportOptions(timeZone: TimeZone(identifier: zone)!))
    }

    @Test func apiPageWithOffsetsLandsOnTheLocalDay() throws {
        let records = try read("hevy-api-page.json", zone: "America/New_York")
        #expect(records.map(importLine) == [
            "2026-06-05 2026-06-05T21:30:00-04:00 Bench Press (Barbell) warmup 10x 40 kg \"paused reps\"",
            "2026-06-05 2026-06-05T21:30:00-04:00 Bench Press (Barbell) normal 5x 82.5 kg rpe 8.5",
            "2026-06-05 2026-06-05T21:30:00-04:00 Bench Press (Barbell) failure 4x 82.5 kg rpe 10",
            "2026-06-05 2026-06-05T21:30:00-04:00 Bench Press (Barbell) drop 8x 60 kg",
            "2026-06-05 2026-06-05T21:30:00-04:00 Pull Up normal 9x bw",
            "2026-06-05 2026-06-05T21:30:00-04:00 Plank normal 75s",
            "2026-06-09 2026-06-09T06:15:00-04:00 Running normal 720s 2400m",
        ])
        #expect(ImportTotals(records) == ImportTotals(
            sets: 7, reps: 36, volumeKg: 400 + 412.5 + 330 + 480, seconds: 795, metres: 2400,
            firstDay: "2026-06-05", lastDay: "2026-06-09",
            exercises: ["Bench Press (Barbell)", "Pull Up", "Plank", "Running"]))
        // In UTC the late session is on the 6th.
        #expect(try read("hevy-api-page.json", zone: "UTC").first?.day.description == "2026-06-06")
    }

    /// `"reps":5,"reps":50` kept the last, unsaid: JSON leaves which one counts to the reader. A key
    /// given twice in a set, an exercise or a workout is named with its path, and neither is taken.
    @Test func aKeyGivenTwiceIsNamedNotSettledOnTheLast() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let set = #"{"index":0,"indicator":"normal","weight_kg":100,"reps":5,"reps":50}"#
        let text = #"[{"id":"w1","name":"Legs","start_time":1767373200,"exercises":[{"title":"Squat","sets":["#
            + set + #"]}]}]"#
        let path = try writeImportFile(folder, "hevy.json", text)
        let (store, storeFolder) = try makeStore()
        defer { storeFolder.remove() }
        var strict = ImportOptions(timeZone: importUTC)
        strict.strict = true
        let message = importFailure { _ = try Importer.run(file: path, into: store, options: strict) }
        #expect(message?.contains("$[0].exercises[0].sets[0].reps") == true, "\(message ?? "imported")")
        #expect(message?.contains("duplicate field \"reps\"") == true, "\(message ?? "imported")")
        #expect(try store.sets().isEmpty)
        let twiceTitled = #"[{"id":"w1","name":"Legs","name":"Arms","start_time":1767373200,"exercises":[]}]"#
        let titled = try writeImportFile(folder, "titled.json", twiceTitled)
        #expect(importFailure { _ = try Importer.run(file: titled, into: store, options: strict) }?
            .contains("duplicate field \"name\"") == true)
        // At the top of an API page too: a second page_count would decide which pages must be there.
        let page = #"{"page":1,"page_count":2,"workouts":[],"page_count":1}"#
        let paged = try writeImportFile(folder, "page.json", page)
        let pageMessage = importFailure { _ = try Importer.run(file: paged, into: store, options: ImportOptions(timeZone: importUTC)) }
        #expect(pageMessage?.contains("duplicate field \"page_count\"") == true, "\(pageMessage ?? "imported")")
        #expect(try store.sets().isEmpty)
    }

    @Test func appWorkoutsWithEpochSecondsAndIndicators() throws {
        let records = try read("hevy-app-workouts.json", zone: "America/Los_Angeles")
        #expect(records.map(importLine) == [
            "2026-01-02 2026-01-02T09:00:00-08:00 Overhead Press (Barbell) warmup 12x 20 kg",
            "2026-01-02 2026-01-02T09:00:00-08:00 Overhead Press (Barbell) normal 6x 45 kg",
            "2026-01-02 2026-01-02T09:00:00-08:00 Overhead Press (Barbell) normal 5x 45 kg rpe 9",
            "2026-01-02 2026-01-02T09:00:00-08:00 Chest Dip normal 11x bw",
            "2026-01-02 2026-01-02T09:00:00-08:00 Chest Dip failure 7x bw",
            "2026-01-04 2026-01-04T20:30:00-08:00 Squat (Barbell) normal 5x 100 kg",
            "2026-01-04 2026-01-04T20:30:00-08:00 Squat (Barbell) drop 10x 70 kg",
        ])
        #expect(ImportTotals(records) == ImportTotals(
            sets: 7, reps: 56, volumeKg: 240 + 270 + 225 + 500 + 700,
            firstDay: "2026-01-02", lastDay: "2026-01-04",
            exercises: ["Overhead Press (Barbell)", "Chest Dip", "Squat (Barbell)"]))
    }

    @Test func processedDumpWithBothUnitsAndLocalTimes() throws {
        let records = try read("hevy-processed.json", zone: "Europe/Rome")
        #expect(records.map(importLine) == [
            "2025-11-03 2025-11-03T19:05:00+01:00 Deadlift (Barbell) warmup 5x 60 kg",
            "2025-11-03 2025-11-03T19:05:00+01:00 Deadlift (Barbell) normal 3x 140 kg",
            "2025-11-03 2025-11-03T19:05:00+01:00 Deadlift (Barbell) normal 3x 140 kg",
            "2025-11-03 2025-11-03T19:05:00+01:00 Walking Lunge normal 20x bw",
            "2025-11-08 2025-11-08T07:45:00+01:00 Rowing Machine normal 1260s 5000m",
        ])
        #expect(ImportTotals(records) == ImportTotals(
            sets: 5, reps: 31, volumeKg: 300 + 840, seconds: 1260, metres: 5000,
            firstDay: "2025-11-03", lastDay: "2025-11-08",
            exercises: ["Deadlift (Barbell)", "Walking Lunge", "Rowing Machine"]))
    }

    @Test func aFolderOfAPIPagesIsOneImport() throws {
        let records = try read("hevy-api-pages", zone: "UTC")
        #expect(records.map(importLine) == HevyAPIPages.lines)
        #expect(ImportTotals(records) == HevyAPIPages.totals)
    }

    @Test func aFolderMissingAPageIsRefused() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let pages = folder.file("pages")
        try FileManager.default.createDirectory(atPath: pages, withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: importFixture("variants/hevy-api-pages/page-1.json"), toPath: pages + "/page-1.json")
        let message = importFailure { _ = try Importer.records(file: pages, options: ImportOptions(timeZone: importUTC)) }
        #expect(message == "\(pages):1:1 ($): page 2 of 2 missing from the folder")
    }

    @Test func reimportIsIdempotentAndKeyedByWorkoutID() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let options = ImportOptions(timeZone: importUTC)
        for name in ["hevy-api-page.json", "hevy-app-workouts.json", "hevy-processed.json", "hevy-api-pages"] {
            let first = try Importer.run(file: importFixture("variants/" + name), into: store, options: options)
            let again = try Importer.run(file: importFixture("variants/" + name), into: store, options: options)
            #expect(first.format == .hevy, "\(name)")
            #expect(first.setsAdded > 0 && again.setsAdded == 0 && again.duplicatesSkipped == first.setsAdded, "\(name)")
        }
        let stored = try store.sets()
        #expect(stored.count == 7 + 7 + 5 + 3)
        #expect(stored.reduce(0) { $0 + ($1.reps ?? 0) } == 36 + 56 + 31 + 23)
    }

    @Test func aRefusedFileNamesEachJSONPathAndWritesNothing() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let file = importFixture("bad/hevy-bad.json")
        let message = importFailure { try Importer.run(file: file, into: store, options: ImportOptions(timeZone: importUTC)) }
        #expect(message == """
            \(file):16:23 ($.workouts[0].exercises[0].sets[0].reps): expected a number, found a string
            \(file):19:23 ($.workouts[0].exercises[0].sets[1].type): unknown set type "superset" (expected normal, warmup, drop, failure or amrap)
            \(file):27:32 ($.workouts[0].exercises[0].sets[2].tempo_seconds): unknown set field "tempo_seconds" holds a number; RepChart cannot tell what it measures
            \(file):36:21 ($.workouts[1].start_time): 1780000000000 is not a time in epoch seconds (2000 to 2100)
            """)
        #expect(try store.setCount() == 0)
    }

    @Test func aWorkoutArrayOfAnotherShapeIsRefusedNotImportedEmpty() throws {
        // A processed dump seen in a public repository: "workouts" where Hevy
        // has "exercises", and a "weight" that may be the lifter's bodyweight.
        let folder = try TestFolder()
        defer { folder.remove() }
        let file = try writeImportFile(folder, "dump.json", """
            [{"id": "x1", "title": "Legs", "start_time": "2022-11-30T15:33:26+00:00",
              "workouts": [{"title": "Leg Extension (Machine)", "sets": [{"reps": 12, "weight": 50, "totalWeight": 600}]}]}]
            """)
        #expect(importFailure { _ = try Importer.records(file: file, options: ImportOptions(timeZone: importUTC)) }
            == "\(file):1:2 ($[0]): missing field \"exercises\" (a Hevy workout lists its exercises there)")
    }

    @Test func ourOwnExportIsStillOurs() throws {
        let records = try Importer.records(file: importFixture("repchart.json"), options: ImportOptions(timeZone: importUTC))
        #expect(!records.isEmpty && records.allSatisfy { $0.source != HevyJSON.source })
        #expect(importFailure { _ = try Importer.records(file: importFixture("bad/missing-fields.json")) }?.contains("Hevy") == false)
    }
}

/// What the two pages of `variants/hevy-api-pages` hold, read as a folder or
/// named one after another.
enum HevyAPIPages {
    static let lines = [
        "2026-03-10 2026-03-10T18:00:00Z Barbell Row normal 8x 70 kg",
        "2026-03-03 2026-03-03T18:00:00Z Barbell Row normal 8x 65 kg",
        "2026-03-03 2026-03-03T18:00:00Z Barbell Row normal 7x 65 kg",
    ]
    static let totals = ImportTotals(
        sets: 3, reps: 23, volumeKg: 560 + 975, firstDay: "2026-03-03", lastDay: "2026-03-10",
        exercises: ["Barbell Row"])
}
