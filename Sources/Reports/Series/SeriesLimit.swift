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
    /// Where a grouped tail has no slot left to name them, its "Other" folds two
    /// (`minimumGrouped`): naming fewer series to fold more would grey more of the chart.
    package static let minimumFolded = 3

    /// The fewest series a named remainder folds: "Other pulling" says what
    /// its two hold, where "Other (2 exercises)" would not.
    static let minimumGrouped = 2

    /// The most of a chart stacked by main muscle group its greys may hold
    /// before it stacks by movement instead, where that greys less: past a
    /// fifth, the grey is the second thing a lifter reads.
    static let greyShare = 0.2

    /// The most remainders one chart stacks: a light, a middle and a dark grey
    /// stay apart at a glance, where five greys on one bar read as one block.
    static let maximumRemainders = 3

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

    /// The readable number of series for a chart of `noun` at `size`: muscle
    /// groups are never folded into "Other" (a group trained little or not at
    /// all is what a lifter looks for), so a muscle chart shows all 18 at every
    /// size (on the smallest image totals lie down, `TotalsPreset`; a legend with
    /// no room for 18 rows ends "+N more", a pie labels the slices it has room
    /// for); exercises as `readable(for:)`.
    /// `namedUnderBars`: each series is an upright bar named under it (a totals chart), so the
    /// width decides as well as the height.
    package static func readable(for size: ChartSize, noun: SeriesNoun, namedUnderBars: Bool = false) -> Int {
        guard noun == .muscleGroups else { return readable(for: size, namedUnderBars: namedUnderBars) }
        return MuscleGroup.allCases.count
    }

    /// Whether `size` is the smallest kind of image (under 480×300 both ways),
    /// where upright bars' slanted names would take over half the height.
    package static func isCramped(_ size: ChartSize) -> Bool {
        size.width < 480 && size.height < 300
    }

    /// The readable number of series for an image of `size`: a series needs
    /// about 70 layout units of height (a legend row and a segment one can
    /// point at) and 110 of width beside the legend (3 at 240×160, 6 at
    /// 480×300, 10 at 800×500, 12 from 1600×1000 up); a bar named under it
    /// needs 130 ("Hamstrings" whole: 5 at 480×300, 9 at 800×500).
    package static func readable(for size: ChartSize, namedUnderBars: Bool = false) -> Int {
        let layout = size.layout(scale: 1).size
        let byHeight = Int(layout.height / 70)
        let byWidth = Int(layout.width / (namedUnderBars ? 130 : 110))
        return max(minimum, min(maximum, byHeight, byWidth))
    }

    /// One remainder series of a fold: the exercises it holds and what it is called.
    package struct Remainder: Sendable, Equatable {
        /// `otherId`, a movement's own id (`Movement`) or a muscle group's (`muscleRemainderId`).
        package var id: UUID
        /// "Other legs", "Other quads", "Other (5 exercises)".
        package var name: String
        /// Its colour, a grey (`remainderGreys`).
        package var hex: String
        /// The series it folds.
        package var members: [UUID]
        /// Their summed total.
        package var total: Double
    }

    /// The greys of a chart's remainders in the order they are stacked: the
    /// plain "Other" keeps `ExerciseColors.otherHex`; the others take these in
    /// turn, light and dark alternating so neighbouring remainders stay apart.
    static let remainderGreys = ["#A3A3A3", "#6B6B6B", "#D2D2D2", "#878787", "#B5B5B5", "#5A5A5A"]

    /// The fixed id of the remainder "Other <muscle>" (never an exercise's, see `otherId`).
    static func muscleRemainderId(_ muscle: MuscleGroup) -> UUID {
        let index = (MuscleGroup.allCases.firstIndex(of: muscle) ?? 0) + 1
        let hex = String(index, radix: 16)
        let tail = "00000FF1" + String(repeating: "0", count: 4 - hex.count) + hex
        return UUID(uuidString: "00000000-0000-4000-8000-\(tail)") ?? otherId
    }

    private static let remainderIds: Set<UUID> = Set([otherId] + Movement.allCases.map(\.remainderId)
                                                      + MuscleGroup.allCases.map(muscleRemainderId))

    /// Whether `id` is a remainder's ("Other", "Other legs", "Other quads"), never an exercise's.
    package static func isRemainder(_ id: UUID) -> Bool { remainderIds.contains(id) }

    /// The long tail of `sorted` (largest first) folded where a lifter
    /// recognises it, or as one "Other" after `kept` when no fold keeps every
    /// remainder within the largest series (`grouping`).
    static func fold(_ sorted: [(id: UUID, total: Double)], kept: Int, movements: [UUID: Movement],
                     mainMuscles: [UUID: MuscleGroup] = [:], noun: SeriesNoun) -> (named: Int, remainders: [Remainder]) {
        if !movements.isEmpty,
           let found = grouping(sorted, kept: kept, movements: movements, mainMuscles: mainMuscles, noun: noun) {
            return found
        }
        return oneOther(sorted, kept: kept, noun: noun)
    }

    /// The first `kept` of `sorted` named, the rest in one grey "Other".
    static func oneOther(_ sorted: [(id: UUID, total: Double)], kept: Int,
                         noun: SeriesNoun) -> (named: Int, remainders: [Remainder]) {
        let rest = sorted[kept...]
        return (kept, [Remainder(id: otherId, name: otherName(count: rest.count, noun: noun), hex: ExerciseColors.otherHex,
                                 members: rest.map(\.id), total: rest.reduce(0) { $0 + $1.total })])
    }

    /// The long tail of `sorted` (largest first) in at most `kept + 1` series:
    /// as many shown by name as lets no remainder outweigh the largest named
    /// series, the rest grouped by movement ("Other legs"), a movement still
    /// too large split by main muscle group ("Other quads"), groups of fewer
    /// than `minimumGrouped` and series of no movement in one "Other (N exercises)",
    /// never more than `maximumRemainders` remainders. nil when no such fold
    /// exists within the budget (a chart then stacks by main muscle or movement).
    static func grouping(_ sorted: [(id: UUID, total: Double)], kept: Int, movements: [UUID: Movement],
                         mainMuscles: [UUID: MuscleGroup] = [:], noun: SeriesNoun) -> (named: Int, remainders: [Remainder])? {
        let budget = kept + 1
        let largest = sorted.first?.total ?? 0
        for named in stride(from: min(kept, sorted.count - 1), through: 1, by: -1) {
            guard let remainders = grouped(Array(sorted[named...]), slots: min(budget - named, maximumRemainders),
                                           largest: largest, movements: movements, mainMuscles: mainMuscles, noun: noun) else { continue }
            if remainders.allSatisfy({ $0.total <= largest }) { return (named, remainders) }
        }
        return nil
    }

    /// One group of a tail being folded: a movement's, a muscle group's, or the plain "Other".
    private struct TailGroup {
        var id: UUID
        var name: String
        var movement: Movement?
        var members: [(id: UUID, total: Double)]
        var total: Double { members.reduce(0) { $0 + $1.total } }
    }

    /// `tail` in at most `slots` remainders, largest first, "Other" last; nil
    /// when the plain "Other" would fold a single series.
    private static func grouped(_ tail: [(id: UUID, total: Double)], slots: Int, largest: Double,
                                movements: [UUID: Movement], mainMuscles: [UUID: MuscleGroup],
                                noun: SeriesNoun) -> [Remainder]? {
        var byMovement: [Movement: [(id: UUID, total: Double)]] = [:]
        var misc: [(id: UUID, total: Double)] = []
        for series in tail {
            if let movement = movements[series.id] { byMovement[movement, default: []].append(series) } else { misc.append(series) }
        }
        var groups = byMovement.map { TailGroup(id: $0.key.remainderId, name: $0.key.remainderName, movement: $0.key,
                                                members: $0.value) }
        // A movement of one is no group: it goes to "Other".
        for group in groups where group.members.count < minimumGrouped { misc += group.members }
        groups.removeAll { $0.members.count < minimumGrouped }
        // A movement larger than the largest series is split by main muscle while there are slots for it.
        while let at = groups.indices.filter({ groups[$0].movement != nil && groups[$0].total > largest })
                .max(by: { groups[$0].total < groups[$1].total }),
              groups.count + (misc.isEmpty ? 0 : 1) < slots,
              let parts = split(groups[at], mainMuscles: mainMuscles) {
            groups.remove(at: at)
            groups += parts
        }
        groups.sort { $0.total != $1.total ? $0.total > $1.total : $0.name < $1.name }
        while !groups.isEmpty, groups.count + (misc.isEmpty ? 0 : 1) > slots {
            misc += groups.removeLast().members
        }
        guard misc.isEmpty || misc.count >= minimumGrouped else { return nil }
        if !misc.isEmpty { groups.append(TailGroup(id: otherId, name: otherName(count: misc.count, noun: noun), members: misc)) }
        var greys = remainderGreys.makeIterator()
        return groups.map { group in
            let hex = group.id == otherId ? ExerciseColors.otherHex : (greys.next() ?? ExerciseColors.otherHex)
            return Remainder(id: group.id, name: group.name, hex: hex, members: group.members.map(\.id), total: group.total)
        }
    }

    /// A movement's group as one group per main muscle of at least
    /// `minimumGrouped` members ("Other quads"), the rest kept as the movement's
    /// ("Other legs"); nil when that makes no second group.
    private static func split(_ group: TailGroup, mainMuscles: [UUID: MuscleGroup]) -> [TailGroup]? {
        var byMuscle: [MuscleGroup: [(id: UUID, total: Double)]] = [:]
        var rest: [(id: UUID, total: Double)] = []
        for member in group.members {
            if let muscle = mainMuscles[member.id] { byMuscle[muscle, default: []].append(member) } else { rest.append(member) }
        }
        var parts: [TailGroup] = []
        for (muscle, members) in byMuscle.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            if members.count >= minimumGrouped {
                parts.append(TailGroup(id: muscleRemainderId(muscle), name: "Other \(muscle.displayName.lowercased())",
                                       members: members))
            } else {
                rest += members
            }
        }
        // The movement's own remainder holds what no muscle group gathers; a single one joins the largest part.
        if !rest.isEmpty {
            if rest.count >= minimumGrouped || parts.isEmpty {
                parts.append(TailGroup(id: group.id, name: group.name, movement: nil, members: rest))
            } else if let at = parts.indices.max(by: { parts[$0].total < parts[$1].total }) {
                parts[at].members += rest
                parts[at] = TailGroup(id: group.id, name: group.name, movement: nil, members: parts[at].members)
            }
        }
        return parts.count >= 2 ? parts : nil
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
    /// Each series is the main muscle group of its exercises ("Quads"):
    /// exercises stacked so where naming the largest left a remainder larger than them.
    case mainMuscles
    /// Each series is a movement ("Legs", "Pulling"): exercises stacked by
    /// movement where not even main muscle groups kept every remainder small.
    case movements

    var singular: String {
        switch self {
        case .exercises: "exercise"
        case .muscleGroups: "muscle group"
        case .mainMuscles: "main muscle group"
        case .movements: "movement"
        }
    }
    var plural: String { singular + "s" }
    /// How a subtitle says what the series are: "by exercise", "by muscle group".
    package var byWords: String { "by \(singular)" }
}
