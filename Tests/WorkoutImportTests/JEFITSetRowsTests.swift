import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts

/// Issue 34.5: JEFIT's per-set rows with `set_type` `default` are the truth
/// for their exercise log (durations and set types kept); the log's summary
/// string is not counted again. They were all skipped ("unknown set type"),
/// and the summaries stood in for them.
@Suite struct JEFITSetRowsTests {
    @Test func perSetRowsWithDefaultSetTypesReplaceTheSummaryOfTheirLog() throws {
        let path = importFixture("variants/jefit-set-types.csv")
        let records = try Importer.records(file: path, options: ImportOptions(timeZone: importUTC))
        let recent = records.filter { $0.day.description == "2025-02-04" }
        #expect(recent.map(importLine) == [
            "2025-02-04 2025-02-04T17:04:00Z Barbell Bench Press warmup 10x 45 kg",
            "2025-02-04 2025-02-04T17:05:00Z Barbell Bench Press normal 5x 65 kg",
            "2025-02-04 2025-02-04T17:07:00Z Barbell Bench Press normal 5x 65 kg",
            "2025-02-04 2025-02-04T17:09:00Z Barbell Bench Press normal 4x 65 kg",
            "2025-02-04 2025-02-04T17:10:00Z Machine Fly normal 8x 32 kg",
            "2025-02-04 2025-02-04T17:15:00Z Plank normal 60s",
            "2025-02-04 2025-02-04T17:16:40Z Plank normal 45s",
        ])
        // 2014 has no per-set rows: its summaries are read.
        #expect(ImportTotals(records) == ImportTotals(
            sets: 12, reps: 15 + 15 + 12 + 20 + 18 + 10 + 5 + 5 + 4 + 8,
            volumeKg: 50 * 30 + 55 * 12 + 45 * 10 + 65 * 14 + 32 * 8, seconds: 105,
            firstDay: "2014-01-17", lastDay: "2025-02-04",
            exercises: ["Barbell Bench Press", "Push-Up", "Machine Fly", "Plank"]))
    }
}
