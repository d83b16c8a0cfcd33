import ArgumentParser
import Workouts

struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Remove the last logged entry (every set of the last `repchart log`).",
        discussion: """
            Run it again to remove the entry before that. An exercise the entry created (with --new) \
            goes too when no sets are left on it. Imports are not touched.

              repchart undo
            """
    )

    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let log = try store.openStore(reading: true)
        let undone = try log.undoLastBatch()
        let count = undone.sets.count
        say("Removed \(count) set\(count == 1 ? "" : "s"):")
        say(SetListing.table(undone.sets, exercises: try log.exercises() + undone.removedExercises, indent: "  "))
        for exercise in undone.removedExercises {
            say("Removed exercise \(exercise.name), which that entry created.")
        }
    }
}
