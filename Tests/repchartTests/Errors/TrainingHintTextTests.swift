import Testing
@testable import repchart
import Reports
import Workouts
import WorkoutTestSupport

/// The notice of a period without training is worded here, with the flags
/// that chart the period Reports found (issue 43.4: no flag below the executable).
@Suite struct TrainingHintTextTests {
    @Test func aWeekHintNamesTheWeekFlag() throws {
        let hint = TrainingHint(words: "last trained", day: day("2025-09-15"),
                                period: .week(try Week(parsing: "2025-W38")))
        #expect(hint.commandLineText == "last trained 2025-09-15: --week 2025-W38")
    }

    @Test func aRangeHintNamesFromAndTo() throws {
        let hint = TrainingHint(words: "first trained", day: day("2026-06-01"),
                                period: .days(from: day("2026-06-01"), to: day("2026-06-30")))
        #expect(hint.commandLineText == "first trained 2026-06-01: --from 2026-06-01 --to 2026-06-30")
    }
}
