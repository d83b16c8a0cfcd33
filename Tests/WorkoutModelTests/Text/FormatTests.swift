import Testing
@testable import WorkoutModel

@Suite struct FormatTests {
    @Test func countsGetThousandsSeparators() {
        #expect(Format.count(0) == "0")
        #expect(Format.count(999) == "999")
        #expect(Format.count(1000) == "1,000")
        #expect(Format.count(1_000_000) == "1,000,000")
        #expect(Format.count(-12_345) == "-12,345")
        #expect(Format.count(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test func countsNameTheirNoun() {
        #expect(Format.count(1, "set") == "1 set")
        #expect(Format.count(0, "set") == "0 sets")
        #expect(Format.count(3_650, "day") == "3,650 days")
        #expect(Format.count(1, "alias", plural: "aliases") == "1 alias")
        #expect(Format.count(2, "alias", plural: "aliases") == "2 aliases")
    }
}
