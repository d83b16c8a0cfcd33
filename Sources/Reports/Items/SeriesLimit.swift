import Foundation
import Charts
import Workouts

/// How many series (exercises, muscle groups) a chart shows before the rest
/// are folded into one "Other (N exercises)" series: the top N by the chart's
/// metric over the whole period. Reusable by any Reports view (HTML, poster).
package enum SeriesLimit {
    /// The id of the folded "Other" series (never an exercise's: those are random
    /// or, for muscle groups, end in 01…12).
    package static let otherId = UUID(uuidString: "00000000-0000-4000-8000-0000000FFFFF") ?? UUID()
    /// The most series any chart shows, whatever its size.
    package static let maximum = 12
    /// The fewest: below this an "Other" series hides more than it shows.
    package static let minimum = 3

    /// The fewest series one "Other" folds: an "Other (1 group)" or "(2 exercises)"
    /// hides what the chart has room to show by name, so those are shown instead.
    package static let minimumFolded = 3

    /// How many of `count` series (sorted largest first, so "Other" never hides
    /// one larger than a shown one) a chart shows before one "Other" holding the
    /// rest; nil shows them all. Up to `limit` series, "Other" included, unless
    /// "Other" would fold fewer than `minimumFolded`: then all are shown, or,
    /// past a hard `cap` (a pie's slices), fewer are, so "Other" folds three.
    package static func kept(count: Int, limit: Int?, cap: Int? = nil) -> Int? {
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
    /// Only the smallest image (240×160) has no room for 18 and folds the smallest, as exercises do.
    package static func readable(for size: ChartSize, kind: ChartKind, horizontal: Bool, noun: SeriesNoun) -> Int {
        guard noun == .muscleGroups, size.width >= 480 || size.height >= 300 else { return readable(for: size) }
        return MuscleGroup.allCases.count
    }

    /// The readable number of series for an image of `size`: a legend row
    /// needs about 80 layout units of height and a bar about 130 of width
    /// (11 at 1600×1000, 5 at 800×500, 3 at 240×160, 12 from 3200×2000 up).
    package static func readable(for size: ChartSize) -> Int {
        let layout = size.layout(scale: 1).size
        let byHeight = Int(layout.height / 85)
        let byWidth = Int(layout.width / 130)
        return max(minimum, min(maximum, byHeight, byWidth))
    }

    /// One remainder series of a fold: the exercises it holds and what it is called.
    package struct Remainder: Sendable, Equatable {
        /// `otherId`, or a movement's own id (`Movement`).
        package var id: UUID
        /// "Other legs", "Other (5 exercises)".
        package var name: String
        /// Its colour, a grey.
        package var hex: String
        /// The series it folds.
        package var members: [UUID]
        /// Their summed total.
        package var total: Double
    }

    /// Whether `id` is a remainder's ("Other", "Other legs"), never an exercise's.
    package static func isRemainder(_ id: UUID) -> Bool {
        id == otherId || Movement.allCases.contains { $0.remainderId == id }
    }

    /// The long tail of `sorted` (largest first) folded where a lifter
    /// recognises it: the first `named` series are shown by name, the rest
    /// grouped by `movements` ("Other legs"), groups of fewer than
    /// `minimumFolded` and series with no movement in one "Other (N exercises)".
    /// Up to `kept + 1` series in all, as `kept(count:limit:cap:)` allows; as
    /// many shown by name as lets no remainder be larger than the largest named
    /// series. When no fold manages that, one "Other" after `kept` (as before).
    static func fold(_ sorted: [(id: UUID, total: Double)], kept: Int, movements: [UUID: Movement],
                     noun: SeriesNoun) -> (named: Int, remainders: [Remainder]) {
        let budget = kept + 1
        let largest = sorted.first?.total ?? 0
        if !movements.isEmpty {
            for named in stride(from: kept, through: 1, by: -1) {
                guard let remainders = grouped(Array(sorted[named...]), slots: budget - named, movements: movements,
                                               noun: noun) else { continue }
                if remainders.allSatisfy({ $0.total <= largest }) { return (named, remainders) }
            }
        }
        let rest = sorted[kept...]
        return (kept, [Remainder(id: otherId, name: otherName(count: rest.count, noun: noun), hex: ExerciseColors.otherHex,
                                 members: rest.map(\.id), total: rest.reduce(0) { $0 + $1.total })])
    }

    /// `tail` in at most `slots` remainders by movement, largest first; nil
    /// when the plain "Other" would fold fewer than `minimumFolded`.
    private static func grouped(_ tail: [(id: UUID, total: Double)], slots: Int, movements: [UUID: Movement],
                                noun: SeriesNoun) -> [Remainder]? {
        var byMovement: [Movement: [(id: UUID, total: Double)]] = [:]
        var misc: [(id: UUID, total: Double)] = []
        for series in tail {
            if let movement = movements[series.id] { byMovement[movement, default: []].append(series) } else { misc.append(series) }
        }
        var groups = byMovement.map { (movement: $0.key, members: $0.value, total: $0.value.reduce(0) { $0 + $1.total }) }
        // A movement of one or two is no group a lifter reads: those go to "Other".
        for group in groups where group.members.count < minimumFolded { misc += group.members }
        groups.removeAll { $0.members.count < minimumFolded }
        groups.sort { $0.total != $1.total ? $0.total > $1.total : $0.movement.rawValue < $1.movement.rawValue }
        while !groups.isEmpty, groups.count + (misc.isEmpty ? 0 : 1) > slots {
            misc += groups.removeLast().members
        }
        guard misc.isEmpty || misc.count >= minimumFolded else { return nil }
        var remainders = groups.map { group in
            Remainder(id: group.movement.remainderId, name: group.movement.remainderName,
                      hex: group.movement.remainderHex, members: group.members.map(\.id), total: group.total)
        }
        if !misc.isEmpty {
            remainders.append(Remainder(id: otherId, name: otherName(count: misc.count, noun: noun),
                                        hex: ExerciseColors.otherHex, members: misc.map(\.id),
                                        total: misc.reduce(0) { $0 + $1.total }))
        }
        return remainders
    }

    /// "Other (14 exercises)", "Other (5 muscle groups)".
    static func otherName(count: Int, noun: SeriesNoun) -> String {
        "Other (\(count) \(count == 1 ? noun.singular : noun.plural))"
    }
}

/// What a chart's series are, for the "Other" series' name.
package enum SeriesNoun: Sendable {
    /// Each series is an exercise: "Other (5 exercises)".
    case exercises
    /// Each series is a muscle group: "Other (3 muscle groups)".
    case muscleGroups

    var singular: String { self == .exercises ? "exercise" : "muscle group" }
    var plural: String { self == .exercises ? "exercises" : "muscle groups" }
    /// How a subtitle says what the series are: "by exercise", "by muscle group".
    package var byWords: String { "by \(singular)" }
}
