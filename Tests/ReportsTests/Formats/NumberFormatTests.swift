import Testing
@testable import Reports

@Suite struct NumberFormatTests {
    @Test func plainNumbers() {
        #expect(NumberFormat.plain(0) == "0")
        #expect(NumberFormat.plain(7) == "7")
        #expect(NumberFormat.plain(0.25) == "0.25")
        #expect(NumberFormat.plain(62.5) == "62.5")
        #expect(NumberFormat.plain(1437.5) == "1,438")
        #expect(NumberFormat.plain(1_234_567) == "1,234,567")
        #expect(NumberFormat.plain(-2500) == "-2,500")
        #expect(NumberFormat.plain(.nan) == "–")
    }

    /// The review's records read "122.5 kg … 116.7 kg (+5.83)" and "141.7 kg … 132.7 kg (+9.07)":
    /// a change to more decimals than the values, and not the one a reader works out from them.
    @Test func aDifferenceIsTheOneTheShownValuesMake() {
        #expect(NumberFormat.difference(122.5, 116.666_666) == "5.8")
        #expect(NumberFormat.difference(141.666_666, 132.66) == "9")
        #expect(NumberFormat.difference(105, 100) == "5")
        #expect(NumberFormat.difference(8.75, 7.5) == "1.25")
        #expect(NumberFormat.difference(2450, 1250.5) == "1,199")
    }

    @Test func percentages() {
        #expect(NumberFormat.percent(0.345) == "34.5%")
        #expect(NumberFormat.percent(1) == "100.0%")
        #expect(NumberFormat.percent(0) == "0.0%")
        #expect(NumberFormat.percent(0.0001) == "<0.1%")
        #expect(NumberFormat.percent(0.0005) == "0.1%")
    }
}
