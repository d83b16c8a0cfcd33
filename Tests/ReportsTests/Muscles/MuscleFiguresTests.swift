@testable import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// Issue 36, point 3: a muscle chart's "in all" counts the real working sets
/// and names secondary-muscle credits as credits; every group is shown when
/// the chart has room; "Other" folds at least three and never hides a group
/// larger than a shown one. All read from the texts the layout draws.
@Suite(.serialized) struct MuscleFiguresTests {
    static let today = try? Day(parsing: "2026-11-26")

    /// A week of 16 working sets (and two warm-ups) of squat, bench press and row.
    static func makeLog() throws -> TestLog {
        let log = try TestLog()
        let squat = try log.exercise("Squat")
        let bench = try log.exercise("Bench Press")
        let row = try log.exercise("Barbell Row")
        try log.log(squat, "2026-11-16", sets: 2, reps: 5, kg: 60, type: .warmup)
        try log.log(squat, "2026-11-16", sets: 5, reps: 5, kg: 100)
        try log.log(bench, "2026-11-16", sets: 5, reps: 5, kg: 70)
        try log.log(row, "2026-11-18", sets: 3, reps: 8, kg: 60)
        try log.log(squat, "2026-11-20", sets: 3, reps: 5, kg: 105)
        return log
    }

    static func texts(_ request: ChartRequest, data: ChartData) throws -> [TextBoundsSurface.Placed] {
        let graph = try ChartRenderer.prepare(request, data: data).graph
        let fonts = try ChartFonts.locate()
        var surface = TextBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: request.style.size.layout(scale: 1).size, theme: request.style.theme, fonts: fonts)
        return surface.texts
    }

    static func request(_ kind: ChartKind, _ flags: PeriodFlags, size: ChartSize = ChartSize(width: 1600, height: 1000),
                        horizontal: Bool = false, byMuscle: Bool = true, theme: Theme = .light) -> ChartRequest {
        var request = ChartRequest(kind: kind, periodFlags: flags, horizontal: horizontal,
                                   style: ChartStyle(size: size, theme: theme), today: today)
        request.byMuscle = byMuscle
        return request
    }

    @Test func inAllIsTheRealWorkingSetCountAndCreditsAreNamed() throws {
        let log = try Self.makeLog()
        defer { log.remove() }
        let data = try ChartData(store: log.store)
        // The catalogue credits secondary muscles: the bars add up to more than 16.
        let resolver = try log.store.muscleResolver()
        let credited = try log.store.exercises().reduce(0.0) { sum, exercise in
            let weights = MuscleCounting().weights(try #require(resolver.mapping(for: exercise)))
            return sum + weights.reduce(0) { $0 + $1.weight }
        }
        #expect(credited > 3, "the three lifts credit more than one muscle each")
        let week = PeriodFlags(week: "2026-W47")
        for (name, kind) in [("week", ChartKind.week), ("weeks", .weeks), ("totals", .totals)] {
            for horizontal in name == "totals" ? [false, true] : [false] {
                let texts = try Self.texts(Self.request(kind, week, horizontal: horizontal), data: data).map(\.text)
                let subtitle = try #require(texts.first { $0.contains("in all") }, "\(name): \(texts)")
                #expect(subtitle.contains("16 working sets in all"), "\(name): \(subtitle)")
                // Whatever else it counts is named as credits, never as sets.
                let figures = subtitle.components(separatedBy: " · ").filter { $0.first?.isNumber == true && $0.contains("set") }
                for figure in figures where !figure.hasPrefix("16 working sets") {
                    #expect(figure.hasSuffix("set credits"), "\(name): '\(figure)' in \(subtitle)")
                }
                #expect(figures.contains { $0.hasSuffix("set credits") }, "\(name): \(subtitle)")
                #expect(texts.contains("Set credits"), "\(name): the value axis says credits: \(texts)")
                #expect(!texts.contains("Sets"), "\(name): no axis calls credits sets")
            }
        }
    }

    /// 18 muscle groups trained over a year of the real-shape history: a 1600×1000
    /// horizontal totals chart draws every one by name and no "Other".
    @Test(arguments: [Theme.light, .dark]) func everyGroupIsShownWhenTheyFit(theme: Theme) throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        var request = Self.request(.totals, PeriodFlags(), horizontal: true, theme: theme)
        request.period = .last(days: 364)
        request.today = RealShapeHistory.defaultEndDay
        let range = Period.last(days: 364).range(today: RealShapeHistory.defaultEndDay, weekStart: .monday)
        let all = try data.byMuscle().totalsData(range: range, metric: .sets, unit: .kg).items
        #expect(all.count == 18, "the real-shape year trains all 18 groups: \(all.map(\.name))")
        let texts = try Self.texts(request, data: data).map(\.text)
        for item in all { #expect(texts.contains(item.name), "\(item.name) is not drawn: \(texts)") }
        #expect(!texts.contains { $0.hasPrefix("Other (") }, "\(texts)")
    }

    /// At 240×160 too, horizontal totals by muscle draw a bar for each of the
    /// 18 groups (issue 45.4: a muscle group is never folded into "Other");
    /// the axis names those its labels have room for.
    @Test func theSmallestTotalsByMuscleDrawEveryGroup() throws {
        let horizontal = true
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        var request = Self.request(.totals, PeriodFlags(), size: .minimum, horizontal: horizontal)
        request.period = .last(days: 28)
        request.today = RealShapeHistory.defaultEndDay
        let graph = try ChartRenderer.prepare(request, data: data).graph
        let bars = graph.plots.compactMap { $0 as? BarPlot }.flatMap { $0.bars() }
        #expect(Set(bars.map(\.location)).count == 18, "\(bars.count) bars")
        let texts = try Self.texts(request, data: data).map(\.text)
        #expect(!texts.contains { $0.hasPrefix("Other") }, "\(texts)")
    }

    /// At every size and kind, by muscle and by exercise: an "Other" folds at
    /// least three series, and none it folds is larger than a shown one.
    @Test func otherFoldsAtLeastThreeAndNeverALargerOne() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let end = RealShapeHistory.defaultEndDay
        let sizes = [ChartSize(width: 480, height: 300), ChartSize(width: 800, height: 500),
                     ChartSize(width: 1600, height: 1000)]
        var checked = 0
        for size in sizes {
            for byMuscle in [true, false] {
                for (kind, days, horizontal) in [(ChartKind.totals, 365, true), (.totals, 365, false), (.weeks, 105, false),
                                                 (.week, 7, false), (.share, 365, false)] {
                    var request = Self.request(kind, PeriodFlags(), size: size, horizontal: horizontal, byMuscle: byMuscle)
                    request.period = .last(days: days)
                    request.today = end
                    // An exercise chart stacked by main muscle group or movement (issue 45.3) ranks no exercise:
                    // `--top` names as many exercises as the size reads, the rest in one "Other".
                    let subtitle = try ChartRenderer.prepare(request, data: data).graph.subtitle ?? ""
                    if !byMuscle, subtitle.contains("by main muscle group") || subtitle.contains("by movement") {
                        request.top = SeriesLimit.readable(for: size) - 1
                    }
                    let texts = try Self.texts(request, data: data).map(\.text)
                    let range = kind == .week
                        ? Week(containing: end, start: .monday).days(start: .monday)
                        : Period.last(days: days).range(today: end, weekStart: .monday)
                    let source = byMuscle ? data.byMuscle() : data
                    // The chart's default metric: issue 45.5 made it the lifting's volume where it was sets.
                    let metric = byMuscle ? ChartMetric.sets : MetricChoice.summable(try data.mix(range: range)).metric
                    let ranked = try source.totalsData(range: range, metric: metric, unit: .kg).items
                    let tag = "\(kind) \(size) \(horizontal) \(byMuscle ? "muscle" : "exercise")"
                    guard let other = texts.first(where: { $0.hasPrefix("Other (") }) else { continue }
                    checked += 1
                    let count = Int(other.dropFirst(7).prefix { $0.isNumber }) ?? 0
                    #expect(count >= SeriesLimit.minimumFolded, "\(tag): '\(other)'")
                    // Names drawn (as a label or a legend entry's start): the shown series.
                    // Each drawn name is a series already named (a slice's label and its legend entry),
                    // else the largest series it can name (a cut name can name several).
                    var shown: [ExerciseChartItem] = []
                    for text in texts where !shown.contains(where: { Self.names(text, $0.name) }) {
                        if let item = ranked.first(where: { Self.names(text, $0.name) && !shown.contains($0) }) {
                            shown.append(item)
                        }
                    }
                    let hidden = ranked.filter { item in !shown.contains(item) }
                    let smallestShown = shown.map(\.value).min() ?? 0
                    for item in hidden {
                        #expect(item.value <= smallestShown, "\(tag): '\(item.name)' \(item.value) hidden, \(smallestShown) shown")
                    }
                    #expect(hidden.count >= SeriesLimit.minimumFolded, "\(tag): \(hidden.map(\.name)) folded")
                }
            }
        }
        #expect(checked > 0, "some chart folds")
    }

    /// Whether `text` as drawn names `name`: whole, as a legend entry's start, or cut short ("Overhead Pr… 210").
    static func names(_ text: String, _ name: String) -> Bool {
        // A name wrapped onto lines under its bar reads as the name.
        let text = text.replacingOccurrences(of: "\n", with: " ")
        if text == name || text.hasPrefix(name + " ") { return true }
        // Issue 45.3: drawn without its equipment suffix ("Row" for "Row (Barbell)").
        if let short = ShortNames.withoutEquipment(name), short != name, names(text, short) { return true }
        guard let cut = text.firstIndex(of: "…"), cut > text.startIndex else { return false }
        return name.hasPrefix(String(text[..<cut]))
    }

    /// Twelve exercises and room (or `--top`) for eleven series: the last two are
    /// shown by name, not folded into an "Other (2 exercises)".
    @Test func oneOrTwoLeftOverAreShownNotFolded() throws {
        let log = try TestLog()
        defer { log.remove() }
        for i in 0..<12 {
            let exercise = try log.exercise("Lift \(i + 1)")
            try log.log(exercise, "2026-11-16", sets: 24 - i, reps: 5, kg: 50)
        }
        let data = try ChartData(store: log.store)
        for (kind, horizontal) in [(ChartKind.totals, true), (.totals, false), (.week, false), (.weeks, false)] {
            var request = Self.request(kind, PeriodFlags(week: "2026-W47"), horizontal: horizontal, byMuscle: false)
            request.top = 10
            let texts = try Self.texts(request, data: data).map(\.text)
            #expect(!texts.contains { $0.hasPrefix("Other (") }, "\(kind): \(texts)")
            for i in 1...12 {
                #expect(texts.contains { $0 == "Lift \(i)" || $0.hasPrefix("Lift \(i) ") }, "\(kind): Lift \(i) in \(texts)")
            }
        }
        #expect(SeriesLimit.kept(count: 13, limit: 11) == 10)
        #expect(SeriesLimit.kept(count: 9, limit: 8, cap: 8) == 6, "a pie folds three rather than draw a ninth slice")
    }

    /// At 240×160 totals by muscle laid out for its size: no text on another, none off the image.
    @Test(arguments: [Theme.light, .dark]) func totalsByMuscleAtTheSmallestSizeHasNoOverlap(theme: Theme) throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        let size = ChartSize.minimum
        for horizontal in [false, true] {
            var request = Self.request(.totals, PeriodFlags(), size: size, horizontal: horizontal, theme: theme)
            request.period = .last(days: 365)
            request.today = RealShapeHistory.defaultEndDay
            let graph = try ChartRenderer.prepare(request, data: data).graph
            let layout = size.layout(scale: 1)
            let problems = LayoutAtEverySizeTests.problems(graph, layout: layout.size, pixelsPerUnit: layout.scale,
                                                           theme: theme, fonts: fonts)
            #expect(problems.isEmpty, "horizontal \(horizontal): \(problems)")
            // The old wording and an axis to 10,000 (the old "Other" bar) leave a plot a few units tall:
            // its ticks are thinned for the length it gets, so "0" is not drawn on "10,000".
            var old = graph
            old.subtitle = "Sets by muscle group (working sets) · 8,732 in all"
            if horizontal { old.xAxis?.title = "Sets" } else { old.yAxis?.title = "Sets" }
            if horizontal { old.xAxis?.range = PlotRange(0, 10_000) } else { old.yAxis?.range = PlotRange(0, 10_000) }
            let oldProblems = LayoutAtEverySizeTests.problems(old, layout: layout.size, pixelsPerUnit: layout.scale,
                                                              theme: theme, fonts: fonts)
            #expect(oldProblems.isEmpty, "horizontal \(horizontal), old wording: \(oldProblems)")
        }
    }
}
