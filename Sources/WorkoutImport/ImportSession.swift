import Foundation
import WorkoutModel
import WorkoutStorage

/// One pass of an import inside the store's transaction: the batch it
/// writes, the file's exercises resolved to stored ones, the sets streamed
/// through `RecordChecker` into the store, and what it all came to. What a
/// pass remembers (exercise caches, the tally, the queue of sets and their
/// places in the file) is its state here, so each step is a method.
///
/// It talks to the store only through `StoreWriter`'s calls: exercises,
/// settings, sets queued and flushed, and the bulk-load switches.
final class ImportSession {
    private let writer: StoreWriter
    private let reader: ImportFile
    private let header: ImportWriter.Header?
    private let options: ImportOptions
    private let batch: UUID
    /// The log's exercises before this pass.
    private var stored: [Exercise] = []
    private var summary: ImportSummary
    private var checker: RecordChecker

    /// A RepChart file's exercise ids → the stored exercise each became.
    private var exerciseIDs: [UUID: UUID] = [:]
    /// In front of `exerciseIDs`: a file names a few exercises a million times.
    private var recentExercises = UUIDSlots<UUID>()
    /// A CSV's exercise names as written → the stored exercise.
    private var byWritten: [String: UUID] = [:]
    /// Mapped names by key → the stored exercise.
    private var byName: [String: UUID] = [:]
    /// Exercises this pass created from a CSV, by name key, with the kind of their first set.
    private var created: [String: (name: String, kind: ExerciseKind)] = [:]
    private var tally = ExerciseTally()
    /// Exercises this pass created without a colour of their own: recoloured
    /// by volume once their sets are in.
    private var uncolored: [UUID] = []
    /// Sets stored with content other than the file's: kept apart from the
    /// checker's problems because they are found when a queue is flushed,
    /// after later sets were checked; merged by place in the file at the end.
    private var conflicts = ProblemLog()
    /// The number of the record being processed, from 1.
    private var index = 0

    /// Sets that have their position (or, in a big load, take it ahead: see
    /// `StoreWriter.positionAhead`) are queued in the writer and written many
    /// to a statement; these are their places in the file, in the same order.
    private var pending: [PendingSet] = []
    /// The places of the queue being written.
    private var places: [PendingSet] = []
    /// The reader's problem count when the current record was read.
    private var readerCount = 0
    /// The reader's problem count when the set whose writing failed was read
    /// (the problems an error then lists are those found up to that set).
    private var writeFailedAt: Int?
    /// What a re-import of an app's export met: the days it covers per source.
    private var reimport = Reimport()

    /// Begins the batch, adds a RepChart file's settings (to a log that has
    /// none) and exercises, and switches the store to a bulk load when the
    /// file is big; `withoutIDIndex` (into an empty log only) drops the id
    /// index with the others.
    init(writer: StoreWriter, reader: ImportFile, header: ImportWriter.Header?, expectedSets: Int,
         withoutIDIndex: Bool) throws {
        self.writer = writer
        self.reader = reader
        self.header = header
        options = reader.options
        summary = ImportSummary(format: .auto, dryRun: options.dryRun)
        batch = try writer.beginBatch(source: ImportWriter.batchSource)
        checker = RecordChecker(options: options, timeZone: reader.timeZone, tracksIDs: false)
        if let header {
            if let settings = header.settings, try !writer.hasSettings() {
                try writer.saveSettings(settings)
            }
            checker.check(exercises: header.exercises)
            if checker.problems.isEmpty {
                for exercise in header.exercises {
                    let id = try resolve(exercise)
                    exerciseIDs[exercise.id] = id
                    if let muscles = exercise.muscles { try writer.setMuscles(muscles, exercise: id) }
                }
            }
        }
        stored = try writer.exercises()
        try writer.beginNotingMetSets()
        pending.reserveCapacity(ImportSession.queueLength)
        // A big file into a smaller log: the set table's secondary indexes are built once at the end.
        if try writer.beginBulkLoad(expectedSets: expectedSets), withoutIDIndex { _ = try writer.dropIDIndex() }
    }

    /// Sets queued before they are written.
    static let queueLength = 256

    private var file: String { reader.path }

    /// Reads the file (on a second thread) and writes its sets; returns what
    /// the import did, or throws `ImportWriter.DryRun` for a dry run and an
    /// `ImportError` when the file is refused.
    func run() throws -> ImportSummary {
        let known = header.map { Dictionary($0.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
        let stream = RecordStream(reader: reader, knownExercises: known, reportsProgress: options.progress != nil)
        let pass: ImportFile.Pass
        let readerProblems: ProblemLog
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
            let finished = stream.finish()
            pass = try finished.result.get()
            readerProblems = finished.problems
            try flush()
            // Read to its end: a file changed meanwhile was read partly, or mixed.
            try reader.checkUnchanged()
        } catch {
            var stop = error
            do throws(ImportError) { try flush() } catch { stop = error }
            // The reader stops; when writing failed, its problems as they were at that set.
            let found = stream.cancel(problemsBefore: writeFailedAt ?? Int.max)
            throw Importer.stopped(stop, checker.problems.merged(with: conflicts).merged(with: found), file)
        }
        var problems = checker.problems.merged(with: conflicts).merged(with: readerProblems)
        // Every row rejected, none read: the file is not what it seems (a wrong format or unit), refused whole.
        if problems.isEmpty, summary.setsAdded + summary.setsUpdated + summary.duplicatesSkipped == 0,
           !pass.rows.problems.isEmpty || !checker.rejected.isEmpty {
            problems = checker.rejected.merged(with: ProblemLog(pass.rows))
        }
        guard problems.isEmpty else { throw problems.error(file: file) }
        // A --map that matched nothing was a mistake (a typo, the wrong file): nothing is kept.
        if let unmatched = checker.unmatchedMapping() { throw ImportError(file: file, .mapping(unmatched)) }
        return try finish(pass)
    }

    /// One set read from the file: checked, then queued or written.
    private func process(_ record: ImportRecord) throws(ImportError) {
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
            } else if let id = byWritten[record.exerciseName] {
                set.exerciseId = id
            } else {
                set.exerciseId = try csvExercise(record)
                byWritten[record.exerciseName] = set.exerciseId
            }
            set.batchId = batch
            if record.isKept { try writer.noteKept(set.id) }
            // RepChart's own CSV export's place in the day, kept where it is free (a set deleted and
            // imported again); taken, it would interleave two workouts of one day: the next free one.
            if record.orderIsPosition, let place = set.position {
                try flush()
                if try !writer.isPositionFree(place, on: set.day) { set.position = nil }
            }
            if set.position == nil, let position = writer.positionAhead(set.day) {
                // A big load's new day: queued like a set that has its position.
                if record.id == nil { try reimport.met(set, writer: writer) }
                set.position = position
            }
            if set.position != nil {
                try writer.queue(set, index: index)
                pending.append(PendingSet(location: record.location, hasID: record.id != nil, readerCount: readerCount))
                if pending.count >= ImportSession.queueLength { try flush() }
            } else {
                try flush()
                if record.id == nil { try reimport.met(set, writer: writer) }
                let added = try writer.insert(set, skipDuplicates: true, index: index) != nil
                try handle(set, added: added, hasID: record.id != nil, at: record.location)
            }
        } catch let error as ImportError {
            throw error
        } catch {
            // The sets before this one were written first.
            let failure = located(error, record.location)
            try flush()
            writeFailedAt = readerCount
            throw failure
        }
    }

    /// Writes the queued sets.
    private func flush() throws(ImportError) {
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
            throw located(failure.error, places[failure.offset].location)
        } catch {
            writeFailedAt = places[current].readerCount
            throw located(error, places[current].location)
        }
    }

    /// What one written set did: counted, or a duplicate, or a conflict.
    private func handle(_ set: WorkoutSet, added: Bool, hasID: Bool, at location: SourceLocation) throws {
        tally.count(set, added: added)
        if added {
            summary.setsAdded += 1
        } else if writer.isWithoutIDIndex {
            // Not written (its source key is stored): telling a duplicate from a
            // conflict takes the set with its id, which the id index finds.
            writer.idIndexNeeded = true
            throw StoreWriter.IDIndexNeeded()
        } else if hasID, let stored = try writer.set(id: set.id), ContentKey(stored) != ContentKey(set),
                  set.source != GenericCSV.source || ContentKey.asExported(stored) != ContentKey.asExported(set) {
            let earlier = stored.batchId == batch
            let differences = SetDifference.text(stored: stored, file: set, asExported: set.source == GenericCSV.source) { id in
                try? writer.exercise(id: id)?.name
            }
            let app = stored.sourceKey == nil ? nil : ImportFormat(rawValue: stored.source)?.appName
            conflicts.add(.storedSetDiffers(set.id, sameFile: earlier, number: earlier ? nil : stored.number,
                                            differences: differences, storedFrom: app), at: location)
        } else if !hasID, let key = set.sourceKey, let stored = try writer.set(source: set.source, sourceKey: key) {
            try reimported(set, stored: stored, at: location)
        } else {
            summary.duplicatesSkipped += 1
        }
    }

    /// A set of an app's export whose key is stored: the same set, or the
    /// same set edited in the app since (the export is the app's current
    /// truth: written over, and counted as updated, never as a duplicate).
    private func reimported(_ set: WorkoutSet, stored: WorkoutSet, at location: SourceLocation) throws {
        if let number = stored.number { try writer.noteMet(number) }
        // The same set written in the app's other unit (Hevy switched from kg to lb: 80 kg as 176.37 lb)
        // is the same set: kept as stored, not written over with a load converted back to the gram.
        if ContentKey(stored) == ContentKey(set) || Self.differsOnlyInUnit(stored, set) {
            summary.duplicatesSkipped += 1
            return
        }
        if let number = stored.number, try writer.isKept(number) { summary.keptChanged.append(number) }
        try writer.update(stored, to: set, index: index, replacedBy: batch)
        // Two exports joined in one file: the later one's values, the set counted once (as added).
        let joined = stored.batchId == batch
        tally.recount(set, updated: !joined)
        if joined { summary.rewrittenInFile.note(location.line) }
        if !joined {
            summary.setsUpdated += 1
            if Self.differsOnlyInZone(stored, set) {
                summary.zoneOnlyUpdates += 1
                summary.earlierOffsets.insert(stored.utcOffset)
            }
        }
    }

    /// Whether `set` is `stored` with its load written in the other unit and nothing else: the two
    /// loads within 0.01 kg (an app rounds a converted load to two decimals of its unit).
    static func differsOnlyInUnit(_ stored: WorkoutSet, _ set: WorkoutSet) -> Bool {
        guard let before = stored.weight, let after = set.weight, before.unit != after.unit,
              abs(before.value(in: .kg) - after.value(in: .kg)) <= 0.01 else { return false }
        var converted = set
        converted.weight = before
        return ContentKey(stored) == ContentKey(converted)
    }

    /// Whether `set` is `stored` at another UTC offset and nothing else: the same clock time
    /// (a file's times without a zone, read in another zone) or the same instant (times with
    /// a zone, placed on another zone's day).
    static func differsOnlyInZone(_ stored: WorkoutSet, _ set: WorkoutSet) -> Bool {
        guard stored.utcOffset != set.utcOffset else { return false }
        let instant = WorkoutSet.milliseconds(stored.performedAt) == WorkoutSet.milliseconds(set.performedAt)
        let clock = WorkoutSet.milliseconds(stored.performedAt) + Int64(stored.utcOffset) * 1000
            == WorkoutSet.milliseconds(set.performedAt) + Int64(set.utcOffset) * 1000
        guard instant || clock else { return false }
        var moved = stored
        moved.performedAt = set.performedAt
        moved.utcOffset = set.utcOffset
        moved.day = set.day
        return ContentKey(moved) == ContentKey(set)
    }

    /// After every set is written: new exercises' kinds, the summary, the
    /// indexes of a bulk load.
    private func finish(_ pass: ImportFile.Pass) throws -> ImportSummary {
        // New exercises took the kind of their first set; all their sets may say otherwise.
        for (key, exercise) in created {
            if let kind = checker.shapes[key]?.kind, kind != exercise.kind {
                try writer.setKind(kind, exercise: exercise.name)
            }
        }
        try writer.assignColorsByVolume(uncolored, batch: batch)
        summary.format = pass.format
        summary.rows = pass.rows
        summary.rows.add(checker.rejected, rows: checker.rejectedRows)
        summary.rowsSkipped = summary.rows.skippedCount
        summary.units = pass.units
        summary.columns = pass.columns
        summary.exercises = try tally.exercises(in: writer, before: stored)
        try reimport.finish(&summary, writer: writer, batch: batch, remove: options.removeMissing)
        if options.dryRun {
            summary.keptSets(try writer.keepNoted(batch: batch, at: Date(), marking: false))
            // Without the bulk load's dropped indexes the match would scan the table per set.
            if !writer.isBulkLoading, summary.setsAdded > 0 { summary.matchingStored = try writer.setsMatchingOthers(batch: batch) }
            try refuseEverySetStored()
            throw ImportWriter.DryRun(summary: summary)
        }
        try writer.finishBulkLoad()
        if summary.setsAdded > 0 { summary.matchingStored = try writer.setsMatchingOthers(batch: batch) }
        try refuseEverySetStored()
        // With the id index back: the sets the file says were kept as real, as they are now stored.
        summary.keptSets(try writer.keepNoted(batch: batch, at: Date()))
        return summary
    }

    /// A file whose new sets the log held already by value, nine in ten or more, is an export of this
    /// log without ids: refused (the transaction rolls back), not imported to hold them twice. The
    /// rest are sets the export does not write back as stored (an assisted machine's help), or new.
    /// When fewer match, the file holds new sets: imported, and the matches said (`matchingStored`).
    private func refuseEverySetStored() throws {
        guard summary.setsAdded > 0, summary.matchingStored * 10 >= summary.setsAdded * 9 else { return }
        throw ImportError(file: file, .setsStored(matching: summary.matchingStored, count: summary.setsAdded),
                          at: SourceLocation(line: 1, column: 1))
    }

    /// A store failure while writing the set read at `location`, as the import reports it.
    private func located(_ error: any Error, _ location: SourceLocation) -> ImportError {
        if let error = error as? ImportError { return error }
        if let error = StoreError(storeFailure: error, path: writer.path) {
            return ImportError(file: file, .store(error), at: location)
        }
        return ImportError(file: file, .unexpected("\(error)"), at: location)
    }

    /// A RepChart exercise: the stored one with its id, else the stored one
    /// with its (mapped) name or alias, else a new one with its id. Aliases
    /// another exercise already uses are left out.
    private func resolve(_ exercise: ImportExercise) throws -> UUID {
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
        if (exercise.color ?? "").isEmpty { uncolored.append(exercise.id) }
        summary.exercisesCreated += 1
        return exercise.id
    }

    /// A CSV set's exercise by (mapped) name or alias, created when unknown.
    private func csvExercise(_ record: ImportRecord) throws -> UUID {
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
            uncolored.append(id)
            summary.exercisesCreated += 1
        }
        byName[key] = id
        return id
    }

    /// A queued set's place in the file.
    private struct PendingSet {
        var location: SourceLocation
        var hasID: Bool
        /// The reader's problem count when it was read.
        var readerCount: Int
    }
}
