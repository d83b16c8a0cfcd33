import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport
@testable import repchart

/// Issue 43.4: a cell an import cannot take is a `FieldProblem` carrying
/// the field, the text and the limit, worded once and the same on the
/// command line; unreadable and impossible follow from the kind.
@Suite struct FieldProblemTests {
    /// The error `body` throws, nil when it throws none.
    private func failure<Value>(_ body: () throws(FieldError) -> Value) -> FieldError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    private func expect(_ error: FieldError?, _ problem: FieldProblem, _ kind: FieldError.Kind, _ text: String,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(error?.problem == .field(problem), sourceLocation: sourceLocation)
        #expect(error?.kind == kind, sourceLocation: sourceLocation)
        #expect(error?.problem.description == text, sourceLocation: sourceLocation)
        #expect(error?.problem.commandLineText == text, sourceLocation: sourceLocation)
    }

    @Test func numbersCarryTheFieldTheTextAndTheLimit() {
        expect(failure { () throws(FieldError) in try FieldParsing.decimal(" abc ", "weight") },
               .notANumber(field: "weight", text: "abc"), .unreadable, "weight \"abc\" is not a number")
        expect(failure { () throws(FieldError) in try FieldParsing.decimal("1e999", "weight") },
               .notFinite(field: "weight", text: "1e999"), .unreadable, "weight \"1e999\" is not a finite number")
        expect(failure { () throws(FieldError) in try FieldParsing.count("-3", "reps") },
               .negative(field: "reps", text: "-3"), .impossible, "reps -3 is negative")
        expect(failure { () throws(FieldError) in try FieldParsing.count("5.5", "reps") },
               .notAWholeCount(field: "reps", text: "5.5", limit: 100_000), .impossible,
               "reps 5.5 is not a whole number of at most 100000")
        expect(failure { () throws(FieldError) in try FieldParsing.rpe("11") },
               .outsideRange(field: "RPE", text: "11", range: 1...10), .impossible, "RPE 11 is outside 1...10")
        expect(failure { () throws(FieldError) in try FieldParsing.rir("12") },
               .outsideRange(field: "RIR", text: "12", range: 0...10), .impossible, "RIR 12 is outside 0...10")
        expect(failure { () throws(FieldError) in try FieldParsing.weight("5000", unit: .lb) },
               .tooHeavy(text: "5000", unit: .lb, limitKg: 2000), .impossible, "weight 5000 lb is above 2000 kg")
        expect(failure { () throws(FieldError) in try FieldParsing.duration("soon", "duration") },
               .notADuration(field: "duration", text: "soon"), .unreadable,
               "duration \"soon\" is not a duration (expected seconds, H:MM:SS or 1h 2m 3s)")
    }

    @Test func unitsAndWordsCarryTheTextAsWritten() {
        expect(failure { () throws(FieldError) in try FieldParsing.weightUnit("stone") },
               .unknownWeightUnit("stone"), .unreadable, "unknown weight unit \"stone\" (expected kg or lb)")
        expect(failure { () throws(FieldError) in try FieldParsing.metresPer("league") },
               .unknownDistanceUnit("league"), .unreadable, "unknown distance unit \"league\" (expected m, km, mi, yd or ft)")
        expect(failure { () throws(FieldError) in try SetTypeParsing.parse("giant") },
               .unknownSetType("giant"), .unreadable,
               "unknown set type \"giant\" (expected normal, warmup, drop, failure or amrap)")
        expect(failure { () throws(FieldError) in try GymBookCSV.yes("forse") },
               .notYesOrNo(field: "Saltato", text: "forse", yes: "Sì", no: "No"), .unreadable, "Saltato \"forse\" is not Sì or No")
        expect(failure { () throws(FieldError) in try GymBookCSV.secondOfDay("25:00") },
               .notATimeOfDay("25:00"), .unreadable, "Orario \"25:00\" is not a time (expected HH:MM)")
        expect(failure { () throws(FieldError) in try GymBookCSV.weightOrDistance("3 stone") },
               .unknownLoadUnit("3 stone"), .unreadable,
               "Peso / Distanza \"3 stone\" has no unit RepChart knows (expected kg, lb, km or m)")
    }

    @Test func datesCarryTheFieldAndTheText() {
        expect(failure { () throws(FieldError) in try DateParsing.dateTime("  ", "start_time") },
               .empty(field: "start_time"), .impossible, "start_time is empty")
        expect(failure { () throws(FieldError) in try DateParsing.dateTime("2025-06-31") },
               .noSuchDay(field: "date", text: "2025-06-31"), .impossible, "date \"2025-06-31\" does not exist")
        expect(failure { () throws(FieldError) in try DateParsing.dateTime("tuesday") },
               .notADate(field: "date", text: "tuesday"), .unreadable,
               "date \"tuesday\" is not a date (expected YYYY-MM-DD [HH:MM[:SS]] or DD Mon YYYY, HH:MM)")
        expect(failure { () throws(FieldError) in try DateParsing.dateTime("2025-06-03 25:10") },
               .impossibleTime(field: "date", text: "2025-06-03 25:10"), .impossible,
               "date \"2025-06-03 25:10\" has an impossible time")
    }

    @Test func aJEFITLogsCellWrapsTheProblemOfItsSet() {
        let kind = ImportProblemKind.inLogs(text: "100x5,heavy", problem: .field(.notWeightTimesReps("heavy")))
        #expect(kind.description == "logs \"100x5,heavy\": set \"heavy\" is not WEIGHTxREPS")
        #expect(kind.commandLineText == kind.description)
    }
}
