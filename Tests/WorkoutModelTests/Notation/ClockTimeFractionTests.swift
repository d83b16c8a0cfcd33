import Testing
@testable import WorkoutModel

/// Issue 42.18: a time written with ':' may carry a fraction of a second
/// (`1:30.5`), as the message for `1.5:30` says; the seconds stay two
/// digits under 60.
@Suite struct ClockTimeFractionTests {
    private func parse(_ text: String) throws -> [SetEntry] {
        try SetNotation.parse(text, defaultUnit: .kg)
    }

    @Test func aClockTimeTakesAFractionOfASecond() throws {
        #expect(try parse("1:30.5") == [SetEntry(duration: 90.5)])
        #expect(try parse("1:02:30.25") == [SetEntry(duration: 3750.25)])
        #expect(try parse("5km in 25:00.5") == [SetEntry(duration: 1500.5, distance: 5000)])
        #expect(try parse("2x0:59.9") == Array(repeating: SetEntry(duration: 59.9), count: 2))
    }

    @Test func aFractionalClockTimeStillHasTwoDigitsUnder60() {
        for text in ["1:5.5", "1:60.5", "1:130.5"] {
            #expect(messageOf(text).contains("must be two digits under 60"), "\(text): \(messageOf(text))")
        }
    }

    /// `1:30.555555` was stored as 90.555555 s and shown `1:30.556`, where a load's fourth decimal
    /// is refused: a time keeps three decimals of a second, and finer is refused.
    @Test func aTimeIsKeptToTheMillisecond() throws {
        #expect(try parse("1:30.555") == [SetEntry(duration: 90.555)])
        #expect(try parse("90.125s") == [SetEntry(duration: 90.125)])
        for text in ["1:30.555555", "90.1234s", "1:02:30.0001"] {
            #expect(messageOf(text).contains("a time is kept to the millisecond"), "\(text): \(messageOf(text))")
        }
    }

    private func messageOf(_ text: String) -> String {
        do {
            _ = try parse(text)
            return ""
        } catch let error as NotationError {
            return error.message
        } catch {
            return "\(error)"
        }
    }
}
