import Foundation
import RepChartTestSupport
import Testing
import Workouts
import WorkoutTestSupport
@testable import repchart

/// The text and JSON of `repchart prs` and `repchart summary` (StatsOutput), on
/// the logs the log's own tests compute records and summaries from
/// (WorkoutStorageTests' PersonalRecordTests and PeriodSummaryTests, both on `TrainingLogs`).
@Suite struct StatsOutputTests {
    /// Bench press over three weeks and pull-ups (`TrainingLogs.records`).
    func seedRecords() throws -> (WorkoutStore, TemporaryFolder) {
        let (store, folder) = try makeStore()
        _ = try TrainingLogs.records(in: store)
        return (store, folder)
    }

    /// Weeks 46 and 47 of 2026 (`TrainingLogs.summary`); today is Saturday 2026-11-21.
    func seedSummary() throws -> (WorkoutStore, TemporaryFolder) {
        let (store, folder) = try makeStore()
        _ = try TrainingLogs.summary(in: store)
        return (store, folder)
    }

    @Test func recordTextAndJSON() throws {
        let (store, folder) = try seedRecords()
        defer { withExtendedLifetime(folder) {} }
        let lists = try store.personalRecords(unit: .kg)
        let text = StatsOutput.records(lists)
        let lines = text.split(separator: "\n")
        #expect(lines.first?.split(separator: " ") == ["EXERCISE", "RECORD", "BEST", "SET", "DAY"])
        #expect(lines.count == 1 + 5 + 3,
                "a header, five bench records, three pull-up rep maxes (no 10RM; no e1RM without the body weight)")
        let e1rm = try #require(lines.dropFirst().first)
        #expect(e1rm.hasPrefix("Bench Press  e1RM") && e1rm.contains(" 121 kg  3 × 110 kg") && e1rm.hasSuffix("Mon 2026-11-09"))
        // The exercise name is written once per group.
        #expect(lines[2].hasPrefix("             1RM"))
        let json = try JSONSerialization.jsonObject(with: Data(StatsOutput.recordsJSON(lists).utf8)) as? [[String: Any]]
        let bench = try #require(json?.first)
        #expect(bench["exercise"] as? String == "Bench Press")
        let records = try #require(bench["records"] as? [[String: Any]])
        #expect(records.map { $0["record"] as? String } == ["e1RM", "1RM", "3RM", "5RM", "10RM"])
        #expect(records[1]["day"] as? String == "2026-11-09" && records[1]["value"] as? Double == 120)
    }

    /// On a Monday before training, the default summary had only "No sets in 2026-W48 or 2026-W47
    /// up to Mon": it says how to ask for last week whole.
    @Test func aWeekNotYetTrainedSaysHowToAskForLastWeek() throws {
        let (store, folder) = try seedSummary()
        defer { withExtendedLifetime(folder) {} }
        let monday = try store.summary(SummaryRequest(), today: day("2026-11-23"))
        let text = StatsOutput.summary(monday)
        #expect(text.contains("Summary of 2026-W48 (Mon 2026-11-23 – Sun 2026-11-29) against 2026-W47 up to Mon 2026-11-16"))
        #expect(text.contains("  Nothing logged in 2026-W48 yet: `repchart summary --week 2026-W47` shows last week whole."))
        #expect(!text.contains("No sets in"))
        let lastWeek = StatsOutput.summary(try store.summary(SummaryRequest(week: "2026-W47"), today: day("2026-11-23")))
        #expect(!lastWeek.contains("Nothing logged"), "a week that is over needs no hint")
    }

    @Test func summaryTextAndJSON() throws {
        let (store, folder) = try seedSummary()
        defer { withExtendedLifetime(folder) {} }
        let summary = try store.summary(SummaryRequest(), today: day("2026-11-21"))
        let text = StatsOutput.summary(summary)
        #expect(text.contains("Summary of 2026-W47 (Mon 2026-11-16 – Sun 2026-11-22) against 2026-W46"))
        #expect(text.contains("2 sessions (0) · 7 sets (+1) · 33 reps (+3) · 2,805 kg (−22%)"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.first { $0.contains("EXERCISE") && $0.contains("VOLUME") })
        let benchRow = try #require(lines.first { $0.hasPrefix("  Bench Press") })
        // Right-aligned columns end where their titles end.
        let volumeEnd = header.distance(from: header.startIndex, to: try #require(header.range(of: "VOLUME")).upperBound)
        #expect(benchRow.count >= volumeEnd && benchRow.prefix(volumeEnd).hasSuffix(" 1,905 kg"))
        #expect(benchRow.hasSuffix("+27%"))
        #expect(lines.contains { $0.hasPrefix("  Squat") && $0.hasSuffix("−100%") })
        #expect(lines.contains { $0.hasPrefix("  Deadlift") && $0.hasSuffix("new") })
        #expect(text.contains("Weekly streak: 2 weeks since 2026-W46 · longest 2"))
        // One set that is the new 1RM and 3RM is one row; the exercise is named once.
        let records = lines.drop { !$0.hasPrefix("New personal records") }.dropFirst(2).prefix { !$0.isEmpty }
        #expect(records.count == 3)
        #expect(records.first?.hasPrefix("  Bench Press  e1RM") == true)
        #expect(records.contains { $0.hasPrefix("               1/3RM") && $0.contains("110 kg    100 kg  3 × 110 kg")
                                   && $0.hasSuffix("Thu 2026-11-19") })

        let json = try #require(try JSONSerialization.jsonObject(with: Data(StatsOutput.summaryJSON(summary).utf8)) as? [String: Any])
        #expect((json["current"] as? [String: Any])?["sets"] as? Int == 7)
        #expect((json["previousPeriod"] as? [String: Any])?["from"] as? String == "2026-11-09")
        #expect((json["newRecords"] as? [[String: Any]])?.count == 4)
        #expect((json["streak"] as? [String: Any])?["current"] as? Int == 2)
    }

    /// A two-year summary read "5792 sets (+5792) · 53010 reps · 2010359.3 kg" where every
    /// chart and the import grouped their thousands; an import of duplicates said "5792 duplicates".
    @Test func theSummaryGroupsItsThousands() {
        #expect(Change.count(5_792, 0) == "+5,792" && Change.count(0, 5_792) == "−5,792" && Change.count(3, 3) == "0")
        #expect(StatsOutput.volume(2_010_359.3, "kg") == "2,010,359.3 kg")
        #expect(StatsOutput.volume(62.5, "kg") == "62.5 kg")
        let summary = ImportSummary(format: .repchart, duplicatesSkipped: 5_792)
        #expect(summary.description.contains("5,792 duplicates skipped"), "\(summary.description)")
    }
}
