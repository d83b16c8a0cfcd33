import Foundation
import Workouts

extension TestLog {
    /// Three exercises in 2026-W47 and the weeks before it, each with its own
    /// colour (squat #0072B2, bench press #E69F00, barbell row #009E73): the log
    /// the charts' tests draw and the chart commands' tests run `repchart` on.
    package static func threeLifts() throws -> TestLog {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        let bench = try log.exercise("Bench Press", color: "#E69F00")
        let row = try log.exercise("Barbell Row", color: "#009E73")
        for (week, offset) in [("2026-11-16", 0.0), ("2026-11-09", -5), ("2026-11-02", -10), ("2026-10-19", -15)] {
            let monday = try Day(parsing: week)
            try log.log(squat, monday.description, sets: 5, reps: 5, kg: 100 + offset)
            try log.log(bench, monday.description, sets: 5, reps: 5, kg: 70 + offset)
            try log.log(row, monday.adding(days: 2).description, sets: 3, reps: 8, kg: 60 + offset)
            try log.log(squat, monday.adding(days: 4).description, sets: 3, reps: 5, kg: 105 + offset)
        }
        return log
    }
}
