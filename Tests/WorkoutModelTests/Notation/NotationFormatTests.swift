import Testing
@testable import WorkoutModel

/// `SetNotation.format` writes what was logged; parsing it gives the same entries.
@Suite struct NotationFormatTests {
    static let roundTrips = [
        "3x10", "5x5@100kg", "12,10,8@60", "3x8@60,62.5,65kg", "3x12@bw", "3x8@bw+20kg", "3x8@bw-25kg",
        "3x5@100 rpe 8", "3x5@100 rpe 7,8,9", "3x10 rir 2", "w 2x5@60 3x5@100 # felt good", "3x60s",
        "3x1m30s", "45s", "5@100", "2x5@225lbs", "amrap 12@60", "f 8@80 d 6@60", "5km in 25:00",
        "4x400m in 80s", "1mi", "1h5m 2min 90.5s 61.1s 1h10s", "2x20m@40kg", "3x10 in 60s", "w 5@40 w 5@60",
    ]

    @Test(arguments: roundTrips)
    func readsBackTheSameEntries(_ text: String) throws {
        let entries = try SetNotation.parse(text, defaultUnit: .lb)
        let written = SetNotation.format(entries)
        #expect(try SetNotation.parse(written, defaultUnit: .kg) == entries, "\(written)")
    }

    @Test func writesCompactCanonicalText() throws {
        func canonical(_ text: String) throws -> String {
            SetNotation.format(try SetNotation.parse(text, defaultUnit: .kg))
        }
        #expect(try canonical("w 2x5@60 3x5@100 rpe 8 # felt good") == "w 2x5@60kg 3x5@100kg rpe 8 # felt good")
        #expect(try canonical("12,10,8@60") == "12@60kg 10@60kg 8@60kg")
        #expect(try canonical("5@100 5@100 5 @ 100 kg") == "3x5@100kg")
        #expect(try canonical("3x8@bw-25 3x12@bw") == "3x8@bw-25kg 3x12@bw")
        #expect(try canonical("90s 2x120s 3600s 1.5km 400m") == "1m30s 2x2min 1h 1.5km 400m")
        #expect(try canonical("5km in 25:00") == "5km in 25min")
        #expect(try canonical("3x5@100 rpe 7,8,9") == "5@100kg rpe 7 5@100kg rpe 8 5@100kg rpe 9")
    }
}
