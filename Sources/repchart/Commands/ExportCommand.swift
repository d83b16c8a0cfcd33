import ArgumentParser
import Foundation
import Reports
import Workouts

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the whole log as RepChart JSON, or its sets as CSV (tidy, or Strong's layout).",
        discussion: """
            The format is documented in docs/export-format.md. The same data always gives the same bytes, \
            and `repchart import` of an export into an empty log gives that log back exactly. A file is \
            replaced atomically: readers see the old file or the new one, never half of one. An existing \
            file that is not JSON is replaced only with --force, and the log itself never is; a new file \
            is private (0600), as the log is.

            With --salvage, a damaged log (see `repchart doctor`) is read row by row: what SQLite can \
            still read is exported, what it cannot is named on standard error, and the file imports into \
            a new log. A cut-off log (a copy stopped half way) is read from the pages it still has.

              repchart export -o backup.json
              repchart export | gzip > backup.json.gz
              repchart export --format csv --from 2026-01-01 -o sets.csv
              repchart export --format strong --unit lb -o strong.csv
              repchart export --salvage -o rescued.json
              repchart import rescued.json --db new.sqlite
            """
    )

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try OptionNameAsValue.refuse([("--from <day>", from), ("--to <day>", to)])
    }

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("The file to write; - or none for standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Replace an existing output file even when it is not of the format written (never the log itself).")
    var force = false

    @Flag(help: "Export what can still be read of a damaged log as RepChart JSON, and name what could not be read.")
    var salvage = false

    @Option(help: "json (the whole log), csv (one row per set) or strong (Strong's CSV layout).")
    var format: ExportFormat = .json

    @Option(parsing: .unconditional, help: ArgumentHelp("The first day of sets written as CSV (YYYY-MM-DD).", valueName: "day"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last day of sets written as CSV (YYYY-MM-DD).", valueName: "day"))
    var to: String?

    @Option(help: "Strong's layout in kg and km, or lb and miles.")
    var unit = Unchecked<WeightUnit>(default: "kg")

    mutating func run() throws {
        let unit = try self.unit.value
        let selection = try ExportSelection(from: from.map(Day.init(parsing:)), to: to.map(Day.init(parsing:)), unit: unit)
        // An empty file for a range that holds no day would read as a log without sets: refused, as `sets` refuses it.
        if let first = selection.from, let last = selection.to, last < first {
            throw ValidationError("--from \(first) is after --to \(last)")
        }
        if format == .json, from != nil || to != nil {
            throw ValidationError("--from and --to choose sets of a CSV export; the JSON export is always the whole log")
        }
        if salvage, format != .json {
            throw ValidationError("--salvage writes RepChart JSON; leave out --format \(format.rawValue)")
        }
        if salvage {
            // A cut-off log: SQLite cannot open it, its pages are read as they are.
            let path = try StoreLocation.path(explicit: store.db)
            // An empty file holds nothing to rescue, and opening it would make it a new log: a salvage
            // never writes to the file it reads.
            // Shorter than a database's 100-byte header: no page to read, whatever the bytes.
            if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size < 100 {
                let what = size == 0 ? "an empty file (0 bytes)" : "\(size) byte\(size == 1 ? "" : "s"), shorter than a log's header"
                throw ValidationError("\(path) is \(what): there is nothing in it to salvage; restore a backup or a copy of the log")
            }
            if Exporter.isCutOff(path) {
                if let output, output != "-", !force {
                    try OutputFile.checkReplaceable(output, holding: "a JSON file", recognizedBy: OutputFile.looksLikeJSON)
                }
                report(try Exporter.salvageCutOff(logAt: path, toFile: output))
                return
            }
        }
        let log: WorkoutStore
        do {
            log = try store.openStore(reading: true)
        } catch {
            // SQLite cannot even open it (its list of tables damaged): its pages are read as they are.
            guard case .damaged(let path, _) = error, salvage else { throw error }
            if let output, output != "-", !force {
                try OutputFile.checkReplaceable(output, holding: "a JSON file", recognizedBy: OutputFile.looksLikeJSON)
            }
            report(try Exporter.salvageFromPages(logAt: path, toFile: output, whole: true))
            return
        }
        if let output, output != "-" {
            try Exporter.checkNotTheLog(output, of: log)
            if !force {
                switch format {
                case .json: try OutputFile.checkReplaceable(output, holding: "a JSON file", recognizedBy: OutputFile.looksLikeJSON)
                case .csv, .strong: try OutputFile.checkReplaceable(output, holding: "a CSV file", recognizedBy: OutputFile.looksLikeCSV)
                }
            }
        }
        if salvage {
            report(try Exporter.salvage(log, toFile: output))
            return
        }
        let contents = try Exporter.write(log, format: format, selection: selection, toFile: output)
        if let output, output != "-" {
            let (sets, exercises) = (contents.sets, contents.exercises)
            say("Exported \(Format.count(exercises, "exercise")) and \(Format.count(sets, "set")) to \(output)")
        }
        if format == .strong { strongNotes(contents, unit: selection.unit) }
    }

    /// What Strong's layout cannot carry, on standard error (the file may be standard output):
    /// its weights' unit, and help from an assisted machine, written as a weight below zero.
    private func strongNotes(_ contents: Exporter.Contents, unit: WeightUnit) {
        var lines = ["note: Strong's CSV names no unit; its weights are in \(unit.rawValue): "
                     + "import it with --unit \(unit.rawValue)"]
        if contents.negativeWeights > 0 {
            let n = contents.negativeWeights
            lines.append("note: \(Format.count(n, "set")) of an assisted machine \(n == 1 ? "is" : "are") written "
                         + "with \(n == 1 ? "a weight" : "weights") below zero, which Strong's layout cannot say and "
                         + "its readers (RepChart's too) refuse; --format json keeps \(n == 1 ? "it" : "them")")
        }
        if contents.assistedLoads > 0 {
            let n = contents.assistedLoads
            lines.append("note: \(Format.count(n, "set")) of exercises named \"(Assisted)\" carry a load of their own, "
                         + "which Strong's layout can only write as the machine's help (and readers take for help); "
                         + "--format json keeps \(n == 1 ? "it" : "them")")
        }
        fflush(nil)  // the "Exported" line first, when both streams go to one pipe
        for line in lines {
            FileHandle.standardError.write(Data(TerminalEscaping.escaped(line + "\n", colors: false, lines: true).utf8))
        }
    }

    /// What a salvage wrote and left out, on standard error.
    private func report(_ result: Exporter.Salvage) {
        for line in result.skipped {
            FileHandle.standardError.write(Data(TerminalEscaping.escaped("skipped: \(line)\n", colors: false, lines: true).utf8))
        }
        let (sets, exercises) = (result.contents.sets, result.contents.exercises)
        let place = output.flatMap { $0 == "-" ? nil : " to \($0)" } ?? ""
        let text = "Salvaged \(Format.count(exercises, "exercise")) and \(Format.count(sets, "set"))\(place)"
            + (result.skipped.isEmpty ? "; nothing was left out" : "; \(result.skipped.count) part\(result.skipped.count == 1 ? "" : "s") could not be read (above)")
        FileHandle.standardError.write(Data(TerminalEscaping.escaped(text + "\n", colors: false, lines: true).utf8))
    }
}

extension ExportFormat: ExpressibleByArgument {}
