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

    @Test func percentages() {
        #expect(NumberFormat.percent(0.345) == "34.5%")
        #expect(NumberFormat.percent(1) == "100.0%")
        #expect(NumberFormat.percent(0) == "0.0%")
        #expect(NumberFormat.percent(0.0001) == "<0.1%")
        #expect(NumberFormat.percent(0.0005) == "0.1%")
    }
}
