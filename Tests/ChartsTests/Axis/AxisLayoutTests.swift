import Testing
import Raster
@testable import Charts

@Suite("Axis layout")
struct AxisLayoutTests {
    let fonts: ChartFonts
    let style = LabelStyle(size: 14, color: .black)

    init() throws { fonts = try ChartFonts.locate() }

    func layout(_ axis: Axis, data: PlotRange?, includes: [Double] = [], length: Float = 400,
                orientation: AxisLayout.Orientation = .vertical) -> AxisLayout {
        AxisLayout.make(axis: axis, orientation: orientation, length: length,
                        inputs: .init(data: data, includes: includes, labelRoom: 0),
                        fonts: fonts, style: style, maxLabelDepth: 200)
    }

    @Test func fixedIntervalAndLocations() {
        let fixed = layout(Axis(ticks: .fixedInterval(25)), data: PlotRange(0, 90), includes: [0])
        #expect(fixed.majorTicks == [0, 25, 50, 75, 100])
        #expect(fixed.range == PlotRange(0, 100))
        let given = layout(Axis(ticks: .locations([0, 42, 80])), data: PlotRange(0, 90), includes: [0])
        #expect(given.majorTicks == [0, 42, 80])
        let explicit = layout(Axis(ticks: .fixedInterval(10), range: PlotRange(5, 35)), data: nil)
        #expect(explicit.majorTicks == [10, 20, 30])
        #expect(explicit.range == PlotRange(5, 35))
    }

    /// Minutes ticked as plain numbers fell every 100 minutes ("1:40:00", "3:20:00"):
    /// a duration axis ticks at steps a clock reads, automatic or in a given range.
    @Test func durationsTickAtStepsAClockReads() {
        let minutes = Axis(ticks: .durations(secondsPerUnit: 60), headroom: 0)
        let hours = layout(minutes, data: PlotRange(0, 500), includes: [0], length: 300)
        #expect(hours.majorTicks.count >= 3, "\(hours.majorTicks)")
        #expect(hours.majorTicks.allSatisfy { $0.truncatingRemainder(dividingBy: 60) == 0 }, "\(hours.majorTicks)")
        let underTwoHours = layout(minutes, data: PlotRange(0, 101), includes: [0], length: 400)
        let step = underTwoHours.majorTicks.count > 1 ? underTwoHours.majorTicks[1] - underTwoHours.majorTicks[0] : 0
        #expect([5, 10, 15, 30].contains(step), "\(underTwoHours.majorTicks)")
        var fixed = minutes
        fixed.range = PlotRange(0, 500)
        let given = layout(fixed, data: nil, length: 300)
        #expect(given.majorTicks.allSatisfy { $0.truncatingRemainder(dividingBy: 60) == 0 }, "\(given.majorTicks)")
        // Seconds: 0 to 4 minutes in minutes or half-minutes, never every 50 seconds.
        let seconds = layout(Axis(ticks: .durations(secondsPerUnit: 1), headroom: 0), data: PlotRange(0, 240),
                             includes: [0], length: 300)
        #expect(seconds.majorTicks.allSatisfy { $0.truncatingRemainder(dividingBy: 30) == 0 }, "\(seconds.majorTicks)")
    }

    @Test func minorTicksAndExclusions() {
        let axis = Axis(ticks: .fixedInterval(10), minorTicksPerInterval: 1,
                        exclusionRanges: [PlotRange(15, 25)], range: PlotRange(0, 40))
        let l = layout(axis, data: nil)
        #expect(l.majorTicks == [0, 10, 30, 40])
        #expect(l.labels.map(\.text) == ["0", "10", "30", "40"])
        // Minor ticks fall between the remaining majors, none inside the exclusion.
        #expect(l.minorTicks == [5, 35])
    }

    @Test func logarithmicAxis() {
        let l = layout(Axis(minorTicksPerInterval: 8, scale: .logarithmic), data: PlotRange(3, 4_200))
        #expect(l.range == PlotRange(1, 10_000))
        #expect(l.majorTicks == [1, 10, 100, 1_000, 10_000])
        #expect(l.minorTicks.prefix(3) == [2, 3, 4])
        let space = PlotSpace(xRange: PlotRange(0, 1), yRange: l.range, yScale: .logarithmic,
                              frame: Rect(x: 0, y: 0, width: 100, height: 400))
        #expect(abs(space.deviceY(100) - 200) < 0.01)
        #expect(abs(space.dataY(100) - 1_000) < 1e-6)
    }

    @Test func categoryAxisRunsTopDownWhenVertical() {
        let l = layout(Axis.categories(["a", "b", "c"]), data: nil)
        #expect(l.range == PlotRange(2.5, -0.5))
        #expect(l.offset(0, length: 300) < l.offset(2, length: 300))
        let h = layout(Axis.categories(["a", "b", "c"]), data: nil, orientation: .horizontal)
        #expect(h.range == PlotRange(-0.5, 2.5))
        #expect(h.rotation == 0 && h.stride == 1)
    }

    @Test func longCategoryNamesTurnThenThin() {
        let names = (0..<40).map { "Long exercise name \($0)" }
        let turned = layout(Axis.categories(names), data: nil, length: 1200, orientation: .horizontal)
        #expect(turned.rotation != 0)
        let thin = layout(Axis.categories(names), data: nil, length: 300, orientation: .horizontal)
        #expect(thin.stride > 1)
        let level = layout(Axis(categories: names, labelRotation: .level), data: nil, length: 1200,
                           orientation: .horizontal)
        #expect(level.rotation == 0 && level.stride > 1)
    }

    @Test func numericLabelsGetFewerTicksWhenWide() {
        let axis = Axis(formatter: .unit("kg", abbreviate: false))
        let wide = layout(axis, data: PlotRange(0, 1_234_567), includes: [0], length: 1200, orientation: .horizontal)
        let narrow = layout(axis, data: PlotRange(0, 1_234_567), includes: [0], length: 300, orientation: .horizontal)
        #expect(narrow.majorTicks.count < wide.majorTicks.count)
        #expect(narrow.majorTicks.count >= 2)
    }

    @Test func dayTicksFallOnDaysAndMondays() {
        let day = 86_400.0
        let start = 1_793_059_200.0  // Tuesday 2026-10-27
        let l = layout(Axis(ticks: .automaticDays, formatter: .date(.weekdayDay)),
                       data: PlotRange(start, start + 40 * day), length: 500, orientation: .horizontal)
        #expect(l.majorTicks.allSatisfy { $0.truncatingRemainder(dividingBy: day) == 0 })
        #expect(l.step >= 7 * day)
        #expect(l.labels.allSatisfy { $0.text.hasPrefix("Mon") })
    }
}
