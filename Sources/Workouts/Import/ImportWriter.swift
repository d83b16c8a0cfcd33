import Foundation
import GRDB

/// The second pass of an import: inside one store transaction, adds the
/// file's settings (into a database that has none) and exercises, then
/// streams the sets in, skipping those already stored.
struct ImportWriter {
    let file: String
    let options: ImportOptions
    let timeZone: TimeZone
    let checked: Importer.Checked

    /// Thrown to roll back a dry run, carrying what it would have done.
    struct DryRun: Error {
        var summary: ImportSummary
    }

    /// The source name of the batch an import writes.
    static let batchSource = "import"

    /// SQLite page cache for a large import, in KiB (peak memory stays well under 500 MB).
    static let cacheKilobytes = 160 * 1024

    func write(into writer: StoreWriter) throws -> ImportSummary {
        var summary = ImportSummary(format: checked.pass.format, rowsSkipped: checked.pass.skippedRows,
                                    dryRun: options.dryRun)
        let now = Date()
        // A big import touches index pages all over (set ids are random): a
        // larger page cache for this transaction saves re-reading them.
        let cacheSize = try Int.fetchOne(writer.db, sql: "PRAGMA cache_size") ?? -2000
        if checked.sets > 10_000 {
            try writer.db.execute(sql: "PRAGMA cache_size = -\(ImportWriter.cacheKilobytes)")
        }
        defer { try? writer.db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
        let batch = try writer.beginBatch(source: ImportWriter.batchSource)
        if let settings = checked.pass.settings, try !writer.hasSettings() {
            try writer.saveSettings(settings)
        }
        var exerciseIDs: [UUID: UUID] = [:]
        for exercise in checked.pass.exercises {
            exerciseIDs[exercise.id] = try resolve(exercise, writer, batch, &summary)
        }
        var byName: [String: UUID] = [:]
        var problems = ProblemLog()
        var index = 0
        let progress = options.progress
        let reader = ImportFile(path: file, options: options, timeZone: timeZone)
        // Problems found again here were reported by the first pass.
        var ignored = ProblemLog()
        _ = try reader.scan(problems: &ignored, knownExercises: checked.exercisesByID, progress: progress.map { report in
            { fraction in report(0.5 + fraction / 2) }
        }) { record throws(ImportError) in
            index += 1
            do {
                let exerciseId: UUID
                if let fileID = record.exerciseID {
                    guard let mapped = exerciseIDs[fileID] else { return }
                    exerciseId = mapped
                } else {
                    exerciseId = try csvExercise(record, writer, batch, &byName, &summary)
                }
                let position = checked.pass.format == .repchart ? record.order : nil
                let set = ImportWriter.workoutSet(record, exerciseId: exerciseId, position: position, batch: batch, now: now)
                if try writer.insert(set, skipDuplicates: true, index: index) != nil {
                    summary.setsAdded += 1
                } else if let id = record.id, let stored = try writer.set(id: id), ContentKey(stored) != ContentKey(set) {
                    problems.add("set \(id) is already stored with different content", at: record.location)
                } else {
                    summary.duplicatesSkipped += 1
                }
            } catch let error as ImportError {
                throw error
            } catch let error as StoreError {
                throw ImportError(file: file, error.description, at: record.location)
            } catch {
                throw ImportError(file: file, "\(error)", at: record.location)
            }
        }
        guard problems.isEmpty else { throw problems.error(file: file) }
        if options.dryRun { throw DryRun(summary: summary) }
        return summary
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

    /// A CSV set's exercise by (mapped) name or alias, created when unknown
    /// with the kind its sets suggest.
    private func csvExercise(_ record: ImportRecord, _ writer: StoreWriter, _ batch: UUID,
                             _ byName: inout [String: UUID], _ summary: inout ImportSummary) throws -> UUID {
        let name = options.mapped(record.exerciseName)
        let key = ExerciseName.key(name)
        if let id = byName[key] { return id }
        let id: UUID
        if let stored = try writer.exercise(named: name) {
            id = stored.id
        } else {
            id = try writer.addExercise(Exercise(name: name, color: "", kind: checked.kinds[key] ?? .weightReps),
                                        batch: batch).id
            summary.exercisesCreated += 1
        }
        byName[key] = id
        return id
    }

    static func workoutSet(_ record: ImportRecord, exerciseId: UUID, position: Int?, batch: UUID?, now: Date) -> WorkoutSet {
        WorkoutSet(id: record.id ?? UUID(), exerciseId: exerciseId, performedAt: record.instant,
                   utcOffset: record.utcOffsetSeconds, day: record.day, position: position, reps: record.reps,
                   weight: record.weight, isBodyweight: record.isBodyweight, rpe: record.rpe, rir: record.rir,
                   type: record.setType, duration: record.duration, distance: record.distance, note: record.notes,
                   source: record.source, sourceKey: record.sourceKey, batchId: batch,
                   createdAt: record.createdAt ?? now)
    }

    /// The parts of a set that make it "the same set": everything entered,
    /// not the store's bookkeeping (number, position, batch, created time).
    struct ContentKey: Hashable {
        var exerciseId: UUID
        var performedAt: Int64
        var utcOffset: Int
        var day: Day
        var reps: Int?
        var weight: Weight?
        var isBodyweight: Bool
        var rpe: Double?
        var rir: Double?
        var type: SetType
        var duration: Double?
        var distance: Double?
        var note: String?
        var source: String
        var sourceKey: String?

        init(_ set: WorkoutSet) {
            exerciseId = set.exerciseId
            performedAt = WorkoutSet.milliseconds(set.performedAt)
            utcOffset = set.utcOffset
            day = set.day
            reps = set.reps
            weight = set.weight
            isBodyweight = set.isBodyweight
            rpe = set.rpe
            rir = set.rir
            type = set.type
            duration = set.duration
            distance = set.distance
            note = set.note
            source = set.source
            sourceKey = set.sourceKey
        }
    }
}

extension StoreWriter {
    /// Whether any setting was ever saved (a fresh database has none).
    func hasSettings() throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM setting)") ?? false
    }
}
