@testable import Charts
import Foundation
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// `chart weeks` draws the average of its complete weeks as a labelled line
/// (issue 45, point 1); the week in progress is no part of it.
@Suite(.serialized) struct WeeksAverageLineTests {
    /// 2026-W44 1,000 kg, W45 2,000 kg, W46 3,000 kg, W47 (in progress on Thursday 19) 500 kg.
    func fourWeeks() throws -> TestLog {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-10-26", sets: 1, reps: 10, kg: 100)
        try log.log(squat, "2026-11-02", sets: 2, reps: 10, kg: 100)
        try log.log(squat, "2026-11-09", sets: 3, reps: 10, kg: 100)
        try log.log(squat, "2026-11-16", sets: 1, reps: 5, kg: 100)
        return log
    }

    /// `chart weeks --last 1w` in a new lifter's first week was titled "1 weeks" and said "1 of 1
    /// weeks trained": one week is a week, and trained once it is said once.
    @Test func aSingleWeekIsOneWeekInTheTitleAndTheSubtitle() throws {
        let log = try fourWeeks()
        let request = ChartRequest(kind: .weeks, metric: .volume, period: .last(days: 7),
                                   style: ChartStyle(size: ChartSize(width: 800, height: 500)),
                                   today: try day("2026-11-22"))
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        #expect(graph.title?.hasPrefix("1 week · ") == true, "\(graph.title ?? "")")
        let subtitle = graph.subtitle ?? ""
        #expect(subtitle.contains("1 week trained") && !subtitle.contains("of 1 weeks"), "\(subtitle)")
        var monthly = request
        monthly.bin = .month
        let months = try ChartRenderer.prepare(monthly, data: try ChartData(store: log.store)).graph.subtitle ?? ""
        #expect(months.contains("1 month trained") && !months.contains("of 1 months"), "\(months)")
    }

    /// A log begun four weeks ago, drawn over the default twelve weeks, said "4 of 12 weeks trained":
    /// eight weeks before the log began counted as weeks without training. They are left out of the
    /// count, and the subtitle says so; a period that starts after the log began counts every week.
    @Test func weeksBeforeTheLogBeganAreNotCountedAsWeeksWithoutTraining() throws {
        let log = try fourWeeks()
        let data = try ChartData(store: log.store)
        let request = ChartRequest(kind: .weeks, metric: .volume, period: .last(days: 84),
                                   style: ChartStyle(size: ChartSize(width: 800, height: 500)), today: try day("2026-11-19"))
        let subtitle = try ChartRenderer.prepare(request, data: data).graph.subtitle ?? ""
        #expect(subtitle.contains("4 of 4 weeks trained · 8 weeks before the log began (26 Oct 2026) not counted"), "\(subtitle)")
        var months = request
        months.period = .last(days: 364)
        months.bin = .month
        let monthly = try ChartRenderer.prepare(months, data: data).graph.subtitle ?? ""
        #expect(monthly.contains("2 of 2 months trained · 11 months before the log began (26 Oct 2026) not counted"), "\(monthly)")
        var later = request
        later.period = .last(days: 21)
        let three = try ChartRenderer.prepare(later, data: data).graph.subtitle ?? ""
        #expect(three.contains("3 of 3 weeks trained") && !three.contains("before the log"), "\(three)")
    }

    /// A new lifter's default `chart weeks` drew twelve weeks of which the first eight were before the
    /// log began: a bar at the right edge of an empty chart, and at 240×160 no room left for the words
    /// that explain it. By default the chart begins with the week the log began; a period asked for
    /// (`--last 12w`) is drawn whole, as asked.
    @Test func theDefaultPeriodBeginsWithTheWeekTheLogBegan() throws {
        let log = try fourWeeks()
        let data = try ChartData(store: log.store)
        let request = ChartRequest(kind: .weeks, metric: .volume, style: ChartStyle(size: ChartSize(width: 240, height: 160)),
                                   today: try day("2026-11-19"))
        let graph = try ChartRenderer.prepare(request, data: data).graph
        #expect(graph.title == "4 weeks · 26 Oct – 22 Nov 2026", "\(graph.title ?? "")")
        #expect(graph.xAxis?.categories == ["26 Oct", "2 Nov", "9 Nov", "16 Nov"], "a bar for each of W44–W47")
        var asked = request
        asked.period = .last(days: 84)
        let whole = try ChartRenderer.prepare(asked, data: data).graph
        #expect(whole.title?.hasPrefix("12 weeks · ") == true, "\(whole.title ?? "")")
    }

    @Test func theLineStandsAtTheAverageOfTheCompleteWeeksAndSaysIt() throws {
        let request = ChartRequest(kind: .weeks, metric: .volume, period: .last(days: 28),
                                   style: ChartStyle(size: ChartSize(width: 800, height: 500)),
                                   today: try day("2026-11-19"))
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: try fourWeeks().store)).graph
        let lines = graph.plots.compactMap { $0 as? LinePlot }.flatMap(\.referenceLines)
        let average = try #require(lines.first)
        #expect(lines.count == 1)
        #expect(average.value == 2_000)
        #expect(average.label == "average 2,000 kg")
        // Drawn: the label is a text of the image.
        let fonts = try ChartFonts.locate()
        var surface = TextBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: ChartSize(width: 800, height: 500).layout(scale: 1).size, theme: .light,
                   fonts: fonts)
        #expect(surface.texts.contains { $0.text == "average 2,000 kg" })
    }

    /// By muscle group the bars are set credits (a secondary muscle counts half), the axis says
    /// "Set credits", and the average of those bars read "average 113.4 sets".
    @Test func aMuscleChartsAverageIsInCredits() throws {
        var request = try ChartRequest(kind: .weeks, metric: .sets, series: ChartSeriesFlags(grouping: .muscle),
                                       style: ChartStyle(size: ChartSize(width: 800, height: 500)))
        request.period = .last(days: 28)
        request.today = try day("2026-11-19")
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: try fourWeeks().store)).graph
        #expect(graph.yAxis?.title == "Set credits")
        let lines: [ReferenceLine] = graph.plots.compactMap { $0 as? LinePlot }.flatMap { $0.referenceLines }
        let average = try #require(lines.first)
        #expect(average.label?.hasPrefix("average ") == true && average.label?.hasSuffix(" set credits") == true,
                "\(average.label ?? "")")
        // Of reps: "Rep credits" (it read "Reps credits") and an average in rep credits.
        var reps = request
        reps.metric = .reps
        let repsGraph = try ChartRenderer.prepare(reps, data: try ChartData(store: try fourWeeks().store)).graph
        #expect(repsGraph.yAxis?.title == "Rep credits")
        let repLines: [ReferenceLine] = repsGraph.plots.compactMap { $0 as? LinePlot }.flatMap { $0.referenceLines }
        #expect(repLines.first?.label?.hasSuffix(" rep credits") == true, "\(repLines.first?.label ?? "")")
    }

    /// A new user's first weeks: the empty weeks before the log starts are not rest weeks, so
    /// 12 weeks of which only the last two hold sets have no "average 0 kg" and the average of
    /// the complete weeks since the first is the first week's total.
    @Test func weeksBeforeTheLogStartsAreNoPartOfTheAverage() throws {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-09", sets: 3, reps: 10, kg: 100)
        try log.log(squat, "2026-11-16", sets: 1, reps: 5, kg: 100)
        let request = ChartRequest(kind: .weeks, metric: .volume, period: .last(days: 84),
                                   style: ChartStyle(size: ChartSize(width: 800, height: 500)),
                                   today: try day("2026-11-19"))
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let lines = graph.plots.compactMap { $0 as? LinePlot }.flatMap(\.referenceLines)
        // One complete week of training (W46) and W47 in progress: too few for an average.
        #expect(lines.isEmpty, "\(lines.map(\.label))")
        // A month bin chart of the same first weeks draws no trend of the empty months before them.
        var long = request
        long.period = .last(days: 728)
        long.bin = .month
        let monthly = try ChartRenderer.prepare(long, data: try ChartData(store: log.store)).graph
        #expect(monthly.plots.compactMap { $0 as? LinePlot }.flatMap(\.referenceLines).isEmpty)
    }

    @Test func theAverageStartsAtTheFirstWeekThatHoldsSets() throws {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-02", sets: 1, reps: 10, kg: 100)
        try log.log(squat, "2026-11-09", sets: 3, reps: 10, kg: 100)
        let request = ChartRequest(kind: .weeks, metric: .volume, period: .last(days: 84),
                                   style: ChartStyle(size: ChartSize(width: 800, height: 500)),
                                   today: try day("2026-11-19"))
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let average = try #require(graph.plots.compactMap { $0 as? LinePlot }.flatMap(\.referenceLines).first)
        #expect(average.value == 2_000)
        #expect(average.label == "average 2,000 kg")
    }
}
