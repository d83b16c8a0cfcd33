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
    /// so no remainder outweighs the largest exercise; where no fold of
    /// exercises manages that (a long tail of many small lifts), the series
    /// are the exercises' main muscle groups instead (`byMainMuscle`).
    /// `.none`: one "Other".
    init(totals: [UUID: Double], exercises: [UUID: Exercise], limit: Int? = nil, noun: SeriesNoun = .exercises,
         cap: Int? = nil, keepsZeros: Bool = false, groups: SeriesGroups = .none) {
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
        var colors: [UUID: Color] = [:]
        if let kept = SeriesLimit.kept(count: found.count, limit: limit, cap: cap) {
            var (named, remainders) = SeriesLimit.fold(found.map { ($0.0.id, $0.1) }, kept: kept,
                                                       movements: groups.movement, noun: noun)
            let largest = found.first?.1 ?? 0
            if !groups.isEmpty, remainders.contains(where: { $0.total > largest }),
               let muscles = Self.byMainMuscle(found, groups: groups) {
                // Exercise by exercise, the tail outweighs every lift: the main muscles tell more.
                byMainMuscle = true
                folded = muscles.folded
                found = muscles.found
                if let keptMuscles = SeriesLimit.kept(count: found.count, limit: limit, cap: cap) {
                    (named, remainders) = SeriesLimit.fold(found.map { ($0.0.id, $0.1) }, kept: keptMuscles,
                                                           movements: muscles.movements, noun: .muscleGroups)
                } else {
                    (named, remainders) = (found.count, [])
                }
                for entry in found { colors[entry.0.id] = ExerciseColors.color(hex: entry.0.color) }
            } else {
                colors = ExerciseColors.chartColors(found.map(\.0), exercises: exercises)
            }
            var into: [UUID: UUID] = [:]
            for remainder in remainders { for id in remainder.members { into[id] = remainder.id } }
            // An exercise folded into a muscle group that is itself folded lands in that remainder.
            for (exercise, muscle) in folded { if let remainder = into[muscle] { folded[exercise] = remainder } }
            for (id, remainder) in into { folded[id] = remainder }
            if named < found.count {
                found = Array(found.prefix(named)) + remainders.map {
                    (Exercise(id: $0.id, name: $0.name, color: $0.hex), $0.total)
                }
            }
        } else {
            colors = ExerciseColors.chartColors(found.map(\.0), exercises: exercises)
        }
        // Equipment suffixes go where the name stays unique among the series shown ("Bench Press", not a cut
        // "Bench Press (…"); remainders and muscle groups keep theirs.
        let names = ShortNames.shown(found.map(\.0.name))
        entries = zip(found, names).map { pair, name in
            var (exercise, total) = pair
            let remainder = SeriesLimit.isRemainder(exercise.id)
            if !remainder { exercise.name = name }
            return Entry(exercise: exercise, total: total,
                         color: remainder ? ExerciseColors.color(hex: exercise.color) : colors[exercise.id])
        }
        index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.exercise.id, $0) })
        for (id, into) in folded { if let at = index[into] { index[id] = at } }
    }

    /// Whether the series are the exercises' main muscle groups rather than the exercises.
    var byMainMuscle = false

    /// `found` summed by each exercise's main muscle group (its stand-in, `MuscleExercises`),
    /// exercises with none kept as they are; which exercise went where; the groups' movements.
    /// nil when too few exercises have a main muscle for it to say more.
    private static func byMainMuscle(_ found: [(Exercise, Double)], groups: SeriesGroups)
        -> (found: [(Exercise, Double)], folded: [UUID: UUID], movements: [UUID: Movement])? {
        var sums: [MuscleGroup: Double] = [:]
        var rest: [(Exercise, Double)] = []
        var folded: [UUID: UUID] = [:]
        var movements: [UUID: Movement] = [:]
        for (exercise, total) in found {
            if let muscle = groups.mainMuscle[exercise.id] {
                sums[muscle, default: 0] += total
                folded[exercise.id] = MuscleExercises.id(muscle)
            } else {
                rest.append((exercise, total))
                if let movement = groups.movement[exercise.id] { movements[exercise.id] = movement }
            }
        }
        guard sums.count >= SeriesLimit.minimum else { return nil }
        var muscles = sums.map { (MuscleExercises.exercise($0.key), $0.value) }
        for muscle in sums.keys { movements[MuscleExercises.id(muscle)] = Movement(muscle) }
        muscles += rest
        muscles.sort { a, b in a.1 != b.1 ? a.1 > b.1 : a.0.name.lowercased() < b.0.name.lowercased() }
        return (muscles, folded, movements)
    }

    /// The exercises of `totals` (summed over their days) in series order,
    /// largest first: how a chart ranks them before any "Other".
    static func ranking(_ totals: [DayExerciseTotal], exercises: [Exercise]) -> [Exercise] {
        var sums: [UUID: Double] = [:]
        for total in totals { sums[total.exerciseId, default: 0] += total.value }
        let byId = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return ExerciseSeries(totals: sums, exercises: byId).entries.map(\.exercise)
    }

    /// Sum of every series' total.
    var grandTotal: Double { entries.reduce(0) { $0 + $1.total } }

    /// A chart item in `entry`'s exercise and colour worth `value`, its share
    /// taken of `grandTotal` (passed in, as callers make many items).
    func item(_ entry: Entry, value: Double, grandTotal: Double, metric: ReportMetric,
              unit: WeightUnit) -> ExerciseChartItem {
        var item = ExerciseChartItem(exercise: entry.exercise, storedValue: value, total: grandTotal,
                                     metric: metric, unit: unit)
        item.color = entry.color
        return item
    }

    /// One item per series, worth its total: the bars of a totals chart, a legend.
    func totalItems(metric: ReportMetric, unit: WeightUnit) -> [ExerciseChartItem] {
        let grand = grandTotal
        return entries.map { item($0, value: $0.total, grandTotal: grand, metric: metric, unit: unit) }
    }
}
