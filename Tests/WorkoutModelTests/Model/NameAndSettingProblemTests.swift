import Foundation
import Testing
@testable import WorkoutModel

/// A refused exercise name or setting value carries a kind a caller can switch
/// on (no error built from words), worded as before, one line.
@Suite struct NameAndSettingProblemTests {
    static func nameProblem(_ name: String) -> StoreError? {
        do throws(StoreError) {
            _ = try ExerciseName.validated(name)
            return nil
        } catch {
            return error
        }
    }

    static func settingProblem(_ key: String, _ value: String) -> StoreError? {
        var settings = Settings()
        do throws(StoreError) {
            try settings.set(key, to: value)
            return nil
        } catch {
            return error
        }
    }

    @Test func eachRefusedNameIsItsKindWorded() {
        let long = String(repeating: "a", count: ExerciseName.maxLength + 1)
        let cases: [(String, NameProblem, String)] = [
            (" \u{200B} ", .empty, "a name cannot be empty"),
            (long, .tooLong, "a name can have at most 80 characters (and 256 Unicode scalars, marks included)"),
            ("Squat\u{7}", .controlCharacters, "a name cannot contain control characters"),
        ]
        for (name, problem, words) in cases {
            let error = Self.nameProblem(name)
            #expect(error == .invalidName(name, problem))
            #expect(error?.description.hasSuffix(": " + words) == true, "\(String(describing: error))")
        }
        #expect(Self.nameProblem("Squat") == nil)
    }

    @Test func eachRefusedSettingIsItsKindWorded() {
        let cases: [(String, String, SettingProblem, String)] = [
            ("week-start", "friday", .notAWeekStart, "use monday or sunday"),
            ("unit", "stone", .notAUnit, "use kg or lb"),
            ("timezone", "Mars/Olympus", .timeZone(.unknownTimeZone("Mars/Olympus")),
             DateInputError.unknownTimeZone("Mars/Olympus").description),
            ("bodyweight", "-80kg", .notABodyWeight, "use a weight such as 80kg or 176lb, or none"),
        ]
        for (key, value, problem, words) in cases {
            let error = Self.settingProblem(key, value)
            #expect(error == .invalidSetting(key: key, value: value, problem: problem))
            #expect(error?.description == "invalid value '\(value)' for setting \(key): \(words)")
        }
        #expect(Self.settingProblem("unit", "lb") == nil)
        // The key is what is wrong, not the value: "invalid value 'blue' for setting colour" blamed the value.
        let unknown = Self.settingProblem("colour", "blue")
        #expect(unknown == .invalidSetting(key: "colour", value: "blue", problem: .unknownKey))
        #expect(unknown?.description == "unknown setting 'colour'; use one of week-start, unit, timezone, bodyweight")
    }

    /// `settings timezone utc` showed "GMT", `+05:30` "GMT+0530": a zone is
    /// stored and shown as written, and reads back to the same zone.
    @Test func aTimeZoneIsStoredAsWritten() throws {
        for (typed, stored) in [("utc", "UTC"), ("Z", "UTC"), ("+05:30", "+05:30"), ("+5:30", "+05:30"), ("-5", "-05:00"),
                                ("-03:30", "-03:30"), ("Europe/Berlin", "Europe/Berlin"), ("GMT", "GMT")] {
            var settings = Settings()
            try settings.set("timezone", to: typed)
            #expect(settings.timeZone == stored, "\(typed)")
            #expect(try DateInput.timeZone(stored).secondsFromGMT() == DateInput.timeZone(typed).secondsFromGMT(), "\(typed)")
        }
    }
}
