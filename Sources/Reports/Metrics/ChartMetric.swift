import Workouts

/// What a chart measures: a sum the store adds up (`Metric`), or the estimated
/// one-rep max, which only progress lines use. Written on the command line as
/// the store metric's word ("volume") or "e1rm".
package enum ChartMetric: Hashable, Sendable {
    /// The store's `Metric` added up per day or per exercise (volume with warm-ups left out).
    case sum(Metric)
    /// Best Epley estimate of the day (progress charts only).
    case e1rm
    /// The heaviest load of the day's working sets (progress charts only): for a
    /// bodyweight lift while the body weight is unknown, the added load, so a
    /// weighted pull-up going from bw+10 kg to bw+17.5 kg shows its rise.
    case topSet

    /// Sum of reps.
    package static let reps = ChartMetric.sum(.reps)
    /// Number of sets.
    package static let sets = ChartMetric.sum(.sets)
    /// Sum of reps × load, warm-ups left out.
    package static let volume = ChartMetric.sum(.volume)
    /// Sum of set durations (timed work, cardio).
    package static let duration = ChartMetric.sum(.duration)
    /// Sum of distances.
    package static let distance = ChartMetric.sum(.distance)

    /// Metrics a week, totals or share chart can add up: every store metric, in its order.
    package static let summable: [ChartMetric] = Metric.allCases.map(ChartMetric.sum)
    /// Metrics a progress line can follow.
    package static let progress: [ChartMetric] = [.e1rm, .topSet, .volume, .reps, .sets, .duration, .distance]

    /// The store metric that sums this one; nil for a level reached (e1rm, top set),
    /// which only a progress line can show.
    package var storeMetric: Metric? {
        switch self {
        case .sum(let metric): metric
        case .e1rm, .topSet: nil
        }
    }

    /// Stored values (seconds, metres) are shown in minutes and kilometres,
    /// which read better on an axis; this is the factor.
    var displayFactor: Double {
        switch self {
        case .sum(.duration): 1.0 / 60
        case .sum(.distance): 1.0 / 1000
        case .sum(.reps), .sum(.sets), .sum(.volume), .e1rm, .topSet: 1
        }
    }

    /// The unit printed after numbers: "kg", "min", "km"; empty for counts.
    package func unitSymbol(_ unit: WeightUnit) -> String {
        switch self {
        case .sum(.reps), .sum(.sets): ""
        case .sum(.volume), .e1rm, .topSet: unit.rawValue
        case .sum(.duration): "min"
        case .sum(.distance): "km"
        }
    }

    /// The value axis title: "Volume (kg)", "Reps", "Duration (h:mm:ss)".
    package func axisTitle(_ unit: WeightUnit) -> String {
        if self == .duration { return "Duration (h:mm:ss)" }
        let symbol = unitSymbol(unit)
        return symbol.isEmpty ? displayName : "\(displayName) (\(symbol))"
    }

    /// "Volume", "Estimated 1RM", …
    package var displayName: String {
        switch self {
        case .sum(.reps): "Reps"
        case .sum(.sets): "Sets"
        case .sum(.volume): "Volume"
        case .sum(.duration): "Duration"
        case .sum(.distance): "Distance"
        case .e1rm: "Estimated 1RM"
        case .topSet: "Top set"
        }
    }

    /// `displayName` inside a sentence: "volume", "estimated 1RM" (only the
    /// first letter lowered, so "1RM" stays as written).
    package var phrase: String {
        displayName.prefix(1).lowercased() + displayName.dropFirst()
    }

    /// A value with its unit for legends and labels: "120", "12,400 kg",
    /// "21:30" (a duration, given in minutes, reads as a clock).
    package func format(_ value: Double, unit: WeightUnit) -> String {
        if self == .duration { return NumberFormat.clock(minutes: value) }
        let number = NumberFormat.plain(value)
        let symbol = unitSymbol(unit)
        return symbol.isEmpty ? number : "\(number) \(symbol)"
    }

    /// A value as words stand on their own, for a mark's title: counts say what
    /// they count ("6 sets", "1 rep"), the rest as `format` writes them.
    package func words(_ value: Double, unit: WeightUnit) -> String {
        switch self {
        case .sum(.sets): "\(NumberFormat.plain(value)) set\(value == 1 ? "" : "s")"
        case .sum(.reps): "\(NumberFormat.plain(value)) rep\(value == 1 ? "" : "s")"
        case .sum(.volume), .sum(.duration), .sum(.distance), .e1rm, .topSet: format(value, unit: unit)
        }
    }
}

extension ChartMetric: RawRepresentable, CaseIterable {
    /// Every metric as `--metric` lists it: the store's, in their order, then e1rm and top-set.
    package static let allCases: [ChartMetric] = summable + [.e1rm, .topSet]

    /// The word `--metric` takes: the store metric's ("volume"), "e1rm" or "top-set".
    package var rawValue: String {
        switch self {
        case .sum(let metric): metric.rawValue
        case .e1rm: "e1rm"
        case .topSet: "top-set"
        }
    }

    /// The metric `rawValue` names; nil for any other word.
    package init?(rawValue: String) {
        if rawValue == "e1rm" {
            self = .e1rm
        } else if rawValue == "top-set" {
            self = .topSet
        } else if let metric = Metric(rawValue: rawValue) {
            self = .sum(metric)
        } else {
            return nil
        }
    }
}
