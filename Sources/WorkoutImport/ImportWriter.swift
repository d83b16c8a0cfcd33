import Foundation
import GRDB
import WorkoutModel
import WorkoutStorage

/// The import itself, inside one store transaction: adds a RepChart file's
/// settings (to a database that has none) and exercises, then streams the
/// sets through `RecordChecker` into the store, skipping those already
/// stored. Any problem means a thrown `ImportError`, and the caller's
/// transaction rolls everything back.
struct ImportWriter {
    let reader: ImportFile
    let header: (exercises: [ImportExercise], settings: Settings?)?

    /// Thrown to roll back a dry run, carrying what it would have done.
    struct DryRun: Error {
        var summary: ImportSummary
    }

    /// The source name of the batch an import writes.
    static let batchSource = "import"

    /// SQLite page cache for this transaction, in KiB: a big import touches
    /// index pages all over, and re-reading them is what makes it slow.
    /// Peak memory for 1,000,000 sets stays well under 500 MB.
    static let cacheKilobytes = 160 * 1024

    private var file: String { reader.path }
    private var options: ImportOptions { reader.options }

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
        var summary = ImportSummary(format: .auto, dryRun: options.dryRun)
        let batch = try writer.beginBatch(source: ImportWriter.batchSource)
        var checker = RecordChecker(options: options, tracksIDs: false)
        var exerciseIDs: [UUID: UUID] = [:]
        if let header {
            if let settings = header.settings, try !writer.hasSettings() {
                try writer.saveSettings(settings)
            }
            checker.check(exercises: header.exercises)
            if checker.problems.isEmpty {
                for exercise in header.exercises {
                    exerciseIDs[exercise.id] = try resolve(exercise, writer, batch, &summary)
                    if let muscles = exercise.muscles, let id = exerciseIDs[exercise.id] {
                        try writer.setMuscles(muscles, exercise: id)
                    }
                }
            }
        }
        let stored = try writer.exercises()
        // Sets and duplicates per exercise, in the order first met.
        var tally: [ImportedExercise] = []
        var tallyIDs: [UUID] = []
        var tallyIndex: [UUID: Int] = [:]
        var recentTally = UUIDSlots<Int>()
        var recentExercises = UUIDSlots<UUID>()
        var created: [String: (name: String, kind: ExerciseKind)] = [:]
        var byName: [String: UUID] = [:]
        var byWritten: [String: UUID] = [:]
        var readerProblems = ProblemLog()
        // Sets stored with content other than the file's: kept apart from the
        // checker's problems because they are found when a queue is flushed,
        // after later sets were checked; merged by place in the file at the end.
        var conflicts = ProblemLog()
        var index = 0
        let known = header.map { Dictionary($0.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
        // A big file into a smaller log: the set table's secondary indexes are built once at the end.
        if try writer.beginBulkLoad(expectedSets: expectedSets), withoutIDIndex { _ = try writer.dropIDIndex() }

        // What one written set did: counted, or a duplicate, or a conflict.
        func handle(_ set: WorkoutSet, added: Bool, hasID: Bool, at location: SourceLocation) throws {
            let slot: Int
            if let known = recentTally.value(set.exerciseId) {
                slot = known
            } else {
                if let known = tallyIndex[set.exerciseId] {
                    slot = known
                } else {
                    slot = tally.count
                    tallyIndex[set.exerciseId] = slot
                    tallyIDs.append(set.exerciseId)
                    tally.append(ImportedExercise(
                        name: "", sets: 0, duplicates: 0, first: set.day, last: set.day, isNew: false))
                }
                recentTally.remember(set.exerciseId, slot)
            }
            tally[slot].count(set, added: added)
            if added {
                summary.setsAdded += 1
            } else if writer.isWithoutIDIndex {
                // Not written (its source key is stored): telling a duplicate from a
                // conflict takes the set with its id, which the id index finds.
                writer.idIndexNeeded = true
                throw StoreWriter.IDIndexNeeded()
            } else if hasID, let stored = try writer.set(id: set.id), ContentKey(stored) != ContentKey(set) {
                let earlier = stored.batchId == batch
                conflicts.add(earlier
                    ? "set id \(set.id) is also used by an earlier set in this file with different content"
                    : "set \(set.id) is already stored with different content", at: location)
            } else {
                summary.duplicatesSkipped += 1
            }
        }
        // Sets that have their position are queued in the writer and written many
        // to a statement; these are their places in the file, in the same order.
        var pending: [PendingSet] = []
        // The reader's problem count when the set whose writing failed was read
        // (the problems an error then lists are those found up to that set).
        var writeFailedAt: Int?
        var readerCount = 0
        pending.reserveCapacity(ImportWriter.queueLength)
        var places: [PendingSet] = []  // the queue being written
        func flush() throws(ImportError) {
            guard !pending.isEmpty else { return }
            swap(&pending, &places)
            defer { places.removeAll(keepingCapacity: true) }
            var current = 0
            do {
                try writer.flushQueued { offset, set, added in
                    current = offset
                    try handle(set, added: added, hasID: places[offset].hasID, at: places[offset].location)
                }
            } catch let failure as StoreWriter.QueuedFailure {
                writeFailedAt = places[failure.offset].readerCount
                throw located(failure.error, places[failure.offset].location, writer)
            } catch {
                writeFailedAt = places[current].readerCount
                throw located(error, places[current].location, writer)
            }
        }

        // One set read from the file: checked, then queued or written.
        func process(_ record: ImportRecord) throws(ImportError) {
            index += 1
            guard var set = checker.check(record) else { return }
            do {
                if let fileID = record.exerciseID {
                    if let stored = recentExercises.value(fileID) {
                        set.exerciseId = stored
                    } else {
                        guard let stored = exerciseIDs[fileID] else { return }
                        recentExercises.remember(fileID, stored)
                        set.exerciseId = stored
                    }
                } else {
                    if let id = byWritten[record.exerciseName] {
                        set.exerciseId = id
                    } else {
                        set.exerciseId = try csvExercise(record, writer, batch, &byName, &created, &summary)
                        byWritten[record.exerciseName] = set.exerciseId
                    }
                }
                set.batchId = batch
                if set.position != nil {
                    try writer.queue(set, index: index)
                    pending.append(PendingSet(location: record.location, hasID: record.id != nil, readerCount: readerCount))
                    if pending.count >= ImportWriter.queueLength { try flush() }
                } else {
                    try flush()
                    let added = try writer.insert(set, skipDuplicates: true, index: index) != nil
                    try handle(set, added: added, hasID: record.id != nil, at: record.location)
                }
            } catch let error as ImportError {
                throw error
            } catch {
                // The sets before this one were written first.
                let failure = located(error, record.location, writer)
                try flush()
                writeFailedAt = readerCount
                throw failure
            }
        }

        // The file is read on a second thread while this one writes.
        let stream = RecordStream(reader: reader, knownExercises: known, reportsProgress: options.progress != nil)
        let pass: ImportFile.Pass
        do throws(ImportError) {
            while let batch = stream.next() {
                var step = 0
                for offset in batch.records.indices {
                    while step < batch.progress.count, batch.progress[step].before == offset {
                        options.progress?(batch.progress[step].fraction)
                        step += 1
                    }
                    readerCount = batch.problemCounts[offset]
                    try process(batch.records[offset])
                }
            }
            pass = try stream.finish().result.get()
            try flush()
        } catch {
            var stop = error
            do throws(ImportError) { try flush() } catch { stop = error }
            // The reader stops; when writing failed, its problems as they were at that set.
            let found = stream.cancel(problemsBefore: writeFailedAt ?? Int.max)
            throw Importer.stopped(stop, checker.problems.merged(with: conflicts).merged(with: found), file)
        }
        readerProblems = stream.finish().problems
        var problems = checker.problems.merged(with: conflicts).merged(with: readerProblems)
        // Every row rejected, none read: the file is not what it seems (a wrong format or unit), refused whole.
        if problems.isEmpty, summary.setsAdded + summary.duplicatesSkipped == 0, !pass.rows.problems.isEmpty || !checker.rejected.isEmpty {
            problems = checker.rejected.merged(with: ProblemLog(pass.rows))
        }
        guard problems.isEmpty else { throw problems.error(file: file) }

        // New exercises took the kind of their first set; all their sets may say otherwise.
        for (key, exercise) in created {
            if let kind = checker.shapes[key]?.kind, kind != exercise.kind {
                try writer.setKind(kind, exercise: exercise.name)
            }
        }
        summary.format = pass.format
        summary.rows = pass.rows
        summary.rows.add(checker.rejected, rows: checker.rejectedRows)
        summary.rowsSkipped = summary.rows.skippedCount
        summary.units = pass.units
        summary.columns = pass.columns
        summary.exercises = try zip(tallyIDs, tally).map { id, item in
            var item = item
            item.name = try writer.exercise(id: id)?.name ?? "?"
            item.isNew = !stored.contains { $0.id == id }
            if item.isNew { item.looksLike = ImportedExercise.lookalike(of: item.name, in: stored) }
            return item
        }.sorted { $0.name.lowercased() < $1.name.lowercased() }
        if options.dryRun { throw DryRun(summary: summary) }
        try writer.finishBulkLoad()
        return summary
    }

    /// A queued set's place in the file.
    private struct PendingSet {
        var location: SourceLocation
        var hasID: Bool
        /// The reader's problem count when it was read.
        var readerCount: Int
    }

    /// Sets queued before they are written.
    static let queueLength = 256

    /// About how many sets a file holds, from its size: generously (a set
    /// takes 250–350 bytes in a RepChart file, 60–150 in a CSV export).
    static func estimatedSets(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_size) / 128
    }

    /// A store failure while writing the set read at `location`, as the import reports it.
    private func located(_ error: any Error, _ location: SourceLocation, _ writer: StoreWriter) -> ImportError {
        if let error = error as? ImportError { return error }
        if let error = error as? StoreError { return ImportError(file: file, error.description, at: location) }
        if error is DatabaseError || error is RowDecodingError {
            return ImportError(file: file, StoreError(error, path: writer.path).description, at: location)
        }
        return ImportError(file: file, "\(error)", at: location)
    }

    /// A RepChart exercise: the stored one with its id, else the stored one
    /// with its (mapped) name or alias, else a new one with its id. Aliases
    /// another exercise already uses are left out.
    private func resolve(_ exercise: ImportExercise, _ writer: StoreWriter, _ batch: UUID,
                         _ summary: inout ImportSummary) throws -> UUID {
        if let stored = try writer.exercise(id: exercise.id) { return stored.id }
        let name = options.mapped(exercise.name)
        if let stored = try writer.exercise(named: name) { return stored.id }
        var keys: Set<String> = [ExerciseName.key(name)]
        var aliases: [String] = []
        for alias in exercise.aliases where try writer.exercise(named: alias) == nil {
            if keys.insert(ExerciseName.key(alias)).inserted { aliases.append(alias) }
        }
        try writer.addExercise(Exercise(id: exercise.id, name: name, aliases: aliases, color: exercise.color ?? "",
                                        kind: exercise.kind), batch: batch)
        summary.exercisesCreated += 1
        return exercise.id
    }

    /// A CSV set's exercise by (mapped) name or alias, created when unknown.
    private func csvExercise(_ record: ImportRecord, _ writer: StoreWriter, _ batch: UUID,
                             _ byName: inout [String: UUID], _ created: inout [String: (name: String, kind: ExerciseKind)],
                             _ summary: inout ImportSummary) throws -> UUID {
        let name = options.mapped(record.exerciseName)
        let key = ExerciseName.key(name)
        if let id = byName[key] { return id }
        let id: UUID
        if let stored = try writer.exercise(named: name) {
            id = stored.id
        } else {
            var shape = ExerciseShape()
            shape.add(record)
            let exercise = try writer.addExercise(Exercise(name: name, color: "", kind: shape.kind), batch: batch)
            id = exercise.id
            created[key] = (exercise.name, exercise.kind)
            summary.exercisesCreated += 1
        }
        byName[key] = id
        return id
    }
}
