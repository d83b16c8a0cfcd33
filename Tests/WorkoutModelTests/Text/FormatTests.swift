import Testing
@testable import WorkoutModel

@Suite struct FormatTests {
    @Test func countsNameTheirNoun() {
        #expect(Format.count(1, "set") == "1 set")
        #expect(Format.count(0, "set") == "0 sets")
        #expect(Format.count(3_650, "day") == "3,650 days")
        #expect(Format.count(1, "alias", plural: "aliases") == "1 alias")
        #expect(Format.count(2, "alias", plural: "aliases") == "2 aliases")
    }
}
