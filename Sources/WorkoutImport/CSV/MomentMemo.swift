import Foundation
import WorkoutModel

/// The last moment a CSV reader placed, with its day, instant, offset and
/// key text. A file's rows come a day, and mostly a time, at a time, and
/// placing a moment asks the zone for its offset several times, then writes
/// the key text afresh: most rows reuse what the row before worked out.
struct MomentMemo {
    private var last: (moment: LocalDateTime, zone: TimeZone, day: Day, instant: Date, offset: Int, key: String)?

    /// `moment.placed(in: zone)`, with `moment.keyMoment.keyText`.
    mutating func placed(_ moment: LocalDateTime, in zone: TimeZone) -> (day: Day, instant: Date, offset: Int, key: String) {
        if let last, last.moment == moment, last.zone == zone {
            return (last.day, last.instant, last.offset, last.key)
        }
        let (day, instant, offset) = moment.placed(in: zone)
        let key = moment.keyMoment.keyText
        last = (moment, zone, day, instant, offset, key)
        return (day, instant, offset, key)
    }
}
