import ArgumentParser
import Foundation
import Workouts

/// `repchart next`: the next session, by the progression rule of docs/progression.md.
struct NextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "next",
        abstract: "Suggest the next session: sets for each exercise, with the reason.",
        discussion: """
            Without names: the workout that is due (of the distinct workouts of the last
            28 days, the one done longest ago; else the last one). For each exercise, from
            its last session: every working set at its target reps and RPE ≤ 8 (or not
            recorded) adds the step (2.5 kg / 5 lb; 5 kg / 10 lb for lower-body barbell
            lifts); a short set or RPE ≥ 9.5 repeats the load; three sessions short at one
            load take 10 % off; bodyweight sets add a rep; timed and distance sets repeat.
            Set an exercise's own step or rep target with `repchart exercises progression`.
            The whole rule: docs/progression.md.

              repchart next
              repchart next squat "bench press"
              repchart next --json
            """)

    @Argument(help: ArgumentHelp("Exercise names or aliases (default: the workout that is due).", valueName: "exercise"))
    var exercises: [String] = []

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let (log, _, zone) = try store.open(reading: true)
        let plan = try log.nextPlan(exercises: exercises, today: Day(containing: Date(), in: zone))
        say(json ? TrainingOutput.planJSON(plan) : TrainingOutput.plan(plan))
    }
}
