import Basics
@testable import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// The progress chart, redesigned (issue 36, point 7), checked from the
/// layout's own boxes on the real-shape history: one value axis by default;
/// the best day marked and labelled at its point; a trend, not average and
/// median, unless asked; with `--secondary volume` the right ticks at the left
/// grid's heights and no bar past the plot area.
@Suite(.serialized) struct ProgressChartTests {
    static var log: Result<TestLog, any Error> { RealShapeLog.shared }
    static let sizes = [ChartSize(width: 240, height: 160), ChartSize(width: 800, height: 500),
                        ChartSize(width: 3840, height: 2160)]
    static let periods: [Period] = [.last(days: 84), .last(days: 730)]

    /// The squat's progress chart and its layout at `size`.
    func chart(size: ChartSize, period: Period, theme: Theme = .light, lines: ProgressLines = ProgressLines(),
               metric: ChartMetric? = nil) throws -> (Graph, GraphLayout, MarkBoundsSurface) {
        let log = try Self.log.get()
        var request = ChartRequest(kind: .progress(exercise: "Squat (Barbell)"), metric: metric, period: period,
                                   style: ChartStyle(size: size, theme: theme), today: RealShapeHistory.defaultEndDay)
        request.progress = lines
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let fonts = try ChartFonts.locate()
        let layoutSize = size.layout(scale: 1).size
        var surface = MarkBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: layoutSize, theme: theme, fonts: fonts)
        return (graph, graph.layout(size: layoutSize, theme: theme, fonts: fonts), surface)
    }

    /// Asked "is my squat going up?", the chart said "trend +0.8 kg/week" while `summary` listed the
    /// squat as stalled for six weeks. Then (a helper found) it judged stalling inside its own days:
    /// "best 42 kg on 2 Nov, 4 weeks" for a lift `summary` had stalled at 64.5 kg since 27 Aug, and
    /// nothing for most lifts `summary` lists. It says what `summary` says, for every lift and period.
    @Test func everyLiftSummaryCallsStalledSaysSoWithSummarysBestDayAndWeeks() throws {
        let log = try Self.log.get()
        let today = RealShapeHistory.defaultEndDay
        let data = try ChartData(store: log.store)
        let stalled = try log.store.stalledLifts(asOf: today, unit: .kg)
        #expect(stalled.count >= 10)
        for period in [Period.last(days: 28), .last(days: 84), .last(days: 365)] {
            for lift in stalled {
                let request = ChartRequest(kind: .progress(exercise: lift.exercise.name), period: period,
                                           style: ChartStyle(size: ChartSize(width: 1600, height: 1000)), today: today)
                let subtitle = try ChartRenderer.prepare(request, data: data).graph.subtitle ?? ""
                let best = lift.best.day
                let said = "stalled: best \(NumberFormat.plain(lift.best.value)) kg on \(best.day) \(MonthNames.short[best.month - 1])"
                #expect(subtitle.contains(said) && subtitle.contains("not beaten in \(lift.weeks) weeks"),
                        "\(lift.exercise.name) \(period): \(subtitle) / \(said)")
            }
        }
        // A lift summary does not list is never said stalled.
        let listed = Set(stalled.map(\.exercise.id))
        for exercise in try log.store.exercises().filter({ !listed.contains($0.id) }).prefix(10) {
            let request = ChartRequest(kind: .progress(exercise: exercise.name), period: .last(days: 84),
                                       style: ChartStyle(size: ChartSize(width: 1600, height: 1000)), today: today)
            let subtitle = (try? ChartRenderer.prepare(request, data: data).graph.subtitle) ?? nil
            #expect(subtitle?.contains("stalled") != true, "\(exercise.name): \(subtitle ?? "")")
        }
    }

    @Test(arguments: sizes) func oneValueAxisByDefault(size: ChartSize) throws {
        for period in Self.periods {
            let (graph, layout, surface) = try chart(size: size, period: period)
            #expect(graph.secondary == nil && layout.plotArea.secondary == nil)
            let frame = layout.plotArea.frame
            // No tick labels or axis title at the right of the plot.
            let right = surface.text.texts.filter { $0.frame.minX >= frame.maxX && $0.frame.midY > frame.minY }
            #expect(right.isEmpty, "\(size): \(right.map(\.text))")
        }
    }

    @Test(arguments: sizes) func bestDayMarkedAndLabelledAtItsPoint(size: ChartSize) throws {
        for period in Self.periods {
            for theme in [Theme.light, .dark] {
                let (graph, layout, surface) = try chart(size: size, period: period, theme: theme)
                let line = try #require(graph.plots.first as? LinePlot)
                let best = try #require(line.segments().flatMap { $0 }.max { $0.y < $1.y })
                let p = layout.plotArea.space.devicePoint(x: best.x, y: best.y)
                // A marker larger than the line's own, centred on the best point.
                let markers = surface.shapes.filter {
                    abs($0.midX - p.x) < 0.5 && abs($0.midY - p.y) < 0.5 && $0.width >= 14
                }
                #expect(!markers.isEmpty, "\(size) \(period): no large marker at \(p)")
                let frame = layout.plotArea.frame
                let labels = surface.text.texts.filter { $0.text.hasPrefix("best ") }
                if size.width >= 800 {
                    #expect(labels.count == 1, "\(size): \(surface.text.texts.map(\.text))")
                    let text = try #require(labels.first?.text)
                    #expect(text.contains(" · "), "the date beside the value: \(text)")
                }
                let others = surface.text.texts.filter { !$0.text.hasPrefix("best ") }
                for label in labels {
                    let box = label.frame
                    #expect(box.minX >= frame.minX && box.maxX <= frame.maxX && box.minY >= frame.minY, "\(box) in \(frame)")
                    #expect(box.maxY <= p.y && abs(box.midX - p.x) <= box.width / 2 + 1, "\(box) above \(p)")
                    let hit = others.filter { $0.frame.intersects(box) }
                    #expect(hit.isEmpty, "\(size): '\(label.text)' on \(hit.map(\.text))")
                    let onLine = surface.linePoints.filter { box.insetBy(dx: 1, dy: 1).contains($0) }
                    #expect(onLine.isEmpty, "\(size): '\(label.text)' on the line at \(onLine.prefix(3))")
                }
            }
        }
    }

    @Test(arguments: sizes) func trendByDefaultAverageAndMedianOnlyWhenAsked(size: ChartSize) throws {
        for period in Self.periods {
            let (graph, _, surface) = try chart(size: size, period: period)
            let texts = surface.text.texts.map(\.text)
            let line = try #require(graph.plots.first as? LinePlot)
            #expect(line.referenceLines.count == 1 && line.referenceLines.allSatisfy { $0.slope != 0 },
                    "\(size): \(line.referenceLines.map(\.label))")
            // A thumbnail leaves the legend's row to the plot; larger charts name the trend and its slope.
            if size.width >= 800 {
                #expect(texts.contains { $0.hasPrefix("trend ") && $0.hasSuffix("/week") }, "\(size): \(texts)")
            }
            #expect(!texts.contains { $0.hasPrefix("average ") || $0.hasPrefix("median ") }, "\(size): \(texts)")
            let asked = try chart(size: size, period: period, lines: ProgressLines(average: true, median: true, trend: false))
            let shown = asked.2.text.texts.map(\.text)
            #expect(shown.contains { $0.hasPrefix("average ") } && shown.contains { $0.hasPrefix("median ") }, "\(shown)")
            #expect(!shown.contains { $0.hasPrefix("trend") }, "\(shown)")
        }
    }

    @Test(arguments: sizes) func volumeTicksMeetTheLeftGrid(size: ChartSize) throws {
        for period in Self.periods {
            let (_, layout, surface) = try chart(size: size, period: period, lines: ProgressLines(secondary: .volume))
            let area = layout.plotArea
            let left = try #require(area.yAxis?.layout), right = try #require(area.secondary)
            let leftTicks = left.majorTicks.filter { left.range.contains($0) }.map { area.space.deviceY($0) }
            let rightTicks = right.layout.majorTicks.filter { right.layout.range.contains($0) }
                .map { right.space.deviceY($0) }
            #expect(leftTicks.count == rightTicks.count, "\(size): \(leftTicks) against \(rightTicks)")
            for (a, b) in zip(leftTicks.sorted(), rightTicks.sorted()) { #expect(abs(a - b) < 0.5, "\(size): \(a) against \(b)") }
            // The right labels as drawn sit at left labels' heights.
            let frame = area.frame
            let leftLabels = surface.text.texts.filter { $0.frame.maxX <= frame.minX && $0.frame.width >= $0.frame.height * 0.5 }
            let rightLabels = surface.text.texts.filter { $0.frame.minX >= frame.maxX && right.layout.shownLabels.map(\.text).contains($0.text) }
            #expect(!rightLabels.isEmpty)
            for label in rightLabels {
                #expect(leftLabels.contains { abs($0.frame.midY - label.frame.midY) < 0.5 }, "\(size): '\(label.text)' at \(label.frame.midY) meets no left tick")
            }
        }
    }

    @Test(arguments: sizes) func noVolumeBarPastThePlotArea(size: ChartSize) throws {
        for period in Self.periods {
            for theme in [Theme.light, .dark] {
                let (_, layout, surface) = try chart(size: size, period: period, theme: theme,
                                                     lines: ProgressLines(secondary: .volume))
                let frame = layout.plotArea.frame
                let backdrops = [theme.background, theme.plotAreaBackground, theme.plotAreaBackground.withOpacity(0.85),
                                 theme.plotAreaBackground.withOpacity(0.9), theme.gridColor, theme.axisColor]
                let bars = (surface.rects + surface.shapeFills).filter {
                    $0.color.alpha > 0 && $0.color.alpha < 255 && !backdrops.contains($0.color)
                        && $0.rect.height > 1.5 && $0.rect.midY > frame.minY && $0.rect.midY < frame.maxY
                }.map(\.rect)
                #expect(bars.count >= 5, "\(size): \(bars.count) bars")
                let cut = bars.filter { $0.minX < frame.minX - 0.5 || $0.maxX > frame.maxX + 0.5 }
                #expect(cut.isEmpty, "\(size) \(period): bars past \(frame): \(cut.prefix(3))")
            }
        }
    }

    /// A new user's squat, trained twice in their first week, drew two points at the right edge of
    /// twelve mostly empty weeks. Without a period asked for, the chart starts in the week the exercise
    /// was first trained; a period asked for is kept as asked.
    @Test func aNewExercisesLineStartsInItsFirstWeek() throws {
        let log = try LeftOutSetsTests.firstWeek()
        defer { log.remove() }
        let data = try ChartData(store: log.store)
        let today = try #require(LeftOutSetsTests.today)
        func axis(_ period: Period?) throws -> PlotRange? {
            let request = ChartRequest(kind: .progress(exercise: "Bench Press"), period: period,
                                       style: ChartStyle(size: ChartSize(width: 800, height: 500)), today: today)
            return try ChartRenderer.prepare(request, data: data).graph.xAxis?.range
        }
        let monday = Double(try Day(parsing: "2026-11-16").daysSinceEpoch) * 86_400
        let sunday = Double(today.daysSinceEpoch) * 86_400
        let fitted = try #require(try axis(nil))
        #expect(abs(fitted.lower - (monday - 43_200)) < 1, "starts \((fitted.lower - monday) / 86_400) days from the first Monday")
        #expect(abs(fitted.upper - (sunday + 43_200)) < 1)
        let asked = try #require(try axis(.last(days: 84)))
        #expect(asked.lower < monday - 70 * 86_400, "twelve weeks as asked")
    }

    /// Without a period asked for, a line over time ends today: a new lifter's two weeks, drawn on a
    /// Monday, were half days still to come. A period asked for keeps its days.
    @Test func aLineWithoutAPeriodEndsToday() throws {
        let log = try LeftOutSetsTests.firstWeek()
        defer { log.remove() }
        let data = try ChartData(store: log.store)
        let wednesday = try Day(parsing: "2026-11-18")
        func graph(_ period: Period?) throws -> Graph {
            let request = ChartRequest(kind: .progress(exercise: "Bench Press"), period: period,
                                       style: ChartStyle(size: ChartSize(width: 800, height: 500)), today: wednesday)
            return try ChartRenderer.prepare(request, data: data).graph
        }
        let fitted = try graph(nil)
        let end = Double(wednesday.daysSinceEpoch) * 86_400 + 43_200
        #expect(abs((fitted.xAxis?.range?.upper ?? 0) - end) < 1, "\(fitted.xAxis?.range.map { ($0.upper - end) / 86_400 } ?? 0) days past today")
        #expect(fitted.subtitle?.contains("16–18 Nov 2026") == true, "\(fitted.subtitle ?? "")")
        let asked = try graph(.week(try Week(parsing: "2026-W47")))
        let sunday = Double(try Day(parsing: "2026-11-22").daysSinceEpoch) * 86_400 + 43_200
        #expect(abs((asked.xAxis?.range?.upper ?? 0) - sunday) < 1, "the week asked for, whole")
    }
    /// Squat every other day from 1 Oct 2026, 5 × 3 rising from 80 kg; on 21 Oct one set of 6 × 225 kg.
    static func squatWithASpike() throws -> TestLog {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        let first = try day("2026-10-01")
        for index in 0..<29 {
            let trained = first.adding(days: 2 * index).description
            try log.log(squat, trained, sets: 5, reps: 3, kg: 80 + 0.5 * Double(index))
            if trained == "2026-10-21" { try log.log(squat, trained, sets: 1, reps: 6, kg: 225) }
        }
        return log
    }

    /// The squat's progress chart at 800 × 500 as of 30 Nov 2026.
    static func squatProgress(_ log: TestLog) throws -> Graph {
        let request = ChartRequest(kind: .progress(exercise: "Squat"), period: nil,
                                   style: ChartStyle(size: ChartSize(width: 800, height: 500)), today: try day("2026-11-30"))
        return try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
    }

    /// A typo's spike (6 × 225 kg among weeks of 80–94 kg) was the best day, flattened the real
    /// line against the floor of a 280 kg axis and bent the trend. It is left off the line, the
    /// best and the trend, and the subtitle says so (`UnlikelyLevel`).
    @Test func aTyposSpikeIsLeftOffTheLineAndSaid() throws {
        let log = try Self.squatWithASpike()
        defer { log.remove() }
        let graph = try Self.squatProgress(log)
        let line = try #require(graph.plots.first as? LinePlot)
        let points = line.segments().flatMap { $0 }
        // All 29 days: 21 Oct at its real sets, 3 × 85 kg (93.5 kg), not left off whole with the
        // typo (the line went from 19 to 23 Oct); the highest is 26 Nov's 3 × 94 kg, 103.4 kg.
        #expect(points.count == 29)
        let october21 = try #require(points.first { $0.x == Double(try day("2026-10-21").daysSinceEpoch * 86_400) })
        #expect(abs(october21.y - 93.5) < 1e-9, "\(october21)")
        #expect(abs((points.map(\.y).max() ?? 0) - 103.4) < 1e-9)
        #expect(graph.subtitle?.contains("best 103.4 kg · 21 Oct (270 kg) left out, a likely typo") == true,
                "\(graph.subtitle ?? "")")
        // The trend is the real one, 0.5 kg × 1.1 every two days: +1.9 kg a week.
        let trend = try #require(line.referenceLines.first { $0.slope != 0 })
        #expect(abs(trend.slope * 7 * 86_400 - 1.925) < 0.01, "\(trend.slope * 7 * 86_400)")
    }
    /// A set the lifter kept as real (`sets keep`) is on the line, and nothing is said left out.
    @Test func aSpikeKeptAsRealStaysOnTheLine() throws {
        let log = try Self.squatWithASpike()
        defer { log.remove() }
        let spike = try #require(try log.store.personalRecords(exercise: "Squat").first?.unlikely.first?.set.setNumber)
        try log.store.keepSets([String(spike)])
        let graph = try Self.squatProgress(log)
        let points = try #require(graph.plots.first as? LinePlot).segments().flatMap { $0 }
        // All 29 days; the highest is 6 × 225 kg's 270 kg.
        #expect(points.count == 29)
        #expect(abs((points.map(\.y).max() ?? 0) - 270) < 1e-9)
        #expect(graph.subtitle?.contains("likely typo") == false, "\(graph.subtitle ?? "")")
    }
    /// A bodyweight lift without a known body weight drew an "Estimated 1RM" of its added load
    /// (8 × bw+10 kg as 12.7 kg), then reps per day, flat while the added load rose: it draws
    /// the top set's added load per day and says why.
    @Test func aBodyweightLiftWithoutABodyWeightDrawsItsTopSetsAddedLoad() throws {
        let log = try LeftOutSetsTests.firstWeek()
        defer { log.remove() }
        let pull = try #require(try log.store.exercises().first { $0.name == "Pull Up" })
        let tuesday = try day("2026-11-17")
        let noon = tuesday.instant(hour: 12, minute: 0, in: try #require(TimeZone(identifier: "UTC")))
        // The day before: a top set at bw+7.5 kg after a set at bodyweight, and a heavier warm-up that does not count.
        try log.store.insert([
            WorkoutSet(exerciseId: pull.id, performedAt: noon, utcOffset: 0, day: tuesday, reps: 10, weight: Weight(0, .kg), isBodyweight: true),
            WorkoutSet(exerciseId: pull.id, performedAt: noon, utcOffset: 0, day: tuesday, reps: 6, weight: Weight(7.5, .kg), isBodyweight: true),
            WorkoutSet(exerciseId: pull.id, performedAt: noon, utcOffset: 0, day: tuesday, reps: 1, weight: Weight(30, .kg),
                       isBodyweight: true, type: .warmup),
        ])
        let request = ChartRequest(kind: .progress(exercise: "Pull Up"), period: .week(try Week(parsing: "2026-W47")),
                                   style: ChartStyle(size: ChartSize(width: 800, height: 500)), today: try day("2026-11-22"))
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        #expect(graph.subtitle?.hasPrefix("Top set (added load, body weight not set) per training day") == true,
                "\(graph.subtitle ?? "")")
        #expect(graph.subtitle?.contains("best 10 kg") == true, "\(graph.subtitle ?? "")")
        #expect(graph.yAxis?.title == "Top set (kg)")
        let line = try #require(graph.plots.first as? LinePlot)
        #expect(line.segments().flatMap { $0 }.map(\.y) == [7.5, 10])
        // In pounds, the same loads converted.
        let pounds = ChartRequest(kind: .progress(exercise: "Pull Up"), metric: .topSet, unit: .lb,
                                  period: .week(try Week(parsing: "2026-W47")),
                                  style: ChartStyle(size: ChartSize(width: 800, height: 500)), today: try day("2026-11-22"))
        let inPounds = try #require(try ChartRenderer.prepare(pounds, data: try ChartData(store: log.store)).graph.plots.first as? LinePlot)
        #expect(inPounds.segments().flatMap { $0 }.map { ($0.y * 100).rounded() / 100 } == [16.53, 22.05])
    }
    /// Asked for by name, a bodyweight lift's top set lost its "(added load, body weight not set)";
    /// its days on body weight alone or assisted were gone unsaid; beside weekly volume its legend
    /// called the line "Estimated 1RM" (a trial of the seventeenth sitting).
    @Test func aTopSetLineSaysWhatItMeasuresAndWhichDaysItCannotDraw() throws {
        let log = try LeftOutSetsTests.firstWeek()
        defer { log.remove() }
        let pull = try #require(try log.store.exercises().first { $0.name == "Pull Up" })
        let utc = try #require(TimeZone(identifier: "UTC"))
        let tuesday = try day("2026-11-17"), thursday = try day("2026-11-19")
        try log.store.insert([
            WorkoutSet(exerciseId: pull.id, performedAt: tuesday.instant(hour: 12, minute: 0, in: utc), utcOffset: 0,
                       day: tuesday, reps: 8, isBodyweight: true),
            WorkoutSet(exerciseId: pull.id, performedAt: thursday.instant(hour: 12, minute: 0, in: utc), utcOffset: 0,
                       day: thursday, reps: 6, weight: Weight(-20, .kg), isBodyweight: true),
        ])
        for asked in [nil, ChartMetric.topSet] {
            var request = ChartRequest(kind: .progress(exercise: "Pull Up"), metric: asked,
                                       period: .week(try Week(parsing: "2026-W47")),
                                       style: ChartStyle(size: ChartSize(width: 800, height: 500)), today: try day("2026-11-22"))
            request.progress.secondary = .volume
            let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
            let subtitle = graph.subtitle ?? ""
            #expect(subtitle.hasPrefix("Top set (added load, body weight not set) per training day"), "\(subtitle)")
            #expect(subtitle.contains("2 days on body weight alone or assisted not drawn"), "\(subtitle)")
            let line = try #require(graph.plots.first as? LinePlot)
            #expect(line.title == "Top set (added load, body weight not set)")
            #expect(line.segments().flatMap { $0 }.allSatisfy { $0.y > 0 })
            // Its one 10 kg day on an axis of whole kilograms, not 9.5 to 10.5 kg.
            let range = try #require(graph.yAxis?.range)
            #expect(range.upper - range.lower >= 10 && range.lower <= 10 && range.upper > 10, "\(range)")
        }
        // An exercise with no load at all is refused, with what it has instead.
        let plank = ChartRequest(kind: .progress(exercise: "Plank"), metric: .topSet, period: .week(try Week(parsing: "2026-W47")),
                                 style: ChartStyle(size: ChartSize(width: 800, height: 500)), today: try day("2026-11-22"))
        #expect {
            _ = try ChartRenderer.prepare(plank, data: try ChartData(store: log.store))
        } throws: { error in
            guard let problem = (error as? ReportsError)?.kind, case .request(.noLoadForTopSet(let name, let instead, _)) = problem
            else { return false }
            return name == "Plank" && instead == .duration
        }
    }

    /// The 10 kg floor of a level's axis is a load's: a run's 5 and 5.3 km, a line broken by a gap,
    /// stood on an axis from 0 to 15 km with it (the seventeenth sitting's review).
    @Test func onlyALoadsAxisSpansAtLeastTen() throws {
        let range = DayRange(try day("2026-10-01"), try day("2026-11-30"))
        let run = ProgressSeries(values: [(try day("2026-10-05"), 5), (try day("2026-11-20"), 5.3)], range: range, metric: .distance)
        let runAxis = try #require(ProgressGraph.minimumSpanRange(run))
        #expect(runAxis.upper - runAxis.lower < 2, "\(runAxis)")
        let pull = ProgressSeries(values: [(try day("2026-10-05"), 5), (try day("2026-11-20"), 5)], range: range, metric: .topSet)
        let pullAxis = try #require(ProgressGraph.minimumSpanRange(pull))
        #expect(pullAxis.upper - pullAxis.lower >= 10, "\(pullAxis)")
    }

    /// Fitted to its two days, a new lifter's bench (3 × 5 at 60, then 62.5 kg: e1RM 70 and 72.9 kg,
    /// a 4 % rise) climbed the whole plot. A level's axis spans at least a tenth of its best.
    @Test func aSmallRiseIsNotStretchedOverTheWholePlot() throws {
        let log = try LeftOutSetsTests.firstWeek()
        defer { log.remove() }
        let request = ChartRequest(kind: .progress(exercise: "Bench Press"), period: nil,
                                   style: ChartStyle(size: ChartSize(width: 800, height: 500)), today: try day("2026-11-18"))
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let range = try #require(graph.yAxis?.range)
        #expect(range.upper - range.lower >= 72.9 * 0.1, "\(range)")
        #expect(range.lower <= 70 && range.upper > 72.9, "\(range)")
        // The rise is under half the axis, not all of it.
        #expect((72.9 - 70) / (range.upper - range.lower) < 0.5, "\(range)")
    }
}
