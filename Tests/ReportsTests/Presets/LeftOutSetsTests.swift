@testable import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// Issue 45, point 5: volume says what it leaves out. A new user's first week
/// (squat and bench on Monday, pull-ups `3x8@bw+10kg` with no body weight and
/// a plank on Wednesday, beside a bench day): the subtitle names the sets not
/// in volume with their count and exercise, says the pull-ups count the added
/// load only, and the plank gets a mark of its own on its day. A log mixing
/// lifting and runs defaults to the lifting's volume and names the runs.
@Suite(.serialized) struct LeftOutSetsTests {
    static let today = try? Day(parsing: "2026-11-22")

    static func firstWeek() throws -> TestLog {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        let bench = try log.exercise("Bench Press", color: "#E69F00")
        let pull = try log.exercise("Pull Up", color: "#009E73", kind: .reps)
        let plank = try log.exercise("Plank", color: "#CC79A7", kind: .duration)
        try log.log(squat, "2026-11-16", sets: 3, reps: 5, kg: 100)
        try log.log(bench, "2026-11-16", sets: 3, reps: 5, kg: 60)
        try log.log(bench, "2026-11-18", sets: 3, reps: 5, kg: 62.5)
        let wednesday = try day("2026-11-18")
        let noon = wednesday.instant(hour: 12, minute: 0, in: try #require(TimeZone(identifier: "UTC")))
        try log.store.insert((0..<3).map { _ in
            WorkoutSet(exerciseId: pull.id, performedAt: noon, utcOffset: 0, day: wednesday, reps: 8,
                       weight: Weight(10, .kg), isBodyweight: true)
        })
        try log.store.insert((0..<3).map { _ in
            WorkoutSet(exerciseId: plank.id, performedAt: noon, utcOffset: 0, day: wednesday, duration: 60)
        })
        return log
    }

    static func graph(_ log: TestLog, _ kind: ChartKind, size: ChartSize = ChartSize(width: 800, height: 500)) throws -> Graph {
        let request = ChartRequest(kind: kind, period: .week(try Week(parsing: "2026-W47")),
                                   style: ChartStyle(size: size), today: today)
        return try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
    }

    /// A two-year history's duration chart read "2727 sets not in duration" beside "53:03:06 in all"
    /// and "1,065,757 kg": a count in a subtitle is grouped as every other number on the chart.
    @Test func aCountOfSetsLeftOutIsGroupedInThousands() {
        var left = LeftOutSets()
        left.sets = 2_727
        left.exercises = ["Pull Up"]
        #expect(left.note(.duration) == " · 2,727 sets not in duration: Pull Up")
        left.sets = 1
        #expect(left.note(.duration) == " · 1 set not in duration: Pull Up")
    }

    @Test func theFirstWeekNamesTheSetsNotInVolume() throws {
        let log = try Self.firstWeek()
        defer { log.remove() }
        for kind in [ChartKind.week, .weeks, .totals, .share] {
            let subtitle = try Self.graph(log, kind).subtitle ?? ""
            #expect(subtitle.hasPrefix("Volume"), "\(kind): \(subtitle)")
            #expect(subtitle.contains("3 sets not in volume: Plank"), "\(kind): \(subtitle)")
            #expect(subtitle.contains("added load only: Pull Up"), "\(kind): \(subtitle)")
            #expect(subtitle.hasSuffix("body weight not set"), "\(kind): \(subtitle)")
        }
    }

    @Test(arguments: [ChartSize(width: 480, height: 300), ChartSize(width: 800, height: 500),
                      ChartSize(width: 1600, height: 1000)])
    func thePlankHasAMarkOnADayWithVolume(size: ChartSize) throws {
        let log = try Self.firstWeek()
        defer { log.remove() }
        let graph = try Self.graph(log, .week, size: size)
        for theme in [Theme.light, .dark] {
            let fonts = try ChartFonts.locate()
            var surface = MarkBoundsSurface(fonts: fonts)
            graph.draw(on: &surface, size: size.layout(scale: 1).size, theme: theme, fonts: fonts)
            let layout = graph.layout(size: size.layout(scale: 1).size, theme: theme, fonts: fonts)
            let wednesday = layout.plotArea.space.deviceX(2)
            // The plank's own colour, not a grey: grey is the remainder's alone (issue 45.6).
            let plank = theme.strokeColor(Color(rgb: 0xCC79A7))
            let stub = theme.plotAreaBackground.mixed(with: plank, HatchedBox.identityFillShare)
            let stubs = surface.rects.filter { $0.color == stub && layout.plotArea.frame.intersects($0.rect) }.map(\.rect)
            #expect(stubs.count == 1, "\(size) \(theme.background): \(stubs)")
            let mark = try #require(stubs.first)
            #expect(abs(mark.midX - wednesday) < 2, "\(size): the mark stands on Wednesday")
            // On top of Wednesday's bench bar, not at the axis under it.
            let bench = surface.rects.filter { $0.color == Color(rgb: 0xE69F00) && abs($0.rect.midX - wednesday) < 2 }
            let bar = try #require(bench.map(\.rect).first)
            #expect(mark.maxY <= bar.minY + 1, "\(size): the mark \(mark) sits on the bar \(bar)")
            #expect(mark.height >= 5, "\(size): visible")
            // The legend names the plank, in its colour, hatched as its mark is.
            let entry = layout.legendEntries.first { $0.text == "Plank 3 sets" }
            #expect(entry?.color == Color(rgb: 0xCC79A7), "\(size): \(layout.legendEntries.map(\.text))")
            #expect(entry?.swatch == .hatchedBox)
        }
    }

    @Test func aMixedLogDefaultsToTheLiftingsVolume() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#0072B2")
        let run = try log.exercise("Run", color: "#E69F00", kind: .distance)
        try log.log(squat, "2026-11-16", sets: 5, reps: 5, kg: 100)
        let tuesday = try day("2026-11-17")
        let noon = tuesday.instant(hour: 7, minute: 0, in: try #require(TimeZone(identifier: "UTC")))
        try log.store.insert([WorkoutSet(exerciseId: run.id, performedAt: noon, utcOffset: 0, day: tuesday,
                                         duration: 1500, distance: 5000)])
        for kind in [ChartKind.week, .totals, .share] {
            let graph = try Self.graph(log, kind)
            let subtitle = graph.subtitle ?? ""
            #expect(subtitle.hasPrefix("Volume (lifting only)"), "\(kind): \(subtitle)")
            #expect(subtitle.contains("2,500 kg in all"), "\(kind): \(subtitle)")
            #expect(subtitle.contains("1 set not in volume: Run"), "\(kind): \(subtitle)")
            #expect(!subtitle.contains("Sets"), "\(kind): \(subtitle)")
        }
    }

    /// Duration by month on a log of lifts and runs marked every lift with a hatched cap and a
    /// legend line ("Leg Curl 3 sets", "+115 more"), and labelled its minutes "96.6" under an
    /// "h:mm:ss" title, every 100 minutes: the lifts are named in the subtitle alone, the
    /// bars' totals and the axis read as clocks, ticked every half hour or hour.
    @Test func aDurationChartOfALiftersLogMarksNoLiftAndReadsAsAClock() throws {
        let log = try TestLog()
        defer { log.remove() }
        let run = try log.exercise("Running", color: "#56B4E9", kind: .duration)
        let lifts = try ["Squat", "Bench Press", "Deadlift", "Row", "Curl", "Dip"].map { try log.exercise($0) }
        let noon = { (day: Day) in day.instant(hour: 12, minute: 0, in: TimeZone(secondsFromGMT: 0) ?? .current) }
        var first = try day("2026-03-02")
        while first <= (try day("2026-11-16")) {
            for (index, lift) in lifts.enumerated() { try log.log(lift, first.adding(days: index % 2).description, sets: 3, reps: 5, kg: 60) }
            try log.store.insert([WorkoutSet(exerciseId: run.id, performedAt: noon(first.adding(days: 2)), utcOffset: 0,
                                             day: first.adding(days: 2), duration: 45 * 60)])
            first = first.adding(days: 7)
        }
        let request = ChartRequest(kind: .weeks, metric: .duration,
                                   period: .days(from: try day("2026-03-01"), to: try day("2026-11-20")),
                                   style: ChartStyle(size: ChartSize(width: 1600, height: 1000)), today: Self.today)
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        #expect(graph.subtitle?.contains("sets not in duration: ") == true, "\(graph.subtitle ?? "")")
        let fonts = try ChartFonts.locate()
        let size = ChartSize(width: 1600, height: 1000).layout(scale: 1).size
        let layout = graph.layout(size: size, theme: .light, fonts: fonts)
        #expect(layout.legendEntries.map(\.text).allSatisfy { !$0.hasSuffix(" sets") && !$0.hasPrefix("+") },
                "\(layout.legendEntries.map(\.text))")
        let axis = try #require(layout.plotArea.yAxis?.layout)
        // Ticks a clock reads (every 30 minutes or hour), labelled as clocks, never every 100 minutes.
        let step = axis.majorTicks.count > 1 ? axis.majorTicks[1] - axis.majorTicks[0] : 0
        #expect(axis.majorTicks.count >= 3 && [30, 60, 120].contains(step), "\(axis.majorTicks)")
        let texts = axis.labels.map { (label: AxisLayout.Label) in label.text }
        #expect(texts.allSatisfy { $0 == "0:00" || $0.hasSuffix("0:00") }, "\(texts)")
        #expect(ValueFormats.values(.duration).string(for: 96.6, step: 0) == "1:36:36")
    }
}

/// A duration or distance chart leaves pull-ups out because they have no time, not for want of a
/// body weight: it said "525 sets not in duration: … · body weight not set".
@Suite struct LeftOutBodyWeightReasonTests {
    @Test func onlyALoadNeedsTheBodyWeight() throws {
        let pullUp = Exercise(name: "Pull Up", color: "#0072B2")
        let day = try Day(parsing: "2026-11-16")
        let totals = [DayExerciseTotal(day: day, exerciseId: pullUp.id, value: 0, sets: 3, bodyweightSets: 3)]
        for metric in [ChartMetric.duration, .distance] {
            let note = LeftOutSets(totals: totals, exercises: [pullUp], metric: metric, bodyWeight: nil).note(metric)
            #expect(note.contains("3 sets not in") && !note.contains("body weight"), "\(note)")
        }
        let volume = LeftOutSets(totals: totals, exercises: [pullUp], metric: .volume, bodyWeight: nil).note(.volume)
        #expect(volume.hasSuffix("body weight not set"), "\(volume)")
    }
}
