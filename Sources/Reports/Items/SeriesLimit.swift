import Foundation
import Charts

/// How many series (exercises, muscle groups) a chart shows before the rest
/// are folded into one "Other (N exercises)" series: the top N by the chart's
/// metric over the whole period. Reusable by any Reports view (HTML, poster).
public enum SeriesLimit {
    /// The id of the folded "Other" series (never an exercise's: those are random
    /// or, for muscle groups, end in 01…12).
    public static let otherId = UUID(uuidString: "00000000-0000-4000-8000-0000000FFFFF") ?? UUID()
    /// The most series any chart shows, whatever its size.
    public static let maximum = 12
    /// The fewest: below this an "Other" series hides more than it shows.
    public static let minimum = 3

    /// The readable number of series for an image of `size`: a legend row
    /// needs about 80 layout units of height and a bar about 130 of width
    /// (11 at 1600×1000, 5 at 800×500, 3 at 240×160, 12 from 3200×2000 up).
    public static func readable(for size: ChartSize) -> Int {
        let layout = size.layout(scale: 1).size
        let byHeight = Int(layout.height / 85)
        let byWidth = Int(layout.width / 130)
        return max(minimum, min(maximum, byHeight, byWidth))
    }

    /// "Other (14 exercises)", "Other (5 muscle groups)".
    static func otherName(count: Int, noun: SeriesNoun) -> String {
        "Other (\(count) \(count == 1 ? noun.singular : noun.plural))"
    }
}

/// What a chart's series are, for the "Other" series' name.
public enum SeriesNoun: Sendable {
    /// Each series is an exercise: "Other (5 exercises)".
    case exercises
    /// Each series is a muscle group: "Other (3 muscle groups)".
    case muscleGroups

    var singular: String { self == .exercises ? "exercise" : "muscle group" }
    var plural: String { self == .exercises ? "exercises" : "muscle groups" }
}
