import Foundation
import Charts
import Workouts

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

    /// The fewest series one "Other" folds: an "Other (1 group)" or "(2 exercises)"
    /// hides what the chart has room to show by name, so those are shown instead.
    public static let minimumFolded = 3

    /// How many of `count` series (sorted largest first, so "Other" never hides
    /// one larger than a shown one) a chart shows before one "Other" holding the
    /// rest; nil shows them all. Up to `limit` series, "Other" included, unless
    /// "Other" would fold fewer than `minimumFolded`: then all are shown, or,
    /// past a hard `cap` (a pie's slices), fewer are, so "Other" folds three.
    public static func kept(count: Int, limit: Int?, cap: Int? = nil) -> Int? {
        guard let limit, count > max(limit, 1) else { return nil }
        var kept = max(limit, 2) - 1
        if count - kept < minimumFolded {
            guard let cap, count > cap else { return nil }
            kept = count - minimumFolded
        }
        return max(kept, 1)
    }

    /// The readable number of series for a chart of `kind` at `size`: muscle
    /// groups are never folded into "Other" (a group trained little or not at
    /// all is what a lifter looks for), so a muscle chart shows all 18;
    /// exercises as `readable(for:)`.
    public static func readable(for size: ChartSize, kind: ChartKind, horizontal: Bool, noun: SeriesNoun) -> Int {
        guard noun == .muscleGroups else { return readable(for: size) }
        return MuscleGroup.allCases.count
    }

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
    /// How a subtitle says what the series are: "by exercise", "by muscle group".
    public var byWords: String { "by \(singular)" }
}
