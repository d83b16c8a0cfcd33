import Foundation
import Testing
@testable import WorkoutModel

/// A set that breaks a limit is refused with a kind a caller can switch on, carrying the value it
/// held (issue 43, point 4: no error built from words), worded as before, one line.
@Suite struct InvalidSetTests {
    static let day = Day(year: 2026, month: 11, day: 16) ?? Day.earliest

    static func set(reps: Int? = 5, weight: Weight? = Weight(100, .kg), isBodyweight: Bool = false, rpe: Double? = nil,
                    rir: Double? = nil, duration: Double? = nil, distance: Double? = nil, note: String? = nil,
                    day: Day = day, utcOffset: Int = 0, source: String = "log") -> WorkoutSet {
        WorkoutSet(exerciseId: UUID(), performedAt: Date(timeIntervalSince1970: 1_795_000_000), utcOffset: utcOffset,
                   day: day, reps: reps, weight: weight, isBodyweight: isBodyweight, rpe: rpe, rir: rir,
                   duration: duration, distance: distance, note: note, source: source)
    }

    static func problem(_ set: WorkoutSet) -> InvalidSet? {
        do throws(InvalidSet) {
            try set.validate()
            return nil
        } catch {
            return error
        }
    }

    @Test func eachBrokenLimitIsItsKindWithTheValueItHeld() throws {
        let early = try #require(Day(year: 1800, month: 1, day: 1))
        let cases: [(WorkoutSet, InvalidSet, String)] = [
            (Self.set(reps: 0), .repsBelowOne(0), "reps must be at least 1 (got 0)"),
            (Self.set(reps: 10_001), .tooManyReps(10_001), "reps must be at most 10000 (got 10001)"),
            (Self.set(weight: Weight(-5, .kg)), .negativeWeight(Weight(-5, .kg)), "weight cannot be negative (got -5 kg)"),
            (Self.set(weight: Weight(4500, .lb)), .tooHeavy(Weight(4500, .lb)), "weight must be at most 2000 kg (got 4500 lb)"),
            (Self.set(rpe: 11), .rpeOutOfRange(11), "RPE must be between 1 and 10 (got 11)"),
            (Self.set(rir: -1), .rirOutOfRange(-1), "RIR must be between 0 and 10 (got -1)"),
            (Self.set(reps: nil, weight: nil, duration: 90_000), .durationOutOfRange(seconds: 90_000),
             "duration must be more than 0 s and at most 24 h (got 90000 s)"),
            (Self.set(reps: nil, weight: nil, distance: 0), .distanceOutOfRange(metres: 0),
             "distance must be more than 0 m and at most 1000 km (got 0 m)"),
            (Self.set(reps: nil, weight: nil), .nothingMeasured, "a set needs reps, a duration or a distance"),
            (Self.set(day: early), .dayBeforeEarliest(early), "the day 1800-01-01 is before \(Day.earliest), the earliest day a log holds"),
            (Self.set(utcOffset: 19 * 3600), .utcOffsetOutOfRange(seconds: 68_400), "UTC offset 68400 s is out of range"),
            (Self.set(note: String(repeating: "x", count: 1001)), .noteTooLong(characters: 1001),
             "a note can have at most 1000 characters"),
            (Self.set(source: ""), .noSource, "a set needs a source"),
        ]
        for (set, kind, words) in cases {
            let found = Self.problem(set)
            #expect(found == kind, "\(words)")
            #expect(found?.reason == words)
            #expect(StoreError.invalidSet(index: 3, problem: kind).description == "set 3: \(words)")
        }
        // A weight that is no number carries it as it was.
        if case .weightNotANumber(let value)? = Self.problem(Self.set(weight: Weight(.nan, .kg))) {
            #expect(value.isNaN)
        } else {
            Issue.record("NaN weight not refused as weightNotANumber")
        }
        #expect(Self.problem(Self.set()) == nil)
        #expect(Self.problem(Self.set(weight: Weight(-20, .kg), isBodyweight: true)) == nil, "assistance is a negative load")
    }
}
