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
    /// Whether the text wrote a time of day (`00:00` is midnight, not "none").
    var hasTime = false

    /// A date given without a time of day (FitNotes, Fitbod and generic
    /// files) placed at noon, which keeps the calendar day whatever zone the
    /// instant is read in. A time or an offset the file gave is kept.
    var untimedAtNoon: LocalDateTime {
        guard !hasTime, secondOfDay == 0, utcOffset == nil else { return self }
        var noon = self
        noon.secondOfDay = 12 * 3600
        return noon
    }

    /// The form source keys were built from before a written midnight was
    /// kept (it was read as noon), so a file imported then is still known.
    var keyMoment: LocalDateTime {
        guard secondOfDay == 0, utcOffset == nil else { return self }
        var noon = self
        noon.secondOfDay = 12 * 3600
        return noon
    }

    /// Seconds since 1970 of this wall-clock time read as if it were UTC.
    var wallSeconds: Double { Double(date.daysSinceEpoch) * 86_400 + secondOfDay }

    /// The instant and offset, using the file's offset or else `zone`. A
    /// time that happens twice there (clocks turned back) is its first
    /// occurrence, as `log --time` takes it; one a change skips is read
    /// with the offset from before it (the written time, later by the jump).
    func resolve(in zone: TimeZone) -> (instant: Date, offset: Int) {
        if let utcOffset {
            return (Date(timeIntervalSince1970: wallSeconds - Double(utcOffset)), utcOffset)
        }
        let wall = wallSeconds
        let offsets = Set([-86_400.0, 0, 86_400].map { zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall + $0)) })
        let matches = offsets.map { wall - Double($0) }.filter { candidate in
            Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: candidate))) == wall - candidate
        }
        if let first = matches.min() {
            return (Date(timeIntervalSince1970: first), Int(wall - first))
        }
        let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - 86_400))
        return (Date(timeIntervalSince1970: wall - Double(before)), before)
    }

    /// The lifter's day, instant and offset. A time in UTC (`Z`, `+00:00`)
    /// says nothing of the lifter's clock, so it is placed in `zone` (as
    /// Hevy's JSON and Liftosaur are): 02:00 UTC is the evening before in
    /// Los Angeles. A time with another offset is the lifter's own clock,
    /// and its written date is the day.
    func placed(in zone: TimeZone) -> (day: Day, instant: Date, offset: Int) {
        let (instant, offset) = resolve(in: zone)
        guard utcOffset == 0 else { return (date, instant, offset) }
        return (Day(containing: instant, in: zone), instant, zone.secondsFromGMT(for: instant))
    }
}
