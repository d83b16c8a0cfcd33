@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// The real-shape history (150 exercises, two years) in a real SQLite log,
/// filled once for every suite that only reads it.
enum RealShapeLog {
    static let shared: Result<TestLog, any Error> = Result {
        let log = try TestLog()
        _ = try DemoRun.fill(log.store, history: RealShapeHistory(), timeZone: RealShapeHistory.timeZone)
        return log
    }

    /// The day `demo --history real-shape` was run on 2026-11-29: its days fall otherwise than the
    /// default's, and some charts (week 47's greys, four weeks' totals) were seen on it.
    static let laterEnd = Day(year: 2026, month: 11, day: 29) ?? RealShapeHistory.defaultEndDay

    /// The real-shape history ending `laterEnd`, made once for the process.
    static let later: Result<TestLog, any Error> = Result {
        let log = try TestLog()
        _ = try DemoRun.fill(log.store, history: RealShapeHistory(endDay: laterEnd), timeZone: RealShapeHistory.timeZone)
        return log
    }

    /// Both histories with the day each ends.
    static func both() throws -> [(log: TestLog, today: Day)] {
        [(try shared.get(), RealShapeHistory.defaultEndDay), (try later.get(), laterEnd)]
    }
}
