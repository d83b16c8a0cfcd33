import Charts

/// Value-axis rules every graph shares: no quantity a chart draws can be
/// negative, so an automatic axis never dips below zero; counts (sets,
/// reps) get whole-number ticks only.
enum ValueAxis {
    static func apply(_ metric: ChartMetric, to axis: inout Axis?) {
        axis?.lowerLimit = 0
        axis?.wholeNumbers = metric == .reps || metric == .sets
        // Minutes tick as a clock reads them (2 h, 4 h), never every 100 minutes ("1:40:00").
        if metric == .duration { axis?.ticks = .durations(secondsPerUnit: 60) }
    }
}
