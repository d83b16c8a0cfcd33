import Foundation
import WorkoutModel
import WorkoutStorage

/// Checks each set read from a file before it may be written: a valid
/// exercise name, everything `WorkoutSet.validate` asks, and no id used twice
/// in the file with different content. Also notes what each new exercise's
/// sets hold, to choose its kind.
struct RecordChecker {
    let options: ImportOptions
    let now: Date
    /// Remember ids to catch one used twice with different content. The
    /// importer leaves this to the store (a second insert of the id fails),
    /// which costs nothing per set.
    let tracksIDs: Bool
    var problems = ProblemLog()
    /// Problems of CSV rows skipped for impossible values (not `strict`).
    var rejected = ProblemLog()
    var rejectedRows = 0
    /// What the sets of each exercise named by a CSV file hold, by name key.
    private(set) var shapes: [String: ExerciseShape] = [:]
    private var seenIDs: [UUID: (hash: Int, location: SourceLocation)] = [:]
    /// Each exercise name key checked so far: its problem, "" when valid.
    private var nameErrors: [String: StoreError?] = [:]
    /// Each name as written → its mapped name and key.
    private var keys: [String: (name: String, key: String)] = [:]
    /// Ids for sets whose file gives none.
    private var ids: ImportIDs

    /// Stands in for the exercise until it is resolved against the store.
    static let placeholder = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    /// The last day a set may be on (`Day.latest`): later ones are impossible.
    let latestDay: Day
    let timeZone: TimeZone

    init(options: ImportOptions, now: Date = Date(), timeZone: TimeZone = .current, tracksIDs: Bool) {
        self.options = options
        self.now = now
        ids = ImportIDs(start: now)
        self.tracksIDs = tracksIDs
        self.timeZone = timeZone
        latestDay = Day.latest(now: now, in: timeZone)
    }

    /// The exercise names a RepChart file's header gives, as written.
    private var headerNames: [String] = []

    /// The first `--map` whose name no exercise of the file had (the file
    /// read whole), with the file's names most like it; nil when each matched.
    func unmatchedMapping() -> ImportMappingError? {
        guard !options.mapping.isEmpty else { return nil }
        let names = headerNames + keys.keys.sorted()
        let seen = Set(names.map(ExerciseName.key))
        guard let key = options.mapping.keys.sorted().first(where: { !seen.contains($0) }) else { return nil }
        let from = options.mappedNames[key] ?? key
        var closest = NameSuggestions.closest(to: from, in: names.map { (name: $0, display: ExerciseName.clean($0)) })
        if closest.isEmpty {
            // No close spelling: the names sharing most words ("Bench Press (Dumbbell)" → "Bench Press (Barbell)").
            let words = Set(ExerciseName.key(from).split(separator: " "))
            let shared = Dictionary(names.map { (ExerciseName.clean($0), 0) }, uniquingKeysWith: { a, _ in a }).keys
                .map { name in (name, Set(ExerciseName.key(name).split(separator: " ")).intersection(words).count) }
                .filter { $0.1 > 0 }
            closest = shared.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.prefix(3).map(\.0)
        }
        return ImportMappingError(spec: "\(from)=\(options.mapping[key] ?? "")", kind: .unmatched(closest: closest))
    }

    /// Exercise names and aliases from a RepChart file.
    mutating func check(exercises: [ImportExercise]) {
        headerNames += exercises.map(\.name)
        for exercise in exercises {
            for name in [options.mapped(exercise.name)] + exercise.aliases {
                do throws(StoreError) { _ = try ExerciseName.validated(name) } catch {
                    problems.add(.exerciseName(error), at: exercise.location)
                }
            }
        }
    }

    /// The set to write for `record` (its exercise still to be resolved when
    /// the file names it only by name), or nil after logging why not.
    mutating func check(_ record: ImportRecord) -> WorkoutSet? {
        if record.exerciseID == nil {
            // Names repeat on every row; cleaning one costs more than the rest of the check.
            let key: String
            let name: String
            if let known = keys[record.exerciseName] {
                (name, key) = known
            } else {
                name = options.mapped(record.exerciseName)
                key = ExerciseName.key(name)
                keys[record.exerciseName] = (name, key)
            }
            if nameErrors[key] == nil {
                do throws(StoreError) {
                    _ = try ExerciseName.validated(name)
                    nameErrors[key] = .some(nil)
                } catch {
                    nameErrors[key] = error
                }
            }
            if let error = nameErrors[key] ?? nil { return reject(.exerciseName(error), record) }
            shapes[key, default: ExerciseShape()].add(record)
        }
        let set = WorkoutSet(
            id: record.id ?? ids.next(), exerciseId: record.exerciseID ?? RecordChecker.placeholder,
            performedAt: record.instant, utcOffset: record.utcOffsetSeconds, day: record.day,
            position: record.exerciseID != nil || record.orderIsPosition ? record.order : nil, reps: record.reps, weight: record.weight,
            isBodyweight: record.isBodyweight, rpe: record.rpe, rir: record.rir, type: record.setType,
            // An app's durations; RepChart's own (with ids) come back as stored, to match them by value.
            duration: record.id == nil ? record.duration.map(Self.toTheMillisecond) : record.duration, distance: record.distance, note: record.notes.map(Self.lineBreaksAsLF),
            source: record.source,
            sourceKey: record.sourceKey, createdAt: record.createdAt ?? now)
        do throws(InvalidSet) {
            try set.validate()
        } catch {
            return reject(.invalidSet(error), record)
        }
        if record.day > latestDay {
            return reject(.futureDay(record.day, latest: latestDay, zone: DateInput.zoneName(timeZone)), record)
        }
        if tracksIDs, let id = record.id {
            let hash = ContentKey(set).hashValue
            if let first = seenIDs.updateValue((hash, record.location), forKey: id) {
                seenIDs[id] = first
                if first.hash != hash {
                    let other = first.location.path ?? "line \(first.location.line)"
                    problems.add(.setIDReused(id, other: other), at: record.location)
                    return nil
                }
            }
        }
        return set
    }
}

extension RecordChecker {
    /// Logs why `record` cannot be a set: a CSV row is skipped and reported
    /// unless `strict`; anything else refuses the file.
    mutating func reject(_ reason: ImportProblemKind, _ record: ImportRecord) -> WorkoutSet? {
        if record.exerciseID == nil, record.id == nil, !options.strict {
            rejected.add(reason, at: record.location)
            rejectedRows += 1
        } else {
            problems.add(reason, at: record.location)
        }
        return nil
    }
}

extension RecordChecker {
    /// A note's line breaks as one character: a CRLF file's quoted note kept its
    /// carriage returns ("line one\r\nline two"), shown and exported with them.
    /// A duration kept to the millisecond, as `log` keeps one (a file's 45.12345678 s was stored whole,
    /// shown 45.123 s and exported whole).
    static func toTheMillisecond(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }

    static func lineBreaksAsLF(_ note: String) -> String {
        guard note.contains("\r") else { return note }
        return note.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }
}

/// The parts of a set that make it "the same set": everything entered, not
/// the store's bookkeeping (number, position, batch, created time).
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

    /// The key of what RepChart's own CSV export carries of a set: no source
    /// or source key (the file is a new source) and the time to the second
    /// (as the file writes it). A set read back from it is "the same set" by these.
    static func asExported(_ set: WorkoutSet) -> ContentKey {
        var key = ContentKey(set)
        key.performedAt = key.performedAt - ((key.performedAt % 1000) + 1000) % 1000
        key.source = ""
        key.sourceKey = nil
        return key
    }

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
