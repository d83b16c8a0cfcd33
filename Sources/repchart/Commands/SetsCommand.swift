import ArgumentParser
import Foundation
import Workouts

struct SetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sets",
        abstract: "List, delete or keep logged sets.",
        discussion: """
              repchart sets                            # every set, as a table
              repchart sets --week 2026-W47 --json
              repchart sets delete 41 42
              repchart sets keep 56                    # real, not a typo
            """,
        subcommands: [ListSetsCommand.self, DeleteSetsCommand.self, KeepSetsCommand.self],
        defaultSubcommand: ListSetsCommand.self
    )
}

struct ListSetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List sets as an aligned table or JSON (the default for `repchart sets`).",
        discussion: """
              repchart sets --week 2026-W47
              repchart sets --from mon --exercise squat
              repchart sets --limit 20 --json
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("The first day: today, yesterday, mon … sun, or YYYY-MM-DD.", valueName: "day"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last day (same forms as --from).", valueName: "day"))
    var to: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("An ISO week such as 2026-W47 (days follow the week-start setting).", valueName: "week"))
    var week: String?

    @Option(help: "Only this exercise (name or alias).")
    var exercise: String?

    @Option(parsing: .unconditional, help: "Only the latest N sets.")
    var limit: Int?

    @Flag(help: "Print a JSON array instead of a table.")
    var json = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try OptionNameAsValue.refuse([("--from <day>", from), ("--to <day>", to), ("--week <week>", week)])
    }

    mutating func run() throws {
        let (log, settings, zone) = try store.open(reading: true)
        let request = SetsRequest(from: from, to: to, week: week, exercise: exercise, limit: limit, timeZone: zone,
                                  weekStart: settings.weekStart)
        // One snapshot, read through a cursor: a listing of any size streams out.
        try log.readingOneSnapshot {
            let named = SetStream(exercises: try log.exercises()) { text in
                print(TerminalEscaping.escaped(text, colors: true, lines: true), terminator: "")
            }
            if json {
                var writer = named.json()
                try log.forEachSet(request) { try writer.add($0) }
                try writer.finish()
            } else {
                // The latest N sets may begin partway through a day.
                let placeInLog: ((WorkoutSet) throws(StoreError) -> Int?)? = limit == nil ? nil : { set throws(StoreError) in
                    guard let number = set.number else { return nil }
                    return try log.placesInDay(of: [set])[number]
                }
                var writer = named.table(placeInLog: placeInLog)
                try log.forEachSet(request) { try writer.add($0) }
                writer.finish()
            }
        }
    }
}

struct DeleteSetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete sets by the ID `repchart sets` shows (or a stable id or its first 8+ characters).",
        discussion: """
            Every ID is checked first: when one is unknown, nothing is deleted. `-` reads the IDs from \
            standard input instead (separated by spaces or lines), for many at once; `repchart undo --import` \
            takes back a whole import.

              repchart sets delete 41 42
              repchart sets --json | jq -r '.[] | select(.source == "strong") | .id' \\
                | repchart sets delete -
            """
    )

    @Argument(help: ArgumentHelp("Set IDs; - reads them from standard input.", valueName: "id"))
    var ids: [String]

    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        guard !ids.isEmpty else { throw ValidationError("give the IDs of the sets to delete (see `repchart sets`)") }
        let references = try SetIDInput.references(ids, nothing: "deleted")
        let log = try store.openStore(reading: true)
        let deleted = try log.deleteSets(references)
        say("Deleted \(Format.count(deleted.count, "set")):")
        say(try SetListing.table(deleted, in: log, exercises: try log.exercises(), indent: "  "))
    }
}

struct KeepSetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keep",
        abstract: "Count sets left out of records as likely typos: they are real.",
        discussion: """
            A set far above every training day around it is left out of records, \
            stalled lifts and progress lines as a likely typo, and named. When it \
            is real (a first heavy single, a return to form), keep it: records \
            count it from then on. A kept set changed later is judged again.

              repchart sets keep 56
              repchart sets keep --undo 56             # judge it again
            """
    )

    @Argument(help: ArgumentHelp("Set IDs, as `repchart sets` shows them; - reads them from standard input.",
                                 valueName: "id"))
    var ids: [String]

    @Flag(help: "Take the mark off: judge these sets as any other again.")
    var undo = false

    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        guard !ids.isEmpty else { throw ValidationError("give the IDs of the sets to keep (see `repchart sets`)") }
        let references = try SetIDInput.references(ids, nothing: undo ? "changed" : "kept")
        let log = try store.openStore(reading: true)
        let change = try log.keepSets(references, kept: !undo)
        let exercises = try log.exercises()
        let sets = change.changed, plural = sets.count == 1 ? "" : "s"
        if !sets.isEmpty {
            say(undo ? "Judged again as any set (\(sets.count) set\(plural)):"
                     : "Kept as real; records count \(sets.count == 1 ? "it" : "them") (\(sets.count) set\(plural)):")
            say(try SetListing.table(sets, in: log, exercises: exercises, indent: "  "))
            let counted = change.countedAlready.compactMap(\.number)
            if !counted.isEmpty {
                say("""
                    \(counted.count == 1 ? "Set" : "Sets") \(ImportCommand.listed(counted)) \(counted.count == 1 ? "was" : "were") \
                    not left out as a likely typo: records count \(counted.count == 1 ? "it" : "them") already, \
                    and the mark keeps \(counted.count == 1 ? "it" : "them") counted.
                    """)
            }
        }
        let same = change.asBefore
        if !same.isEmpty {
            let n = same.count
            say(undo ? "Not kept, so nothing to take off (\(Format.count(n, "set"))):"
                     : "Kept already; nothing changed (\(Format.count(n, "set"))):")
            say(try SetListing.table(same, in: log, exercises: exercises, indent: "  "))
        }
    }
}
