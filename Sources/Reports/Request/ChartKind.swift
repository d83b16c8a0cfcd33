import Workouts

/// Which chart a request asks for: the report presets, each with its own
/// options (a horizontal totals chart, a donut, a weekly target), as
/// `.progress(exercise:)` carries its exercise. `ChartKind.preset` is the
/// preset that draws it.
package enum ChartKind: Hashable, Sendable {
    /// Stacked bars, a bar per day of one week, a segment per exercise.
    case week
    /// A bar per exercise over a period, sorted, values labelled; `horizontal`: bars grow to the right.
    case totals(horizontal: Bool)
    /// A pie of each exercise's share of a period; `donut`: a ring with the total in the middle.
    case share(donut: Bool)
    /// A line over time of one exercise's metric per training day.
    case progress(exercise: String)
    /// Stacked bars, a bar per week, a segment per exercise or muscle group;
    /// with a `target`, chosen muscle groups side by side over the target band.
    case weeks(target: MuscleTarget?)
    /// A training calendar: a column per week, a row per weekday.
    case calendar(CalendarMetric)

    /// Vertical totals bars.
    package static var totals: ChartKind { .totals(horizontal: false) }
    /// A pie (not a donut).
    package static var share: ChartKind { .share(donut: false) }
    /// Stacked weekly bars without a target.
    package static var weeks: ChartKind { .weeks(target: nil) }

    /// The word in default file names: "week", "totals", "share", "progress".
    package var name: String {
        switch self {
        case .week: "week"
        case .totals: "totals"
        case .share: "share"
        case .progress: "progress"
        case .weeks: "weeks"
        case .calendar: "calendar"
        }
    }

    /// The metric used when none is asked for.
    package var defaultMetric: ChartMetric {
        switch self {
        case .progress: .e1rm
        case .calendar(let metric): metric == .volume ? .volume : .sets
        default: .volume
        }
    }

    /// The period used when none is asked for.
    package var defaultPeriod: Period {
        switch self {
        case .week: .currentWeek
        case .totals, .share: .last(days: 28)
        case .progress, .weeks: .last(days: 84)
        case .calendar: .last(days: 364)
        }
    }

    /// The preset that queries, draws and names this kind of chart.
    var preset: any ChartPreset {
        switch self {
        case .week: WeekPreset()
        case .totals(let horizontal): TotalsPreset(horizontal: horizontal)
        case .share(let donut): SharePreset(donut: donut)
        case .progress(let exercise): ProgressPreset(exercise: exercise)
        case .weeks(let target): WeeksPreset(target: target)
        case .calendar(let metric): CalendarPreset(metric: metric)
        }
    }

    /// Whether this kind draws series of exercises or muscle groups
    /// (`--by`, `--top`, `--exercise`); progress and calendar have one.
    var hasSeries: Bool {
        switch self {
        case .progress, .calendar: false
        default: true
        }
    }
}

/// `chart weeks --target LO-HI --muscle …`: working sets per muscle group per
/// week to aim for, and the groups drawn against it.
package struct MuscleTarget: Hashable, Sendable {
    /// Working sets a week.
    package var range: ClosedRange<Double>
    /// The muscle groups drawn side by side.
    package var muscles: [MuscleGroup]

    /// `range` for `muscles`.
    package init(range: ClosedRange<Double>, muscles: [MuscleGroup]) {
        self.range = range
        self.muscles = muscles
    }
}
