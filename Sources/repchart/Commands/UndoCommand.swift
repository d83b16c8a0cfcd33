import ArgumentParser
import Foundation
import Workouts

struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Remove the last logged entry (every set of the last `repchart log`), or with --import one import.",
        discussion: """
            Run it again to remove the entry before that. An entry whose sets were all deleted \
            since (`repchart sets delete`) is still the last: `undo` takes it back with no set and says so. An exercise the entry created (with --new) \
            goes too when no sets are left on it. Imports are not touched: `undo` after an import removes \
            the `log` entry before it and says so. `--import` takes back the last import instead, or the \
            one whose id is given (the 13 characters `undo` prints, or any 8 or more that \
            match one import).

              repchart undo
              repchart undo --import
              repchart undo --import 3f2a1b2c
            """
    )

    @Flag(name: .customLong("import"), help: "Take back the last import (or the one whose ID is given) instead of a `log` entry.")
    var takeBackImport = false

    @Argument(help: ArgumentHelp("With --import: the import's id, or its first 8+ characters.", valueName: "id"))
    var id: String?

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if id != nil && !takeBackImport {
            throw ValidationError("an id goes with --import (`repchart undo --import ID`); plain `undo` takes none")
        }
    }

    mutating func run() throws {
        let log = try store.openStore(reading: true)
        if takeBackImport { return try undoImport(log) }
        let undone = try log.undoLastBatch()
        if undone.sets.isEmpty {
            // Its sets were deleted since (`sets delete`): an older entry is not the one asked for.
            let when = undone.writtenAt.map { " (logged \(UndoImportLines.when($0)))" } ?? ""
            say("The last entry\(when) has no sets left: they were deleted since. No set removed; "
                + "`repchart undo` again removes the entry before it.")
        } else {
            say("Removed \(Format.count(undone.sets.count, "set")):")
            say(try SetListing.table(undone.sets, in: log, exercises: try log.exercises() + undone.removedExercises, indent: "  "))
        }
        for exercise in undone.removedExercises {
            say("Removed exercise \(TerminalEscaping.escaped(exercise.name)), which that entry created.")
        }
        if let latest = undone.importsAfter.first {
            let names = try log.exercises() + undone.removedExercises
            say(UndoImportLines.importStays(entry: undone.sets, exercises: names, imports: undone.importsAfter, latest: latest))
        }
    }

    private func undoImport(_ log: WorkoutStore) throws {
        let (batch, undone) = try log.undoImport(id)
        let count = undone.sets.count
        say("Took back the import \(batch.shortID) of \(UndoImportLines.when(batch.date)): removed \(Format.count(count, "set")).")
        for exercise in undone.removedExercises {
            say("Removed exercise \(TerminalEscaping.escaped(exercise.name)), which that import created.")
        }
        let exercises = try log.exercises()
        if !undone.restored.isEmpty {
            let restored = undone.restored.count
            say("Gave back \(Format.count(restored, "set")) it had written over or removed, as before it:")
            say(try SetListing.table(undone.restored, in: log, exercises: exercises, indent: "  "))
        }
        if !undone.changedSince.isEmpty {
            let changed = undone.changedSince.count
            say("Left \(Format.count(changed, "set")) it wrote over as a later import wrote "
                + "\(changed == 1 ? "it" : "them") (`repchart undo --import` takes that one back first):")
            say(try SetListing.table(undone.changedSince, in: log, exercises: exercises, indent: "  "))
        }
    }
}
