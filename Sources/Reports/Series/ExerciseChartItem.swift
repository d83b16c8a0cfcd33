import Foundation
import Charts
import Raster
import Workouts

/// The bar-chart item adapter: one exercise's aggregate as Charts sees it —
/// colour, value, name and legend text ("Push ups 120 (34.5%)").
///
/// The workout model does not conform to `BarChartItem` itself; this wrapper
/// does, so Charts never learns about exercises and Workouts never about charts.
package struct ExerciseChartItem: BarChartItem, Hashable, Sendable {
    /// The exercise's `id` (a muscle group's stand-in id in muscle charts).
    package var exerciseId: UUID
    package var name: String
    /// In the metric's display unit (see `ChartMetric.unitSymbol`).
    package var value: Double
    package var color: Color?
    /// This value's fraction of the whole being compared (nil: no share shown).
    package var share: Double?
    /// What `value` measures, for the value's text.
    package var metric: ChartMetric
    /// The unit of volume and loads, for the value's text.
    package var unit: WeightUnit

    /// An item for one exercise's `value`, drawn in `color` (nil: the chart's palette).
    package init(exerciseId: UUID, name: String, value: Double, color: Color?, share: Double? = nil,
                metric: ChartMetric, unit: WeightUnit) {
        self.exerciseId = exerciseId
        self.name = name
        self.value = value
        self.color = color
        self.share = share
        self.metric = metric
        self.unit = unit
    }

    /// An exercise's aggregate: `value` in the store's unit (seconds, metres, …),
    /// `total` the sum over everything compared, for the share.
    package init(exercise: Exercise, storedValue: Double, total: Double?, metric: ChartMetric, unit: WeightUnit) {
        let value = storedValue * metric.displayFactor
        let share: Double? = total.flatMap { $0 > 0 && $0.isFinite ? storedValue / $0 : nil }
        self.init(exerciseId: exercise.id, name: exercise.name, value: value,
                  color: ExerciseColors.color(hex: exercise.color), share: share, metric: metric, unit: unit)
    }

    /// "Push ups 120 (34.5%)", "Bench Press 12,400 kg (41.2%)"; without a share, "Push ups 120".
    package var legendText: String {
        var text = "\(name) \(metric.format(value, unit: unit))"
        if let share { text += " (\(NumberFormat.percent(share)))" }
        return text
    }
}
