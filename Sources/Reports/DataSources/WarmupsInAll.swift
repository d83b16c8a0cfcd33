import Foundation
import Workouts

extension ChartData {
    /// What a chart over `range` whose bars add up to `total` holds "in all": for muscle groups
    /// their real figures (`MuscleFigures`, also returned, for the axis's title), else the
    /// warm-ups among its sets or reps; nil when the plain total says it.
    func inAll(range: DayRange, metric: ChartMetric, unit: WeightUnit, exerciseIds: [UUID]?,
               total: Double) throws(ReportsError) -> (text: String?, figures: MuscleFigures?) {
        if let figures = try muscleFigures(range: range, metric: metric, unit: unit, credits: total) {
            return (figures.inAll, figures)
        }
        return (try warmupsInAll(range: range, metric: metric, unit: unit, exerciseIds: exerciseIds, total: total), nil)
    }

    /// What a chart of sets or reps holds "in all", naming its warm-ups:
    /// "62 in all, 8 of them warm-ups", "4,210 in all, 380 of them in warm-ups",
    /// "2 in all, 1 of them a warm-up", "2 in all, all warm-ups".
    /// Sets and reps count warm-ups as work done (`Metric`), where a muscle
    /// chart, the calendar and the review count working sets; saying how many
    /// lets the two be read together. nil when there were none, for other
    /// metrics and for muscle groups (which leave warm-ups out).
    func warmupsInAll(range: DayRange, metric: ChartMetric, unit: WeightUnit, exerciseIds: [UUID]?,
                      total: Double) throws(ReportsError) -> String? {
        guard muscleCounting == nil, let storeMetric = metric.storeMetric,
              storeMetric == .sets || storeMetric == .reps else { return nil }
        let working: Double
        do {
            working = try store.dailyTotals(AggregateQuery(range: range, metric: storeMetric, unit: unit,
                                                           exerciseIds: exerciseIds, includeWarmups: false))
                .reduce(0) { $0 + $1.value }
        } catch {
            throw ReportsError(error)
        }
        let warmups = (total - working).rounded()
        guard warmups >= 1 else { return nil }
        let all = "\(metric.format(total, unit: unit)) in all"
        let count = NumberFormat.plain(warmups)
        if storeMetric == .sets {
            if warmups >= total { return "\(all), all warm-ups" }
            return warmups == 1 ? "\(all), 1 of them a warm-up" : "\(all), \(count) of them warm-ups"
        }
        return warmups >= total ? "\(all), all in warm-ups" : "\(all), \(count) of them in warm-ups"
    }
}
