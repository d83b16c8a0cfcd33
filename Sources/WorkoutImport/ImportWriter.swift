import Foundation
import WorkoutModel
import WorkoutStorage

/// The import itself, inside one store transaction: how the store is set up
/// for it (page cache, whether the id index waits for the end), with each
/// pass over the file an `ImportSession`. Any problem means a thrown
/// `ImportError`, and the caller's transaction rolls everything back.
struct ImportWriter {
    /// What a RepChart file says before its sets.
    typealias Header = (exercises: [ImportExercise], settings: Settings?)

    let reader: ImportFile
    let header: Header?

    /// Thrown to roll back a dry run, carrying what it would have done.
    struct DryRun: Error {
        var summary: ImportSummary
    }

    /// The source name of the batch an import writes.
    static let batchSource = "import"

    /// SQLite page cache for this transaction, in KiB: a big import touches
    /// index pages all over, and re-reading them is what makes it slow.
    /// Peak memory for the million-set import stays within its budget
    /// (docs/PERFORMANCE.md, "Storage and import").
    static let cacheKilobytes = 96 * 1024


    /// Writes the file into `writer`'s transaction and returns what it did;
    /// throws `DryRun` for a dry run, an `ImportError` (or a store error) when
    /// the file is refused or writing fails, leaving the rollback to the caller.
    func write(into writer: StoreWriter) throws -> ImportSummary {
        try writer.withPageCache(kilobytes: ImportWriter.cacheKilobytes) { try writeChoosingIndex(into: writer) }
    }

    /// The import into an empty log without the id index when the file is big, else with it.
    private func writeChoosingIndex(into writer: StoreWriter) throws -> ImportSummary {
        let expectedSets = ImportWriter.estimatedSets(reader.source)
        guard expectedSets >= StoreWriter.bulkLoadMinimumSets, try !writer.hasSets() else {
            return try write(into: writer, expectedSets: expectedSets, withoutIDIndex: false)
        }
        // A big file into an empty log: written without the unique index on set
        // ids too (random ids would each go to a random place in a big index),
        // which is built at the end. A savepoint holds the state before: when
        // the file turns out to repeat an id (or to need the index otherwise),
        // everything is undone and written again with the index in place, so
        // duplicates, conflicts and errors are exactly those of that way.
        var outcome: Result<ImportSummary, any Error>?
        var redo = false
        do {
            try writer.inSavepoint {
                do {
                    outcome = .success(try write(into: writer, expectedSets: expectedSets, withoutIDIndex: true))
                    return true
                } catch {
                    redo = ImportWriter.needsIDIndex(writer, after: error)
                    if !redo { outcome = .failure(error) }
                    return !redo
                }
            }
        } catch {
            // The savepoint could not be released or rolled back (the transaction
            // ended with the failure): the failure is what to report.
            if case .failure(let failure)? = outcome { throw failure }
            throw error
        }
        if let outcome, !redo { return try outcome.get() }
        writer.forgetAfterRollback()
        return try write(into: writer, expectedSets: expectedSets, withoutIDIndex: false)
    }

    /// Whether an attempt without the id index that stopped with `error` must
    /// be done again with it: it said so, or the ids it wrote are not unique
    /// (checked by building the index). When not, whatever it stopped with is
    /// what the import with the index would have stopped with.
    private static func needsIDIndex(_ writer: StoreWriter, after error: any Error) -> Bool {
        if error is StoreWriter.IDIndexNeeded || writer.idIndexNeeded { return true }
        guard writer.isWithoutIDIndex, writer.isInsideTransaction else { return false }
        do {
            try writer.restoreIDIndex()
            return false
        } catch {
            return error is StoreWriter.IDIndexNeeded
        }
    }

    /// One pass over the file; `withoutIDIndex` (into an empty log only) drops
    /// the id index with the others during a bulk load.
    private func write(into writer: StoreWriter, expectedSets: Int, withoutIDIndex: Bool) throws -> ImportSummary {
        try ImportSession(writer: writer, reader: reader, header: header, expectedSets: expectedSets,
                          withoutIDIndex: withoutIDIndex).run()
    }

    /// About how many sets a file holds, from its size: generously (a set
    /// takes 250–350 bytes in a RepChart file, 60–150 in a CSV export).
    static func estimatedSets(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_size) / 128
    }
}
