import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// Every chart kind drawn from the real-shape history (150 exercises, two
/// years, gaps; `Fixtures/histories/real-shape.json`) at sizes from the
/// smallest allowed up: legends stay in the image, text is never clipped,
/// series are few enough to read and their colours stay apart.
@Suite(.serialized) struct RealHistoryChartTests {
    static let sizes = [ChartSize(width: 240, height: 160), ChartSize(width: 800, height: 500),
                        ChartSize(width: 1600, height: 1000), ChartSize(width: 3200, height: 2000)]

    /// The history in a real SQLite log, filled once for the suites that read it.
    static var log: Result<TestLog, any Error> { RealShapeLog.shared }

    static func requests(size: ChartSize, theme: Theme = .light) -> [(String, ChartRequest)] {
        let today = RealShapeHistory.defaultEndDay
        func chart(_ kind: ChartKind, _ period: Period? = nil, byMuscle: Bool = false,
                   horizontal: Bool = false) -> ChartRequest {
            var request = ChartRequest(kind: kind, period: period, horizontal: horizontal,
                                       style: ChartStyle(size: size, theme: theme), today: today)
            request.byMuscle = byMuscle
            return request
        }
        return [
            ("week", chart(.week)),
            ("weeks-15", chart(.weeks, .last(days: 105))),
            ("totals-all", chart(.totals, .last(days: 731))),
            ("totals-horizontal", chart(.totals, .last(days: 731), horizontal: true)),
            ("share", chart(.share, .last(days: 365))),
            ("weeks-muscle", chart(.weeks, .last(days: 105), byMuscle: true)),
            ("week-muscle", chart(.week, byMuscle: true)),
            ("totals-muscle", chart(.totals, .last(days: 365), byMuscle: true)),
            ("share-muscle", chart(.share, .last(days: 365), byMuscle: true)),
            ("progress-pull-up", chart(.progress(exercise: "Pull Up"), .last(days: 610))),
            ("calendar", chart(.calendar(.sessions), .last(days: 364))),
        ]
    }

    @Test(arguments: sizes) func noTextLeavesTheImage(size: ChartSize) throws {
        let log = try Self.log.get()
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        let layout = size.layout(scale: 1).size
        let image = Rect(x: 0, y: 0, width: layout.width, height: layout.height).insetBy(dx: -0.5, dy: -0.5)
        for (name, request) in Self.requests(size: size) {
            let graph = try ChartRenderer.prepare(request, data: data).graph
            var surface = TextBoundsSurface(fonts: fonts)
            graph.draw(on: &surface, size: layout, theme: .light, fonts: fonts)
            #expect(!surface.texts.isEmpty)
            for text in surface.texts {
                let f = text.frame
                #expect(f.minX >= image.minX && f.maxX <= image.maxX && f.minY >= image.minY && f.maxY <= image.maxY,
                        "\(name) at \(size): '\(text.text.prefix(40))' at \(f) leaves the \(layout) image")
            }
        }
    }

    /// The legend items of the week, weeks, totals and share data, by exercise and by muscle group.
    static func seriesColors(_ log: TestLog, limit: Int) throws -> [(String, [ExerciseChartItem])] {
        let today = RealShapeHistory.defaultEndDay
        var result: [(String, [ExerciseChartItem])] = []
        for byMuscle in [false, true] {
            let plain = try ChartData(store: log.store)
            let data = byMuscle ? plain.byMuscle() : plain
            let tag = byMuscle ? "muscle" : "exercise"
            let week = Period.last(days: 7).range(today: today, weekStart: .monday)
            let long = Period.last(days: 731).range(today: today, weekStart: .monday)
            result.append(("week by \(tag)", try data.weekData(range: week, metric: .sets, unit: .kg, limit: limit).legend))
            let (weeks, _) = WeeksGraph.data(totals: try data.dailyTotals(range: long, metric: .sets, unit: .kg),
                                              exercises: data.exercises, range: long, weekStart: .monday,
                                              metric: .sets, unit: .kg, limit: limit, noun: data.seriesNoun)
            result.append(("weeks by \(tag)", weeks.legend))
            result.append(("totals by \(tag)", try data.totalsData(range: long, metric: .volume, unit: .kg, limit: limit).items))
        }
        return result
    }

    @Test(arguments: sizes) func legendsHoldAReadableNumberOfSeries(size: ChartSize) throws {
        let log = try Self.log.get()
        let limit = SeriesLimit.readable(for: size)
        // What the limit is for: the legend of that many series fits the image, every
        // series named in it. A legend with no room left cuts itself short ("+3 more").
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        for (name, request) in Self.requests(size: size) where ["week", "weeks-15"].contains(name) {
            #expect(request.seriesLimit == limit, "\(name) at \(size)")
            let graph = try ChartRenderer.prepare(request, data: data).graph
            var surface = TextBoundsSurface(fonts: fonts)
            graph.draw(on: &surface, size: size.layout(scale: 1).size, theme: .light, fonts: fonts)
            let cut = surface.texts.map(\.text).filter { $0.hasPrefix("+") && $0.hasSuffix(" more") }
            #expect(cut.isEmpty, "\(name) at \(size): a legend of \(limit) series cut to \(cut)")
        }
        if size == ChartSize(width: 1600, height: 1000) { #expect((10...12).contains(limit)) }
        for (name, items) in try Self.seriesColors(log, limit: limit) {
            // One over the limit only where an "Other" would fold fewer than `SeriesLimit.minimumFolded`
            // series (movements too): all are named then, and no "Other" is drawn.
            let folds = items.contains { $0.exerciseId == SeriesLimit.otherId || $0.name.hasPrefix("Other") }
            #expect(items.count <= limit || (!folds && items.count <= limit + SeriesLimit.minimumFolded - 2),
                    "\(name) at \(size): \(items.count) series for a limit of \(limit)")
        }
    }

    @Test func topOverridesTheSizeAndFoldsTheRestIntoOther() throws {
        let log = try Self.log.get()
        var data = try ChartData(store: log.store)
        // `--top` folds into one "Other", as `PresetContext` has it (no movement groups).
        data.groups = .none
        var request = ChartRequest(kind: .totals, period: .last(days: 731), today: RealShapeHistory.defaultEndDay)
        request.top = 4
        let range = Period.last(days: 731).range(today: RealShapeHistory.defaultEndDay, weekStart: .monday)
        let totals = try data.totalsData(range: range, metric: .sets, unit: .kg, limit: request.seriesLimit)
        #expect(totals.items.count == 5)
        let other = try #require(totals.items.last)
        #expect(other.exerciseId == SeriesLimit.otherId)
        #expect(other.name == "Other (145 exercises)")
        let all = try data.totalsData(range: range, metric: .sets, unit: .kg)
        #expect(all.items.count == 149)
        #expect(abs(totals.total - all.total) < 1e-9)
        #expect(other.value == all.items.dropFirst(4).reduce(0) { $0 + $1.value })
        #expect(totals.items.prefix(4).map(\.name) == all.items.prefix(4).map(\.name))
    }

    @Test(arguments: [Theme.light, Theme.dark]) func shownSeriesColoursAreApart(theme: Theme) throws {
        let log = try Self.log.get()
        // CIE76 ΔE between any two series colours a chart shows.
        for (name, items) in try Self.seriesColors(log, limit: SeriesLimit.readable(for: .default)) {
            let colors = items.map(\.color)
            #expect(colors.allSatisfy { $0 != nil }, "\(name): a series left to the theme's palette")
            let least = ColorDistance.minimumDelta(colors.compactMap { $0 })
            #expect(least >= ColorDistance.minimumSeriesDelta, "\(name): ΔE \(least)")
        }
        // Drawn in either theme, the chart uses exactly those colours.
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        for (name, request) in Self.requests(size: .default, theme: theme) where name.hasPrefix("weeks") {
            let graph = try ChartRenderer.prepare(request, data: data).graph
            var surface = TextBoundsSurface(fonts: fonts)
            graph.draw(on: &surface, size: Size(width: 1600, height: 1000), theme: theme, fonts: fonts)
            let range = Period.last(days: 105).range(today: RealShapeHistory.defaultEndDay, weekStart: .monday)
            let source = name.hasSuffix("muscle") ? data.byMuscle() : data
            // The chart's own default metric: issue 45.5 made it the lifting's volume where it was sets.
            let metric = name.hasSuffix("muscle") ? ChartMetric.sets : MetricChoice.summable(try data.mix(range: range)).metric
            let (weeks, _) = WeeksGraph.data(totals: try source.dailyTotals(range: range, metric: metric, unit: .kg),
                                              exercises: source.exercises, range: range, weekStart: .monday,
                                              metric: metric, unit: .kg, limit: request.seriesLimit,
                                              noun: source.seriesNoun, groups: source.groups)
            let drawn = Set(surface.rectColors)
            for item in weeks.legend { #expect(item.color.map(drawn.contains) == true, "\(name): \(item.name)") }
        }
    }

    @Test func aMuscleGroupIsOneSegmentPerBar() throws {
        let log = try Self.log.get()
        let data = try ChartData(store: log.store).byMuscle()
        let range = Period.last(days: 105).range(today: RealShapeHistory.defaultEndDay, weekStart: .monday)
        let (weeks, _) = WeeksGraph.data(totals: try data.dailyTotals(range: range, metric: .sets, unit: .kg),
                                          exercises: data.exercises, range: range, weekStart: .monday,
                                          metric: .sets, unit: .kg, limit: 11, noun: .muscleGroups)
        for section in weeks.sections {
            let ids = section.cells.map(\.exerciseId)
            #expect(Set(ids).count == ids.count, "\(section.title): \(ids.count) segments for \(Set(ids).count) groups")
        }
        #expect(weeks.legend.last?.name.hasPrefix("Other (") == true)
        #expect(weeks.legend.last?.name.hasSuffix("muscle groups)") == true)
    }
}

/// Periods with no training say where the training is.
@Suite struct TrainingHintTests {
    @Test func anEmptyWeekNamesTheLastTrainingAndItsFlag() throws {
        let log = try RealHistoryChartTests.log.get()
        let data = try ChartData(store: log.store)
        // Inside the months-long break (training stopped 2025-09-15).
        var week = ChartRequest(kind: .week, period: .week(try Week(parsing: "2025-W45")),
                                today: RealShapeHistory.defaultEndDay)
        let prepared = try ChartRenderer.prepare(week, data: data)
        #expect(prepared.notice == TrainingHint(words: "last trained", day: try day("2025-09-15"),
                                                period: .week(try Week(parsing: "2025-W38"))))
        // The image names the day; the flags go to standard error only (no command lines in an image).
        #expect(prepared.graph.emptyText.hasSuffix("\nlast trained 2025-09-15"))
        #expect(!prepared.graph.emptyText.contains("--"))
        // After the history's end: the last day of it.
        week.period = .week(try Week(parsing: "2027-W10"))
        #expect(try ChartRenderer.prepare(week, data: data).notice == TrainingHint(
            words: "last trained", day: try day("2026-11-20"), period: .week(try Week(parsing: "2026-W47"))))
        // A range keeps its length.
        let totals = ChartRequest(kind: .totals, period: .days(from: try day("2025-10-01"), to: try day("2025-10-31")),
                                  today: RealShapeHistory.defaultEndDay)
        #expect(try ChartRenderer.prepare(totals, data: data).notice == TrainingHint(
            words: "last trained", day: try day("2025-09-15"),
            period: .days(from: try day("2025-08-16"), to: try day("2025-09-15"))))
        // A period with training has no notice.
        week.period = .week(try Week(parsing: "2026-W47"))
        #expect(try ChartRenderer.prepare(week, data: data).notice == nil)
    }
}
