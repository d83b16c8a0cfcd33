@testable import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// Issue 45, point 4: neglected muscles are visible. A muscle chart names all
/// 18 groups, those at zero too (a label and a visible mark), and never folds
/// one into "Other"; with a target the groups furthest below it come first
/// and are marked; set credits are said in words. Read from the layout's
/// text boxes and filled boxes.
@Suite(.serialized) struct NeglectedMusclesTests {
    static let today = try? Day(parsing: "2026-11-26")

    static func request(_ kind: ChartKind, size: ChartSize, horizontal: Bool = false,
                        theme: Theme = .light) -> ChartRequest {
        var request = ChartRequest(kind: kind, period: .week(try! Week(parsing: "2026-W47")), horizontal: horizontal,
                                   style: ChartStyle(size: size, theme: theme), today: today)
        request.byMuscle = true
        return request
    }

    static func draw(_ request: ChartRequest, data: ChartData) throws -> (Graph, MarkBoundsSurface) {
        let graph = try ChartRenderer.prepare(request, data: data).graph
        let fonts = try ChartFonts.locate()
        var surface = MarkBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: request.style.size.layout(scale: 1).size, theme: request.style.theme, fonts: fonts)
        return (graph, surface)
    }

    @Test(arguments: [ChartSize(width: 480, height: 300), ChartSize(width: 800, height: 500)])
    func totalsByMuscleNameAllEighteenGroupsWithTheirZeros(size: ChartSize) throws {
        let log = try MuscleFiguresTests.makeLog()
        defer { log.remove() }
        let data = try ChartData(store: log.store)
        for horizontal in [true, false] {
            for theme in [Theme.light, .dark] {
                let (graph, surface) = try Self.draw(Self.request(.totals, size: size, horizontal: horizontal, theme: theme),
                                                     data: data)
                let texts = surface.text.texts.map { $0.text.replacingOccurrences(of: "\n", with: " ") }
                let tag = "\(size) horizontal \(horizontal) \(theme.background)"
                #expect(!texts.contains { $0.hasPrefix("Other") }, "\(tag): nothing folded: \(texts)")
                let categories = (horizontal ? graph.yAxis : graph.xAxis)?.categories ?? []
                #expect(categories.count == 18, "\(tag): \(categories)")
                for muscle in MuscleGroup.allCases {
                    #expect(categories.contains(muscle.displayName), "\(tag): \(muscle.displayName)")
                }
                // Squat, bench and row work neither abs, obliques nor neck: each is a zero, said and marked.
                let stub = theme.plotAreaBackground.mixed(with: theme.secondaryTextColor, 0.14)
                let stubs = surface.rects.filter { $0.color == stub }.map(\.rect)
                let zeros = texts.filter { $0 == "0" }.count
                let zeroGroups = 18 - (try data.byMuscle().totalsData(range: Week(parsing: "2026-W47").days(start: .monday),
                                                                       metric: .sets, unit: .kg).items.filter { $0.value > 0 }.count)
                #expect(zeroGroups >= 3, "\(tag): abs, obliques and neck at zero")
                #expect(stubs.count == zeroGroups, "\(tag): a mark per zero: \(stubs.count) of \(zeroGroups)")
                #expect(stubs.allSatisfy { $0.width >= 3 && $0.height >= 3 }, "\(tag): \(stubs)")
                #expect(zeros >= zeroGroups, "\(tag): a \"0\" per zero group: \(zeros)")
            }
        }
    }

    @Test func shareByMuscleListsEveryGroupWithItsZero() throws {
        let log = try MuscleFiguresTests.makeLog()
        defer { log.remove() }
        let graph = try ChartRenderer.prepare(Self.request(.share, size: ChartSize(width: 800, height: 500)),
                                              data: try ChartData(store: log.store)).graph
        let pie = try #require(graph.plots.compactMap { $0 as? PiePlot }.first)
        #expect(pie.slices.count == 18, "\(pie.slices.map(\.name))")
        #expect(!pie.slices.contains { $0.name.hasPrefix("Other") })
        let neck = try #require(pie.slices.first { $0.name == "Neck" })
        #expect(neck.value == 0)
        #expect(neck.legendText.hasPrefix("Neck 0"), "\(neck.legendText)")
        // A zero slice cannot be seen: the subtitle names the groups at zero.
        let subtitle = graph.subtitle ?? ""
        let zeros = try #require(subtitle.components(separatedBy: " · no sets for ").last)
        #expect(zeros.contains("Neck"), "\(subtitle)")
        #expect(zeros.split(separator: ",").count == pie.slices.filter { $0.value == 0 }.count, "\(subtitle)")
    }

    @Test func theRealShapeHistoryFoldsNoMuscleGroupAt480x300() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        for kind in [ChartKind.totals, .share] {
            var request = Self.request(kind, size: ChartSize(width: 480, height: 300))
            request.period = .last(days: 365)
            request.today = RealShapeHistory.defaultEndDay
            let (_, surface) = try Self.draw(request, data: data)
            let texts = surface.text.texts.map(\.text)
            #expect(!texts.contains { $0.contains("Other (") }, "\(kind): \(texts)")
        }
    }

    /// Issue 45.4 at the smallest size too: totals and weeks by muscle at 240×160 keep
    /// the eighteen groups, none folded into an "Other" that was the biggest bar or
    /// segment (upright totals lie down there, where names have room).
    @Test func theRealShapeHistoryFoldsNoMuscleGroupAt240x160() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        for kind in [ChartKind.totals, .weeks] {
            var request = Self.request(kind, size: .minimum)
            request.period = .last(days: 84)
            request.today = RealShapeHistory.defaultEndDay
            let (graph, surface) = try Self.draw(request, data: data)
            let texts = surface.text.texts.map(\.text)
            #expect(!texts.contains { $0.hasPrefix("Other") }, "\(kind): \(texts)")
            let series = Set(graph.plots.compactMap { ($0 as? BarPlot)?.title })
            #expect(!series.contains { $0.hasPrefix("Other") }, "\(kind): \(series.sorted())")
            if kind == .totals {
                let bars = graph.plots.compactMap { $0 as? BarPlot }.flatMap { $0.bars() }
                #expect(Set(bars.map(\.location)).count == 18, "\(bars.count) bars")
            }
        }
    }

    /// A pie by muscle at 240×160 folded all but two groups into "Other 299", three
    /// quarters of the pie: it keeps every group as its slice, as at every other size,
    /// and its legend says how many more it has than rows.
    @Test func aMusclePieAt240x160FoldsNoGroup() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        var request = Self.request(.share(donut: false), size: .minimum)
        request.period = .last(days: 28)
        request.today = RealShapeHistory.defaultEndDay
        let (graph, surface) = try Self.draw(request, data: data)
        let pie = try #require(graph.plots.compactMap { $0 as? PiePlot }.first)
        #expect(pie.slices.count == 18, "\(pie.slices.map(\.name))")
        #expect(!pie.slices.contains { $0.name.hasPrefix("Other") }, "\(pie.slices.map(\.name))")
        let texts = surface.text.texts.map(\.text)
        #expect(!texts.contains { $0.hasPrefix("Other") }, "\(texts)")
    }

    /// Three weeks from Monday 2 Nov: bench 12 sets a week (chest in the target), lat pulldown 4, 5, 6.
    static func chestAndLatsLog() throws -> TestLog {
        let log = try TestLog()
        let bench = try log.exercise("Bench Press")
        let pulldown = try log.exercise("Lat Pulldown")
        for (week, monday) in ["2026-11-02", "2026-11-09", "2026-11-16"].enumerated() {
            try log.log(bench, monday, sets: 12, reps: 8, kg: 60)
            try log.log(pulldown, monday, sets: 4 + week, reps: 10, kg: 50)
        }
        return log
    }

    /// Chest trained in the target, lats a little, quads not at all: quads lead, then lats, then chest.
    @Test func aTargetChartLeadsWithTheGroupsFurthestBelowIt() throws {
        let log = try Self.chestAndLatsLog()
        defer { log.remove() }
        var request = ChartRequest(kind: .weeks(target: MuscleTarget(range: 10...20, muscles: [.chest, .lats, .quads])),
                                   period: .days(from: try day("2026-11-02"), to: try day("2026-11-22")),
                                   today: Self.today)
        request.byMuscle = true
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let titles = graph.plots.compactMap { ($0 as? BarPlot)?.title }
        #expect(titles == ["Quads · below target", "Lats · below target", "Chest"], "\(titles)")
        #expect(graph.subtitle?.hasPrefix("Weeks in the target: Quads 0/3 · Lats 0/3 · Chest 3/3") == true,
                "\(graph.subtitle ?? "")")
    }

    /// The same log (begun 2 Nov) over twelve weeks said "Quads 0/11 · Lats 0/11 · Chest 3/11": eight weeks
    /// before the log began counted as weeks out of the target, and a lifter in a first week read "0/47"
    /// on the review page. Those weeks count neither in the standings nor in "N/M", and the subtitle
    /// says so; with no week over yet it says that, not "0/0".
    @Test func weeksBeforeTheLogBeganAreNoWeeksOutOfTheTarget() throws {
        let log = try Self.chestAndLatsLog()
        defer { log.remove() }
        var request = ChartRequest(kind: .weeks(target: MuscleTarget(range: 10...20, muscles: [.chest, .lats, .quads])),
                                   period: .days(from: try day("2026-09-07"), to: try day("2026-11-22")),
                                   today: Self.today)
        request.byMuscle = true
        let data = try ChartData(store: log.store)
        let subtitle = try ChartRenderer.prepare(request, data: data).graph.subtitle ?? ""
        #expect(subtitle.hasPrefix("Weeks in the target: Quads 0/3 · Lats 0/3 · Chest 3/3 · 8 weeks before the log "
                                   + "began (2 Nov 2026) not counted"), "\(subtitle)")
        request.period = .days(from: try day("2026-09-07"), to: try day("2026-11-08"))
        request.today = try day("2026-11-04")
        let first = try ChartRenderer.prepare(request, data: data).graph.subtitle ?? ""
        // Chest made the target in the week in progress: it counts; the others are not misses yet.
        #expect(first.hasPrefix("Weeks in the target: Quads 0 so far · Lats 0 so far · Chest 1/1 · 8 weeks before the log began"),
                "\(first)")
        request.today = try day("2026-11-02")
        let none = try ChartRenderer.prepare(request, data: data).graph.subtitle ?? ""
        #expect(none.contains("Weeks in the target: Quads 0 so far"), "\(none)")
        request.kind = .weeks(target: MuscleTarget(range: 10...20, muscles: [.lats, .quads]))
        let neither = try ChartRenderer.prepare(request, data: data).graph.subtitle ?? ""
        #expect(neither.hasPrefix("Weeks in the target: no week over yet · 8 weeks before the log began"), "\(neither)")
    }

    @Test func setCreditsAreSaidInWords() throws {
        let log = try MuscleFiguresTests.makeLog()
        defer { log.remove() }
        let data = try ChartData(store: log.store)
        let subtitle = try ChartRenderer.prepare(Self.request(.totals, size: .default), data: data).graph.subtitle ?? ""
        #expect(subtitle.contains("set credits · secondary muscles count half"), "\(subtitle)")
        var quarter = Self.request(.totals, size: .default)
        quarter.counting = MuscleCounting(secondaryFraction: 0.25)
        let quartered = try ChartRenderer.prepare(quarter, data: data).graph.subtitle ?? ""
        #expect(quartered.contains("secondary muscles count a quarter"), "\(quartered)")
    }

    /// The review page's muscle section shows the groups furthest below the target, not the most trained.
    @Test func theReviewLeadsWithTheGroupsFurthestBelowTarget() throws {
        let fixture = try PeriodReportFixture()
        defer { fixture.remove() }
        let chart = try #require(try fixture.charts().charts.first { $0.id == "muscles" })
        let shown = chart.graph.plots.compactMap { ($0 as? BarPlot)?.title }
        #expect(shown.count == 4)
        // Every group shown averages further below the target than any group left out.
        let data = try ChartData(store: fixture.log.store)
        let request = PeriodReportRequest(today: fixture.today)
        let range = try request.range(today: fixture.today, weekStart: data.weekStart)
        let (weeks, _) = WeeksGraph.data(totals: try data.byMuscle().dailyTotals(range: range, metric: .sets, unit: .kg),
                                          exercises: MuscleExercises.all, range: range, weekStart: data.weekStart,
                                          metric: .sets, unit: .kg)
        let ranked = MuscleStanding.ranked(MuscleStanding.targeted, in: weeks, target: request.target, today: fixture.today)
        let shownNames = shown.map { $0.replacingOccurrences(of: " · below target", with: "") }
        let leftOut = ranked.filter { !shownNames.contains($0.muscle.displayName) }
        let least = ranked.filter { shownNames.contains($0.muscle.displayName) }.map(\.shortfall).min() ?? 0
        #expect(leftOut.allSatisfy { $0.shortfall <= least }, "\(shownNames)")
        #expect(shown.allSatisfy { $0.hasSuffix("below target") }, "each shown group is under the target: \(shown)")
        // Not the most trained: the demo's most-trained group is not among them.
        let most = ExerciseSeries.ranking(try data.byMuscle().dailyTotals(range: range, metric: .sets, unit: .kg),
                                          exercises: MuscleExercises.all).first?.name ?? ""
        #expect(!shownNames.contains(most), "\(most) is the most trained")
    }

    /// On the two-year log the review's four places went to "Neck 0/11 · Obliques 0/11 · Abs 0/11 · Side
    /// delts 0/11", and a chest under the target in most weeks was not shown: groups no weekly target is
    /// meant for outranked it by never being trained. They are not weighed; the chest is.
    @Test func theReviewWeighsOnlyTheGroupsATargetIsMeantFor() throws {
        let log = try TestLog()
        let bench = try log.exercise("Bench Press", color: "#0072B2")
        let squat = try log.exercise("Squat", color: "#D55E00")
        let row = try log.exercise("Barbell Row", color: "#009E73")
        let curl = try log.exercise("Barbell Curl", color: "#CC79A7")
        let today = try day("2026-11-21")
        for week in 0..<12 {
            let monday = try day("2026-08-31").adding(days: 7 * week)
            try log.log(bench, monday.description, sets: 4, reps: 8, kg: 80)
            try log.log(squat, monday.adding(days: 2).description, sets: 12, reps: 5, kg: 120)
            try log.log(row, monday.adding(days: 2).description, sets: 12, reps: 8, kg: 70)
            try log.log(curl, monday.adding(days: 4).description, sets: 12, reps: 10, kg: 30)
        }
        let fixture = PeriodReportFixture(log: log, today: today)
        defer { fixture.remove() }
        let chart = try #require(try fixture.charts().charts.first { $0.id == "muscles" })
        let shown = chart.graph.plots.compactMap { ($0 as? BarPlot)?.title }
            .map { $0.replacingOccurrences(of: " · below target", with: "") }
        #expect(shown.contains("Chest"), "4 sets a week of chest is neglected: \(shown)")
        #expect(!shown.contains { ["Neck", "Abs", "Obliques", "Forearms", "Calves", "Adductors"].contains($0) }, "\(shown)")
    }

    /// The week in progress was drawn in a lighter shade: a chest's so-far bar in the blue of
    /// Side delts on dark, a pale quads' darker than its legend. It keeps its group's colour,
    /// hatched in a dashed outline, as the stacked charts draw it, and the subtitle says so.
    @Test func theWeekInProgressKeepsItsGroupsColour() throws {
        let log = try TestLog()
        let bench = try log.exercise("Bench Press", color: "#0072B2")
        let squat = try log.exercise("Squat", color: "#D55E00")
        for dayText in ["2026-11-23", "2026-11-30"] {
            try log.log(bench, dayText, sets: 3, reps: 5, kg: 70)
            try log.log(squat, dayText, sets: 3, reps: 5, kg: 100)
        }
        defer { log.remove() }
        var request = ChartRequest(kind: .weeks(target: MuscleTarget(range: 10...20, muscles: [.chest, .quads])),
                                   period: .days(from: try day("2026-11-23"), to: try day("2026-12-06")),
                                   today: try day("2026-12-01"))
        request.byMuscle = true
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let bars = graph.plots.compactMap { $0 as? BarPlot }
        #expect(bars.count == 2)
        let fonts = try ChartFonts.locate()
        for theme in [Theme.light, Theme.dark] {
            let context = PlotContext(theme: IdentityShades.themed(theme), fonts: fonts, seriesIndex: 0)
            for plot in bars {
                #expect(plot.unfinishedRecords == [1], "\(plot.title ?? "")")
                #expect(plot.color(ofRecord: 1, context: context) == plot.color(ofRecord: 0, context: context),
                        "\(plot.title ?? ""): this week in its legend's colour")
            }
        }
        #expect(graph.subtitle?.hasSuffix(" · dashed: this week so far") == true, "\(graph.subtitle ?? "nil")")
    }

    /// `chart weeks --week` of this week drew its bar solid under "no week over yet": a week asked
    /// for by name skipped finding today. A week that may hold today finds it.
    @Test func thisWeekAskedForByNameIsInProgress() throws {
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        let today = LogCalendar.today(in: utc)
        let log = try TestLog()
        defer { log.remove() }
        let bench = try log.exercise("Bench Press", color: "#0072B2")
        try log.log(bench, today.description, sets: 3, reps: 8, kg: 60)
        let week = Week(containing: today, start: .monday)
        var request = ChartRequest(kind: .weeks(target: MuscleTarget(range: 10...20, muscles: [.chest])),
                                   periodFlags: PeriodFlags(week: week.description), timeZone: "UTC")
        request.byMuscle = true
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        #expect((graph.plots.first as? BarPlot)?.unfinishedRecords == [0])
        #expect(graph.subtitle?.hasSuffix("dashed: this week so far") == true, "\(graph.subtitle ?? "")")
    }

    /// A 240×160 target chart's legend, short of room, named Quads (the most trained) and put
    /// Chest and Lats, both below the target, in "+2 more". It keeps the groups furthest below.
    @Test func aSmallTargetChartsLegendKeepsTheGroupsFurthestBelow() throws {
        let log = try Self.chestAndLatsLog()
        defer { log.remove() }
        var request = ChartRequest(kind: .weeks(target: MuscleTarget(range: 10...20, muscles: [.chest, .lats, .quads])),
                                   period: .days(from: try day("2026-11-02"), to: try day("2026-11-22")),
                                   style: ChartStyle(size: ChartSize(width: 240, height: 160)), today: Self.today)
        request.byMuscle = true
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let fonts = try ChartFonts.locate()
        var surface = TextBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: ChartSize(width: 240, height: 160).layout(scale: 1).size, theme: .light, fonts: fonts)
        let texts = surface.texts.map(\.text)
        let first = try #require(graph.plots.compactMap { $0 as? BarPlot }.first?.title)
        #expect(first.hasSuffix("below target") && texts.contains(first), "the group furthest below is named: \(texts)")
    }

    /// A new lifter's review after a Monday of squats and bench presses drew an empty chart of the four
    /// groups furthest below the target, under "lighter: this week so far": none has a set to draw. The
    /// groups with no set are said to have none, and the bars are the groups trained.
    @Test func aFirstWeeksUntrainedGroupsAreSaidToHaveNoSets() throws {
        let log = try TestLog()
        let bench = try log.exercise("Bench Press", color: "#0072B2")
        let squat = try log.exercise("Squat", color: "#D55E00")
        try log.log(bench, "2026-11-30", sets: 3, reps: 5, kg: 70)
        try log.log(squat, "2026-11-30", sets: 3, reps: 5, kg: 100)
        let fixture = PeriodReportFixture(log: log, today: try day("2026-12-01"))
        defer { fixture.remove() }
        let chart = try #require(try fixture.charts().charts.first { $0.id == "muscles" })
        let subtitle = chart.graph.subtitle ?? ""
        #expect(subtitle.hasPrefix("No sets for Upper back, Lats, Side delts, Rear delts, Biceps · "
                                   + "Weeks in the target: no week over yet · "), "\(subtitle)")
        #expect(!subtitle.contains("lighter") && subtitle.hasSuffix("dashed: this week so far"), "\(subtitle)")
        let bars = chart.graph.plots.compactMap { ($0 as? BarPlot)?.title }
        #expect(bars == ["Triceps · below target", "Hamstrings · below target", "Chest · below target",
                         "Quads · below target", "Glutes · below target"], "the groups trained: \(bars)")
        let content = try PeriodReportContent.gather(range: DayRange(try day("2026-11-30"), try day("2026-12-06")),
                                                     today: try day("2026-12-01"), data: try ChartData(store: log.store), unit: .kg)
        #expect(content.headline.first { $0.label == "Training days a week" }?.value == "1.0", "one day so far, not a rate of 3.5")
    }

    /// Quads at 25 working sets a week against a 10–20 target were named plainly, as if in it: a group
    /// past the range is as much a question as one under it, and the legend says so.
    @Test func aGroupAboveTheTargetIsSaidToBe() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#D55E00")
        let bench = try log.exercise("Bench Press", color: "#0072B2")
        for week in 0..<4 {
            let monday = try day("2026-10-26").adding(days: 7 * week)
            try log.log(squat, monday.description, sets: 25, reps: 5, kg: 120)
            try log.log(bench, monday.adding(days: 2).description, sets: 15, reps: 8, kg: 80)
        }
        var request = ChartRequest(kind: .weeks(target: MuscleTarget(range: 10...20, muscles: [.quads, .chest])),
                                   period: .days(from: try day("2026-10-26"), to: try day("2026-11-22")),
                                   today: try day("2026-11-28"))
        request.byMuscle = true
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let titles = graph.plots.compactMap { ($0 as? BarPlot)?.title }
        #expect(titles == ["Quads · above target", "Chest"], "\(titles)")
    }

    /// `chart weeks --by muscle --muscle chest,lats,quads --target 10-20 --last 12w --size 480x300` on the demo:
    /// two "24" labels of neighbouring bars overlapped by 2 px. No text lies on another, light or dark.
    @Test(arguments: [Theme.light, .dark]) func targetLabelsOfNeighbouringBarsNeverOverlap(theme: Theme) throws {
        let log = try TestLog()
        defer { log.remove() }
        let today = try day("2026-11-28")
        _ = try DemoRun.fill(log.store, history: DemoHistory(weeks: 26, today: today),
                             timeZone: try #require(TimeZone(identifier: "UTC")))
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        for size in [ChartSize(width: 480, height: 300), ChartSize(width: 800, height: 500)] {
            var request = ChartRequest(kind: .weeks(target: MuscleTarget(range: 10...20, muscles: [.chest, .lats, .quads])),
                                       period: .last(days: 84), style: ChartStyle(size: size, theme: theme), today: today)
            request.byMuscle = true
            let graph = try ChartRenderer.prepare(request, data: data).graph
            let layout = size.layout(scale: 1)
            let problems = LayoutAtEverySizeTests.problems(graph, layout: layout.size, pixelsPerUnit: layout.scale,
                                                           theme: theme, fonts: fonts)
            #expect(problems.isEmpty, "\(size): \(problems)")
        }
    }
}
