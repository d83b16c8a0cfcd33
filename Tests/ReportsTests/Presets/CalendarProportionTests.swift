import Basics
@testable import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// The calendar in proportion (issue 45, point 8): a year's cells span most of the width and
/// every month is named, at any size; drawn without a size it takes an image of its own shape;
/// neighbouring shades of its legend stand apart.
@Suite(.serialized) struct CalendarProportionTests {
    static let sizes = [ChartSize(width: 480, height: 300), ChartSize(width: 800, height: 500),
                        CalendarGraph.defaultSize]

    /// The calendar's grid as drawn at `size`, with the plot frame it was laid out in.
    static func layout(size: ChartSize, theme: Theme = .light) throws -> (grid: HeatmapLayout, image: Size) {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        let request = ChartRequest(kind: .calendar(.volume), period: .last(days: 364),
                                   style: ChartStyle(size: size, theme: theme), today: RealShapeHistory.defaultEndDay)
        let graph = try ChartRenderer.prepare(request, data: data).graph
        let image = size.layout(scale: 1).size
        let canvas = theme.forCanvas(image)
        let frame = graph.layout(size: image, theme: theme, fonts: fonts).plotArea.frame
        let plot = try #require(graph.plots.first as? HeatmapPlot)
        let context = PlotContext(theme: canvas, fonts: fonts, seriesIndex: 0)
        let grid = plot.layout(in: frame, context: context)
        return (grid, image)
    }

    @Test(arguments: sizes) func aYearSpansMostOfTheWidth(size: ChartSize) throws {
        let (grid, image) = try Self.layout(size: size)
        #expect(grid.gridFrame.width >= image.width * 0.7, "\(size): the cells span \(grid.gridFrame.width) of \(image.width)")
    }

    /// A year at 1600 × 1000, and at 3840 × 2400, was a strip across the middle of the image:
    /// now it is two half-years, the second starting at a month, filling most of the height;
    /// at 3840 × 2400 its cells grow with the text, as a 1600 × 1000 one enlarged.
    @Test(arguments: [ChartSize(width: 1600, height: 1000), ChartSize(width: 3840, height: 2400)])
    func aYearOnATallImageIsTwoHalfYears(size: ChartSize) throws {
        let (grid, image) = try Self.layout(size: size)
        #expect(grid.bands.count == 2, "\(size): \(grid.bands.map(\.columns))")
        #expect(grid.gridFrame.height >= image.height * 0.55, "\(size): \(grid.gridFrame) in \(image)")
        #expect(grid.gridFrame.width >= image.width * 0.7, "\(size): \(grid.gridFrame) in \(image)")
        let second = try #require(grid.bands.last).columns.lowerBound
        let starts = grid.columnLabels.first { $0.index == second }?.text ?? ""
        #expect(MonthNames.short.contains(starts), "\(size): the second half begins at a month, not \"\(starts)\"")
        let named = Set(grid.columnLabels.compactMap { $0.text.split(separator: " ").first.map(String.init) })
        #expect(named == Set(MonthNames.short), "\(size): \(grid.columnLabels.map(\.text))")
    }

    @Test(arguments: sizes) func aYearNamesAllTwelveMonths(size: ChartSize) throws {
        let (grid, _) = try Self.layout(size: size)
        let named = Set(grid.columnLabels.compactMap { $0.text.split(separator: " ").first.map(String.init) })
        #expect(named == Set(MonthNames.short), "\(size): \(grid.columnLabels.map(\.text))")
    }

    /// A new lifter's calendar was a year of grey cells with three trained days at its right end: without
    /// a period asked for it starts in the month the log began, and its own image is as narrow as its
    /// weeks, so its cells (as large as a year's can be at that height) fill most of that image's height.
    @Test func aNewLogsCalendarIsItsFirstMonthOnAnImageOfThatShape() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#0072B2")
        for day in ["2026-11-23", "2026-11-25", "2026-11-27"] { try log.log(squat, day, sets: 3, reps: 5, kg: 60) }
        let data = try ChartData(store: log.store)
        var request = ChartRequest(kind: .calendar(.sessions), style: ChartStyle(size: CalendarGraph.defaultSize),
                                   today: try day("2026-11-29"))
        request.fitsOwnSize = true
        let prepared = try ChartRenderer.prepare(request, data: data)
        #expect(prepared.graph.title == "Training calendar · 1–29 Nov 2026", "\(prepared.graph.title ?? "")")
        let own = try #require(prepared.ownSize)
        #expect(own.width < CalendarGraph.defaultSize.width && own.height == CalendarGraph.defaultSize.height, "\(own)")
        let fonts = try ChartFonts.locate()
        let image = own.layout(scale: 1).size
        let frame = prepared.graph.layout(size: image, theme: .light, fonts: fonts).plotArea.frame
        let plot = try #require(prepared.graph.plots.first as? HeatmapPlot)
        let context = PlotContext(theme: Theme.light.forCanvas(image), fonts: fonts, seriesIndex: 0)
        let grid = plot.layout(in: frame, context: context)
        #expect(grid.gridFrame.height >= image.height * 0.45, "\(grid.gridFrame) in \(image)")
        #expect(grid.gridFrame.width >= image.width * 0.3, "\(grid.gridFrame) in \(image)")
        // A period asked for is kept: the last 52 weeks are a year, on the year's image.
        request.periodFlags.last = "52w"
        let year = try ChartRenderer.prepare(request, data: data)
        #expect(year.ownSize == CalendarGraph.defaultSize, "\(String(describing: year.ownSize))")
    }

    @Test func theDefaultCalendarImageIsWideAndShort() throws {
        let size = CalendarGraph.defaultSize
        #expect(Float(size.width) / Float(size.height) >= 3)
        let (grid, image) = try Self.layout(size: size)
        // The cells, not empty space, fill it: the grid takes most of the height too.
        #expect(grid.gridFrame.height >= image.height * 0.45, "\(grid.gridFrame) in \(image)")
    }

    @Test(arguments: [Theme.light, .dark]) func neighbouringShadesStandApart(theme: Theme) throws {
        for metric in CalendarMetric.allCases where metric != .sessions {
            let request = ChartRequest(kind: .calendar(metric), period: .last(days: 364),
                                       style: ChartStyle(size: ChartSize(width: 800, height: 500), theme: theme),
                                       today: RealShapeHistory.defaultEndDay)
            let log = try RealShapeLog.shared.get()
            let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
            let plot = try #require(graph.plots.first as? HeatmapPlot)
            let steps = plot.colorSteps()
            let shades = [plot.scale.zeroColor(theme: theme)]
                + steps.indices.map { plot.scale.stepColor($0, of: steps.count, theme: theme) }
            for (a, b) in zip(shades, shades.dropFirst()) {
                let ratio = Color.contrastRatio(a, b)
                #expect(ratio >= 1.5, "\(metric): \(a) against \(b): \(ratio):1")
            }
        }
    }

    /// A two-year history's volume calendar said "Volume per day (kg)" over a legend in tonnes
    /// ("10–20 t"): the legend carries the unit, and the subtitle names none.
    @Test func aVolumeCalendarNamesOneUnitInItsLegend() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let request = ChartRequest(kind: .calendar(.volume), period: .last(days: 364), today: RealShapeHistory.defaultEndDay)
        let graph = try ChartRenderer.prepare(request, data: data).graph
        let plot = try #require(graph.plots.first as? HeatmapPlot)
        let steps = plot.legendEntries(context: PlotContext(theme: .light, fonts: try ChartFonts.locate(), seriesIndex: 0))
            .map(\.text)
        #expect(steps.last?.hasSuffix(" t") == true, "\(steps)")
        #expect(graph.subtitle?.hasPrefix("Volume per day · ") == true, "\(graph.subtitle ?? "")")
        #expect(graph.subtitle?.contains("(kg)") == false)
    }
}
