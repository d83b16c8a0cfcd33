import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

/// Notation and dates a careful user can still get wrong: each is one clear
/// error and nothing is stored.
@Suite struct LogLimitsTests {
    let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    let now = Date(timeIntervalSince1970: Double(day("2026-11-21").daysSinceEpoch * 86_400 + 17 * 3600))

    func notationError(_ text: String) -> NotationError? {
        do {
            _ = try SetNotation.parse(text, defaultUnit: .kg)
            return nil
        } catch {
            return error
        }
    }

    @Test func inTwiceAndClockPartsOverflowing() throws {
        let twice = try #require(notationError("2000m in 25min in 26min"))
        #expect(twice.message == "in given twice for the same sets: give one time, as in 5km in 25min")
        #expect(twice.column == 16)
        for (text, part, column) in [("1h60m", "60m", 3), ("1h59m60s", "60s", 6), ("1m90s", "90s", 3)] {
            let error = try #require(notationError(text), "\(text)")
            #expect(error.message.hasPrefix("'\(part)' must be under 60 after a larger unit"), "\(text): \(error.message)")
            #expect(error.column == column && error.range.count == 3, "\(text)")
        }
        #expect(notationError("90min") == nil && notationError("1h59m59s") == nil, "a leading part may be large")
    }

    @Test func aLoadOfFourHundredDigits() throws {
        let digits = String(repeating: "9", count: 400)
        for text in ["5@\(digits)", "3x8@bw+\(digits)kg"] {
            let error = try #require(notationError(text))
            #expect(error.message.contains("is not a weight: a load is at most 2000 kg"), "\(error.message)")
            #expect(!error.message.contains("inf"), "\(error.message)")
            #expect(error.message.count < 120, "the value is cut: \(error.message)")
            let lines = error.description.split(separator: "\n")
            #expect(lines.count == 3 && lines.allSatisfy { $0.count <= 90 }, "the input is shown cut to about 80")
        }
    }

    @Test func anAssistedLoadHeavierThanTheBodyWeight() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        var settings = try store.settings()
        settings.bodyWeight = Weight(80, .kg)
        try store.saveSettings(settings)
        let request = LogRequest(exercise: "Pull Ups", notation: "3x5@bw-90kg", createExercise: true, timeZone: berlin)
        #expect {
            try store.log(request, now: now)
        } throws: { error in
            "\(error)".contains("assistance of 90 kg is heavier than the body weight (80 kg)")
        }
        #expect(try store.sets().isEmpty)
        let fine = LogRequest(exercise: "Pull Ups", notation: "3x5@bw-25kg", createExercise: true, timeZone: berlin)
        #expect(try store.log(fine, now: now).sets.count == 3)
    }

    @Test func daysBeforeNineteenHundredAreRefused() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        for date in ["0001-01-01", "0026-11-05", "1899-12-31"] {
            let request = LogRequest(exercise: "Squat", notation: "5@100", date: date, createExercise: true, timeZone: berlin)
            #expect(throws: RequestError.self, "\(date)") { try store.log(request, now: now) }
        }
        #expect(try store.sets().isEmpty)
        #expect("\(DateInputError.tooEarly(day("1899-12-31")))".contains("before 1900-01-01"))
        // The first allowed day is stored at its own instant (proleptic Gregorian, no Julian shift).
        let first = try store.log(LogRequest(exercise: "Squat", notation: "5@100", date: "1900-01-01", time: "12:00",
                                             createExercise: true, timeZone: TimeZone(identifier: "UTC") ?? berlin), now: now)
        #expect(first.sets[0].performedAt.timeIntervalSince1970 == Double(day("1900-01-01").daysSinceEpoch * 86_400 + 43_200))
    }

    @Test func instantsAreProlepticGregorian() {
        let utc = TimeZone(identifier: "UTC") ?? berlin
        for text in ["0026-11-05", "1200-02-29", "1582-10-10", "1900-01-01", "2026-11-21"] {
            let d = day(text)
            let instant = d.instant(hour: 0, minute: 0, in: utc)
            #expect(Day(containing: instant, in: utc) == d, "\(text)")
        }
    }

    @Test func aTimeInADaylightSavingGap() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        // Berlin skipped 02:00–03:00 on 2026-03-29.
        let gap = LogRequest(exercise: "Squat", notation: "5@100", date: "2026-03-29", time: "02:30",
                             createExercise: true, timeZone: berlin)
        #expect {
            try store.log(gap, now: now)
        } throws: { error in
            "\(error)".contains("02:30 does not exist on 2026-03-29 in Europe/Berlin")
        }
        #expect(try store.sets().isEmpty)
        #expect(day("2026-03-29").checkedInstant(hour: 3, minute: 0, in: berlin) != nil)
        // 02:30 on 2026-10-25 happens twice: the first one (still +02:00) is taken.
        let twice = try #require(day("2026-10-25").checkedInstant(hour: 2, minute: 30, in: berlin))
        #expect(berlin.secondsFromGMT(for: twice) == 7200)
    }
}
