import Testing
import Basics

@Suite struct MonthNamesTests {
    @Test func shortNamesAreTheLongNamesFirstThreeLetters() {
        #expect(MonthNames.long.count == 12)
        #expect(MonthNames.short == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        #expect(MonthNames.long[8] == "September")
    }

    @Test func namesReadBackInAnyCaseFromThreeLetters() {
        #expect(MonthNames.number("Jan") == 1)
        #expect(MonthNames.number("sept") == 9)
        #expect(MonthNames.number("SEPTEMBER") == 9)
        #expect(MonthNames.number("december") == 12)
        #expect(MonthNames.number("Ma") == nil)
        #expect(MonthNames.number("Septembre") == nil)
        #expect(MonthNames.number("Foo") == nil)
    }
}
