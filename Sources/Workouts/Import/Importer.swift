import Foundation

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
/// Two passes over the file, so memory stays bounded whatever its size:
/// the first validates everything (every set passes `WorkoutSet.validate`,
/// every name is a valid exercise name) and writes nothing; the second runs in
/// one transaction, so a failure or a kill part-way leaves the database as it
/// was. Sets already stored — the same id, or the same source and source
/// key — are skipped, so importing a file twice changes nothing.
public enum Importer {
    /// Validates `file` without touching a database; returns its sets (for
    /// previews and tests — this holds every set in memory).
    public static func records(file: String, options: ImportOptions = ImportOptions()) throws(ImportError) -> [ImportRecord] {
        var records: [ImportRecord] = []
        let zone = options.timeZone ?? .current
        let checked = try validate(file: file, options: options, timeZone: zone) { record in records.append(record) }
        // RepChart sets name their exercise by id; the names come with the exercises.
        for index in records.indices {
            if let id = records[index].exerciseID, let exercise = checked.exercisesByID[id] {
                records[index].exerciseName = exercise.name
            }
        }
        return records
    }

    /// Imports `file` into `store` (see the type's notes). Throws
    /// `ImportError` and writes nothing when anything is wrong.
    @discardableResult
    public static func run(file: String, into store: WorkoutStore,
                           options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportSummary {
        let zone: TimeZone
        if let given = options.timeZone {
            zone = given
        } else {
            let settings = try storeCall(file) { () throws(StoreError) in try store.settings() }
            zone = settings.timeZone.flatMap(TimeZone.init(identifier:)) ?? .current
        }
        let progress = options.progress
        let checked = try validate(file: file, options: options, timeZone: zone, progress: progress.map { report in
            { fraction in report(fraction / 2) }
        }) { _ in }
        let writer = ImportWriter(file: file, options: options, timeZone: zone, checked: checked)
        do {
            let summary = try store.write { storeWriter in try writer.write(into: storeWriter) }
            progress?(1)
            return summary
        } catch let error as ImportError {
            throw error
        } catch let outcome as ImportWriter.DryRun {
            progress?(1)
            return outcome.summary
        } catch {
            throw ImportError(file: file, "\(error)")
        }
    }

    /// What the validating pass learned, for the writing pass.
    struct Checked {
        var pass: ImportFile.Pass
        var exercisesByID: [UUID: ImportExercise]
        /// Kind guesses for exercises named by CSV files, by name key.
        var kinds: [String: ExerciseKind]
        var sets: Int
    }

    static func validate(file: String, options: ImportOptions, timeZone: TimeZone,
                         progress: ((Double) -> Void)? = nil,
                         _ each: (ImportRecord) -> Void) throws(ImportError) -> Checked {
        var problems = ProblemLog()
        var readerProblems = ProblemLog()
        var seenIDs: [UUID: (hash: Int, location: SourceLocation)] = [:]
        var shapes: [String: ExerciseShape] = [:]
        var checkedNames: [String: Bool] = [:]
        var sets = 0
        let placeholder = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        let reader = ImportFile(path: file, options: options, timeZone: timeZone)
        let pass: ImportFile.Pass
        do throws(ImportError) {
            pass = try reader.scan(problems: &readerProblems, progress: progress) { record throws(ImportError) in
                sets += 1
                if record.exerciseID == nil {
                    let name = options.mapped(record.exerciseName)
                    let key = ExerciseName.key(name)
                    if checkedNames[key] == nil {
                        do throws(StoreError) {
                            _ = try ExerciseName.validated(name)
                            checkedNames[key] = true
                        } catch {
                            checkedNames[key] = false
                            problems.add("\(error)", at: record.location)
                        }
                    }
                    shapes[key, default: ExerciseShape()].add(record)
                }
                let set = ImportWriter.workoutSet(record, exerciseId: record.exerciseID ?? placeholder, position: nil, batch: nil, now: Date())
                do throws(InvalidSet) {
                    try set.validate()
                } catch {
                    problems.add(error.reason, at: record.location)
                    return
                }
                if let id = record.id {
                    let hash = ImportWriter.ContentKey(set).hashValue
                    if let first = seenIDs.updateValue((hash, record.location), forKey: id) {
                        if first.hash != hash {
                            let other = first.location.path ?? "line \(first.location.line)"
                            problems.add("set id \(id) is also used by \(other) with different content", at: record.location)
                        }
                        seenIDs[id] = first
                    }
                }
                each(record)
            }
        } catch {
            // A problem that stopped reading comes after those already found.
            var all = problems.merged(with: readerProblems)
            for problem in error.problems { all.add(problem) }
            throw all.error(file: file)
        }
        problems = problems.merged(with: readerProblems)
        for exercise in pass.exercises {
            for name in [exercise.name] + exercise.aliases {
                do throws(StoreError) { _ = try ExerciseName.validated(name) } catch { problems.add("\(error)", at: exercise.location) }
            }
        }
        guard problems.isEmpty else { throw problems.error(file: file) }
        progress?(1)
        let byID = Dictionary(pass.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return Checked(pass: pass, exercisesByID: byID, kinds: shapes.mapValues(\.kind), sets: sets)
    }

    /// Runs a store call from import code, turning its error into an ImportError.
    static func storeCall<T>(_ file: String, _ body: () throws(StoreError) -> T) throws(ImportError) -> T {
        do { return try body() } catch { throw ImportError(file: file, error.description) }
    }
}

/// What a CSV file's sets of one exercise hold, to choose the kind of a new exercise.
struct ExerciseShape {
    var weighted = false, counted = false, timed = false, covered = false

    mutating func add(_ record: ImportRecord) {
        weighted = weighted || record.weight != nil
        counted = counted || record.reps != nil
        timed = timed || record.duration != nil
        covered = covered || record.distance != nil
    }

    var kind: ExerciseKind {
        if weighted { return .weightReps }
        if counted { return .reps }
        if covered { return .distance }
        if timed { return .duration }
        return .weightReps
    }
}
