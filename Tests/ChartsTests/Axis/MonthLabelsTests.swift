import Basics
import Raster
import Testing
@testable import Charts

/// Month and year labels on axes of dates (issue 36, point 4): a label never
/// stands for two months, the year is named at the first label and at
/// January, and the labels thin out by whole months as the axis shrinks.
@Suite("Month labels")
struct MonthLabelsTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    /// Mondays from `first` (days since 1970), `count` of them.
    func mondays(from first: CivilDate, count: Int) -> [Int] {
        (0..<count).map { first.daysSince1970 + 7 * $0 }
    }

    func graph(weeks firstDays: [Int]) -> Graph {
        let names = firstDays.map { "W\($0 % 53)" }
        var axis = Axis.categories(names)
        axis.categoryFirstDays = firstDays
        let plot = BarPlot(dataSource: ArrayDataSource(tips: firstDays.map { Double($0 % 7 + 1) }))
        return Graph(title: "Weeks", plots: [plot], xAxis: axis, yAxis: Axis())
    }

    func shown(_ graph: Graph, width: Float, height: Float) throws -> [String] {
        let layout = graph.layout(size: Size(width: width, height: height), theme: .light, fonts: fonts)
        return try #require(layout.plotArea.xAxis?.layout).shownLabels.map(\.text)
    }

    @Test(arguments: [(240, 160), (480, 300), (800, 500), (1600, 1000), (3840, 2160)] as [(Float, Float)])
    func twoYearsOfWeeksNeverRepeatALabel(width: Float, height: Float) throws {
        let days = mondays(from: CivilDate(year: 2024, month: 11, day: 25), count: 105)
        let labels = try shown(graph(weeks: days), width: width, height: height)
        #expect(!labels.isEmpty)
        #expect(Set(labels).count == labels.count, "\(labels)")
        #expect(labels.allSatisfy { $0.split(separator: " ").count == 2 }, "each names its year: \(labels)")
        #expect(!labels.contains { $0.hasPrefix("W") })
    }

    @Test func underAYearNamesTheYearAtTheFirstLabelAndAtJanuary() {
        let days = mondays(from: CivilDate(year: 2025, month: 10, day: 27), count: 40)
        let labels = MonthLabels(firstDays: days).fitting(spacing: 30, gap: 8) { Float($0.count) * 7 }
        #expect(labels.map(\.text) == ["Nov 2025", "Dec", "Jan 2026", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"])
        // Each sits under the week that holds the month's first day.
        let firstOfDecember = CivilDate(year: 2025, month: 12, day: 1).daysSince1970
        #expect(days[labels[1].index] <= firstOfDecember && firstOfDecember < days[labels[1].index] + 7)
    }

    @Test func aCrowdedAxisKeepsFewerWholeMonths() {
        let days = mondays(from: CivilDate(year: 2025, month: 10, day: 27), count: 40)
        let labels = MonthLabels(firstDays: days).fitting(spacing: 8, gap: 8) { Float($0.count) * 7 }
        #expect(labels.map(\.text) == ["Nov 2025", "Jan 2026", "Mar", "May", "Jul"])
        let fewer = MonthLabels(firstDays: days).fitting(spacing: 4, gap: 8) { Float($0.count) * 7 }
        #expect(fewer.map(\.text) == ["Jan 2026", "Apr", "Jul"])
    }

    @Test func aSpanStartingMidMonthNamesItsFirstMonthWhenThereIsRoom() {
        let days = mondays(from: CivilDate(year: 2025, month: 11, day: 10), count: 12)
        let roomy = MonthLabels(firstDays: days).fitting(spacing: 30, gap: 8) { Float($0.count) * 7 }
        #expect(roomy.map(\.text) == ["Nov 2025", "Dec", "Jan 2026", "Feb"])
        #expect(roomy.map(\.index) == [0, 3, 7, 11])
        // Tighter: every other month, the first still named with its year.
        let tight = MonthLabels(firstDays: days).fitting(spacing: 14, gap: 8) { Float($0.count) * 7 }
        #expect(tight.map(\.text) == ["Nov 2025", "Jan 2026"])
    }

    @Test func dailyCalendarTicksOverTwoYearsNameTheirYears() {
        // Quarter ticks from April 2025 to October 2026.
        let ticks = [(2025, 4), (2025, 7), (2025, 10), (2026, 1), (2026, 4), (2026, 7), (2026, 10)].map {
            Double(CivilDate(year: $0.0, month: $0.1, day: 1).daysSince1970) * 86_400
        }
        let texts = LabelFormatter.date(.calendar).strings(for: ticks, step: 3 * DateLabelStyle.monthSeconds)
        #expect(Set(texts).count == texts.count, "\(texts)")
        #expect(texts.first == "Apr 2025" && texts.contains("Jan 2026"), "\(texts)")
        let within = LabelFormatter.date(.calendar).strings(for: Array(ticks.suffix(3)), step: 3 * DateLabelStyle.monthSeconds)
        #expect(within == ["Apr 2026", "Jul", "Oct"])
    }
}
