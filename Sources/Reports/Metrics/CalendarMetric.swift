import Workouts

/// What a training calendar shades each day by (`chart calendar --metric`).
/// Not a `ChartMetric`: days trained, and sets without warm-ups, are sums no other chart adds up.
package enum CalendarMetric: String, Hashable, Sendable, CaseIterable {
    /// Trained that day or not.
    case sessions
    /// Working sets that day.
    case sets
    /// Volume that day (warm-ups left out).
    case volume

    /// A day's value in words, for the title of its cell: "trained", "12 working sets", "2,645 kg".
    package func describe(_ value: Double, unit: WeightUnit) -> String {
        switch self {
        case .sessions: "trained"
        case .sets: "\(NumberFormat.plain(value)) working set\(value == 1 ? "" : "s")"
        case .volume: value == 0 ? "trained, no volume" : ChartMetric.volume.format(value, unit: unit)
        }
    }
}
