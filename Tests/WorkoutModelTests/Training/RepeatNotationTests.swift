import Foundation
import Testing
@testable import WorkoutModel

/// `same` in the notation: the arithmetic in kg and lb, and its errors.
@Suite struct RepeatNotationTests {
    func repeatRequest(_ text: String, unit: WeightUnit = .kg) throws -> RepeatRequest {
        guard case .repeatLast(let request) = try SetNotation.parseLine(text, defaultUnit: unit) else {
            Issue.record("\(text) did not read as same")
            return RepeatRequest()
        }
        return request
    }

    func applied(_ text: String, to previous: String, unit: WeightUnit = .kg) throws -> String {
        let entries = try SetNotation.parse(previous, defaultUnit: unit)
        return SetNotation.format(try repeatRequest(text, unit: unit).apply(to: entries))
    }

    @Test func sameCopiesWarmUpsAndWorkingSetsButNotEffortOrNotes() throws {
        #expect(try applied("same", to: "w 2x5@60kg 3x5@100kg rpe 8 # heavy") == "w 2x5@60kg 3x5@100kg")
        #expect(try applied("same rpe 8", to: "w 2x5@60kg 3x5@100kg rpe 9") == "w 2x5@60kg 3x5@100kg rpe 8")
        #expect(try applied("same rir 2 # fast", to: "3x5@100kg") == "3x5@100kg rir 2 # fast")
    }

    @Test func loadChangesInKgAndLb() throws {
        #expect(try applied("same +2.5kg", to: "w 2x5@60kg 3x5@100kg") == "w 2x5@60kg 3x5@102.5kg")
        #expect(try applied("same -5lb", to: "w 5@95lb 3x8@135lb") == "w 5@95lb 3x8@130lb")
        #expect(try applied("same +2.5", to: "3x5@100kg") == "3x5@102.5kg", "a bare change is in the default unit")
        #expect(try applied("same +5", to: "3x5@135lb", unit: .lb) == "3x5@140lb")
        // Across units the change is converted: 5 lb = 2.27 kg (to 0.01).
        #expect(try applied("same +5lb", to: "3x5@100kg") == "3x5@102.27kg")
        #expect(try applied("same +2.5kg", to: "3x8@bw+10kg") == "3x8@bw+12.5kg")
        #expect(try applied("same -10kg", to: "3x8@bw+10kg") == "3x8@bw")
        #expect(try applied("same +2.5kg", to: "5,5,4@100kg") == "2x5@102.5kg 4@102.5kg")
    }

    /// Only a change in the other unit is rounded (to 0.01): one in the set's
    /// own unit is added as written, never rounded (+1.125kg made 101.13 kg).
    @Test func aChangeInTheSetsOwnUnitIsAddedAsWrittenNotRounded() throws {
        #expect(try applied("same +1.125kg", to: "3x5@100kg") == "3x5@101.125kg")
        #expect(try applied("same -0.125", to: "3x5@100kg") == "3x5@99.875kg")
        #expect(try applied("same +0.005lb", to: "3x5@135lb") == "3x5@135.005lb")
        #expect(try applied("same +2.205lb", to: "3x5@100kg") == "3x5@101kg", "converted: 1.0002 kg to 0.01")
    }

    /// A change that would leave the load as it was, or that needs more
    /// digits than `same` keeps (0.001), is refused, never taken as a change.
    @Test func aChangeTooSmallToStoreIsRefusedWithACaret() throws {
        let sets = try SetNotation.parse("3x5@100kg", defaultUnit: .kg)
        for text in ["same +0.0004kg", "same +0.004lb", "same -0.0015kg", "same +1.1255kg"] {
            let request = try repeatRequest(text)
            do {
                let changed = try request.apply(to: sets)
                Issue.record("\(text) was applied: \(SetNotation.format(changed))")
            } catch {
                #expect(error.range == 5..<text.count, "\(text): \(error.range)")
                #expect(error.description.split(separator: "\n").count == 3, "\(text)")
            }
        }
    }

    @Test func repChanges() throws {
        #expect(try applied("same +1rep", to: "w 2x5@60kg 3x5@100kg") == "w 2x5@60kg 3x6@100kg")
        #expect(try applied("same +2reps +2.5kg rpe 8", to: "3x8@bw") == "3x10@bw+2.5kg rpe 8")
        #expect(try applied("same -1rep", to: "3x5@100kg") == "3x4@100kg")
    }

    @Test func changesThatCannotApplyAreOneLineWithACaret() throws {
        let plank = try SetNotation.parse("3x60s", defaultUnit: .kg)
        #expect(throws: NotationError.self) { try repeatRequest("same +2.5kg").apply(to: plank) }
        #expect(throws: NotationError.self) { try repeatRequest("same +1rep").apply(to: plank) }
        let light = try SetNotation.parse("3x5@20kg", defaultUnit: .kg)
        let lower = try repeatRequest("same -20kg")
        do {
            _ = try lower.apply(to: light)
            Issue.record("a load of 0 was made")
        } catch {
            #expect(error.message.contains("a load must stay above 0"))
            #expect(error.range == 5..<10)
            #expect(error.description.split(separator: "\n").last == "       ^^^^^")
        }
        #expect(throws: NotationError.self) { try repeatRequest("same -5rep").apply(to: light) }
        #expect(throws: NotationError.self) { try repeatRequest("same +1990kg").apply(to: light) }
    }

    @Test func wordsSameDoesNotTakeAreRefusedWithACaret() throws {
        for (text, column) in [("same 3x5", 6), ("same +2.5st", 6), ("same rpe 11", 10), ("same rpe", 9),
                               ("same + 2.5kg", 8), ("same same", 6), ("same +2.5kg -5kg", 13), ("same +1.5rep", 6)] {
            do {
                _ = try SetNotation.parseLine(text, defaultUnit: .kg)
                Issue.record("\(text) was read")
            } catch {
                #expect(error.column == column, "\(text): \(error.column) \(error.message)")
                #expect(error.description.split(separator: "\n").count == 3, "\(text)")
            }
        }
    }

    @Test func aLineWithoutSameIsSets() throws {
        #expect(try SetNotation.parseLine("3x5@100", defaultUnit: .kg) == .sets(SetNotation.parse("3x5@100", defaultUnit: .kg)))
    }
}
