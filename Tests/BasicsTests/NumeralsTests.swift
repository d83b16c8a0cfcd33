import Testing
import Basics

@Suite struct NumeralsTests {
    @Test func thousandsAreGroupedWithCommas() {
        #expect(Numerals.grouped(0) == "0")
        #expect(Numerals.grouped(999) == "999")
        #expect(Numerals.grouped(1000) == "1,000")
        #expect(Numerals.grouped(1_000_000) == "1,000,000")
        #expect(Numerals.grouped(-1234) == "-1,234")
        #expect(Numerals.grouped(-123_456) == "-123,456")
        #expect(Numerals.grouped(-1_234_567) == "-1,234,567")
        #expect(Numerals.grouped(-12_345) == "-12,345")
        #expect(Numerals.grouped(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test func fixedDecimalsKeepOrTrimTheirZeros() {
        #expect(Numerals.fixed(1234.5, decimals: 2) == "1,234.50")
        #expect(Numerals.fixed(1234.5, decimals: 2, trimmingZeros: true) == "1,234.5")
        #expect(Numerals.fixed(2, decimals: 1, trimmingZeros: true) == "2")
        #expect(Numerals.fixed(0.05, decimals: 1) == "0.1")
        #expect(Numerals.fixed(0.004, decimals: 2) == "0.00")
        #expect(Numerals.fixed(-0.004, decimals: 2) == "0.00")
        #expect(Numerals.fixed(-1500.25, decimals: 1) == "-1,500.3")
        #expect(Numerals.fixed(12_345.678, decimals: 0) == "12,346")
        #expect(Numerals.fixed(1, decimals: 40) == "1.0000000000")
        #expect(Numerals.fixed(1e300, decimals: 0) == "9,000,000,000,000,000")
    }

    @Test func clocksShowMinutesAndSecondsThenHours() {
        #expect(Numerals.clock(seconds: 0) == "0:00")
        #expect(Numerals.clock(seconds: 45) == "0:45")
        #expect(Numerals.clock(seconds: 90) == "1:30")
        #expect(Numerals.clock(seconds: 3725) == "1:02:05")
        #expect(Numerals.clock(seconds: 3_600_000) == "1000:00:00")
        #expect(Numerals.clock(seconds: 3_600_000, groupingHours: true) == "1,000:00:00")
    }
}
