import Basics
@testable import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// Issue 45, point 3: "Other" never dominates. On the real-shape history (150
/// exercises, two years) the long tail folds where a lifter recognises it
/// ("Other legs"), and no remainder segment, bar or slice outweighs the
/// largest named series, read from what each chart draws: its bar plots'
/// segments, its bars, its slices.
@Suite(.serialized) struct RemainderTests {
    @Test func aTailFoldsByMovementIntoNamedGroups() {
        let ids = (0..<11).map { _ in UUID() }
        // Two lifts of no known movement, then three legs, three pulling and three core lifts.
        let totals = [100.0, 60, 35, 30, 30, 25, 25, 25, 20, 20, 20]
        let movements: [UUID: Movement] = [ids[2]: .legs, ids[3]: .legs, ids[4]: .legs, ids[5]: .pulling,
                                           ids[6]: .pulling, ids[7]: .pulling, ids[8]: .core, ids[9]: .core,
                                           ids[10]: .core]
        let sorted = zip(ids, totals).map { (id: $0, total: $1) }
        let old = SeriesLimit.fold(sorted, kept: 4, movements: [:], noun: .exercises)
        #expect(old.remainders.count == 1 && old.remainders[0].total > 100, "one Other outweighs the largest")
        let (named, remainders) = SeriesLimit.fold(sorted, kept: 4, movements: movements, noun: .exercises)
        #expect(named + remainders.count <= 5)
        #expect(remainders.allSatisfy { $0.total <= 100 }, "\(remainders.map { ($0.name, $0.total) })")
        #expect(remainders.map(\.name).contains("Other legs"))
        #expect(named == 2)
        #expect(remainders.map(\.name) == ["Other legs", "Other pulling", "Other core"])
        #expect(Set(remainders.flatMap(\.members)).count == 11 - named, "every folded exercise in one remainder")
    }

    static let sizes = [ChartSize(width: 240, height: 160), ChartSize(width: 480, height: 300),
                        ChartSize(width: 800, height: 500), ChartSize(width: 1600, height: 1000),
                        ChartSize(width: 3840, height: 2160)]

    /// The exercise charts of the real-shape history a lifter draws: a week, 12 weeks, two years
    /// (a bar per month), four weeks' and a year's totals, four weeks' share.
    static let requests: [(ChartKind, Period)] = [
        (.week, .week(Week(year: 2026, number: 47) ?? Week(containing: RealShapeHistory.defaultEndDay, start: .monday))),
        (.week, .week(Week(year: 2026, number: 44) ?? Week(containing: RealShapeHistory.defaultEndDay, start: .monday))),
        (.weeks(target: nil), .last(days: 84)), (.weeks(target: nil), .last(days: 728)),
        (.totals(horizontal: false), .last(days: 28)), (.totals(horizontal: true), .last(days: 365)),
        (.share(donut: false), .last(days: 28)),
    ]

    /// Each series a graph draws and its total: a stacked chart's segments summed per series, a totals
    /// chart's bars under their category names, a pie's slices.
    static func series(_ graph: Graph) -> [(name: String, total: Double)] {
        var found: [(name: String, total: Double)] = []
        // A stacked chart's series are its titled plots; an untitled one beside them (last week's
        // outlines behind a week) is no series.
        let stacked = graph.plots.contains { ($0 as? BarPlot)?.title != nil }
        for plot in graph.plots {
            if let pie = plot as? PiePlot {
                found += pie.slices.map { ($0.name, $0.value) }
            } else if let bars = plot as? BarPlot {
                let source = bars.dataSource, count = source.numberOfRecords()
                if let title = bars.title {
                    let total = (0..<count).reduce(0.0) { sum, record in
                        sum + (source.value(for: .tip, record: record) ?? 0) - (source.value(for: .base, record: record) ?? 0)
                    }
                    found.append((title, total))
                } else if !stacked, let names = (bars.horizontal ? graph.yAxis : graph.xAxis)?.categories {
                    for record in 0..<min(count, names.count) { found.append((names[record], source.value(for: .tip, record: record) ?? 0)) }
                }
            }
        }
        return found
    }

    static func isRemainder(_ name: String) -> Bool { name.hasPrefix("Other ") || name.hasPrefix("Other(") }

    /// Each chart of `requests` prepared from `data` at each of `sizes`, with what it is for messages.
    static func eachGraph(_ data: ChartData, sizes: [ChartSize] = sizes, requests: [(ChartKind, Period)] = requests,
                          today: Day = RealShapeHistory.defaultEndDay,
                          _ body: (Graph, _ kind: ChartKind, _ what: String) throws -> Void) throws {
        for size in sizes {
            for (kind, period) in requests {
                let request = ChartRequest(kind: kind, period: period, horizontal: kind == .totals(horizontal: true),
                                           style: ChartStyle(size: size), today: today)
                let graph = try ChartRenderer.prepare(request, data: data).graph
                try body(graph, kind, "\(today) \(kind) \(period) \(size.width)x\(size.height)")
            }
        }
    }

    /// The share of `graph`'s total that its remainders hold.
    static func remainderShare(_ graph: Graph) -> Double {
        let all = series(graph)
        let total = all.reduce(0) { $0 + $1.total }
        let greys = all.filter { isRemainder($0.name) }.reduce(0) { $0 + $1.total }
        return total > 0 ? greys / total : 0
    }

    /// Fails with what is wrong when a remainder of `graph` outweighs its largest named series.
    static func expectNoRemainderDominates(_ graph: Graph, _ what: String) {
        let all = series(graph)
        let named = all.filter { !isRemainder($0.name) }.map(\.total).max() ?? 0
        for remainder in all where isRemainder(remainder.name) {
            #expect(remainder.total <= named * (1 + 1e-9),
                    "\(what): \(remainder.name) \(Int(remainder.total)) > largest named \(Int(named)) in \(all.map { "\($0.name) \(Int($0.total))" })")
        }
    }

    @Test func noRemainderOfTheRealShapeChartsOutweighsTheLargestNamedSeries() throws {
        let log = try RealShapeLog.shared.get()
        try Self.eachGraph(try ChartData(store: log.store)) { graph, _, what in
            #expect(!Self.series(graph).isEmpty, "\(what)")
            Self.expectNoRemainderDominates(graph, what)
        }
    }

    @Test func noRemainderOfTheRealShapeReviewOutweighsTheLargestNamedSeries() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let today = RealShapeHistory.defaultEndDay
        for request in [PeriodReportRequest(today: today), PeriodReportRequest(year: 2026, today: today)] {
            let range = try request.range(today: today, weekStart: data.weekStart)
            let content = try PeriodReportContent.gather(range: range, today: today, data: data, unit: data.unit(request.unit))
            let charts = try PeriodReportCharts.make(request, content: content, data: data, today: today)
            let exerciseCharts = charts.filter { ["weeks", "cardio"].contains($0.id) }
            #expect(exerciseCharts.count == 2)
            for chart in exerciseCharts { Self.expectNoRemainderDominates(chart.graph, "review \(chart.id)") }
        }
    }

    /// Five greys on one bar read as one grey block (week 47 of the real shape stacked "Other legs",
    /// "Other pushing", "Other front delts", "Other pulling" and "Other rear delts" on one day): a
    /// chart stacks at most three remainders, in greys a reader tells apart, or stacks by muscle group.
    @Test func aChartStacksAtMostThreeRemaindersInGreysApart() throws {
        let log = try RealShapeLog.shared.get()
        try Self.eachGraph(try ChartData(store: log.store)) { graph, _, what in
            let remainders = Set(Self.series(graph).map(\.name).filter(Self.isRemainder))
            #expect(remainders.count <= 3, "\(what): \(remainders.sorted())")
        }
        let greys = Array(SeriesLimit.remainderGreys.prefix(SeriesLimit.maximumRemainders - 1)) + [ExerciseColors.otherHex]
        let lab = greys.compactMap { HexColour.channels($0) }.map { CIELAB(red: $0.red, green: $0.green, blue: $0.blue) }
        #expect(lab.count == greys.count)
        for i in lab.indices { for j in lab.indices where j > i {
            #expect(lab[i].delta(lab[j]) >= 10, "\(greys[i]) and \(greys[j]) are too close")
        } }
    }

    /// At 240×160 four weeks' totals were "Quads", "Other pushing" and "Other (10 muscle groups)":
    /// two grey bars of three, 63 % of the volume unnamed. No chart of the real shape leaves more than
    /// half its total in remainders; one that would stacks by movement, which names nearly all.
    /// The history `demo --history real-shape` made on 2026-11-29 is checked too: the days fall
    /// otherwise, and that is where the grey totals were seen.
    @Test func noRealShapeChartIsMostlyRemainder() throws {
        for (log, today) in try RealShapeLog.both() {
            try Self.eachGraph(try ChartData(store: log.store), requests: Self.requests.filter { $0.0 != .week },
                               today: today) { graph, _, what in
                #expect(Self.remainderShare(graph) <= 0.5, "\(what): \(Self.series(graph).map { "\($0.name) \(Int($0.total))" })")
            }
        }
    }

    /// A week regrouped by main muscle group folded the tail into three greys wherever an "Other"
    /// would have held two: week 47 at 800×500 named Quads and Front delts and drew 48 % of its
    /// volume grey, though the image had room for seven groups. From 800×500 up a chart stacked by
    /// main muscle group names the groups the image has room for and leaves at most a quarter of its
    /// total in remainders (a chart of 150 exercises by name may leave more: its tail is long).
    @Test func fromMidSizeUpNoChartByMuscleGroupLeavesMoreThanAQuarterGrey() throws {
        for (log, today) in try RealShapeLog.both() {
            let week47 = Period.week(try #require(Week(year: 2026, number: 47)))
            try Self.eachGraph(try ChartData(store: log.store), sizes: Array(Self.sizes.dropFirst(2)),
                               requests: Self.requests + [(.week, week47)], today: today) { graph, _, what in
                guard graph.subtitle?.contains("by main muscle group") == true else { return }
                #expect(Self.remainderShare(graph) <= 0.25, "\(what): \(Self.series(graph).map { "\($0.name) \(Int($0.total))" })")
            }
        }
    }

    /// At 480×300 four weeks' totals stacked by main muscle group named four groups beside a grey
    /// "Other (10 muscle groups)" of 29 % (the second bar), twelve weeks greyed 28 % and two years
    /// 37 %, where legs, pushing, pulling and core name every kilogram; at 1600×1000 four weeks'
    /// totals named nine exercises beside three grey bars of 34 %, where main muscle groups grey 5 %.
    /// From 480×300 up no real-shape chart greys more than a fifth of its total: past that it stacks
    /// by main muscle group or by movement, whichever greys least.
    @Test func fromASmallImageUpNoRealShapeChartGreysMoreThanAFifth() throws {
        for (log, today) in try RealShapeLog.both() {
            let week47 = Period.week(try #require(Week(year: 2026, number: 47)))
            try Self.eachGraph(try ChartData(store: log.store), sizes: Array(Self.sizes.dropFirst()),
                               requests: Self.requests + [(.week, week47)], today: today) { graph, _, what in
                #expect(Self.remainderShare(graph) <= SeriesLimit.greyShare,
                        "\(what): \(Self.series(graph).map { "\($0.name) \(Int($0.total))" })")
            }
        }
    }

    /// A totals chart names each bar under it, so colour need not tell the bars apart: four weeks'
    /// totals at 1600×1000 named four series and folded ten muscle groups into a grey bar larger than
    /// all but one, though the image had room for ten. They are named as the image has room.
    @Test func aTotalsChartNamesAsManyBarsAsItHasRoomFor() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let size = ChartSize(width: 1600, height: 1000)
        let request = ChartRequest(kind: .totals(horizontal: false), period: .last(days: 28),
                                   style: ChartStyle(size: size), today: RealShapeHistory.defaultEndDay)
        let graph = try ChartRenderer.prepare(request, data: data).graph
        let all = Self.series(graph)
        let named = all.filter { !Self.isRemainder($0.name) }
        #expect(named.count >= SeriesLimit.readable(for: size, namedUnderBars: true) - 1, "\(all.map { "\($0.name) \(Int($0.total))" })")
    }

    /// A series named in a legend needs a row and a segment, not a bar's width: week 47 at 480×300
    /// named four muscle groups and greyed 24 % of its volume, with room beside the plot for more.
    /// A stack at 480×300 names five series before its remainder, and a totals chart, whose names
    /// stand under bars, keeps five bars so "Hamstrings" stays whole.
    @Test func aLegendAt480x300NamesMoreThanBarsNamedUnderThem() throws {
        #expect(SeriesLimit.readable(for: ChartSize(width: 480, height: 300)) == 6)
        #expect(SeriesLimit.readable(for: ChartSize(width: 480, height: 300), namedUnderBars: true) == 5)
        let later = try RealShapeLog.later.get(), end = RealShapeLog.laterEnd
        let week47 = Period.week(try #require(Week(year: 2026, number: 47)))
        try Self.eachGraph(try ChartData(store: later.store), sizes: [ChartSize(width: 480, height: 300)],
                           requests: [(.week, week47), (.totals(horizontal: false), .last(days: 28))], today: end) { graph, kind, what in
            let all = Self.series(graph)
            let named = all.filter { !Self.isRemainder($0.name) }
            if kind == .week {
                #expect(named.count >= 5, "\(what): \(all.map { "\($0.name) \(Int($0.total))" })")
            } else {
                #expect(all.count <= 5, "\(what): \(all.map(\.name))")
            }
        }
    }

    /// A 240×160 totals chart by movement read "Legs, Pushing, Other (5 exercises)": pulling and core,
    /// the groups a lifter looks for, folded into a grey bar to save one bar. Two movements are named.
    @Test func aSmallChartByMovementNamesTwoMovementsRatherThanFoldThem() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let request = ChartRequest(kind: .totals(horizontal: false), period: .last(days: 28),
                                   style: ChartStyle(size: ChartSize(width: 240, height: 160)),
                                   today: RealShapeHistory.defaultEndDay)
        let graph = try ChartRenderer.prepare(request, data: data).graph
        let names = Self.series(graph).map(\.name)
        #expect(names == ["Legs", "Pushing", "Pulling", "Core"], "\(Self.series(graph).map { "\($0.name) \($0.total)" })")
    }

    /// Counted in sets (cardio too), the same 240×160 charts by movement named Legs and Pushing and
    /// folded pulling, core and cardio into "Other (7 exercises)", the largest bar and a third of the
    /// pie. Movements are never folded, as muscle groups are not: all five are named.
    @Test func aSmallChartByMovementNamesEveryMovement() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let movements = Set(Movement.allCases.map(\.seriesName))
        for kind in [ChartKind.totals(horizontal: false), .share(donut: false), .weeks(target: nil)] {
            let request = ChartRequest(kind: kind, metric: .sets, period: .last(days: 28),
                                       style: ChartStyle(size: ChartSize(width: 240, height: 160)),
                                       today: RealShapeHistory.defaultEndDay)
            let graph = try ChartRenderer.prepare(request, data: data).graph
            let names = Self.series(graph).map(\.name)
            #expect(names.count == 5 && Set(names) == movements, "\(kind): \(names)")
        }
    }

    /// Where no fold within the chart's series keeps every remainder within the largest exercise, the
    /// chart stacks by main muscle group (or, failing that, by movement) and says so.
    @Test func aChartThatCannotNameEnoughExercisesStacksByMuscleAndSaysSo() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let groups = Set(MuscleGroup.allCases.map(\.displayName) + Movement.allCases.map(\.seriesName))
        for kind in [ChartKind.weeks(target: nil), .totals(horizontal: false)] {
            let request = ChartRequest(kind: kind, period: .last(days: 84),
                                       style: ChartStyle(size: ChartSize(width: 480, height: 300)),
                                       today: RealShapeHistory.defaultEndDay)
            let graph = try ChartRenderer.prepare(request, data: data).graph
            let names = Self.series(graph).map(\.name).filter { !Self.isRemainder($0) }
            let subtitle = graph.subtitle ?? ""
            #expect(subtitle.contains("by main muscle group") || subtitle.contains("by movement"), "\(subtitle)")
            #expect(!names.isEmpty && Set(names).isSubset(of: groups), "\(names)")
        }
    }

    /// `--by exercise` said what the series are: the same charts stacked by muscle group or
    /// movement all the same ("Volume by main muscle group" under `chart share --by exercise`).
    @Test func byExerciseAsGivenKeepsASeriesPerExercise() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let groups = Set(MuscleGroup.allCases.map(\.displayName) + Movement.allCases.map(\.seriesName))
        let exercises = Set(try log.store.exercises().map(\.name))
        for kind in [ChartKind.weeks(target: nil), .totals(horizontal: false), .share(donut: false)] {
            var request = try ChartRequest(kind: kind, series: ChartSeriesFlags(grouping: .exercise))
            request.period = .last(days: 84)
            request.style = ChartStyle(size: ChartSize(width: 480, height: 300))
            request.today = RealShapeHistory.defaultEndDay
            let graph = try ChartRenderer.prepare(request, data: data).graph
            let names = Self.series(graph).map(\.name).filter { !Self.isRemainder($0) }
            #expect(!(graph.subtitle ?? "").contains("by main muscle group") && !(graph.subtitle ?? "").contains("by movement"),
                    "\(graph.subtitle ?? "")")
            #expect(!names.isEmpty && names.allSatisfy { !groups.contains($0) }, "\(kind): \(names)")
            #expect(names.allSatisfy { name in exercises.contains { $0.hasPrefix(name) } }, "\(kind): \(names)")
        }
    }

    /// `chart totals --by exercise` of four weeks at 480×300 drew "Other (21 exercises)" 37,724 kg,
    /// four times the largest exercise, on a scale that squashed the ranking it was asked for. The
    /// remainder is drawn broken: the value axis fits the exercises, the remainder runs past its
    /// top with a gap across it, and its value is written on it. Both ways up, light and dark.
    @Test(arguments: [(false, Theme.light), (true, Theme.dark)])
    func aRemainderLargerThanEveryExerciseIsDrawnBroken(horizontal: Bool, theme: Theme) throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        var request = try ChartRequest(kind: .totals(horizontal: horizontal), series: ChartSeriesFlags(grouping: .exercise))
        request.period = .last(days: 28)
        request.style = ChartStyle(size: ChartSize(width: 480, height: 300), theme: theme)
        request.today = RealShapeHistory.defaultEndDay
        let graph = try ChartRenderer.prepare(request, data: data).graph
        let series = Self.series(graph)
        let largest = try #require(series.filter { !Self.isRemainder($0.name) }.map(\.total).max())
        let other = try #require(series.first { Self.isRemainder($0.name) })
        #expect(other.total > 2 * largest, "\(series)")
        let size = ChartSize(width: 480, height: 300).layout(scale: 1).size
        let fonts = try ChartFonts.locate()
        var surface = MarkBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: size, theme: theme, fonts: fonts)
        let layout = graph.layout(size: size, theme: theme, fonts: fonts)
        let space = layout.plotArea.space
        let values = horizontal ? space.xRange : space.yRange
        // The axis fits the largest exercise (and its label), not the remainder.
        #expect(values.upper >= largest && values.upper < 1.5 * largest, "\(values) for \(largest)")
        // The remainder's value is written inside the plot area, on its bar.
        let label = try #require(graph.plots.first as? BarPlot).labelFormatter.string(for: other.total)
        let written = try #require(surface.text.texts.first { $0.text == label }, "\(surface.text.texts.map(\.text))")
        #expect(layout.plotArea.frame.contains(written.frame.center), "\(written.frame) in \(layout.plotArea.frame)")
        // A gap of the plot area's colour crosses the bar near the edge it runs past.
        let gaps = surface.shapeFills.filter { $0.color == theme.plotAreaBackground }
        #expect(gaps.contains { gap in
            horizontal ? abs(gap.rect.maxX - layout.plotArea.frame.maxX) < 20 : abs(gap.rect.minY - layout.plotArea.frame.minY) < 20
        }, "\(gaps.map(\.rect))")
    }

    /// `--y-max 5000` under the two largest exercises stopped them flat at 5,000, as if they were
    /// 5,000, one's value cut away and the other's over the subtitle. Every bar past the scale's top
    /// is drawn broken with its value on it, inside the plot area.
    @Test(arguments: [false, true])
    func barsPastAGivenScaleTopAreDrawnBrokenWithTheirValues(horizontal: Bool) throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        var request = try ChartRequest(kind: .totals(horizontal: horizontal), series: ChartSeriesFlags(grouping: .exercise))
        request.period = .last(days: 28)
        request.style = ChartStyle(size: ChartSize(width: 480, height: 300))
        request.today = RealShapeHistory.defaultEndDay
        request.valueScaleTop = 5_000
        let graph = try ChartRenderer.prepare(request, data: data).graph
        let bars = try #require(graph.plots.first as? BarPlot)
        let values = (0..<bars.dataSource.numberOfRecords()).map { bars.dataSource.value(for: .tip, record: $0) ?? 0 }
        let past = Set(values.indices.filter { values[$0] > 5_000 })
        #expect(past.count >= 2 && bars.brokenRecords == past, "\(values), broken \(bars.brokenRecords)")
        let size = ChartSize(width: 480, height: 300).layout(scale: 1).size
        let fonts = try ChartFonts.locate()
        var surface = MarkBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: size, theme: .light, fonts: fonts)
        let frame = graph.layout(size: size, theme: .light, fonts: fonts).plotArea.frame
        for record in past {
            let label = bars.labelFormatter.string(for: values[record])
            let written = try #require(surface.text.texts.first { $0.text == label }, "\(label)")
            #expect(frame.contains(written.frame.center), "\(label) at \(written.frame) outside \(frame)")
        }
    }

    /// A pie names at most seven slices and "Other": `--top 12` drew seven, unsaid, and the
    /// "Other (8 exercises)" it left was the largest slice. It is refused, saying how many fit.
    @Test func aPieRefusesATopAboveItsSlices() throws {
        #expect(throws: ReportsError(RequestProblem.topAboveSlices(12, limit: 7))) {
            try ChartRequest(kind: .share(donut: false), series: ChartSeriesFlags(top: 12))
        }
        #expect(try ChartRequest(kind: .share(donut: false), series: ChartSeriesFlags(top: 7)).top == 7)
        #expect(try ChartRequest(kind: .totals(horizontal: false), series: ChartSeriesFlags(top: 12)).top == 12)
    }

    /// A movement too large for one remainder is split by main muscle group ("Other quads").
    @Test func aMovementLargerThanTheLargestSeriesSplitsByMainMuscle() {
        let ids = (0..<12).map { _ in UUID() }
        // Two lifts, then ten legs: five quads, five hamstrings, 20 each.
        let totals = [100.0, 90, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20]
        var movements: [UUID: Movement] = [:]
        var muscles: [UUID: MuscleGroup] = [:]
        for i in 2..<12 { movements[ids[i]] = .legs; muscles[ids[i]] = i < 7 ? .quads : .hamstrings }
        let sorted = zip(ids, totals).map { (id: $0, total: $1) }
        let folded = SeriesLimit.grouping(sorted, kept: 3, movements: movements, mainMuscles: muscles, noun: .exercises)
        #expect(folded?.named == 2)
        #expect(folded?.remainders.map(\.name).sorted() == ["Other hamstrings", "Other quads"])
        #expect(folded?.remainders.allSatisfy { $0.total <= 100 } == true)
        #expect(Set(folded?.remainders.map(\.hex) ?? []).count == 2, "two remainders, two greys")
    }

    /// Series names drop "(Barbell)" where the short name stays unique in the chart, and keep it
    /// where another exercise of the chart shares it ("Bench Press (Dumbbell)").
    @Test func seriesNamesDropTheEquipmentWhereTheyStayUnique() {
        let bench = Exercise(id: UUID(), name: "Bench Press (Barbell)", color: "#0072B2")
        let squat = Exercise(id: UUID(), name: "Squat (Barbell)", color: "#E69F00")
        let dumbbell = Exercise(id: UUID(), name: "Bench Press (Dumbbell)", color: "#009E73")
        let day = Day(year: 2026, month: 11, day: 16) ?? RealShapeHistory.defaultEndDay
        func legend(_ exercises: [Exercise]) -> [String] {
            let totals = exercises.enumerated().map { DayExerciseTotal(day: day, exercise: $1.id, value: Double(100 - $0), sets: 3) }
            return WeekChartData(days: [day], totals: totals, exercises: exercises, metric: .volume, unit: .kg)
                .legend.map(\.name)
        }
        #expect(legend([bench, squat]) == ["Bench Press", "Squat"])
        #expect(legend([bench, squat, dumbbell]) == ["Bench Press (Barbell)", "Squat", "Bench Press (Dumbbell)"])
    }

    /// No text any real-shape chart draws is cut inside a parenthesis ("Bench Press (…", "Deadlift (Barb…",
    /// "Other (3…"): a cut keeps whole words and drops a parenthesis it would leave open.
    @Test func noNameIsCutInsideItsParenthesis() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        for size in Self.sizes.prefix(3) {
            for (kind, period) in Self.requests {
                let request = ChartRequest(kind: kind, period: period, horizontal: kind == .totals(horizontal: true),
                                           style: ChartStyle(size: size), today: RealShapeHistory.defaultEndDay)
                let graph = try ChartRenderer.prepare(request, data: data).graph
                var surface = MarkBoundsSurface(fonts: fonts)
                graph.draw(on: &surface, size: size.layout(scale: 1).size, theme: .light, fonts: fonts)
                for text in surface.text.texts.map(\.text) where text.contains("\u{2026}") {
                    let kept = text.prefix { $0 != "\u{2026}" }
                    let open = kept.filter { $0 == "(" }.count, close = kept.filter { $0 == ")" }.count
                    #expect(open == close, "\(kind) \(size.width)x\(size.height): \(text)")
                }
            }
        }
    }
}
