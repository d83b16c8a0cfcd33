import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts

/// Issue 34.2: Hevy's dates in the phone's language, read with month and
/// day-period names from Foundation's locale data.
@Suite struct DateLanguageTests {
    private func read(_ name: String) throws -> [ImportRecord] {
        try Importer.records(file: importFixture("variants/" + name), options: ImportOptions(timeZone: importUTC))
    }

    @Test func hevyInPortugueseWithFevSetOutDezAndMai() throws {
        #expect(try read("hevy-pt-dates.csv").map(importLine) == [
            "2025-02-05 2025-02-05T07:34:00Z Squat (Barbell) warmup 10x 40 kg",
            "2025-02-05 2025-02-05T07:34:00Z Squat (Barbell) normal 5x 80 kg rpe 8",
            "2025-09-17 2025-09-17T18:05:00Z Bench Press (Barbell) normal 8x 60 kg",
            "2025-10-03 2025-10-03T18:05:00Z Bench Press (Barbell) normal 8x 62.5 kg",
            "2025-05-05 2025-05-05T07:34:00Z Treadmill normal 1200s 2500m",
            "2025-12-30 2025-12-30T21:15:00Z Squat (Barbell) normal 3x 85 kg",
        ])
        #expect(ImportTotals(try read("hevy-pt-dates.csv")) == ImportTotals(
            sets: 6, reps: 34, volumeKg: 40 * 10 + 80 * 5 + 60 * 8 + 62.5 * 8 + 85 * 3, seconds: 1200, metres: 2500,
            firstDay: "2025-02-05", lastDay: "2025-12-30", exercises: ["Squat (Barbell)", "Bench Press (Barbell)", "Treadmill"]))
    }

    @Test func hevyInSpanishWithAMAndPMWrittenAsTwoWords() throws {
        #expect(try read("hevy-es-dates.csv").map(importLine) == [
            "2025-04-12 2025-04-12T13:05:00Z Squat (Barbell) normal 5x 100 kg",
            "2025-04-12 2025-04-12T13:05:00Z Squat (Barbell) normal 5x 100 kg",
            "2025-01-03 2025-01-03T00:30:00Z Bench Press (Barbell) normal 6x 70 kg",
            "2025-12-09 2025-12-09T09:45:00Z Bench Press (Barbell) drop 12x 50 kg",
        ])
    }

    @Test func hevyInGermanAndInChinese() throws {
        #expect(try read("hevy-de-dates.csv").map(importLine) == [
            "2025-03-07 2025-03-07T17:20:00Z Bench Press (Barbell) normal 5x 80 kg",
            "2025-10-14 2025-10-14T06:05:00Z Bench Press (Barbell) normal 5x 82.5 kg",
            "2025-12-01 2025-12-01T19:00:00Z Bent Over Row (Barbell) normal 10x 30 kg",
        ])
        #expect(try read("hevy-zh-dates.csv").map(importLine) == [
            "2025-05-05 2025-05-05T13:05:00Z Bench Press (Barbell) normal 8x 60 kg",
            "2025-11-20 2025-11-20T09:30:00Z Bench Press (Barbell) normal 8x 62.5 kg",
        ])
    }

    @Test func aMonthWordOfTwoLanguagesIsReadByTheFileOwnOtherMonths() {
        func row(_ text: String) -> CSVRow { CSVRow(fields: [text], line: 2, columns: [1]) }
        // `lis` is November in Polish and October in Croatian; `sty` (January) is Polish only.
        let polish = NamedMonthDates(column: 0, sample: [row("3 sty 2026, 10:00"), row("4 lis 2026, 10:00")])
        #expect(polish.rewritten("4 lis 2026, 10:00") == "2026-11-04 10:00")
        let alone = NamedMonthDates(column: 0, sample: [row("4 lis 2026, 10:00")])
        #expect(alone.rewritten("4 lis 2026, 10:00") == nil)
        #expect(alone.rewritten("Apr 12, 2026, 12:29 PM") == "2026-04-12 12:29")
        #expect(alone.rewritten("2026-04-12 12:29") == nil)
    }

    @Test func monthNamesComeFromLocaleData() {
        let words = CalendarWords.shared
        #expect(words.months["dez"]?.map(\.month) == [12])
        #expect(words.months["out"]?.map(\.month) == [10])
        #expect(words.periods["pm"] == true)
        #expect(words.periods["am"] == false)
        #expect(words.monthSuffixes.contains("月"))
    }
}
