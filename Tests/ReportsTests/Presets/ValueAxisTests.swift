import Foundation
import Raster
import Testing
@testable import Charts
@testable import Reports
import Workouts

/// Value axes that cannot mislead: never below zero for quantities that
/// cannot be negative, area fills down to zero, whole-number ticks for counts.
@Suite struct ValueAxisTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    func valueAxis(_ graph: Graph) throws -> AxisLayout {
        let layout = graph.layout(size: Size(width: 1200, height: 750), theme: .light, fonts: fonts)
        return try #require(layout.plotArea.yAxis?.layout)
    }

    func progress(_ values: [Double], metric: ChartMetric) throws -> Graph {
        let start = try day("2026-11-02")
        let series = ProgressSeries(values: values.enumerated().map { (start.adding(days: 2 * $0), $1) },
                                    range: DayRange(start, try day("2026-11-22")), metric: metric)
        let squat = Exercise(name: "Squat", color: "#D55E00")
        return ProgressGraph.graph(series, exercise: squat, metric: metric, unit: .kg)
    }

    @Test func progressOfVolumeStartsAtZeroAndFillsDownToIt() throws {
        let graph = try progress([5000, 5200, 5100, 5600, 5900], metric: .volume)
        let axis = try valueAxis(graph)
        #expect(axis.range.minimum == 0, "the fill's amount is measured from zero: \(axis.range)")
        let fills = graph.plots.compactMap { ($0 as? LinePlot)?.areaFill }
        #expect(!fills.isEmpty && fills.allSatisfy { $0.base == 0 })
        // Small values near zero never get a negative axis either.
        let small = try valueAxis(try progress([0.2, 3, 0.5, 2], metric: .distance))
        #expect(small.range.minimum >= 0 && small.majorTicks.allSatisfy { $0 >= 0 }, "\(small.majorTicks)")
    }

    /// An estimated 1RM is a level, not an amount: an unbroken squat line from 145 to 157 kg was
    /// filled down to a zero axis, where the rise took a tenth of the plot and read as flat. It is
    /// drawn unfilled on an axis fitted to its values, where the rise takes most of the height.
    @Test func progressOfAnEstimated1RMFitsItsValuesUnfilled() throws {
        let values = [145.0, 147, 146, 150, 152, 151, 155, 157]
        let graph = try progress(values, metric: .e1rm)
        let fills = graph.plots.compactMap { ($0 as? LinePlot)?.areaFill }
        #expect(fills.isEmpty, "no fill under a level")
        let axis = try valueAxis(graph)
        #expect(axis.range.minimum > 0, "\(axis.range)")
        let rise = (157 - 145) / (axis.range.maximum - axis.range.minimum)
        #expect(rise >= 0.5, "the rise takes \(rise) of the axis \(axis.range)")
    }

    @Test func countsGetWholeNumberTicks() throws {
        for metric in [ChartMetric.reps, .sets] {
            let axis = try valueAxis(try progress([1, 2, 3, 2], metric: metric))
            #expect(axis.majorTicks.allSatisfy { $0 == $0.rounded() }, "\(metric): \(axis.majorTicks)")
            #expect(axis.majorTicks.count >= 2 && axis.range.minimum >= 0, "\(metric): \(axis.majorTicks)")
        }
        // A week of three sets a day: 0, 1, 2, 3 — never 0.5, 1.5, 2.5.
        let week = try Week(parsing: "2026-W47")
        let squat = Exercise(name: "Squat", color: "#D55E00")
        let totals = [DayExerciseTotal(day: try day("2026-11-16"), exerciseId: squat.id, value: 3, sets: 3)]
        let data = WeekChartData(days: week.days().days, totals: totals, exercises: [squat], metric: .sets, unit: .kg)
        let axis = try valueAxis(WeekGraph.graph(data, week: week, range: week.days()))
        #expect(axis.majorTicks.allSatisfy { $0 == $0.rounded() }, "\(axis.majorTicks)")
        // Volume keeps its fractional steps where they make sense.
        let volume = try valueAxis(try progress([0.5, 1, 1.5], metric: .volume))
        #expect(volume.majorTicks.contains { $0 != $0.rounded() }, "\(volume.majorTicks)")
    }
}
