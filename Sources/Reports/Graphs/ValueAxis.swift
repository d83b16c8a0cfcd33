import Charts

/// Value-axis rules every preset shares: no quantity a chart draws can be
/// negative, so an automatic axis never dips below zero; counts (sets,
/// reps) get whole-number ticks only.
enum ValueAxis {
    static func apply(_ metric: ReportMetric, to axis: inout Axis?) {
        axis?.lowerLimit = 0
        axis?.wholeNumbers = metric == .reps || metric == .sets
    }
}
