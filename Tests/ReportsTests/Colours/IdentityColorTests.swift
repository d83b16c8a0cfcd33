@testable import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// An exercise's colour is its identity: the same in the week, weeks, totals
/// and share charts and on the review page, at every size (so whatever is
/// folded into "Other"), read from the layouts' own legend entries and lines.
@Suite(.serialized) struct IdentityColorTests {
    /// One chart's shown series: exercise name → the colour its legend entry (or line) has.
    struct Shown {
        var chart: String
        var colors: [(name: String, color: Color)]
    }

    /// The exercise a legend text names ("Squat (Barbell) 54 (7.9%)" → "Squat (Barbell)"): the longest name
    /// it starts with, followed by a space or nothing; nil for "Other (…)" and texts naming none.
    static func exercise(in text: String, names: [String]) -> String? {
        names.filter { name in
            text == name || text.hasPrefix(name + " ")
        }.max { $0.count < $1.count }
    }

    /// The series colours `graph` shows at `size`: its legend entries that name an exercise, else its bars
    /// coloured each (totals) named by the category axis, else its line when titled with an exercise (progress).
    static func seriesColors(_ graph: Graph, size: Size, names: [String], fonts: ChartFonts) -> [(name: String, color: Color)] {
        let layout = graph.layout(size: size, theme: .light, fonts: fonts)
        var colors: [(name: String, color: Color)] = layout.legendEntries.compactMap { entry in
            exercise(in: entry.text, names: names).map { ($0, entry.color) }
        }
        if colors.isEmpty, let bars = graph.plots.compactMap({ $0 as? BarPlot }).first(where: \.colorsEachRecord),
           let context = graph.plotContexts(theme: .light, fonts: fonts).first,
           let categories = graph.xAxis?.categories ?? graph.yAxis?.categories {
            colors = categories.enumerated().compactMap { index, text in
                exercise(in: text, names: names).map { ($0, bars.color(ofRecord: index, context: context)) }
            }
        }
        if colors.isEmpty, let title = graph.title, names.contains(title),
           let line = graph.plots.compactMap({ $0 as? LinePlot }).first, let color = line.color {
            colors = [(title, color)]
        }
        return colors
    }

    /// The series colours of every chart kind drawn from `data`, at a large and a small size (the small
    /// one folds more into "Other"), and of the review page's charts.
    static func charts(_ data: ChartData, today: Day) throws -> [Shown] {
        let fonts = try ChartFonts.locate()
        // Series names drop an equipment suffix where they stay unique (issue 45.3): either form names the exercise.
        let names = data.exercises.map(\.name) + data.exercises.compactMap { ShortNames.withoutEquipment($0.name) }
        var result: [Shown] = []
        let full = Dictionary(data.exercises.compactMap { exercise in ShortNames.withoutEquipment(exercise.name).map { ($0, exercise.name) } },
                              uniquingKeysWith: { a, _ in a })
        func shown(_ name: String, _ graph: Graph, size: Size) {
            // A chart stacked by main muscle group or by movement (issue 45.3) names no exercise.
            if let subtitle = graph.subtitle, subtitle.contains("by main muscle group") || subtitle.contains("by movement") {
                return
            }
            // A shortened name ("Bench Press") is its exercise's: compared under the full name.
            let colors = seriesColors(graph, size: size, names: names, fonts: fonts).map { (full[$0.name] ?? $0.name, $0.color) }
            result.append(Shown(chart: name, colors: colors))
        }
        let lastWeek = Week(containing: today).adding(weeks: -1)
        let requests: [(String, ChartKind, Period?, Bool)] = [
            ("week", .week, nil, false), ("last week", .week, .week(lastWeek), false),
            ("weeks", .weeks, nil, false), ("weeks (a year)", .weeks, .last(days: 364), false),
            ("totals", .totals, .last(days: 28), false), ("totals (a year, horizontal)", .totals, .last(days: 364), true),
            ("share", .share, .last(days: 28), false), ("share (a year)", .share, .last(days: 364), false),
        ]
        for size in [ChartSize.default, ChartSize(width: 480, height: 300)] {
            for (name, kind, period, horizontal) in requests {
                // `--top 8` names exercises where the default stacks a long tail by main muscle group (issue 45.3).
                for top in [nil, 8] as [Int?] {
                    var request = ChartRequest(kind: kind, period: period, horizontal: horizontal,
                                               style: ChartStyle(size: size), today: today)
                    request.top = top
                    let graph = try ChartRenderer.prepare(request, data: data).graph
                    shown("\(name)\(top == nil ? "" : " --top 8") at \(size.width)×\(size.height)", graph,
                          size: Size(width: Float(size.width), height: Float(size.height)))
                }
            }
        }
        // The progress lines of the three exercises the year's weekly chart shows first.
        let lifts = result.first { $0.chart.hasPrefix("weeks (a year)") }?.colors.prefix(3).map(\.name) ?? []
        for name in lifts {
            let request = ChartRequest(kind: .progress(exercise: name), period: .last(days: 364), today: today)
            shown("progress of \(name)", try ChartRenderer.prepare(request, data: data).graph, size: Size(width: 1600, height: 1000))
        }
        let review = PeriodReportRequest(today: today)
        let range = try review.range(today: today, weekStart: data.weekStart)
        let content = try PeriodReportContent.gather(range: range, today: today, data: data, unit: .kg)
        // The muscle groups and the calendar have no exercise series.
        for chart in try PeriodReportCharts.make(review, content: content, data: data, today: today)
        where chart.id != "muscles" && chart.id != "calendar" {
            shown("review \(chart.id)", chart.graph, size: chart.wide)
        }
        return result
    }

    /// The demo log (filled once for this suite) and the real-shape history.
    static let demo: Result<PeriodReportFixture, any Error> = Result { try PeriodReportFixture() }

    /// The real-shape history as a log coloured before colours were identities: the palette's
    /// 16 colours given round and round, so most exercises share a colour with nine others.
    static let legacy: Result<TestLog, any Error> = Result {
        let log = try TestLog()
        _ = try DemoRun.fill(log.store, history: RealShapeHistory(), timeZone: RealShapeHistory.timeZone)
        for (index, exercise) in try log.store.exercises().enumerated() {
            try log.store.setColor(Palette.colors[index % Palette.colors.count], ofExercise: exercise.name)
        }
        return log
    }

    static func logs() throws -> [(String, ChartData, Day)] {
        let demo = try Self.demo.get()
        return [("demo", try ChartData(store: demo.log.store), demo.today),
                ("real-shape", try ChartData(store: try RealShapeLog.shared.get().store), RealShapeHistory.defaultEndDay),
                ("real-shape coloured round the palette", try ChartData(store: try Self.legacy.get().store),
                 RealShapeHistory.defaultEndDay)]
    }

    @Test func anExerciseHasOneColourInEveryChart() throws {
        for (log, data, today) in try Self.logs() {
            let charts = try Self.charts(data, today: today)
            var seen: [String: (color: Color, chart: String)] = [:]
            var shared = Set<String>()
            for chart in charts {
                #expect(!chart.colors.isEmpty, "\(log) \(chart.chart): no exercise found in the legend")
                for (name, color) in chart.colors {
                    if let first = seen[name] {
                        shared.insert(name)
                        #expect(first.color == color,
                                "\(log): \(name) is \(first.color) in \(first.chart) but \(color) in \(chart.chart)")
                    } else {
                        seen[name] = (color, chart.chart)
                    }
                }
            }
            // The charts do show the same exercises: the check has something to compare.
            #expect(shared.count >= 5, "\(log): \(shared.sorted())")
        }
    }

    @Test func shownSeriesStayApartAndFromOther() throws {
        for (log, data, today) in try Self.logs() {
            for chart in try Self.charts(data, today: today) {
                let colors = chart.colors.map(\.color) + [ExerciseColors.other]
                let least = ColorDistance.minimumDelta(colors)
                #expect(least >= ColorDistance.minimumSeriesDelta, "\(log) \(chart.chart): ΔE \(least)")
            }
        }
    }

    /// Folding more or fewer exercises into "Other" (`--top`) never changes a shown series' colour.
    @Test func foldingIntoOtherKeepsShownColours() throws {
        for (log, data, today) in try Self.logs() {
            let fonts = try ChartFonts.locate()
            let names = data.exercises.map(\.name) + data.exercises.compactMap { ShortNames.withoutEquipment($0.name) }
            for kind in [ChartKind.week, .weeks, .totals, .share] {
                var all: [String: Color] = [:]
                // `--top 12` as the most named: without `--top` a long tail stacks by main muscle group (issue 45.3).
                for top in [12, 3, 5, 8] as [Int?] {
                    var request = ChartRequest(kind: kind, period: kind == .week ? nil : .last(days: 364), today: today)
                    request.top = top
                    let graph = try ChartRenderer.prepare(request, data: data).graph
                    let shown = Self.seriesColors(graph, size: Size(width: 1600, height: 1000), names: names, fonts: fonts)
                    for (name, color) in shown {
                        if top == 12 { all[name] = color; continue }
                        #expect(all[name] == color, "\(log) \(kind) --top \(top ?? 0): \(name)")
                    }
                    if top == 12 { #expect(all.count >= 3, "\(log) \(kind): \(all.count) series unfolded") }
                }
            }
        }
    }

    /// Two exercises the user gave the same colour: one keeps it, the other takes another, and which
    /// does is the same in a week where the first leads and in a week where the second does.
    @Test func aClashResolvesTheSameWayWhicheverLeads() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat")
        let front = try log.exercise("Front Squat")
        let bench = try log.exercise("Bench Press")
        try log.store.setColor("#D55E00", ofExercise: "Squat")
        try log.store.setColor("#D55E00", ofExercise: "Front Squat")
        try log.log(squat, "2026-11-09", sets: 5, reps: 5, kg: 140)
        try log.log(front, "2026-11-10", sets: 2, reps: 5, kg: 80)
        try log.log(bench, "2026-11-11", sets: 3, reps: 5, kg: 90)
        try log.log(squat, "2026-11-16", sets: 1, reps: 5, kg: 100)
        try log.log(front, "2026-11-17", sets: 6, reps: 5, kg: 100)
        try log.log(bench, "2026-11-18", sets: 3, reps: 5, kg: 90)
        let data = try ChartData(store: log.store)
        var colors: [[String: Color]] = []
        for week in ["2026-W46", "2026-W47"] {
            let legend = try data.weekData(range: try Week(parsing: week).days(), metric: .volume, unit: .kg).legend
            colors.append(Dictionary(uniqueKeysWithValues: legend.compactMap { item in item.color.map { (item.name, $0) } }))
        }
        #expect(colors[0]["Squat"] != nil && colors[0]["Front Squat"] != nil)
        #expect(colors[0] == colors[1], "\(colors)")
        let squatColor = try #require(colors[0]["Squat"]), frontColor = try #require(colors[0]["Front Squat"])
        #expect(ColorDistance.delta(squatColor, frontColor) >= ColorDistance.minimumSeriesDelta)
        #expect([squatColor, frontColor].contains(Color(rgb: 0xD55E00)), "one of them keeps the colour it was given")
    }

    /// An exercise without a valid stored colour still has one colour, chosen by its id, not by rank.
    @Test func anExerciseWithoutAColourHasAStableOne() throws {
        let ids = (1...3).compactMap { UUID(uuidString: "00000000-0000-4000-8000-00000000000\($0)") }
        let odd = Exercise(id: ids[0], name: "Odd", color: "not a colour")
        let others = [Exercise(id: ids[1], name: "A", color: "#0072B2"), Exercise(id: ids[2], name: "B", color: "")]
        let alone = IdentityColors([odd]).colors[odd.id]
        let together = IdentityColors([odd] + others).colors
        #expect(alone != nil)
        #expect(together[odd.id] != nil && together[ids[2]] != nil)
        let byId = Dictionary(uniqueKeysWithValues: ([odd] + others).map { ($0.id, $0) })
        // Whichever leads a chart, the colours are the same.
        let first = ExerciseSeries(totals: [ids[0]: 10, ids[1]: 5, ids[2]: 1], exercises: byId)
        let second = ExerciseSeries(totals: [ids[0]: 1, ids[1]: 5, ids[2]: 10], exercises: byId)
        for id in ids {
            let a = first.entries.first { $0.exercise.id == id }?.color
            let b = second.entries.first { $0.exercise.id == id }?.color
            #expect(a != nil && a == b, "\(id)")
        }
    }
}
