import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// The totals over stacked bars never overlap each other or a bar (issue 28,
/// item 6): 48 narrow weekly bars of the real-shape history, where a label is
/// wider than its bar.
@Suite(.serialized) struct StackTotalLabelTests {
    /// The history in a real SQLite log, filled once for the suites that read it.
    static var log: Result<TestLog, any Error> { RealShapeLog.shared }

    @Test(arguments: [ChartSize(width: 380, height: 300), ChartSize(width: 800, height: 500),
                      ChartSize(width: 1600, height: 1000)])
    func totalsStayOffEachOtherAndTheBars(size: ChartSize) throws {
        let log = try Self.log.get()
        let year = try #require(Day(year: 2026, month: 1, day: 1))
        for metric in [ChartMetric.volume, .sets] {
            var request = ChartRequest(kind: .weeks, metric: metric,
                                       period: .days(from: year, to: RealShapeHistory.defaultEndDay),
                                       style: ChartStyle(size: size), today: RealShapeHistory.defaultEndDay)
            // Weekly bars asked for: past 26 weeks the chart bins by month (`MonthBins`).
            request.bin = .week
            let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
            let fonts = try ChartFonts.locate()
            var surface = MarkBoundsSurface(fonts: fonts)
            graph.draw(on: &surface, size: size.layout(scale: 1).size, theme: .light, fonts: fonts)
            // Numbers: the totals and the value axis's ticks (which sit outside the plot, off every bar);
            // the week in progress writes its total "… so far".
            let numbers = surface.text.texts.filter {
                let number = $0.text.hasSuffix(" so far") ? String($0.text.dropLast(7)) : $0.text
                return !number.isEmpty && number.allSatisfy { $0.isNumber || $0 == "," || $0 == "." }
            }
            if size.width >= 1600 { #expect(numbers.count > 20, "\(size) \(metric): totals drawn") }
            let theme = Theme.light
            let bars = surface.rects.filter {
                $0.color.alpha > 0 && $0.color != theme.background && $0.color != theme.plotAreaBackground
                    && min($0.rect.width, $0.rect.height) > 1.5
            }.map(\.rect)
            for (i, a) in numbers.enumerated() {
                let box = a.frame.insetBy(dx: 0.5, dy: 0.5)
                for b in numbers[(i + 1)...] where box.intersects(b.frame) {
                    Issue.record("\(size) \(metric): '\(a.text)' at \(a.frame) overlaps '\(b.text)' at \(b.frame)")
                }
                let covered = bars.filter { $0.intersects(box) }
                #expect(covered.isEmpty, "\(size) \(metric): '\(a.text)' at \(a.frame) lies on bars \(covered.prefix(2))")
            }
        }
    }
}
