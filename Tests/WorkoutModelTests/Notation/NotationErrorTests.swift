import Testing
@testable import WorkoutModel

/// Malformed notation: each must fail with its exact message and caret position.
@Suite struct NotationErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let message: String
        /// 1-based column of the first caret and the number of carets.
        let column: Int
        let width: Int
        init(_ input: String, _ message: String, column: Int, width: Int = 1) {
            self.input = input
            self.message = message
            self.column = column
            self.width = width
        }
        var testDescription: String { "\"\(input)\"" }
    }

    static let cases: [Case] = [
        Case("", "nothing to log: write sets like 3x5@100, 3x10 or 3x60s", column: 1),
        Case("# just a note", "nothing to log: write sets like 3x5@100, 3x10 or 3x60s", column: 1),
        Case("100x5x3", "ambiguous '100x5x3': x means sets × reps and @ means load, so write 3x5@100",
             column: 1, width: 7),
        Case("3x5x100", "ambiguous '3x5x100': x means sets × reps and @ means load, so write 3x5@100",
             column: 1, width: 7),
        Case("100x5", "'100x5' would be 100 sets (at most 30); x means sets × reps and @ means load, so for 5 reps at 100 write 5@100",
             column: 1, width: 3),
        Case("62.5x5", "'62.5x5': the set count must be a whole number; x means sets × reps and @ means load, so for 5 reps at 62.5 write 5@62.5",
             column: 1, width: 4),
        // One rep is "1 rep" (a trial of the seventeenth sitting read "for 1 reps at 31").
        Case("31x1", "'31x1' would be 31 sets (at most 30); x means sets × reps and @ means load, so for 1 rep at 31 write 1@31",
             column: 1, width: 2),
        Case("0x5", "the set count must be at least 1: write 3x5, not 0x5", column: 1),
        Case("3x0", "reps must be at least 1, not 0", column: 3),
        Case("3x5.5@100", "reps must be a whole number, not 5.5", column: 3, width: 3),
        Case("3x20000", "reps must be at most 10000, not 20000", column: 3, width: 5),
        Case("3x5@2500", "load 2500 kg is over the 2000 kg limit: check the number and the unit", column: 5, width: 4),
        Case("3x5@4500lb", "load 4500 lb (2041 kg) is over the 2000 kg limit: check the number and the unit",
             column: 5, width: 6),
        Case("3x8@bw+2500", "load 2500 kg is over the 2000 kg limit: check the number and the unit", column: 5, width: 7),
        Case("3x5@100 rpe 11", "RPE must be from 1 to 10, not 11", column: 13, width: 2),
        Case("3x5@100 rpe 0.5", "RPE must be from 1 to 10, not 0.5", column: 13, width: 3),
        Case("3x5@100 rpe 8.3", "RPE goes in half steps, like 8 or 8.5, not 8.3", column: 13, width: 3),
        Case("3x5@100 rir 12", "RIR must be from 0 to 10, not 12", column: 13, width: 2),
        Case("3x5@100 rir -1", "RIR must be from 0 to 10, not -1", column: 13, width: 2),
        Case("3x5@100 rir 2.3", "RIR goes in half steps, like 2 or 1.5, not 2.3", column: 13, width: 3),
        Case("3x5@100st", "unknown unit 'st' for a load: use kg or lb", column: 8, width: 2),
        Case("5k", "unknown unit 'k': use s, min or h for times, m, km or mi for distances (loads go after @)", column: 2),
        Case("3x5@100m", "'m' is not a load unit: use kg or lb; times and distances go before @, as in 3x60s@10kg", column: 8),
        Case("3x8@60,65", "2 loads for 3 sets: give one for all sets or one per set", column: 5, width: 5),
        Case("3x5@62,5", "2 loads for 3 sets: give one for all sets or one per set (for a decimal write a point: 62.5)",
             column: 5, width: 4),
        Case("5@62,5kg", "2 loads for 1 set: give one for all sets or one per set (for a decimal write a point: 62.5kg)",
             column: 3, width: 6),
        Case("3x5@100 rpe 7,8", "2 RPE values for 3 sets: give one for all sets or one per set", column: 13, width: 3),
        Case("3x5@100 rpe 8,5", "2 RPE values for 3 sets: give one for all sets or one per set (for a decimal write a point: 8.5)",
             column: 13, width: 3),
        Case("12,10,8 rir 1,2", "2 RIR values for 3 sets: give one for all sets or one per set", column: 13, width: 3),
        Case("3x5@100kg,140lb", "one list, one unit: write 60,62.5,65kg", column: 14, width: 2),
        Case("3x5@100@8", "one @ per set, for the load: for effort write rpe 8, as in 3x5@100 rpe 8", column: 8),
        Case("@100", "a load needs reps before it: write 5@100 or 3x5@100", column: 1),
        Case("rpe 8", "rpe comes after the sets it rates: write 3x5@100 rpe 8", column: 1, width: 3),
        Case("3x5@100 rpe 8 rir 2", "give rpe or rir for a set, not both", column: 15, width: 3),
        Case("3x5@100 rpe 8 rpe 9", "rpe given twice for the same sets: give it once, as in rpe 7,8,9", column: 15, width: 3),
        Case("3x5@100 rpe", "expected a number after rpe: write rpe 8 or rpe 7,8,9", column: 12),
        Case("3x5@100 rpe 8kg", "RPE takes no unit: write rpe 8 or rpe 7,8,9", column: 14, width: 2),
        Case("w", "'w' marks the sets that follow it: write w 2x5@60", column: 1),
        Case("3x5 w", "'w' marks the sets that follow it: write w 2x5@60", column: 5),
        Case("w d 5@60", "two set types for the same sets: use one of w, d, f or amrap", column: 3),
        Case("3x5@", "expected a load after @: write @100, @100kg or @bw", column: 5),
        Case("3x5@100,", "expected a load after ',': write a list as @60,62.5,65kg", column: 9),
        Case("3x5@-20", "a load can't be negative: for assisted bodyweight write bw-25kg", column: 5),
        Case("3x5@nan", "'nan' is not a number: write a load like 100 or 62.5", column: 5, width: 3),
        Case("3x5@kg", "expected a number before 'kg': write @100kg", column: 5, width: 2),
        Case("3x5@bw+", "expected a load after bw+: write bw+20kg or bw-25kg", column: 8),
        Case("3x5@bw+20st", "unknown unit 'st' for a load: use kg or lb", column: 10, width: 2),
        Case("3x5 foo", "unknown word 'foo': expected sets like 3x5@100, a set type (w, d, f, amrap), rpe, rir or # note",
             column: 5, width: 3),
        Case("bw", "bw is a load and goes after @: write 3x12@bw", column: 1, width: 2),
        Case("kg", "unit 'kg' needs a number right before it: write 5@100kg, 60s or 400m", column: 1, width: 2),
        Case("x5", "x needs a set count before it: write 3x10", column: 1),
        Case("3xbw", "expected reps after x: write 3x10, or 3x12@bw for bodyweight", column: 2, width: 3),
        Case("3x", "expected reps, a time or a distance after x: write 3x10, 3x60s or 3x400m", column: 3),
        Case("3x5kg", "a load goes after @, as in 5@100kg or 3x5@100kg", column: 4, width: 2),
        Case("60sx3", "the set count comes first: write 3x60s", column: 1, width: 3),
        Case("3x10,8,6", "a list of reps takes no set count: write 10,8,6@60 for three sets", column: 5),
        Case("3x5@100x5", "sets × reps go before @, the load after it: write 3x5@100", column: 8),
        Case("12,10,", "expected a number after ',': write a list as 12,10,8", column: 7),
        Case("12,60s", "one list, one kind: reps (12,10,8), times (60s,45s) or distances (400m,200m)", column: 4, width: 3),
        Case("0s", "a time must be more than 0, not 0s", column: 1, width: 2),
        Case("25h", "a time must be at most 24h, not 25h", column: 1, width: 3),
        Case("2000km", "a distance must be at most 1000km, not 2000km", column: 1, width: 6),
        Case("1h30", "'30' needs a time unit: write 1m30s or 1h30m", column: 3, width: 2),
        Case("30s1m", "write a time largest unit first, each unit once: 1h30m or 1m30s", column: 5),
        Case("1:75", "'75' must be two digits under 60 in a time like 1:05 or 1:02:30", column: 3, width: 2),
        Case("1:5", "'5' must be two digits under 60 in a time like 1:05 or 1:02:30", column: 3),
        Case("1:30s", "a time written with ':' takes no unit: write 1:30 or 1m30s", column: 5),
        Case("3x400m in", "expected a time after 'in': write 5km in 25min or 5km in 25:00", column: 10),
        Case("5km in 5km", "expected a time after 'in', like 25min or 25:00, not 5km", column: 8, width: 3),
        Case("3x60s in 30s", "these sets already have a time: use 'in' after reps or a distance, as in 5km in 25min",
             column: 7, width: 2),
        Case("3x5@100!", "unexpected '!': write sets like 3x5@100, with spaces between groups", column: 8),
        Case("5.@100", "unexpected '.': a decimal needs digits on both sides, as in 62.5", column: 2),
        Case("5+", "unexpected '+': for as many reps as possible write amrap 8@60", column: 2),
        Case("3x5x", "x appears twice: x means sets × reps once, as in 3x5@100", column: 4),
        Case("1.5:30", "only the seconds of a time may have a fraction: write 1:30 or 1:30.5", column: 1, width: 3),
        Case("1m5km", "'km' is not a time unit: write a time like 1m30s or 1h30m", column: 4, width: 2),
        Case("1:", "expected digits after ':': write a time as 1:30 or 1:02:30", column: 2),
        Case("1:02:03:04", "a time has at most hours:minutes:seconds, as in 1:02:30", column: 1, width: 10),
        Case(",5", "unexpected ',': a list needs a number before each comma, as in 12,10,8@60", column: 1),
        Case("3x5 -", "unexpected '-': numbers here can't be negative; assisted bodyweight is @bw-25kg", column: 5),
        Case("in 5min", "'in' comes after the sets it times: write 5km in 25min", column: 1, width: 2),
        Case("0km", "a distance must be more than 0, not 0km", column: 1, width: 3),
        Case("nan", "'nan' is not a number: write sets like 3x5@100", column: 1, width: 3),
        Case(Array(repeating: "5", count: 31).joined(separator: ","),
             "31 sets in one list is over the limit of 30: split it into two groups", column: 1, width: 61),
        Case("3x5@100 # " + String(repeating: "a", count: 1001), "a note can have at most 1000 characters, not 1001",
             column: 9),
    ]

    @Test(arguments: cases)
    func refused(_ c: Case) {
        #expect(throws: NotationError(message: c.message, input: c.input,
                                      range: c.column - 1..<c.column - 1 + c.width)) {
            try SetNotation.parse(c.input, defaultUnit: .kg)
        }
    }

    @Test func messagesAreOneLine() {
        for c in Self.cases {
            #expect(!c.message.contains("\n"), "\(c.input)")
        }
    }

    @Test func descriptionPutsCaretsUnderTheToken() throws {
        let error = try #require(throws: NotationError.self) {
            try SetNotation.parse("w 2x5@60 3x5@4500lb", defaultUnit: .kg)
        }
        #expect(error.column == 14)
        #expect(error.description == """
            load 4500 lb (2041 kg) is over the 2000 kg limit: check the number and the unit
              w 2x5@60 3x5@4500lb
                           ^^^^^^
            """)
    }

    @Test func caretAtTheEndPointsPastTheInput() throws {
        let error = try #require(throws: NotationError.self) {
            try SetNotation.parse("3x5@", defaultUnit: .kg)
        }
        #expect(error.description.hasSuffix("\n  3x5@\n      ^"))
    }

    @Test func tabsStayAlignedUnderTheCaret() throws {
        let error = try #require(throws: NotationError.self) {
            try SetNotation.parse("3x5\trpe 11", defaultUnit: .kg)
        }
        #expect(error.description.hasSuffix("\n  3x5 rpe 11\n          ^^"))
    }
}
