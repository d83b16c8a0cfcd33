import Foundation
import WorkoutModel
import WorkoutStorage

/// A wall-clock date and time as an app wrote it, with the UTC offset when
/// the file gives one.
struct LocalDateTime: Hashable, Sendable {
    var date: Day
    /// Seconds since local midnight (may carry a fraction).
    var secondOfDay: Double
    /// Seconds east of UTC, when the text said.
    var utcOffset: Int?

    /// A date given without a time of day (FitNotes, Fitbod and generic
    /// files) placed at noon, which keeps the calendar day whatever zone the
    /// instant is read in. A time or an offset the file gave is kept.
    var untimedAtNoon: LocalDateTime {
        guard secondOfDay == 0, utcOffset == nil else { return self }
        var noon = self
        noon.secondOfDay = 12 * 3600
        return noon
    }

    /// Seconds since 1970 of this wall-clock time read as if it were UTC.
    var wallSeconds: Double { Double(date.daysSinceEpoch) * 86_400 + secondOfDay }

    /// The instant and offset, using the file's offset or else `zone`.
    func resolve(in zone: TimeZone) -> (instant: Date, offset: Int) {
        if let utcOffset {
            return (Date(timeIntervalSince1970: wallSeconds - Double(utcOffset)), utcOffset)
        }
        // Guess with the offset at the wall time, then correct once: right
        // except inside a DST gap, where the later offset is used.
        let wall = wallSeconds
        let first = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall))
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - Double(first)))
        return (Date(timeIntervalSince1970: wall - Double(offset)), offset)
    }
}
