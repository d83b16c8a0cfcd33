import Workouts

/// Where a muscle group stands against a weekly target of working sets: its
/// average over the weeks that are over, and how far below the target's low
/// end that is. Muscle charts with a target lead with the groups furthest
/// below it, the ones a lifter is neglecting.
struct MuscleStanding: Equatable, Sendable {
    /// The group.
    var muscle: MuscleGroup
    /// Working sets a week, averaged over the weeks counted.
    var average: Double
    /// How far the average is below the target's low end (0 at or above it).
    var shortfall: Double
    /// How far the average is above the target's high end (0 at or below it).
    var excess: Double = 0

    /// The groups a weekly target of working sets (10–20 a week) is meant for, and that the review
    /// page weighs against it when no groups are named: the large muscles every programme trains.
    /// Neck, forearms, abs, obliques, lower back, adductors, calves and front delts (trained by every
    /// press) are left out: on a two-year log, "Neck 0/11 · Obliques 0/11 · Abs 0/11" took the review's
    /// four places from a chest under the target in nine weeks of eleven.
    static let targeted: [MuscleGroup] = [
        .chest, .upperBack, .lats, .sideDelts, .rearDelts, .biceps, .triceps, .quads, .hamstrings, .glutes,
    ]

    /// Whether the group averages below the target.
    var isBelow: Bool { shortfall > 0 }

    /// `muscles` furthest below `target` first (then in their given order), from
    /// the weekly sections of `data`. A week not over by `today` is left out of
    /// the average while earlier weeks exist: its sets are not all in yet. Weeks wholly before
    /// `logStart` (the log's first day) are no weeks of nothing trained: left out too.
    static func ranked(_ muscles: [MuscleGroup], in data: WeekChartData, target: ClosedRange<Double>,
                       today: Day?, logStart: Day? = nil) -> [MuscleStanding] {
        let logged = Array(data.sections.dropFirst(WeeksGraph.weeksBefore(logStart, firstDays: data.sections.map(\.day))))
        let over = logged.filter { section in today.map { section.day.adding(days: 6) < $0 } ?? true }
        let weeks = over.isEmpty ? logged : over
        let standings = muscles.map { muscle -> MuscleStanding in
            let id = MuscleExercises.id(muscle)
            let sum = weeks.reduce(0.0) { sum, section in
                sum + section.cells.filter { $0.exerciseId == id }.reduce(0) { $0 + $1.value }
            }
            let average = weeks.isEmpty ? 0 : sum / Double(weeks.count)
            return MuscleStanding(muscle: muscle, average: average, shortfall: max(target.lowerBound - average, 0),
                                  excess: max(average - target.upperBound, 0))
        }
        return standings.enumerated().sorted { a, b in
            a.element.shortfall != b.element.shortfall ? a.element.shortfall > b.element.shortfall : a.offset < b.offset
        }.map(\.element)
    }

    /// The legend's name: "Lats · below target" when under it, "Quads · above target" when over it
    /// (volume past the range is as much a question as too little), else the group's name.
    var legendName: String {
        isBelow ? "\(muscle.displayName) · below target"
            : excess > 0 ? "\(muscle.displayName) · above target" : muscle.displayName
    }
}
