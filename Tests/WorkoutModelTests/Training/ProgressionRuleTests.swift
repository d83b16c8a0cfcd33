import Foundation
import Testing
@testable import WorkoutModel
import StoreTestSupport

/// Each branch of `repchart next`'s rule: the suggested loads and the reason.
@Suite struct ProgressionRuleTests {
    func session(_ dayText: String, _ notation: String) throws -> PastSession {
        PastSession(day: day(dayText), entries: try SetNotation.parse(notation, defaultUnit: .kg))
    }

    func suggest(_ sessions: [PastSession], setting: ProgressionSetting = ProgressionSetting(),
                 lowerBody: Bool = false) throws -> ProgressionSuggestion {
        try #require(ProgressionRule.suggest(after: sessions, setting: setting, lowerBodyBarbell: lowerBody))
    }

    @Test func allTargetsMetAtRPE8AddsTheStepAndKeepsWarmUps() throws {
        let next = try suggest([try session("2026-11-16", "w 2x5@60kg 3x5@100kg rpe 8")])
        #expect(next.decision == .addLoad)
        #expect(next.notation == "w 2x5@60kg 3x5@102.5kg")
        #expect(next.reason == "all 3×5 at 100 kg done at rpe 8 on Mon 2026-11-16 → +2.5 kg")
    }

    @Test func noEffortRecordedOrRIR2AddsTheStep() throws {
        #expect(try suggest([try session("2026-11-16", "3x5@100kg")]).notation == "3x5@102.5kg")
        let rir = try suggest([try session("2026-11-16", "3x5@100kg rir 2")])
        #expect(rir.decision == .addLoad && rir.notation == "3x5@102.5kg")
        #expect(rir.reason.hasSuffix("done at rpe 8 on Mon 2026-11-16 → +2.5 kg"))
    }

    @Test func aReasonGivesEachSetTheLoadItWasLiftedAt() throws {
        let mixed = try suggest([try session("2026-11-16", "3x5@70kg 1x5@72.5kg")])
        #expect(mixed.decision == .addLoad && mixed.entries.map { $0.weight?.value } == [72.5, 72.5, 72.5, 75])
        #expect(mixed.reason == "all 3×5 at 70 kg, 1×5 at 72.5 kg done (no effort recorded) on Mon 2026-11-16 → +2.5 kg")
        let hard = try suggest([try session("2026-11-16", "2x5@100kg 1x5@105kg rpe 9.5")])
        #expect(hard.reason == "2×5 at 100 kg, 1×5 at 105 kg done at rpe 9.5 on Mon 2026-11-16 → repeat the same loads")
        let short = try suggest([try session("2026-11-16", "1x5@100kg 1x4@105kg")])
        #expect(short.reason == "set 2 fell short: 4 of 5 reps at 105 kg on Mon 2026-11-16 → repeat the same loads")
        let ramp = try suggest([try session("2026-11-16", "1x5@60kg 1x5@70kg 1x5@80kg 1x5@90kg")])
        #expect(ramp.reason == "all 4×5 at 60–90 kg done (no effort recorded) on Mon 2026-11-16 → +2.5 kg")
        let weighted = try suggest([try session("2026-11-16", "2x8@bw+10kg 1x6@bw+20kg")])
        #expect(weighted.reason == "bodyweight sets 2×8 at bw+10 kg, 1×6 at bw+20 kg on Mon 2026-11-16 → +1 rep")
        let someAdded = try suggest([try session("2026-11-16", "3x8@bw 1x8@bw+10kg")])
        #expect(someAdded.reason == "bodyweight sets 3×8 at bw, 1×8 at bw+10 kg on Mon 2026-11-16 → +1 rep", "\(someAdded.reason)")
    }

    /// A set logged in lb beside kg sets was suggested as "5@50.359kg" ("1×5 at 45.36 kg").
    /// Each set steps up in the unit it was lifted in, and the reason says each as lifted.
    @Test func eachSetStepsUpInTheUnitItWasLiftedIn() throws {
        let mixed = try suggest([try session("2026-11-30", "3x5@100kg 1x5@100lb")], lowerBody: true)
        #expect(mixed.entries.compactMap(\.weight) == [Weight(105, .kg), Weight(105, .kg), Weight(105, .kg), Weight(110, .lb)])
        #expect(mixed.reason == "all 3×5 at 100 kg, 1×5 at 100 lb done (no effort recorded) on Mon 2026-11-30 → +5 kg, +10 lb")
        let deload = try suggest([try session("2026-11-30", "3x4@100kg 1x4@250lb"), try session("2026-11-27", "3x4@100kg 1x4@250lb"),
                                  try session("2026-11-25", "3x4@100kg 1x4@250lb")], setting: ProgressionSetting(targetReps: 5))
        #expect(deload.decision == .deload)
        #expect(deload.entries.compactMap(\.weight) == [Weight(90, .kg), Weight(90, .kg), Weight(90, .kg), Weight(225, .lb)])
        #expect(deload.reason.hasPrefix("3 sessions short of 5 reps at 250 lb (since Wed 2026-11-25) → −10 %: 225 lb"),
                "the heaviest set as lifted, not 113.4 → 102.06 kg: \(deload.reason)")
    }

    @Test func lowerBodyBarbellLiftsStepFiveKgOrTenLb() throws {
        #expect(ProgressionRule.isLowerBodyBarbell("Squat"))
        #expect(ProgressionRule.isLowerBodyBarbell("Deadlift"))
        #expect(!ProgressionRule.isLowerBodyBarbell("Bench Press"))
        #expect(!ProgressionRule.isLowerBodyBarbell("Goblet Squat"), "a kettlebell or dumbbell lift")
        let kg = try suggest([try session("2026-11-16", "3x5@100kg")], lowerBody: true)
        #expect(kg.notation == "3x5@105kg" && kg.reason.hasSuffix("→ +5 kg"))
        let lb = try suggest([try session("2026-11-16", "3x5@225lb")], lowerBody: true)
        #expect(lb.notation == "3x5@235lb" && lb.reason.hasSuffix("→ +10 lb"))
        let upper = try suggest([try session("2026-11-16", "3x5@135lb")])
        #expect(upper.notation == "3x5@140lb", "5 lb for other lifts in lb")
    }

    @Test func aShortSetRepeatsTheLoadAimingForTheTarget() throws {
        let next = try suggest([try session("2026-11-16", "5,5,4@100kg rpe 8")])
        #expect(next.decision == .repeatLoad)
        #expect(next.notation == "3x5@100kg")
        #expect(next.reason == "set 3 fell short: 4 of 5 reps at 100 kg on Mon 2026-11-16 → repeat 100 kg")
    }

    @Test func rpeNineAndAHalfRepeats() throws {
        let next = try suggest([try session("2026-11-16", "3x5@100kg rpe 9.5")])
        #expect(next.decision == .repeatLoad && next.notation == "3x5@100kg")
        #expect(next.reason == "3×5 at 100 kg done at rpe 9.5 on Mon 2026-11-16 → repeat 100 kg")
        let nine = try suggest([try session("2026-11-16", "3x5@100kg rpe 9")])
        #expect(nine.decision == .repeatLoad)
        #expect(nine.reason == "3×5 at 100 kg done at rpe 9 on Mon 2026-11-16, above rpe 8 → repeat 100 kg")
        let rir0 = try suggest([try session("2026-11-16", "3x5@100kg rir 0")])
        #expect(rir0.decision == .repeatLoad, "RIR 0 is RPE 10")
    }

    @Test func threeMissesAtOneLoadTakeTenPercentRoundedToTheStep() throws {
        let sessions = [try session("2026-11-20", "5,5,4@102.5kg"), try session("2026-11-18", "5,4,4@102.5kg"),
                        try session("2026-11-16", "5,5,3@102.5kg")]
        let next = try suggest(sessions)
        #expect(next.decision == .deload)
        // 92.25 → 92.5, the nearest multiple of 2.5
        #expect(next.notation == "3x5@92.5kg")
        #expect(next.reason == "3 sessions short of 5 reps at 102.5 kg (since Mon 2026-11-16) → −10 %: 92.5 kg")
        let pounds = try suggest([try session("2026-11-20", "5,4@225lb"), try session("2026-11-18", "5,4@225lb"),
                                  try session("2026-11-16", "4,4@225lb")])
        #expect(pounds.notation == "2x5@205lb", "202.5 lb to the 5 lb step, a half rounding up: 205 lb")
    }

    @Test func threeMissesAtDifferentLoadsOnlyRepeat() throws {
        let sessions = [try session("2026-11-20", "5,5,4@102.5kg"), try session("2026-11-18", "5,4,4@102.5kg"),
                        try session("2026-11-16", "5,5,3@100kg")]
        #expect(try suggest(sessions).decision == .repeatLoad)
    }

    @Test func bodyweightSetsAddARep() throws {
        let next = try suggest([try session("2026-11-16", "w 1x5@bw 3x8@bw rpe 9")])
        #expect(next.decision == .addRep)
        #expect(next.notation == "w 5@bw 3x9@bw")
        #expect(next.reason == "bodyweight sets 3×8 on Mon 2026-11-16 → +1 rep")
    }

    @Test func timedAndDistanceSetsRepeat() throws {
        let plank = try suggest([try session("2026-11-16", "3x60s rpe 9")])
        #expect(plank.decision == .repeatTimed && plank.notation == "3x1min")
        #expect(plank.reason == "timed sets on Mon 2026-11-16 → the same again")
        let run = try suggest([try session("2026-11-16", "5km in 25min")])
        #expect(run.notation == "5km in 25min" && run.reason.hasPrefix("distance sets"))
    }

    @Test func anExercisesOwnStepAndRepTarget() throws {
        let setting = ProgressionSetting(step: Weight(5, .kg), targetReps: 8)
        let short = try suggest([try session("2026-11-16", "3x6@60kg")], setting: setting)
        #expect(short.decision == .repeatLoad && short.notation == "3x8@60kg")
        let done = try suggest([try session("2026-11-16", "3x8@60kg")], setting: setting)
        #expect(done.notation == "3x8@65kg" && done.reason.hasSuffix("→ +5 kg"))
        let pounds = try suggest([try session("2026-11-16", "3x8@135lb")], setting: setting)
        #expect(pounds.notation == "3x8@146.02lb", "a kg step converted to the unit last logged")
    }

    @Test func loadsNeverPassTheLimitsOrGoBelowOneStep() throws {
        let heavy = try suggest([try session("2026-11-16", "1@1999kg")])
        #expect(heavy.entries.first?.weight == Weight(2000, .kg))
        let light = try suggest([try session("2026-11-20", "4@2.5kg"), try session("2026-11-18", "4@2.5kg"),
                                 try session("2026-11-16", "4@2.5kg")], setting: ProgressionSetting(targetReps: 5))
        #expect(light.decision == .deload && light.entries.first?.weight == Weight(2.5, .kg))
    }

    @Test func aStoredSettingReadsBack() throws {
        let setting = ProgressionSetting(step: Weight(1.25, .kg), targetReps: 5)
        #expect(ProgressionSetting(storedText: setting.storedText) == setting)
        #expect(ProgressionSetting(storedText: "step=oops") == nil)
        #expect(try ProgressionSetting.step("5 lb") == Weight(5, .lb))
        #expect(throws: ProgressionSettingError.badStep("0kg")) { try ProgressionSetting.step("0kg") }
        #expect(throws: ProgressionSettingError.badStep("5")) { try ProgressionSetting.step("5") }
    }
}
