/// Which chart a request asks for: the report presets.
public enum ChartKind: Hashable, Sendable {
    /// Stacked bars, a bar per day of one week, a segment per exercise.
    case week
    /// A bar per exercise over a period, sorted, values labelled.
    case totals
    /// A pie (or donut) of each exercise's share of a period.
    case share
    /// A line over time of one exercise's metric per training day.
    case progress(exercise: String)
    /// Stacked bars, a bar per week, a segment per exercise or muscle group.
    case weeks
    /// A training calendar: a column per week, a row per weekday.
    case calendar(CalendarMetric)

    /// The word in default file names: "week", "totals", "share", "progress".
    public var name: String {
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
    public var defaultMetric: ReportMetric {
        switch self {
        case .progress: .e1rm
        case .calendar(let metric): metric == .volume ? .volume : .sets
        default: .volume
        }
    }

    /// The period used when none is asked for.
    public var defaultPeriod: Period {
        switch self {
        case .week: .currentWeek
        case .totals, .share: .last(days: 28)
        case .progress, .weeks: .last(days: 84)
        case .calendar: .last(days: 364)
        }
    }
}
