import Foundation
import Testing
@testable import Charts
@testable import Reports
import Workouts
import WorkoutTestSupport

/// Issue 33, a small one: `chart share` of a period whose only sets are at
/// 0 kg said "no training logged".
@Suite struct EmptyTotalsTests {
    @Test func shareOfOnlyZeroVolumeSetsSaysWhatThereIsAndWhichMetricShowsIt() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat")
        try log.log(squat, "2026-11-16", sets: 5, reps: 5, kg: 0)
        try log.log(squat, "2026-11-18", sets: 3, reps: 5, kg: 0)
        let range = try Week(parsing: "2026-W47").days()
        let data = try ChartData(store: log.store).totalsData(range: range, metric: .volume, unit: .kg)
        #expect(data.items.isEmpty)
        for graph in [ShareGraph.graph(data, range: range), TotalsGraph.graph(data, range: range)] {
            // Issue 45.5: the sets volume cannot count are named.
            #expect(graph.subtitle?.hasSuffix("by exercise · none logged · 2 training days · 8 sets not in volume: Squat") == true,
                    "\(graph.subtitle ?? "")")
            #expect(graph.emptyText == "No volume logged in this period (2 training days with sets); sets show them",
                    "\(graph.emptyText)")
        }
        // A period with no sets at all still says so.
        let empty = try ChartData(store: log.store).totalsData(range: try Week(parsing: "2026-W40").days(),
                                                                metric: .volume, unit: .kg)
        let graph = ShareGraph.graph(empty, range: range)
        #expect(graph.subtitle?.hasSuffix("no training logged") == true)
        #expect(graph.emptyText == "No training logged in this period")
    }
}
