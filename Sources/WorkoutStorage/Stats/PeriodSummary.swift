import Basics
import WorkoutModel

/// Counts for a stretch of days: the part of a summary that is compared.
package struct PeriodTotals: Hashable, Sendable {
    /// Distinct training days.
    package var sessions: Int
    /// Every set, warm-ups included.
    package var sets: Int
    /// Reps of every set, warm-ups included.
    package var reps: Int
    /// Reps × load with warm-ups left out, in the summary's unit.
    package var volume: Double
    /// Seconds of timed sets (cardio, holds).
    package var duration: Double
    /// Metres.
    package var distance: Double

    /// Totals from their parts; zero for anything not given.
    package init(sessions: Int = 0, sets: Int = 0, reps: Int = 0, volume: Double = 0, duration: Double = 0,
                distance: Double = 0) {
        self.sessions = sessions
        self.sets = sets
        self.reps = reps
        self.volume = volume
        self.duration = duration
        self.distance = distance
    }

    /// Lifting (reps) and cardio (time or distance) in one: what the summary leads with.
    package var hasCardio: Bool { duration > 0 || distance > 0 }
}

/// One exercise in a summary: this period and the one before.
package struct ExerciseComparison: Hashable, Sendable {
    /// The exercise compared.
    package var exercise: Exercise
    /// `sessions` counts the days this exercise was trained.
    package var current: PeriodTotals
    /// The same totals in the period before.
    package var previous: PeriodTotals
}

/// What `repchart summary` reports.
package struct PeriodSummary: Hashable, Sendable {
    /// The days summarized and the days compared with.
    package var period: SummaryPeriod
    /// The unit volume is summed in.
    package var unit: WeightUnit
    /// Totals of the period.
    package var current: PeriodTotals
    /// Totals of the equally long period before.
    package var previous: PeriodTotals
    /// Exercises trained in either period, most volume (then sets) first.
    package var exercises: [ExerciseComparison]
    /// Records set during the period that beat an earlier best (the best of
    /// each kind per exercise, with the value it beat).
    package var newRecords: [PersonalRecord]
    /// Consecutive training weeks up to today, over the whole log.
    package var streak: WeeklyStreak
    /// Lifts trained in the four weeks to the period's end (or today, when sooner) whose e1RM has not
    /// improved for four weeks or more, longest stalled first.
    package var stalled: [StalledLift] = []
    /// Sets of the period left out of records as likely typos (`UnlikelySet`), in the order done.
    package var unlikely: [UnlikelySet] = []
    /// The log's first training day (nil for a log without sets): the previous period may begin before it.
    package var logStart: Day?

    /// The part of the previous period the log holds, when the log began inside it and more than a
    /// tenth of its days are before the log ("+455 %, was 33" of a year against one whose last six
    /// weeks were logged said nothing of it); nil when the log holds all of it, nearly all, or none.
    package var previousLogged: DayRange? {
        guard let logStart, logStart > period.previous.from, logStart <= period.previous.to else { return nil }
        let logged = DayRange(logStart, period.previous.to)
        return logged.dayCount * 10 < period.previous.dayCount * 9 ? logged : nil
    }

    /// Whether the whole previous period lies before the log's first day: nothing to compare with.
    package var previousBeforeLog: Bool {
        guard let logStart else { return false }
        return logStart > period.previous.to
    }
}

/// How a number moved against the previous period.
package enum Change: Hashable, Sendable {
    /// Equal to the previous period.
    case same
    /// More than the previous period.
    case up
    /// Less than the previous period.
    case down

    /// How `current` compares with `previous`.
    package init(_ current: Double, _ previous: Double) {
        self = current > previous ? .up : current < previous ? .down : .same
    }

    /// "+2", "−3", "0": signed as `log` signs a load's change, with a real minus.
    package static func count(_ current: Int, _ previous: Int) -> String {
        let delta = current - previous
        return (delta > 0 ? "+" : delta < 0 ? "−" : "") + Numerals.grouped(abs(delta))
    }

    /// "+8.2%", "−100%", "new", "0%"; nil when both are zero.
    package static func percent(_ current: Double, _ previous: Double) -> String? {
        if current == 0 && previous == 0 { return nil }
        guard previous > 0 else { return "new" }
        return percentText((current - previous) / previous * 100)
    }

    /// A change in percent as every table and line writes it: "+8.2%" (0.1
    /// below 10 %, whole above), "−30%", "0%".
    package static func percentText(_ percent: Double) -> String {
        let text = Format.number(abs(percent), maxFractionDigits: abs(percent) < 10 ? 1 : 0)
        return text == "0" ? "0%" : (percent > 0 ? "+" : "−") + text + "%"
    }
}
