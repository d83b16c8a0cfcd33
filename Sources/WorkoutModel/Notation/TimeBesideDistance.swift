/// A time alone written beside a distance alone, as in `log running 30min 5km`.
///
/// The notation reads every group as its own sets, so that line is two sets:
/// 30 minutes with no distance and 5 km with no time. A runner likely meant
/// one set of 5 km in 30 minutes (`5km in 30min`), but intervals are written
/// the same way (`400m 90s` can be a 400 m rep and 90 s of rest), so the
/// sets stay as written and `repchart log` says how to write the one set.
package struct TimeBesideDistance: Hashable, Sendable {
    /// The time as typed, e.g. `30min`.
    package var time: String
    /// The distance as typed, e.g. `5km`.
    package var distance: String
    /// Whether the time was written first (`30min 5km`, not `5km 30min`).
    package var timeFirst: Bool

    /// The two as typed, in the order typed: `30min` and `5km`.
    package var written: (first: String, second: String) { timeFirst ? (time, distance) : (distance, time) }

    /// The one set they would make, in the user's spelling: `5km in 30min`.
    package var oneSet: String { "\(distance) in \(time)" }

    /// A pair when one of `first` and `second` is a lone time and the other a
    /// lone distance (see `isLone`); nil otherwise.
    init?(_ first: SetEntry, _ firstText: String, _ second: SetEntry, _ secondText: String) {
        guard TimeBesideDistance.isLone(first), TimeBesideDistance.isLone(second),
              (first.duration == nil) != (second.duration == nil) else { return nil }
        timeFirst = first.duration != nil
        time = timeFirst ? firstText : secondText
        distance = timeFirst ? secondText : firstText
    }

    /// A set that is a time or a distance and nothing else: no reps, load,
    /// effort or set type (`30min`, `5km`; not `5km@10kg` or `w 10min`).
    static func isLone(_ entry: SetEntry) -> Bool {
        (entry.duration == nil) != (entry.distance == nil)
            && entry == SetEntry(duration: entry.duration, distance: entry.distance)
    }
}

extension SetNotation {
    /// The first time alone beside a distance alone in `text` (`30min 5km`,
    /// `5km 30:00`), each written bare, with no set count or list: nil when
    /// there is none (`5km in 30min`, `1x30min 1x5km`, `45s 60s`) or when
    /// `text` does not parse.
    package static func timeBesideDistance(in text: String, defaultUnit: WeightUnit) -> TimeBesideDistance? {
        guard let tokens = try? Lexer.tokens(of: text) else { return nil }
        var parser = Parser(input: text, tokens: tokens, defaultUnit: defaultUnit)
        guard (try? parser.parse()) != nil else { return nil }
        return parser.timeBesideDistance
    }
}
