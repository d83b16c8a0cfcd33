import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Each app's fixture reads to exactly the expected sets.
@Suite struct ImportFormatTests {
    private func read(_ name: String, format: ImportFormat = .auto, unit: WeightUnit? = nil,
                      zone: TimeZone = importUTC) throws -> [ImportRecord] {
        try Importer.records(file: importFixture(name), options: ImportOptions(format: format, unit: unit, timeZone: zone))
    }

    @Test func strongCommaWithBOMAndCRLF() throws {
        let records = try read("strong.csv", unit: .kg)
        #expect(records.map(importLine) == [
            "2021-01-04 2021-01-04T09:00:00Z Bench Press (Barbell) warmup 10x 40 kg",
            "2021-01-04 2021-01-04T09:00:00Z Bench Press (Barbell) warmup 5x 60 kg",
            "2021-01-04 2021-01-04T09:00:00Z Bench Press (Barbell) normal 5x 80 kg rpe 8 \"Paused, 1s\"",
            "2021-01-04 2021-01-04T09:00:00Z Bench Press (Barbell) normal 5x 80 kg rpe 8.5",
            "2021-01-04 2021-01-04T09:00:00Z Bench Press (Barbell) failure 3x 80 kg rpe 10",
            "2021-01-04 2021-01-04T09:00:00Z Bench Press (Barbell) drop 8x 60 kg",
            "2021-01-04 2021-01-04T09:00:00Z Plank normal 60s",
            "2021-01-06 2021-01-06T18:30:00Z Squat (Barbell) normal 5x 100 kg",
            "2021-01-06 2021-01-06T18:30:00Z Running normal 1500s 5000m",
        ])
        // The workout's start and the set's place, never its title (issue 42, point 2: a renamed
        // workout doubled every set); was "2021-01-04T09:00:00|Push Day|Bench Press (Barbell)|W|1".
        #expect(records.map(\.sourceKey) == [
            "@2021-01-04T09:00:00|Bench Press (Barbell)|W|1",
            "@2021-01-04T09:00:00|Bench Press (Barbell)|W|2",
            "@2021-01-04T09:00:00|Bench Press (Barbell)|1|1",
            "@2021-01-04T09:00:00|Bench Press (Barbell)|2|1",
            "@2021-01-04T09:00:00|Bench Press (Barbell)|F|1",
            "@2021-01-04T09:00:00|Bench Press (Barbell)|D|1",
            "@2021-01-04T09:00:00|Plank|1|1",
            "@2021-01-06T18:30:00|Squat (Barbell)|1|1",
            "@2021-01-06T18:30:00|Running|1|1",
        ])
        #expect(records.map(\.order) == [1, 2, 3, 4, 5, 6, 7, 1, 2])
        #expect(records.allSatisfy { $0.source == "strong" && $0.id == nil })
    }

    @Test func strongInPoundsReadsDistanceInMiles() throws {
        let records = try read("strong.csv", unit: .lb)
        #expect(records[2].weight == Weight(80, .lb))
        #expect(records[8].distance == 5 * 1609.344)
    }

    @Test func strongSemicolonsDecimalCommasAndUnitColumns() throws {
        let records = try read("strong-semicolon.csv")
        #expect(records.map(importLine) == [
            "2019-01-11 2019-01-11T18:31:54Z Deadlift (Barbell) normal 5x 102.5 kg",
            "2019-01-11 2019-01-11T18:31:54Z Deadlift (Barbell) normal 3x 225 lb rpe 8.5",
            "2019-01-11 2019-01-11T18:31:54Z Rowing Machine normal 480s 2000m \"Easy; steady\"",
        ])
    }

    @Test func strongWithWorkoutNumberAndUnitInHeader() throws {
        let records = try read("strong-workout-number.csv")
        #expect(records.map(importLine) == [
            "2026-01-06 2026-01-06T14:19:10Z Overhead Press (Barbell) normal 8x 50 kg",
            "2026-01-06 2026-01-06T14:19:10Z Overhead Press (Barbell) normal 6x 52.5 kg rpe 9",
        ])
    }

    @Test func strongLocalTimesUseTheGivenZone() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let records = try read("strong.csv", unit: .kg, zone: zone)
        #expect(Timestamp.text(records[0].instant, offset: records[0].utcOffsetSeconds) == "2021-01-04T09:00:00-05:00")
        #expect(records[0].instant == Date(timeIntervalSince1970: 1_609_768_800))
        #expect(records[0].day.description == "2021-01-04")
    }

    @Test func hevyKilograms() throws {
        let records = try read("hevy.csv")
        #expect(records.map(importLine) == [
            "2021-01-04 2021-01-04T09:00:00Z Bench Press (Barbell) warmup 10x 40 kg \"Elbows in\"",
            "2021-01-04 2021-01-04T09:00:00Z Bench Press (Barbell) normal 5x 80 kg rpe 8",
            "2021-01-04 2021-01-04T09:00:00Z Bench Press (Barbell) drop 8x 60 kg",
            "2021-01-04 2021-01-04T09:00:00Z Bench Press (Barbell) failure 2x 80 kg rpe 10",
            "2021-01-04 2021-01-04T09:00:00Z Push Up normal 20x",
            "2021-01-05 2021-01-05T07:15:00Z Treadmill normal 1200s 3200m",
        ])
        // Without the workout's title (issue 42, point 2); was "2021-01-04T09:00:00|Push Day|Bench Press (Barbell)|0|1".
        #expect(records[0].sourceKey == "@2021-01-04T09:00:00|Bench Press (Barbell)|0|1")
        #expect(records.allSatisfy { $0.source == "hevy" })
    }

    @Test func hevyPoundsAndMiles() throws {
        let records = try read("hevy-lbs.csv")
        #expect(records.count == 3)
        #expect(records.prefix(2).map(importLine) == [
            "2024-11-05 2024-11-05T18:30:00Z Squat (Barbell) normal 5x 225 lb rpe 7.5",
            "2024-11-05 2024-11-05T18:30:00Z Squat (Barbell) normal 5x 225 lb",
        ])
        #expect(records[2].distance == 1.5 * 1609.344)
        #expect(records[2].duration == 720)
    }

    @Test func fitNotesUnitInHeader() throws {
        let records = try read("fitnotes.csv")
        #expect(records.map(importLine) == [
            "2018-01-14 2018-01-14T12:00:00Z Flat Barbell Bench Press normal 5x 100 kg \"good\"",
            "2018-01-14 2018-01-14T12:00:00Z Flat Barbell Bench Press normal 5x 100 kg",
            "2018-01-14 2018-01-14T12:00:00Z Pull Up normal 10x",
            "2018-01-14 2018-01-14T12:00:00Z Cycling normal 1800s 12000m",
            "2018-01-15 2018-01-15T12:00:00Z Plank normal 90s",
        ])
        #expect(records.map(\.sourceKey) == [
            "2018-01-14|Flat Barbell Bench Press|1", "2018-01-14|Flat Barbell Bench Press|2",
            "2018-01-14|Pull Up|1", "2018-01-14|Cycling|1", "2018-01-15|Plank|1",
        ])
    }

    @Test func fitNotesUnitColumn() throws {
        let records = try read("fitnotes-units.csv")
        #expect(records.map(importLine) == [
            "2025-12-23 2025-12-23T12:00:00Z Bench Press normal 5x 80 kg",
            "2025-12-23 2025-12-23T12:00:00Z Curl normal 10x 30 lb",
        ])
    }

    @Test func genericCSVFindsColumnsFromTheHeader() throws {
        let records = try read("generic.csv")
        #expect(records.map(importLine) == [
            "2026-11-20 2026-11-20T18:30:00Z Bench Press normal 5x 100 kg rpe 8 \"top set\"",
            "2026-11-20 2026-11-20T18:30:00Z Bench Press normal 5x 100 kg",
            "2026-11-21 2026-11-21T12:00:00Z Chin Up normal 8x \"bodyweight, strict\"",
            "2026-11-21 2026-11-21T12:00:00Z Curl normal 12x 25 lb rpe 7.5",
        ])
        #expect(records.allSatisfy { $0.source == "csv" })
    }

    @Test func repchartJSON() throws {
        let records = try read("repchart.json")
        #expect(records.map(importLine) == [
            "2026-11-20 2026-11-20T18:30:00+01:00 Bench Press warmup 5x 60 kg",
            "2026-11-20 2026-11-20T18:35:12.250+01:00 Bench Press normal 5x 102.5 kg rpe 8.5 \"paused \"touch\"\nand a second line\"",
            "2026-11-20 2026-11-20T18:50:00+01:00 Pull Up normal 8x -20 kg bw rir 2",
            "2026-11-20 2026-11-20T18:55:00+01:00 Pull Up amrap 6x 10 lb bw",
            "2026-11-21 2026-11-21T09:00:00-05:00 Plank normal 90.5s",
        ])
        #expect(records.map(\.order) == [1, 2, 3, 4, 1])
        #expect(records[4].source == "strong")
        #expect(records[4].sourceKey == "2026-11-21T09:00:00|Core|Plank|1|1")
        #expect(records[0].id == UUID(uuidString: "0F8E2C3A-0000-4000-8000-000000000001"))
    }

    @Test func detectionFollowsContentNotExtension() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let source = try String(contentsOfFile: importFixture("hevy.csv"), encoding: .utf8)
        let renamed = try writeImportFile(folder, "export.json", source)
        let records = try Importer.records(file: renamed, options: ImportOptions(timeZone: importUTC))
        #expect(records.count == 6)
        #expect(records.allSatisfy { $0.source == "hevy" })
    }

    @Test func formatCanBeForced() throws {
        // FitNotes' header also satisfies the generic reader (date/exercise),
        // which asks what its plain "Time" column holds.
        var options = ImportOptions(format: .csv, timeZone: importUTC)
        options.columns = try ImportOptions.columns(from: ["Time=seconds"])
        let records = try Importer.records(file: importFixture("fitnotes.csv"), options: options)
        #expect(records.allSatisfy { $0.source == "csv" })
        #expect(records.count == 5)
    }
}
