import Basics
import Foundation
import WorkoutModel
import WorkoutStorage

/// How `Importer` reads and writes a file.
package struct ImportOptions: Sendable {
    /// The file's format; `.auto` tells it from the content.
    package var format: ImportFormat
    /// Validate and count, then roll back: nothing is written.
    package var dryRun: Bool
    /// The unit of weights in files that do not say (`--unit`).
    package var unit: WeightUnit?
    /// Renames applied to exercise names before matching (`--map FROM=TO`),
    /// keyed by `ExerciseName.key(FROM)`.
    package var mapping: [String: String]
    /// The zone for apps that write local times without an offset; nil uses
    /// the database's `timeZone` setting, else the system zone.
    package var timeZone: TimeZone?
    /// Called now and then with the fraction done (0...1), for a progress bar.
    package var progress: (@Sendable (Double) -> Void)?
    /// `--strict`: a row with an impossible value refuses the whole file,
    /// instead of being skipped and reported.
    package var strict = false
    /// `--column NAME=FIELD`: what a CSV column holds, by normalized name
    /// (see `columns(from:)`); it wins over what the header says.
    package var columns: [String: ColumnField] = [:]
    /// `--date-order`: how numeric dates such as `09/01/25` are read; nil
    /// tells from the file (a first number above 12 is a day) or refuses.
    package var dateOrder: DateOrder?
    /// Removes the sets of the file's app that the file no longer holds
    /// (stored from an earlier export, on the days the file covers); without
    /// it they are kept and named in the summary (`missing`).
    package var removeMissing = false

    /// Options for one import; the defaults detect the format and write to the log.
    package init(format: ImportFormat = .auto, dryRun: Bool = false, unit: WeightUnit? = nil,
                mapping: [String: String] = [:], timeZone: TimeZone? = nil,
                progress: (@Sendable (Double) -> Void)? = nil) {
        self.format = format
        self.dryRun = dryRun
        self.unit = unit
        self.mapping = mapping
        self.timeZone = timeZone
        self.progress = progress
    }

    /// `--map FROM` as typed, by the key of FROM, to name a mapping in a message.
    package var mappedNames: [String: String] = [:]

    /// Parses `--map` values such as `Bench Press (Barbell)=Bench Press`; a
    /// name mapped twice or to a name the log cannot hold is refused here,
    /// before a row is read.
    package static func mapping(from specs: [String]) throws(ImportMappingError) -> [String: String] {
        var options = ImportOptions()
        try options.setMapping(from: specs)
        return options.mapping
    }

    /// Sets `mapping` (and `mappedNames`) from `--map` values (see `mapping(from:)`).
    package mutating func setMapping(from specs: [String]) throws(ImportMappingError) {
        var result: [String: String] = [:]
        var given: [String: String] = [:]
        for spec in specs {
            guard let equals = spec.firstIndex(of: "=") else { throw ImportMappingError(spec: spec) }
            let from = ExerciseName.clean(String(spec[..<equals]))
            let to = ExerciseName.clean(String(spec[spec.index(after: equals)...]))
            guard !from.isEmpty, !to.isEmpty else { throw ImportMappingError(spec: spec) }
            do throws(StoreError) { _ = try ExerciseName.validated(to) } catch {
                throw ImportMappingError(spec: spec, kind: .invalidTarget(reason: error.description))
            }
            let key = ExerciseName.key(from)
            if let earlier = given[key] {
                throw ImportMappingError(spec: spec, kind: .repeated(earlier: earlier))
            }
            given[key] = spec
            result[key] = to
            mappedNames[key] = from
        }
        mapping = result
    }

    /// The name an exercise is stored under after `mapping`.
    func mapped(_ name: String) -> String {
        mapping[ExerciseName.key(name)] ?? ExerciseName.clean(name)
    }
}

/// A name mapping (`FROM=TO`) the import cannot follow; `description` names
/// no flag (a command line words `kind` with its own).
package struct ImportMappingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with it.
    package enum Kind: Hashable, Sendable {
        /// Not `FROM=TO` with both sides given.
        case notFromTo
        /// A second `--map` for a name an `earlier` one (as typed) maps already.
        case repeated(earlier: String)
        /// TO is not a name the log can hold (`reason` says why).
        case invalidTarget(reason: String)
        /// FROM names no exercise in the file; `closest` are the file's names most like it.
        case unmatched(closest: [String])
    }

    /// The `--map` value as given.
    package var spec: String
    /// What is wrong with it.
    package var kind: Kind

    /// A mapping refused for `kind` (by default: not `FROM=TO`).
    package init(spec: String, kind: Kind = .notFromTo) {
        self.spec = spec
        self.kind = kind
    }

    package var description: String {
        switch kind {
        case .notFromTo:
            "a name mapping is FROM=TO, such as \"Bench Press (Barbell)=Bench Press\" (got \(QuotedInput.quoted(spec)))"
        case .repeated(let earlier):
            "mapping \(QuotedInput.quoted(spec)) maps a name that \(QuotedInput.quoted(earlier)) maps already; map each name once"
        case .invalidTarget(let reason):
            "mapping \(QuotedInput.quoted(spec)): the name it maps to cannot be stored: \(reason)"
        case .unmatched(let closest):
            "mapping \(QuotedInput.quoted(spec)) matches no exercise in the file" + closestNames(closest)
        }
    }

    /// "; closest names in it: "a", "b"", or nothing.
    package func closestNames(_ closest: [String]) -> String {
        closest.isEmpty ? "" : "; closest names in it: \(closest.map(QuotedInput.quoted).joined(separator: ", "))"
    }
}

/// What an import did (or, with `dryRun`, would do).
package struct ImportSummary: Hashable, Sendable, CustomStringConvertible {
    /// The format read (never `.auto`).
    package var format: ImportFormat
    /// Exercises new to the log.
    package var exercisesCreated: Int
    /// Sets written (or, in a dry run, that would be).
    package var setsAdded: Int
    /// Sets of an app's export stored before with other values (an edit in
    /// the app), written over with the file's.
    package var setsUpdated = 0
    /// Of `setsUpdated`, those whose only change is the time zone: the same clock time (or the
    /// same instant) at another UTC offset, as when a file is read in another zone than before.
    package var zoneOnlyUpdates = 0
    /// The UTC offsets (seconds) those sets had before, to say which zone they were first read in.
    package var earlierOffsets: Set<Int> = []
    /// The lines of sets met twice in the file with other values (two exports joined in one file):
    /// the later row's values were kept, which are the older export's when the newer came first.
    package var rewrittenInFile = NotedLines()
    /// Sets already stored (same id, or same source and source key) with the same values.
    package var duplicatesSkipped: Int
    /// Of `setsAdded`, those matching a set the log held before by value (the
    /// same exercise, local time to the second and reps) though not by id or
    /// key: a file of sets without ids (RepChart's Strong-layout export)
    /// imported into the log it came from. Not counted in a dry run's bulk load.
    package var matchingStored = 0
    /// Stored sets of the file's app, on the days the file covers, that the
    /// file no longer holds (deleted in the app since an earlier export).
    package var missingCount = 0
    /// Of those, the ones removed (`ImportOptions.removeMissing`).
    package var setsRemoved = 0
    /// The first `ImportSummary.missingListed` of them, to name them.
    package var missing: [MissingSet] = []
    /// Sets the file says the lifter kept as real after a likely-typo warning
    /// (a RepChart file's `kept`), kept so in this log too: those the import wrote.
    package var setsKept = 0
    /// Sets kept as real (`sets keep`) that the file changed: judged again as
    /// any set, their numbers in the order met.
    package var keptChanged: [Int64] = []
    /// Sets the file keeps as real that the log held before, not kept: left
    /// as they are (an undo could not take a mark back), their numbers.
    package var keptInFileOnly: [Int64] = []

    mutating func keptSets(_ outcome: StoreWriter.KeptOutcome) {
        setsKept = outcome.kept
        keptInFileOnly = outcome.notKeptHere
    }
    /// Rows that hold no set: rest timers, notes, rows without reps, time or distance.
    package var rowsSkipped: Int
    /// True when nothing was written (`--dry-run`).
    package var dryRun: Bool
    /// Rows not imported, by reason, and those rejected for impossible values.
    package var rows = RowReport()
    /// The unit taken for each weight and distance column (CSV files).
    package var units: [UnitNote] = []
    /// What each CSV column was read as (nil for JSON).
    package var columns: ColumnMapping?
    /// What was (or would be) imported per exercise, in name order.
    package var exercises: [ImportedExercise] = []

    /// A summary from its counts; the reports and exercises start empty.
    package init(format: ImportFormat, exercisesCreated: Int = 0, setsAdded: Int = 0, duplicatesSkipped: Int = 0,
                rowsSkipped: Int = 0, dryRun: Bool = false) {
        self.format = format
        self.exercisesCreated = exercisesCreated
        self.setsAdded = setsAdded
        self.duplicatesSkipped = duplicatesSkipped
        self.rowsSkipped = rowsSkipped
        self.dryRun = dryRun
    }

    /// `earlierOffsets` as "+01:00", "-05:00", smallest first.
    package var earlierOffsetTexts: [String] {
        earlierOffsets.sorted().map { offset in
            let magnitude = abs(offset) / 60
            let hours = String(magnitude / 60), minutes = String(magnitude % 60)
            return (offset < 0 ? "-" : "+") + String(repeating: "0", count: 2 - min(hours.count, 2)) + hours + ":"
                + String(repeating: "0", count: 2 - minutes.count) + minutes
        }
    }

    /// What became of the sets the file no longer holds: "kept", "removed",
    /// or in a dry run "would be removed".
    package var missingFate: String {
        setsRemoved == 0 ? "kept" : dryRun ? "would be removed" : "removed"
    }

    /// `exercises created: 2, sets added: 120, duplicates skipped: 0`, and
    /// `(dry run: nothing written)` when so.
    package var description: String {
        var text = "\(Format.count(exercisesCreated, "exercise")) created, "
            + "\(Format.count(setsAdded, "set")) added, "
        if setsUpdated > 0 {
            text += "\(Format.count(setsUpdated, "set")) updated"
            if zoneOnlyUpdates > 0 {
                text += " (\(zoneOnlyUpdates == setsUpdated ? (setsUpdated == 1 ? "it" : "all") : "\(zoneOnlyUpdates)") "
                    + "only in \(zoneOnlyUpdates == 1 ? "its" : "their") time zone)"
            }
            text += ", "
        }
        text += "\(Format.count(duplicatesSkipped, "duplicate")) skipped"
        if missingCount > 0 {
            text += ", \(Format.count(missingCount, "set")) no longer in the file"
                + " (\(missingFate))"
        }
        if setsKept > 0 {
            text += ", \(Format.count(setsKept, "set"))\(dryRun ? " would be" : "") kept as real, as the file says"
        }
        if rowsSkipped > 0 { text += ", \(rowsSkipped) row\(rowsSkipped == 1 ? "" : "s") without a set ignored" }
        if rows.rejectedRows > 0 {
            text += ", \(rows.rejectedRows) row\(rows.rejectedRows == 1 ? "" : "s") with impossible values skipped"
        }
        if rows.unreadableRows > 0 {
            text += ", \(rows.unreadableRows) row\(rows.unreadableRows == 1 ? "" : "s") with unreadable values skipped"
        }
        if rows.mendedFields > 0 {
            text += ", \(rows.mendedFields) field\(rows.mendedFields == 1 ? "" : "s") with broken quotes mended"
        }
        if rows.namesRejoined > 0 {
            text += ", \(rows.namesRejoined) row\(rows.namesRejoined == 1 ? "" : "s") with an exercise name split at an unquoted comma"
                + " joined again"
        }
        if let byPlace = rows.columnsByPlace { text += ", \(byPlace.text)" }
        if dryRun { text += " (dry run: nothing written)" }
        return text
    }
}

/// One exercise of an import: its sets and their days, and whether it is
/// new to the log (with the stored exercise its name looks like, if any).
package struct ImportedExercise: Hashable, Sendable {
    /// The exercise's name in the log (after `--map`).
    package var name: String
    /// Sets added (or, in a dry run, that would be).
    package var sets: Int
    /// Sets of it already stored, left out.
    package var duplicates: Int
    /// Sets of it stored with other values, written over with the file's.
    package var updated = 0
    /// The first day of its sets in the file.
    package var first: Day
    /// The last day of its sets in the file.
    package var last: Day
    /// True when the log had no exercise of this name or alias.
    package var isNew: Bool
    /// A stored exercise with a near-identical name ("Bench Press" for "Bench Press (Barbell)").
    package var looksLike: String?
    /// Of `sets` and `updated`, those at body weight minus an assisted machine's help (`AssistedLoad`).
    package var assisted = 0
}
