import Testing
@testable import WorkoutModel

/// Inputs found by `Scripts/fuzz notation` that broke the documented round
/// trip `parse(format(entries)) == entries` (docs/RELIABILITY.md).
@Suite struct NotationFuzzRegressionTests {
    func roundTrip(_ text: String, unit: WeightUnit = .kg) throws -> (entries: [SetEntry], written: String) {
        let entries = try SetNotation.parse(text, defaultUnit: unit)
        let written = SetNotation.format(entries)
        let again = try SetNotation.parse(written, defaultUnit: unit == .kg ? .lb : .kg)
        #expect(again == entries, "\(text.debugDescription) → \(written.debugDescription)")
        return (entries, written)
    }

    /// Two groups that together exceed 30 sets were merged into "31x7",
    /// which the parser refuses (at most 30 sets in a group).
    @Test(arguments: [
        "30x7\t\t\u{0C}7\t\t",
        "30x007\t\trpe7\t\t\u{0C} 30x007\t\trpe7\t\t\u{0C}7\t\t7\t\t",
        "3x7min  2x7min  20x7mi 10x7mi 1x7mi ",
        "15 1x1H@bw 3x11H@bw+5\u{0B}   516 1x1H@bw30x1H@bw # +5 1",
    ])
    func longRunsAreSplitAtTheSetLimit(_ text: String) throws {
        let (entries, written) = try roundTrip(text)
        #expect(entries.count > 30)
        #expect(!written.contains("31x") && !written.contains("60x"), "\(written)")
    }

    @Test func sixtyEqualSetsAreTwoGroupsOfThirty() throws {
        let (_, written) = try roundTrip("30x5@100 30x5@100")
        #expect(written == "30x5@100kg 30x5@100kg")
    }

    /// 0.0000001895780419 lb was written as "1.895780419e-07lb": notation has
    /// no exponents, so it did not read back.
    @Test func tinyLoadsAreWrittenWithoutAnExponent() throws {
        let (_, written) = try roundTrip("1,02@.0000001895780419", unit: .lb)
        #expect(written == "1@0.0000001895780419lb 2@0.0000001895780419lb")
        #expect(try roundTrip("5@0.00001").written == "5@0.00001kg")
    }

    /// A note starting with a combining mark: "# " + note makes the space and
    /// the mark one Character, and trimming by Character kept the space.
    @Test(arguments: [
        "266#\n\u{0741}mi",
        "44 #\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}\u{036F}\u{0B}\u{0B}\u{0B}\u{0B}\u{0B}",
        "4\u{0B} 1#\r\r\r\r\r\r\r\r\r\r\r\r\u{06D6}64\u{1A}\u{1A}\u{1A}\r\r\r\r\r\r\r.\r\r\r\r",
    ])
    func notesStartingWithACombiningMarkReadBack(_ text: String) throws {
        let (entries, _) = try roundTrip(text)
        let note = try #require(entries.first?.note)
        #expect(!note.unicodeScalars.first!.properties.isWhitespace)
        #expect(!note.unicodeScalars.last!.properties.isWhitespace)
    }
}
