import ArgumentParser
import Workouts

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the whole log (settings, exercises, sets) as RepChart JSON.",
        discussion: """
            The format is documented in docs/export-format.md. The same data always gives the same bytes, \
            and `repchart import` of an export into an empty log gives that log back exactly. A file is \
            replaced atomically: readers see the old file or the new one, never half of one.

              repchart export -o backup.json
              repchart export | gzip > backup.json.gz
            """
    )

    @OptionGroup var store: StoreOptions

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The file to write; - or none for standard output.", valueName: "file"))
    var output: String?

    mutating func run() throws {
        let log = try store.openStore(reading: true)
        try Exporter.write(log, toFile: output)
        if let output, output != "-" {
            let sets = try log.setCount()
            let exercises = try log.exercises().count
            say("Exported \(exercises) exercise\(exercises == 1 ? "" : "s") and \(sets) set\(sets == 1 ? "" : "s") to \(output)")
        }
    }
}
