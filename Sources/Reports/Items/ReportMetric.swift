import Workouts

/// What a chart measures. The store's `Metric`s plus the estimated one-rep
/// max, which only progress lines use.
public enum ReportMetric: String, Hashable, Sendable, CaseIterable {
    /// Sum of reps.
    case reps
    /// Number of sets.
    case sets
    /// Sum of reps × load, warm-ups left out.
    case volume
    /// Sum of set durations (timed work, cardio).
    case duration
    /// Sum of distances.
    case distance
    /// Best Epley estimate of the day (progress charts only).
    case e1rm

    /// Metrics a week, totals or share chart can add up.
    public static let summable: [ReportMetric] = [.reps, .sets, .volume, .duration, .distance]
    /// Metrics a progress line can follow.
    public static let progress: [ReportMetric] = [.e1rm, .volume, .reps, .sets, .duration, .distance]

    /// The store metric that sums this one; nil for e1rm.
    public var storeMetric: Metric? {
        switch self {
        case .reps: .reps
        case .sets: .sets
        case .volume: .volume
        case .duration: .duration
        case .distance: .distance
        case .e1rm: nil
        }
    }

    /// Stored values (seconds, metres) are shown in minutes and kilometres,
    /// which read better on an axis; this is the factor.
    var displayFactor: Double {
        switch self {
        case .duration: 1.0 / 60
        case .distance: 1.0 / 1000
        default: 1
        }
    }

    /// The unit printed after numbers: "kg", "min", "km"; empty for counts.
    public func unitSymbol(_ unit: WeightUnit) -> String {
        switch self {
        case .reps, .sets: ""
        case .volume, .e1rm: unit.rawValue
        case .duration: "min"
        case .distance: "km"
        }
    }

    /// The value axis title: "Volume (kg)", "Reps", "Duration (h:mm:ss)".
    public func axisTitle(_ unit: WeightUnit) -> String {
        if self == .duration { return "Duration (h:mm:ss)" }
        let symbol = unitSymbol(unit)
        return symbol.isEmpty ? displayName : "\(displayName) (\(symbol))"
    }

    /// "Volume", "Estimated 1RM", …
    public var displayName: String {
        switch self {
        case .reps: "Reps"
        case .sets: "Sets"
        case .volume: "Volume"
        case .duration: "Duration"
        case .distance: "Distance"
        case .e1rm: "Estimated 1RM"
        }
    }

    /// `displayName` inside a sentence: "volume", "estimated 1RM" (only the
    /// first letter lowered, so "1RM" stays as written).
    public var phrase: String {
        displayName.prefix(1).lowercased() + displayName.dropFirst()
    }

    /// A value with its unit for legends and labels: "120", "12,400 kg",
    /// "21:30" (a duration, given in minutes, reads as a clock).
    public func format(_ value: Double, unit: WeightUnit) -> String {
        if self == .duration { return NumberFormat.clock(minutes: value) }
        let number = NumberFormat.plain(value)
        let symbol = unitSymbol(unit)
        return symbol.isEmpty ? number : "\(number) \(symbol)"
    }

    /// A value as words stand on their own, for a mark's title: counts say what
    /// they count ("6 sets", "1 rep"), the rest as `format` writes them.
    public func words(_ value: Double, unit: WeightUnit) -> String {
        switch self {
        case .sets: "\(NumberFormat.plain(value)) set\(value == 1 ? "" : "s")"
        case .reps: "\(NumberFormat.plain(value)) rep\(value == 1 ? "" : "s")"
        default: format(value, unit: unit)
        }
    }
}
