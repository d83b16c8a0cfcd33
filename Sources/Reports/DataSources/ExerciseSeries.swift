import Foundation
import Raster
import Workouts

/// The exercises a chart shows, in the order their series are stacked and
/// listed (largest total first, then by name), with their display colours.
struct ExerciseSeries: Sendable {
    struct Entry: Sendable {
        var exercise: Exercise
        /// Sum over the chart's range, in the store's unit.
        var total: Double
        var color: Color?
    }

    var entries: [Entry]
    /// Index into `entries` by exercise id.
    var index: [UUID: Int]
    /// What the series are when not the exercises themselves: no fold of the
    /// tail kept every remainder within the largest exercise, so the chart
    /// stacks by main muscle group ("Quads") or, failing that, by movement ("Legs").
    var regrouped: SeriesNoun?
    /// Every exercise of the log in its identity colour (`IdentityColors`), series or not:
    /// what marks an exercise the chart draws outside its series (a plank's stub).
    var identityColors: [UUID: Color] = [:]

    /// Series for the exercises that have a non-zero total in `totals`.
    /// Exercises missing from `exercises` (deleted mid-read) are left out.
    /// With `limit`, at most that many series: the largest `limit - 1` and one
    /// "Other" series (`SeriesLimit.otherId`) holding the rest, in a neutral grey.
    /// Colours are the exercises' own across the log (`IdentityColors`), the
    /// same in every chart and whatever is folded into "Other".
    /// "Other" folds at least three series (`SeriesLimit.kept`): with one or two
    /// left over, they are shown instead, unless `cap` series is a hard maximum.
    /// `keepsZeros`: every one of `exercises` is a series, those with nothing
    /// at zero (muscle groups: a group never trained is named, not dropped).
    /// `groups`: the tail is folded by movement ("Other legs", `SeriesLimit.fold`)
    /// so no remainder outweighs the largest exercise where a fold can manage
    /// that; `.none`: one "Other".
    /// `namedOnAxis`: each series is named under its own bar (a totals chart), so colour need
    /// not tell them apart and colour vision does not narrow how many are named.
    init(totals: [UUID: Double], exercises: [UUID: Exercise], limit: Int? = nil, noun: SeriesNoun = .exercises,
         cap: Int? = nil, keepsZeros: Bool = false, groups: DeferredSeriesGroups = .none, namedOnAxis: Bool = false) {
        var found: [(Exercise, Double)] = []
        for (id, total) in totals where total != 0 && total.isFinite {
            if let exercise = exercises[id] { found.append((exercise, total)) }
        }
        if keepsZeros {
            let counted = Set(found.map(\.0.id))
            for exercise in exercises.values where !counted.contains(exercise.id) { found.append((exercise, 0)) }
        }
        found.sort { a, b in
            a.1 != b.1 ? a.1 > b.1 : a.0.name.lowercased() < b.0.name.lowercased()
        }
        var folded: [UUID: UUID] = [:]
        let identity = IdentityColors(exercises.values)
        identityColors = identity.colors
        let colors = ExerciseColors.chartColors(found.map(\.0), identity: identity)
        var kept = SeriesLimit.kept(count: found.count, limit: limit, cap: cap)
        // Muscle groups' colours stay apart for every reader (`MuscleExercises.colors`), so a
        // stack regrouped by main muscle names as many as the image has room for.
        let roomForMuscles = kept
        // A chart of exercises that folds names only the series colour-blind readers still tell
        // apart (issue 45.6), and never fewer than `SeriesLimit.minimum`; muscle groups are never folded.
        if let shown = kept, noun == .exercises, !namedOnAxis, !groups.namesAsAsked {
            let apart = ExerciseColors.namedSeriesApart(found.compactMap { colors[$0.0.id] })
            kept = min(shown, max(apart, SeriesLimit.minimum))
        }
        // Names lose an equipment suffix where that stays unique among every exercise the chart holds, folded ones too.
        let short = noun == .exercises ? ShortNames.shown(found.map(\.0.name)) : found.map(\.0.name)
        for i in found.indices { found[i].0.name = short[i] }
        if let kept, let roomForMuscles {
            let groups = groups.groups
            let sorted = found.map { (id: $0.0.id, total: $0.1) }
            // As `SeriesLimit.fold`, its grouping worked out once: it is weighed below too.
            let grouped = groups.isEmpty ? nil : SeriesLimit.grouping(sorted, kept: kept, movements: groups.movement,
                                                                      mainMuscles: groups.mainMuscle, noun: noun)
            var fold = grouped ?? SeriesLimit.oneOther(sorted, kept: kept, noun: noun)
            // No fold keeps every remainder within the largest exercise, or the fold greys more than
            // `SeriesLimit.greyShare`: the chart stacks by main muscle group, folded the same way, or by
            // movement, whichever greys least (a small image names few groups; legs, pushing and pulling
            // are named whole). A fold that greys least is kept.
            if !groups.isEmpty {
                let total = sorted.reduce(0) { $0 + $1.total }
                let foldGrey = grouped.map { $0.remainders.reduce(0) { $0 + $1.total } / max(total, .leastNonzeroMagnitude) }
                if foldGrey.map({ $0 > SeriesLimit.greyShare }) ?? true,
                   let (series, into, noun) = Self.regrouped(found, groups: groups, room: roomForMuscles, greyBelow: foldGrey) {
                    found = series
                    folded = into
                    regrouped = noun
                    fold = (found.count, [])
                }
            }
            if fold.named < found.count {
                for remainder in fold.remainders { for id in remainder.members { folded[id] = remainder.id } }
                found = Array(found.prefix(fold.named)) + fold.remainders.map {
                    (Exercise(id: $0.id, name: $0.name, color: $0.hex), $0.total)
                }
            }
        }
        entries = found.map { exercise, total in
            Entry(exercise: exercise, total: total,
                  color: colors[exercise.id] ?? ExerciseColors.color(hex: exercise.color))
        }
        index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.exercise.id, $0) })
        for (id, into) in folded { if let at = index[into] { index[id] = at } }
    }

    /// The exercises of `totals` (summed over their days) in series order,
    /// largest first: how a chart ranks them before any "Other".
    static func ranking(_ totals: [DayExerciseTotal], exercises: [Exercise]) -> [Exercise] {
        var sums: [UUID: Double] = [:]
        for total in totals { sums[total.exerciseId, default: 0] += total.value }
        let byId = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return ExerciseSeries(totals: sums, exercises: byId).entries.map { byId[$0.exercise.id] ?? $0.exercise }
    }

    /// `found` (exercises and totals) summed per main muscle group ("Quads",
    /// in the group's colour of the muscle charts), cardio as one "Cardio",
    /// folded into at most `kept + 1` series as exercises are; nil when a
    /// remainder would still outweigh the largest group.
    private static func byMainMuscle(_ found: [(Exercise, Double)], groups: SeriesGroups, kept: Int,
                                     folded: inout [UUID: UUID]) -> [(Exercise, Double)]? {
        var sums: [UUID: Double] = [:]
        var into: [UUID: UUID] = [:]
        var unplaced: [UUID] = []
        for (exercise, total) in found {
            let id: UUID
            if let muscle = groups.mainMuscle[exercise.id] { id = MuscleExercises.id(muscle) }
            else if groups.movement[exercise.id] == .cardio { id = Movement.cardio.seriesId }
            else { unplaced.append(exercise.id); id = SeriesLimit.otherId }
            sums[id, default: 0] += total
            into[exercise.id] = id
        }
        var stand: [UUID: Exercise] = Dictionary(uniqueKeysWithValues: MuscleExercises.all.map { ($0.id, $0) })
        stand[Movement.cardio.seriesId] = Exercise(id: Movement.cardio.seriesId, name: Movement.cardio.seriesName,
                                                   color: Movement.cardio.seriesHex)
        var movements: [UUID: Movement] = [:]
        for muscle in MuscleGroup.allCases { movements[MuscleExercises.id(muscle)] = Movement(muscle) }
        let sorted = sums.filter { $0.key != SeriesLimit.otherId }.map { (id: $0.key, total: $0.value) }
            .sorted { $0.total != $1.total ? $0.total > $1.total : (stand[$0.id]?.name ?? "") < (stand[$1.id]?.name ?? "") }
        guard let largest = sorted.first?.total, (sums[SeriesLimit.otherId] ?? 0) <= largest else { return nil }
        var series = sorted.compactMap { entry in stand[entry.id].map { ($0, entry.total) } }
        var remainderOf: [UUID: UUID] = [:]
        // The unplaced exercises' "Other" takes one of the series.
        let budget = kept - (unplaced.isEmpty ? 0 : 1)
        if series.count > budget + 1 {
            guard budget >= 1, let (named, remainders) = SeriesLimit.grouping(sorted, kept: budget, movements: movements,
                                                                                noun: .muscleGroups) else { return nil }
            for remainder in remainders { for id in remainder.members { remainderOf[id] = remainder.id } }
            series = Array(series.prefix(named)) + remainders.map { (Exercise(id: $0.id, name: $0.name, color: $0.hex), $0.total) }
        }
        if !unplaced.isEmpty {
            let name = SeriesLimit.otherName(count: unplaced.count, noun: .exercises)
            series.append((Exercise(id: SeriesLimit.otherId, name: name, color: ExerciseColors.otherHex),
                           sums[SeriesLimit.otherId] ?? 0))
        }
        for (exercise, id) in into { folded[exercise] = remainderOf[id] ?? id }
        return series
    }

    /// `found` stacked by main muscle group (`byMainMuscle`) or by movement
    /// (`byMovement`): the muscle groups unless their remainders hold more than
    /// `SeriesLimit.greyShare` where movements grey less; nil when what it
    /// makes greys no less than `greyBelow`, an exercise fold's share.
    private static func regrouped(_ found: [(Exercise, Double)], groups: SeriesGroups, room: Int,
                                  greyBelow: Double?) -> (series: [(Exercise, Double)], folded: [UUID: UUID], noun: SeriesNoun)? {
        var byMuscle: [UUID: UUID] = [:]
        var byMovement: [UUID: UUID] = [:]
        let movements = Self.byMovement(found, groups: groups, folded: &byMovement)
        let chosen: (series: [(Exercise, Double)], folded: [UUID: UUID], noun: SeriesNoun)
        if let muscles = Self.byMainMuscle(found, groups: groups, kept: room, folded: &byMuscle),
           !Self.greysTooMuch(muscles, beside: movements) {
            chosen = (muscles, byMuscle, .mainMuscles)
        } else {
            chosen = (movements, byMovement, .movements)
        }
        if let greyBelow, remainderShare(chosen.series) >= greyBelow { return nil }
        return chosen
    }

    /// Whether the remainders of `muscles` hold more than `SeriesLimit.greyShare`
    /// of its total where stacking by movement (`movements`) greys less: on a
    /// small image a few groups and a fifth of grey answer "what did I train"
    /// worse than legs, pushing and pulling named whole.
    private static func greysTooMuch(_ muscles: [(Exercise, Double)], beside movements: [(Exercise, Double)]) -> Bool {
        let grey = remainderShare(muscles)
        return grey > SeriesLimit.greyShare && remainderShare(movements) < grey
    }

    /// The share of `series`' total its remainders hold.
    private static func remainderShare(_ series: [(Exercise, Double)]) -> Double {
        let total = series.reduce(0) { $0 + $1.1 }
        guard total > 0 else { return 0 }
        return series.filter { SeriesLimit.isRemainder($0.0.id) }.reduce(0) { $0 + $1.1 } / total
    }

    /// `found` (exercises and totals) summed per movement ("Legs", "Pulling"),
    /// largest first, every movement named; exercises of no movement in one
    /// "Other (N exercises)". Movements are never folded, as muscle groups are
    /// not: they are already the fewest names a chart can give (five at most),
    /// and a 240×160 "Other (7 exercises)" of pulling, core and cardio was the
    /// largest thing on the chart and answered nothing.
    private static func byMovement(_ found: [(Exercise, Double)], groups: SeriesGroups,
                                   folded: inout [UUID: UUID]) -> [(Exercise, Double)] {
        var sums: [Movement: Double] = [:]
        for (exercise, total) in found {
            if let movement = groups.movement[exercise.id] { sums[movement, default: 0] += total }
        }
        let ranked = Movement.allCases.filter { sums[$0] != nil }.sorted { (sums[$0] ?? 0) > (sums[$1] ?? 0) }
        let shown = Set(ranked)
        var unplaced: [(Exercise, Double)] = []
        for (exercise, total) in found {
            if let movement = groups.movement[exercise.id], shown.contains(movement) {
                folded[exercise.id] = movement.seriesId
            } else {
                unplaced.append((exercise, total))
                folded[exercise.id] = SeriesLimit.otherId
            }
        }
        var series = ranked.filter(shown.contains).compactMap { movement in
            sums[movement].map { (Exercise(id: movement.seriesId, name: movement.seriesName, color: movement.seriesHex), $0) }
        }
        if !unplaced.isEmpty {
            let name = SeriesLimit.otherName(count: unplaced.count, noun: .exercises)
            series.append((Exercise(id: SeriesLimit.otherId, name: name, color: ExerciseColors.otherHex),
                           unplaced.reduce(0) { $0 + $1.1 }))
        }
        return series
    }

    /// Sum of every series' total.
    var grandTotal: Double { entries.reduce(0) { $0 + $1.total } }

    /// A chart item in `entry`'s exercise and colour worth `value`, its share
    /// taken of `grandTotal` (passed in, as callers make many items).
    func item(_ entry: Entry, value: Double, grandTotal: Double, metric: ChartMetric,
              unit: WeightUnit) -> ExerciseChartItem {
        var item = ExerciseChartItem(exercise: entry.exercise, storedValue: value, total: grandTotal,
                                     metric: metric, unit: unit)
        item.color = entry.color
        return item
    }

    /// One item per series, worth its total: the bars of a totals chart, a legend.
    func totalItems(metric: ChartMetric, unit: WeightUnit) -> [ExerciseChartItem] {
        let grand = grandTotal
        return entries.map { item($0, value: $0.total, grandTotal: grand, metric: metric, unit: unit) }
    }
}
