import Foundation
import WorkoutModel
import WorkoutStorage

// Import and export — the front door:
//
//     var options = ImportOptions(format: .auto, unit: .kg)
//     options.mapping = try ImportOptions.mapping(from: ["Bench Press (Barbell)=Bench Press"])
//     let summary = try Importer.run(file: "strong.csv", into: store, options: options)
//     print(summary)   // 3 exercises created, 120 sets added, 0 duplicates skipped
//
//     try Exporter.write(store, to: &output)   // RepChart JSON, byte-identical for the same data
//
// Formats: RepChart's own JSON (docs/export-format.md), Strong, Hevy and
// FitNotes CSV exports, and any CSV with date and exercise columns.
// `ImportError` lists what is wrong, with file, line and column or JSON path.

/// Reads a file from another app or a RepChart export into a store.
///
/// One streaming pass inside one store transaction, so memory stays bounded
/// whatever the file's size: every set is checked (`WorkoutSet.validate`,
/// valid exercise names, ids) and written; when any problem is found the
/// reading goes on to list the others, and the transaction is rolled back,
/// so nothing is ever committed from a file that is not valid as a whole.
/// A failure or a kill part-way leaves the database as it was. Sets already
/// stored — the same id, or the same source and source key — are skipped,
/// so importing a file twice changes nothing; an app's set stored with other
/// values is updated (see `ImportSession`, docs/IMPORTS.md).
package enum Importer {
    /// Validates `file` without touching a database; returns its sets (for
    /// previews and tests — this holds every set in memory).
    package static func records(file: String, options: ImportOptions = ImportOptions()) throws(ImportError) -> [ImportRecord] {
        let zone = options.timeZone ?? .current
        let input = try ImportInput(file)
        defer { input.remove() }
        let file = input.name
        var reader = ImportFile(path: file, source: input.path, options: options, timeZone: zone)
        reader.stamp = input.stamp
        let header = try reader.header()
        var checker = RecordChecker(options: options, timeZone: zone, tracksIDs: true)
        checker.check(exercises: header?.exercises ?? [])
        let known = header.map { Dictionary($0.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
        var records: [ImportRecord] = []
        var readerProblems = ProblemLog()
        do throws(ImportError) {
            _ = try reader.scan(problems: &readerProblems, knownExercises: known) { record throws(ImportError) in
                if checker.check(record) != nil { records.append(record) }
            }
        } catch {
            throw stopped(error, checker.problems.merged(with: readerProblems), file)
        }
        let problems = checker.problems.merged(with: readerProblems)
        guard problems.isEmpty else { throw problems.error(file: file) }
        try reader.checkUnchanged()
        return records
    }

    /// Imports `file` into `store` (see the type's notes). Throws
    /// `ImportError` and writes nothing when anything is wrong.
    @discardableResult
    package static func run(file: String, into store: WorkoutStore,
                           options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportSummary {
        let input = try ImportInput(file)
        defer { input.remove() }
        var reader = ImportFile(path: input.name, source: input.path, options: options,
                                timeZone: try timeZone(options, store, input.name))
        reader.stamp = input.stamp
        return try run(reader, into: store)
    }

    /// The zone sets are placed in: the options', else the log's setting.
    static func timeZone(_ options: ImportOptions, _ store: WorkoutStore, _ file: String) throws(ImportError) -> TimeZone {
        if let given = options.timeZone { return given }
        let settings = try storeCall(file) { () throws(StoreError) in try store.settings() }
        // The same reading as every command: an offset setting or TZ rule, never a silent fallback.
        do { return try settings.resolvedTimeZone() } catch { throw ImportError(file: file, .timeZoneSetting(error)) }
    }

    /// Writes what `reader` reads in one transaction (see the type's notes).
    static func run(_ reader: ImportFile, into store: WorkoutStore) throws(ImportError) -> ImportSummary {
        let file = reader.path
        let options = reader.options
        let writer = ImportWriter(reader: reader, header: try reader.header())
        do {
            // A dry run is rolled back whatever it finds: it keeps the WAL.
            let expectedSets = options.dryRun ? 0 : ImportWriter.estimatedSets(reader.source)
            let summary = try store.write(expectingSets: expectedSets) { storeWriter in
                try writer.write(into: storeWriter)
            }
            options.progress?(1)
            return summary
        } catch let error as ImportError {
            throw error
        } catch let outcome as ImportWriter.DryRun {
            options.progress?(1)
            return outcome.summary
        } catch let error as StoreError {
            throw ImportError(file: file, .store(error))
        } catch {
            throw ImportError(file: file, .unexpected("\(error)"))
        }
    }

    /// A problem that stopped reading, after those already found.
    static func stopped(_ error: ImportError, _ found: ProblemLog, _ file: String) -> ImportError {
        // Nesting past the limit is the one thing to say about such a file.
        if case .text(.tooDeep)? = error.problems.first?.kind { return error }
        var all = found
        for problem in error.problems { all.add(problem) }
        return all.error(file: file)
    }

    /// Runs a store call from import code, turning its error into an ImportError.
    static func storeCall<T>(_ file: String, _ body: () throws(StoreError) -> T) throws(ImportError) -> T {
        do { return try body() } catch { throw ImportError(file: file, .storeCall(error)) }
    }
}
