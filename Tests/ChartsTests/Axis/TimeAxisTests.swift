import Foundation
import Raster
import Testing
@testable import Charts

/// Time axes (issue 44, point 2): ticks on calendar boundaries in a time zone,
/// chosen from the span and the plot's width, and labels in a locale's words.
/// The expected instants come from Foundation's `Calendar`, not from the axis's own arithmetic.
@Suite("Time axes")
struct TimeAxisTests {
    let fonts: ChartFonts
    let style = LabelStyle(size: 14, color: .black)
    init() throws { fonts = try ChartFonts.locate() }

    static let utc = TimeZone.gmt
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles") ?? .gmt
    static let kolkata = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
    static let enUS = Locale(identifier: "en_US")
    static let enGB = Locale(identifier: "en_GB")
    static let deDE = Locale(identifier: "de_DE")

    /// The instant a wall clock in `zone` shows this date and time.
    func instant(_ zone: TimeZone, _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let date = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))
        return date?.timeIntervalSince1970 ?? .nan
    }

    /// A horizontal time axis laid out along `length` points over `from...to`.
    func layout(_ axis: Axis, from: Double, to: Double, length: Float = 800) -> AxisLayout {
        AxisLayout.make(axis: axis, orientation: .horizontal, length: length,
                        inputs: .init(data: PlotRange(from, to), includes: [], labelRoom: 0),
                        fonts: fonts, style: style, maxLabelDepth: 200)
    }

    func shown(_ layout: AxisLayout) -> [String] { layout.shownLabels.map(\.text) }

    @Test(arguments: [TimeAxisTests.utc, TimeAxisTests.kolkata])
    func sixHoursTickEveryHourOnTheLocalClock(zone: TimeZone) {
        let start = instant(zone, 2026, 8, 3)
        let l = layout(.time(timeZone: zone, locale: Self.enUS), from: start, to: start + 6 * 3_600)
        #expect(l.majorTicks == (0...6).map { start + Double($0) * 3_600 })
        #expect(shown(l) == ["00:00", "01:00", "02:00", "03:00", "04:00", "05:00", "06:00"])
        #expect(l.step == 3_600)
    }

    @Test func sixHoursAcrossTheSpringChangeSkipTheHourThatIsNot() {
        // Los Angeles moves its clocks from 02:00 to 03:00 on 8 March 2026: six hours from midnight end at 07:00.
        let zone = Self.losAngeles
        let start = instant(zone, 2026, 3, 8)
        let l = layout(.time(labels: .timeOfDay, timeZone: zone, locale: Self.deDE), from: start, to: start + 6 * 3_600)
        #expect(l.majorTicks == [0, 1, 3, 4, 5, 6, 7].map { instant(zone, 2026, 3, 8, $0) })
        #expect(shown(l) == ["00:00", "01:00", "03:00", "04:00", "05:00", "06:00", "07:00"])
    }

    @Test func aDayInThreeHourStepsReadsAsTimesOfDay() {
        let zone = Self.losAngeles
        let start = instant(zone, 2026, 8, 3)
        let l = layout(.time(labels: .timeOfDay, timeZone: zone), from: start, to: start + 86_400)
        #expect(l.majorTicks == stride(from: 0, through: 24, by: 3).map { instant(zone, 2026, 8, 3, $0) })
        #expect(shown(l) == ["00:00", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00", "21:00", "00:00"])
    }

    @Test(arguments: [(TimeAxisTests.utc, TimeAxisTests.enUS, ["Mon 3", "Tue 4", "Wed 5", "Thu 6", "Fri 7", "Sat 8", "Sun 9"]),
                      (TimeAxisTests.losAngeles, TimeAxisTests.deDE, ["Mo. 3.", "Di. 4.", "Mi. 5.", "Do. 6.", "Fr. 7.", "Sa. 8.", "So. 9."])])
    func sevenDaysTickEveryMidnight(zone: TimeZone, locale: Locale, texts: [String]) {
        let l = layout(.time(timeZone: zone, locale: locale), from: instant(zone, 2026, 8, 3), to: instant(zone, 2026, 8, 9))
        #expect(l.majorTicks == (3...9).map { instant(zone, 2026, 8, $0) })
        #expect(shown(l) == texts)
        #expect(l.step == 86_400)
    }

    @Test func thirtyDaysTickOnTheLocalesFirstWeekday() {
        // November 2026: the 1st is a Sunday. Weeks start on Sunday in the United States, Monday in Germany.
        let zone = Self.losAngeles
        let us = layout(.time(timeZone: zone, locale: Self.enUS), from: instant(zone, 2026, 11, 1),
                        to: instant(zone, 2026, 12, 1))
        #expect(us.majorTicks == [1, 8, 15, 22, 29].map { instant(zone, 2026, 11, $0) })
        #expect(shown(us) == ["Nov 1", "Nov 8", "Nov 15", "Nov 22", "Nov 29"])
        let de = layout(.time(timeZone: Self.utc, locale: Self.deDE), from: instant(Self.utc, 2026, 11, 1),
                        to: instant(Self.utc, 2026, 12, 1))
        #expect(de.majorTicks == [2, 9, 16, 23, 30].map { instant(Self.utc, 2026, 11, $0) })
        #expect(shown(de) == ["2. Nov.", "9. Nov.", "16. Nov.", "23. Nov.", "30. Nov."])
    }

    @Test func weeksNameTheYearWhereItChanges() {
        let zone = Self.utc
        let l = layout(.time(timeZone: zone, locale: Self.enGB), from: instant(zone, 2026, 12, 10),
                       to: instant(zone, 2027, 1, 9))
        #expect(shown(l) == ["14 Dec", "21 Dec", "28 Dec", "4 Jan 2027"])
    }

    @Test(arguments: [(TimeAxisTests.utc, TimeAxisTests.enUS, ["Jan 2026", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]),
                      (TimeAxisTests.losAngeles, TimeAxisTests.deDE, ["Jan. 2026", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"])])
    func twelveMonthsTickOnEachFirstWithTheYearOnce(zone: TimeZone, locale: Locale, texts: [String]) {
        let l = layout(.time(labels: .month, timeZone: zone, locale: locale), from: instant(zone, 2026, 1, 1),
                       to: instant(zone, 2026, 12, 1))
        #expect(l.majorTicks == (1...12).map { instant(zone, 2026, $0, 1) })
        #expect(shown(l) == texts)
    }

    @Test func twelveMonthsOnANarrowPlotTickEveryQuarter() {
        let zone = Self.losAngeles
        let l = layout(.time(timeZone: zone, locale: Self.enUS), from: instant(zone, 2026, 1, 1),
                       to: instant(zone, 2026, 12, 1), length: 240)
        #expect(l.majorTicks == [1, 4, 7, 10].map { instant(zone, 2026, $0, 1) })
        #expect(shown(l) == ["Jan 2026", "Apr", "Jul", "Oct"])
        let quarters = layout(.time(stride: .quarters(1), labels: .quarter, timeZone: zone, locale: Self.deDE),
                              from: instant(zone, 2025, 10, 1), to: instant(zone, 2026, 12, 1))
        #expect(shown(quarters) == ["Q4 2025", "Q1 2026", "Q2", "Q3", "Q4"])
    }

    @Test(arguments: [(TimeAxisTests.utc, TimeAxisTests.enUS), (TimeAxisTests.kolkata, TimeAxisTests.deDE)])
    func fiveYearsTickEveryNewYear(zone: TimeZone, locale: Locale) {
        let l = layout(.time(timeZone: zone, locale: locale), from: instant(zone, 2021, 1, 1), to: instant(zone, 2026, 1, 1))
        #expect(l.majorTicks == (2021...2026).map { instant(zone, $0, 1, 1) })
        #expect(shown(l) == ["2021", "2022", "2023", "2024", "2025", "2026"])
    }

    @Test func hoursOverSeveralDaysNameTheDayAtMidnight() {
        let zone = Self.kolkata
        let start = instant(zone, 2026, 8, 3, 12)
        let l = layout(.time(timeZone: zone, locale: Self.enUS), from: start, to: start + 36 * 3_600)
        #expect(l.majorTicks == stride(from: 12, through: 48, by: 6).map { instant(zone, 2026, 8, 3, $0) })
        #expect(shown(l) == ["12:00", "18:00", "Tue 4", "06:00", "12:00", "18:00", "Wed 5"])
    }

    @Test func aGivenStrideIsKept() {
        let zone = Self.utc
        let l = layout(.time(stride: .days(2), labels: .monthDay, timeZone: zone, locale: Self.enGB),
                       from: instant(zone, 2026, 8, 3), to: instant(zone, 2026, 8, 9))
        // Every second day counted from 1970-01-01 (3 August 2026 is day 20,668).
        #expect(l.majorTicks == [3, 5, 7, 9].map { instant(zone, 2026, 8, $0) })
        #expect(shown(l) == ["3 Aug", "5 Aug", "7 Aug", "9 Aug"])
        #expect(CalendarTicks(timeZone: zone, firstWeekday: 2)
            .dates(in: Date(timeIntervalSince1970: instant(zone, 2026, 8, 1))...Date(timeIntervalSince1970: instant(zone, 2026, 8, 31)),
                   stride: .weeks(1)).map(\.timeIntervalSince1970) == [3, 10, 17, 24, 31].map { instant(zone, 2026, 8, $0) })
    }

    @Test func locationsAtMonthStartsAreLabelledAsMonths() {
        // The first of each month, February 2025 to January 2026: before, the step given to the
        // formatter was 0 and the labels read "Feb 1" … "Jan 1 2026".
        let starts = (0..<12).map { instant(Self.utc, 2025, 2 + $0, 1) }
        let l = layout(Axis(ticks: .locations(starts), formatter: .date(.calendar)), from: starts[0], to: starts[11],
                       length: 1200)
        #expect(l.step >= 28 * 86_400)
        #expect(shown(l) == ["Feb 2025", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan 2026"])
        let zoned = layout(Axis(ticks: .dates(starts.map(Date.init(timeIntervalSince1970:))),
                                formatter: .date(.calendar, timeZone: Self.utc, locale: Self.enUS)),
                           from: starts[0], to: starts[11], length: 1200)
        #expect(shown(zoned) == ["Feb 2025", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan 2026"])
    }

    @Test func locationsShareTheDecimalsOfTheirStep() {
        let l = layout(Axis(ticks: .locations([0, 0.25, 0.5, 1])), from: 0, to: 1)
        #expect(l.step == 0.25)
        #expect(shown(l) == ["0.00", "0.25", "0.50", "1.00"])
    }

    @Test func aLineChartOfDatesGetsATimeAxisInItsZone() throws {
        let zone = Self.kolkata
        let days = (3...9).map { Date(timeIntervalSince1970: instant(zone, 2026, 8, $0)) }
        let chart = LineChart(dates: days, values: [1, 2, 3, 4, 5, 6, 7], timeZone: zone, locale: Self.enGB)
        let layout = chart.makeGraph().layout(size: Size(width: 800, height: 500), theme: .light, fonts: fonts)
        let x = try #require(layout.plotArea.xAxis?.layout)
        #expect(x.majorTicks == days.map(\.timeIntervalSince1970))
        #expect(x.shownLabels.map(\.text) == ["Mon 3", "Tue 4", "Wed 5", "Thu 6", "Fri 7", "Sat 8", "Sun 9"])
    }

    @Test func extremeAndEmptySpansStayBounded() {
        for (from, to) in [(-1e300, 1e300), (0, 0), (1e13, 1e13 + 1), (-5e12, 5e12)] {
            let l = layout(.time(timeZone: Self.losAngeles, locale: Self.deDE), from: from, to: to)
            #expect(l.majorTicks.count <= 14)
            #expect(l.labels.allSatisfy { !$0.text.isEmpty })
        }
        let given = layout(.time(stride: .minutes(1), timeZone: Self.kolkata), from: 0, to: 1e12)
        #expect(given.majorTicks.count <= 14)
    }

    @Test func dateValuesPlotAtTheirSeconds() {
        let dates = [Date(timeIntervalSince1970: 1_785_715_200), Date(timeIntervalSince1970: 1_785_801_600)]
        let source = ArrayDataSource(dates: dates, y: [1, 2])
        #expect(source.value(for: .x, record: 1) == 1_785_801_600)
        #expect(PlotRange(dates[0]...dates[1]) == PlotRange(1_785_715_200, 1_785_801_600))
        #expect(LabelFormatter.date(.calendar, timeZone: Self.kolkata).string(for: 1_785_715_200) == "Aug 3, 2026 05:30")
        #expect(LabelFormatter.date(.timeOfDay).string(for: 1_785_715_200 + 3 * 3_600 + 60 * 7) == "03:07")
    }
}
