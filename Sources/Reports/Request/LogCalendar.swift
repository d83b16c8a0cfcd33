import Foundation
import Workouts

/// Opening the log and finding "today" the way every chart command does.
package enum LogCalendar {
    /// The database from `--db`, `REPCHART_DB` or the default location;
    /// `singleConnection` for a command that reads once (see `WorkoutStore`).
    /// Charts only read: a missing log is refused, and none is created.
    package static func openStore(path: String?, singleConnection: Bool = false) throws(ReportsError) -> WorkoutStore {
        do {
            return try WorkoutStore.open(explicitPath: path, singleConnection: singleConnection, mustExist: true)
        } catch {
            throw ReportsError(error)
        }
    }

    /// `WorkingTimeZone.resolve`, its refusal as a Reports error.
    package static func timeZone(flag: String?, configured: String?) throws(ReportsError) -> TimeZone {
        do {
            return try WorkingTimeZone.resolve(flag: flag, configured: configured)
        } catch {
            throw ReportsError(error)
        }
    }

    /// Today in `timeZone`.
    package static func today(in timeZone: TimeZone, now: Date = Date()) -> Day {
        Day(containing: now, in: timeZone)
    }
}
