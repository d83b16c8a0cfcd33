import ArgumentParser
import Workouts

struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Remove the last logged entry (every set of the last `repchart log`).",
        discussion: "Run it again to remove the entry before that. Imports are not touched."
    )

    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let log = try store.openStore()
        let removed = try log.undoLastBatch()
        say("Removed \(removed.count) set\(removed.count == 1 ? "" : "s"):")
        say(SetListing.table(removed, exercises: try log.exercises(), indent: "  "))
    }
}
