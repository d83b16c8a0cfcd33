@testable import Charts
import Foundation
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// `--y-max` gives bar charts drawn apart one value scale (issue 45, point 1).
@Suite(.serialized) struct ValueScaleTopTests {
    func log() throws -> TestLog {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-09", sets: 5, reps: 6, kg: 100)
        try log.log(squat, "2026-11-24", sets: 2, reps: 5, kg: 60)
        return log
    }

    /// The plot space of `kind` over `period` with the scale's top at `top`.
    func space(_ kind: ChartKind, _ period: Period, top: Double?, data: ChartData) throws -> PlotSpace {
        var request = ChartRequest(kind: kind, metric: .volume, period: period,
                                   style: ChartStyle(size: ChartSize(width: 800, height: 500)),
                                   today: try day("2026-11-28"))
        request.valueScaleTop = top
        let graph = try ChartRenderer.prepare(request, data: data).graph
        return graph.layout(size: Size(width: 800, height: 500), theme: .light, fonts: try ChartFonts.locate())
            .plotArea.space
    }

    @Test func twoWeeksSideBySideShareTheScaleAsked() throws {
        let data = try ChartData(store: try log().store)
        let w46 = Period.week(try Week(parsing: "2026-W46")), w48 = Period.week(try Week(parsing: "2026-W48"))
        // Fitted to their own data, 3,000 kg and 600 kg (a week apart: no ghost) stand on different scales.
        #expect(try space(.week, w46, top: nil, data: data).yRange != space(.week, w48, top: nil, data: data).yRange)
        let a = try space(.week, w46, top: 5_000, data: data), b = try space(.week, w48, top: 5_000, data: data)
        #expect(a.yRange == PlotRange(0, 5_000))
        #expect(b.yRange == a.yRange)
        #expect(a.deviceY(2_500) == b.deviceY(2_500))
    }

    @Test func weeksAndHorizontalTotalsTakeTheScaleToo() throws {
        let data = try ChartData(store: try log().store)
        #expect(try space(.weeks, .last(days: 28), top: 8_000, data: data).yRange == PlotRange(0, 8_000))
        #expect(try space(.totals(horizontal: true), .last(days: 28), top: 8_000, data: data).xRange
            == PlotRange(0, 8_000))
    }

    @Test(arguments: ["0", "-5", "abc", "nan", "inf"])
    func aScaleTopIsAPositiveNumber(_ text: String) {
        #expect(throws: ReportsError(.option(.notAScaleTop(text)))) { try ValueScaleTop(parsing: text) }
    }

    @Test func aScaleTopReadsItsNumber() throws {
        #expect(try ValueScaleTop(parsing: "12000").value == 12_000)
        #expect(try ValueScaleTop(parsing: "2.5").value == 2.5)
    }
}
