import ArgumentParser
import Reports
import Foundation
import Workouts

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import sets from a RepChart export or another app's CSV export.",
        discussion: """
            The format is told from the content: RepChart JSON (from `repchart export`), Strong, Hevy, \
            FitNotes or Fitbod CSV, or any CSV whose header names a date and an exercise column (and reps, weight, \
            unit, rpe, rir, notes when present). Everything is checked first; then all sets are written \
            in one transaction, or nothing is. Rows that hold no set are skipped; \
            rows with impossible values are skipped and listed (--strict refuses the file instead); a column \
            that cannot be read on more than 1 % of rows (or 20) refuses the whole file. Sets already in the log are skipped, so importing the same \
            file again, or a newer export that overlaps it, adds only what is new. A newer export of an app is its current \
            truth: a set edited in the app is updated (and counted as updated), a renamed workout keeps its sets, and \
            the app's sets it no longer holds, on the days it covers, are listed and kept (--remove-missing removes them). \
            Sets without ids or keys (RepChart's Strong-layout export) cannot be told from the log's own: a file whose \
            every set the log holds by value is refused, and matches among new sets are said.

              repchart import strong.csv --unit kg
              repchart import hevy.csv --map "Bench Press (Barbell)=Bench Press" --dry-run
              repchart import backup.json
              repchart import hevy-page-1.json hevy-page-2.json
              repchart import training.csv --unit kg \\
                --column "Wiederh.=reps" --column "Gewicht=weight"
              cat strong.csv | repchart import - --unit kg

            Every import prints what each CSV column was read as. A file with a column of numbers that no \
            field takes, or with many rows that would import without reps, time or distance, is refused: \
            say what the columns hold with --column NAME=FIELD. Hevy's API pages are imported together, \
            from a folder of them or named one after another, as one import; every page must be there.
            """
    )

    @OptionGroup var store: StoreOptions

    @Argument(help: ArgumentHelp("The file to import; - reads standard input. Several files are Hevy API pages, imported as one.",
                                 valueName: "file"))
    var files: [String] = []

    @Option(help: ArgumentHelp("The file's format.", valueName: "format"))
    var format: ImportFormat = .auto

    @Flag(help: "Check the file and show what would change, without writing anything.")
    var dryRun = false

    @Option(help: ArgumentHelp("The weight unit of files that do not say (Strong and plain CSV exports).",
                               valueName: "kg|lb"))
    var unit: Unchecked<WeightUnit>?

    @Option(name: .customLong("column"), help: ArgumentHelp(
        "Read a CSV column as a field, e.g. \"Wiederh.=reps\" (repeatable; fields: \(ColumnField.allCases.map(\.rawValue).joined(separator: ", "))).",
        valueName: "name=field"))
    var columns: [String] = []

    @Option(help: ArgumentHelp("How numeric dates such as 09/01/25 are ordered, when the file does not show it.",
                               valueName: "dmy|mdy|ymd"))
    var dateOrder: DateOrder?

    @Flag(help: "Refuse the whole file when any row has an impossible value, instead of skipping and reporting it.")
    var strict = false

    @Flag(help: "Remove the sets of the file's app that this newer export no longer holds, on the days it covers (without it they are listed and kept).")
    var removeMissing = false

    @Option(name: .customLong("map"), help: ArgumentHelp(
        "Store an exercise under another name, e.g. \"Bench Press (Barbell)=Bench Press\" (repeatable).",
        valueName: "from=to"))
    var map: [String] = []

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Missing expected argument '<file>'") }
    }

    mutating func run() throws {
        let unit = try self.unit.checked()
        let log = try store.openStore()
        do {
            try run(into: log, unit: unit)
            // A dry run into no log keeps nothing, so it leaves no file either.
            if dryRun { log.removeCreatedFile() }
        } catch {
            log.removeCreatedFile()
            throw error
        }
    }

    private func run(into log: WorkoutStore, unit: WeightUnit?) throws {
        var options = ImportOptions(format: format, dryRun: dryRun, unit: unit,
                                    timeZone: try store.timeZone(try log.settings()))
        try options.setMapping(from: map)
        let bar = ProgressBar(label: "importing")
        options.strict = strict
        options.columns = try ImportOptions.columns(from: columns)
        options.dateOrder = dateOrder
        options.removeMissing = removeMissing
        // No bar (standard error is not a terminal): the importer measures no progress.
        if bar.enabled {
            options.progress = { @Sendable fraction in bar.show(fraction) }
        }
        defer { bar.clear() }
        let summary = try Importer.run(files: files, into: log, options: options)
        bar.clear()
        let file = files.joined(separator: " ")
        say("\(dryRun ? "Would import" : "Imported") \(summary.format) file\(files.count == 1 ? "" : "s") \(file): \(summary)")
        let mapped = Dictionary(options.mapping.compactMap { key, target in options.mappedNames[key].map { (target, $0) } },
                                uniquingKeysWith: { first, _ in first })
        for line in ImportReport.lines(summary, detailed: dryRun, mapped: mapped) { say(line) }
        if summary.matchingStored > 0 {
            // Sets without ids cannot be told from the log's own: the same sets twice, most likely.
            let n = summary.matchingStored
            say("\(n == 1 ? "1 set" : "\(Format.count(n, "set"))") \(dryRun ? "to be added" : "added") "
                + "\(n == 1 ? "matches a set" : "match sets") the log already held (the same exercise, time, reps and load), "
                + "not by id or key: if the file is an export of this log, "
                + (dryRun ? "do not import it" : "`repchart undo --import` takes the import back")
                + " (the json and csv exports keep set ids).")
        }
        if summary.zoneOnlyUpdates > 0, let zone = options.timeZone {
            // The same sets read in another zone than before: say so, and how to read them as before.
            let n = summary.zoneOnlyUpdates, earlier = summary.earlierOffsetTexts
            let them = n == 1 ? "The set updated only in its time zone was" : "The \(n) sets updated only in their time zone were"
            let again = earlier.count == 1 ? "--tz \(earlier[0])" : "--tz set to the zone of the first import"
            say("Read in \(DateInput.zoneName(zone)) this time. \(them) stored at UTC\(earlier.joined(separator: " and ")): "
                + "if they did not move in the app, import the file again with \(again).")
        }
        if !summary.keptChanged.isEmpty {
            // The mark held the set as it was kept: changed, it is judged again, and the lifter should know.
            let n = summary.keptChanged.count, numbers = Self.listed(summary.keptChanged)
            let they = n == 1 ? "it" : "they", are = n == 1 ? "is" : "are"
            say("\(n == 1 ? "Set" : "Sets") \(numbers), kept as real, \(are) changed in the file: "
                + "\(they) \(dryRun ? "would be" : are) judged again as any set "
                + "(`repchart sets keep \(numbers)` if still real).")
        }
        if !summary.keptInFileOnly.isEmpty {
            // Marks go only on sets this import wrote (its undo takes them back); these were here before.
            let n = summary.keptInFileOnly.count, numbers = Self.listed(summary.keptInFileOnly)
            say("\(n == 1 ? "1 set" : "\(n) sets") the file keeps as real \(n == 1 ? "was" : "were") in this log already, "
                + "not kept (\(n == 1 ? "set" : "sets") \(numbers)): `repchart sets keep \(numbers)` keeps "
                + "\(n == 1 ? "it" : "them").")
        }
        if summary.missingCount > 0, !removeMissing {
            let them = summary.missingCount == 1 ? "it" : "them"
            say("Kept: import the file again with --remove-missing to remove \(them), or `repchart sets delete ID`.")
        }
        for line in ImportReport.warnings(summary, file: file) {
            FileHandle.standardError.write(Data((TerminalEscaping.escaped(line, lines: true) + "\n").utf8))
        }
    }
}

extension ImportCommand {
    /// Set numbers for a line: the first 20, then "…".
    static func listed(_ numbers: [Int64]) -> String {
        numbers.prefix(20).map(String.init).joined(separator: " ") + (numbers.count > 20 ? " …" : "")
    }
}

extension ImportFormat: ExpressibleByArgument {}
extension DateOrder: ExpressibleByArgument {}
