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
}
