import Charts
import Foundation
import Raster
import TrainingDemo
import Typeset
import Testing
@testable import Reports
import Workouts

/// The calendar, redesigned (issue 36, points 5, 6 and 8), checked from what
/// the chart draws: square cells at every size, a legend of round bins with
/// the unit once, a faintest shade that never reads as rest, and at the
/// smallest size no text on text or off the image.
@Suite(.serialized) struct CalendarLayoutTests {
    /// Records the bounds of every shape filled in one of `colors` (a calendar's cells and its legend's swatches).
    struct CellSurface: Surface {
        var colors: [Color]
        var cells: [Rect] = []
        mutating func fill(_ path: Path, with paint: Paint, rule: FillRule) { record(path.bounds, paint) }
        mutating func fillRect(_ rect: Rect, with paint: Paint) { record(rect, paint) }
        private mutating func record(_ rect: Rect, _ paint: Paint) {
            if case .solid(let color) = paint, colors.contains(color) { cells.append(rect) }
        }
        mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {}
        mutating func drawText(_ text: String, style: LabelStyle, at point: Point,
                               horizontal: HorizontalAlignment, vertical: VerticalAlignment, rotation: Float) {}
        mutating func pushClip(_ rect: Rect) {}
        mutating func popClip() {}
        mutating func pushTransform(_ transform: Transform) {}
        mutating func popTransform() {}
    }

    static let sizes = [ChartSize(width: 240, height: 160), ChartSize(width: 480, height: 300),
                        ChartSize(width: 800, height: 500), ChartSize(width: 1600, height: 1000),
                        ChartSize(width: 3840, height: 2160), ChartSize(width: 1000, height: 1000)]

    static func graph(_ metric: CalendarMetric, days: Int, size: ChartSize, theme: Theme = .light) throws -> Graph {
        let log = try RealShapeLog.shared.get()
        let request = ChartRequest(kind: .calendar(metric), period: .last(days: days),
                                   style: ChartStyle(size: size, theme: theme), today: RealShapeHistory.defaultEndDay)
        return try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
    }

    @Test(arguments: [CalendarMetric.sessions, .volume])
    func cellsAreSquareAtEverySize(metric: CalendarMetric) throws {
        let fonts = try ChartFonts.locate()
        for size in Self.sizes {
            for days in [364, 728] {
                let graph = try Self.graph(metric, days: days, size: size)
                let plot = try #require(graph.plots.first as? HeatmapPlot)
                let steps = plot.colorSteps()
                var surface = CellSurface(colors: [plot.scale.zeroColor(theme: .light)]
                    + steps.indices.map { plot.scale.stepColor($0, of: steps.count, theme: .light) })
                let layout = size.layout(scale: 1)
                graph.draw(on: &surface, size: layout.size, theme: .light, fonts: fonts)
                #expect(surface.cells.count >= 300, "\(size), \(days) days: the cells are drawn")
                // Within a pixel of the image.
                let pixel = 1 / layout.scale
                let odd = surface.cells.filter { abs($0.width - $0.height) > pixel }
                #expect(odd.isEmpty, "\(size), \(days) days: \(odd.count) cells not square, e.g. \(odd.first.map { "\($0.width)×\($0.height)" } ?? "")")
                // And the grid uses the width: a year's weeks span at least half of it, unless the cells are at their largest.
                let left = surface.cells.map(\.minX).min() ?? 0, right = surface.cells.map(\.maxX).max() ?? 0
                let widest = (surface.cells.first?.width ?? 0) >= 40
                #expect(widest || right - left >= layout.size.width * 0.6, "\(size), \(days) days: the grid spans \(right - left) of \(layout.size.width)")
            }
        }
    }

    /// Round numbers: 1, 2, 2.5 or 5 times a power of ten.
    static func isRound(_ value: Double) -> Bool {
        guard value > 0 else { return false }
        let mantissa = value / pow(10, floor(log10(value)))
        return [1, 2, 2.5, 5, 10].contains { abs(mantissa - $0) < 1e-9 }
    }

    @Test func volumeLegendHasRoundBinsAndTheUnitOnce() throws {
        let range = DayRange(try day("2026-01-05"), try day("2026-03-29"))
        let streak = WeeklyStreak(current: 0, longest: 0, thisWeekTrained: false, since: nil)
        // Daily volumes of a real week (whole kilograms, as most logs), a light day and a heavy one.
        for (top, unit) in [(6_816.0, WeightUnit.kg), (11_878, .kg), (950, .kg), (37_215, .lb), (2_430.5, .kg)] {
            var values: [Day: Double] = [:]
            for (i, share) in [0.2, 0.45, 0.7, 0.9, 1.0].enumerated() {
                values[range.from.adding(days: i * 3)] = (top * share).rounded()
            }
            values[range.from.adding(days: 12)] = top
            let chart = CalendarGraph.chart(values: values, range: range, today: range.to, weekStart: .monday,
                                             metric: .volume, unit: unit, streak: streak)
            let steps = chart.plot.colorSteps()
            let labels = steps.map(\.label)
            #expect(steps.count >= 2, "\(top) \(unit): \(labels)")
            #expect(steps.allSatisfy { Self.isRound($0.upper) }, "\(top) \(unit): edges \(steps.map(\.upper))")
            #expect(steps.last.map { $0.upper >= top } == true)
            #expect(!labels.joined().contains("K"), "\(labels)")
            let units = [unit.rawValue, "t"]
            let mentions = labels.map { label in units.filter { label.hasSuffix(" " + $0) }.count }
            #expect(mentions.dropLast().allSatisfy { $0 == 0 } && mentions.last == 1,
                    "\(top) \(unit): the unit once, after the last bin: \(labels)")
            #expect(labels.allSatisfy { !$0.contains("kg") || !$0.contains(" t") })
        }
        // The day's volumes of the issue: "≤ 1.704K kg" no more.
        var values: [Day: Double] = [:]
        for i in 0..<20 { values[range.from.adding(days: i * 4)] = 6_816 * Double(i + 1) / 20 }
        let chart = CalendarGraph.chart(values: values, range: range, today: range.to, weekStart: .monday,
                                         metric: .volume, unit: .kg, streak: streak)
        #expect(chart.plot.colorSteps().map(\.label) == ["≤ 2", "2–5", "5–10 t"])
    }

    @Test(arguments: [Theme.light, .dark])
    func firstShadeStandsApartFromRest(theme: Theme) throws {
        for metric in CalendarMetric.allCases {
            let graph = try Self.graph(metric, days: 364, size: ChartSize(width: 800, height: 500), theme: theme)
            let plot = try #require(graph.plots.first as? HeatmapPlot)
            let steps = plot.colorSteps()
            let rest = plot.scale.zeroColor(theme: theme)
            let first = plot.scale.stepColor(0, of: steps.count, theme: theme)
            let ratio = Color.contrastRatio(first, rest)
            #expect(ratio >= 1.5, "\(metric) in \(theme == .light ? "light" : "dark"): first shade against rest \(ratio):1")
            // Each shade stands apart from the one before.
            for i in steps.indices.dropFirst() {
                let r = Color.contrastRatio(plot.scale.stepColor(i, of: steps.count, theme: theme),
                                            plot.scale.stepColor(i - 1, of: steps.count, theme: theme))
                #expect(r >= 1.3, "\(metric): step \(i) against step \(i - 1): \(r):1")
            }
        }
    }

    /// The calendar's part of the smallest-size check (the whole is `LayoutAtEverySizeTests`,
    /// still disabled there for another kind): weekday labels thinned, the legend wrapped.
    @Test(arguments: [Theme.light, .dark])
    func noTextOverlapsOrLeavesTheImageAtTheSmallestSize(theme: Theme) throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        var all: [String] = []
        for (size, scale) in [(ChartSize.minimum, Float(1)), (ChartSize.minimum, 2), (ChartSize(width: 300, height: 200), 1)] {
            let layout = size.layout(scale: scale)
            for metric in CalendarMetric.allCases {
                for days in [364, 728] {
                    let request = ChartRequest(kind: .calendar(metric), period: .last(days: days),
                                               style: ChartStyle(size: size, scale: scale, theme: theme),
                                               today: RealShapeHistory.defaultEndDay)
                    let graph = try ChartRenderer.prepare(request, data: data).graph
                    for problem in LayoutAtEverySizeTests.problems(graph, layout: layout.size, pixelsPerUnit: layout.scale,
                                                                   theme: theme, fonts: fonts) {
                        all.append("\(metric) \(days) days at \(size) ×\(scale): \(problem)")
                    }
                }
            }
        }
        #expect(all.isEmpty, "\(all.count) problems:\n\(all.prefix(40).joined(separator: "\n"))")
    }
}
