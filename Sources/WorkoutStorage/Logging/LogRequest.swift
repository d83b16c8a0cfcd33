import Foundation
import WorkoutModel

/// One `repchart log` call: an exercise name, set notation and when.
///
/// Everything is checked before anything is written; then the exercise (with
/// `createExercise`) and all sets are stored in one transaction as one batch,
/// so `undo` removes them together.
package struct LogRequest: Sendable {
    /// The exercise's name or alias, any case.
    package var exercise: String
    /// The words after the exercise name, e.g. "w 2x5@60 3x5@100 rpe 8".
    package var notation: String
    /// `today`, `yesterday`, a weekday or `YYYY-MM-DD`; nil means today.
    package var date: String?
    /// `HH:MM`; nil means now (today) or 12:00 (another day).
    package var time: String?
    /// The unit of bare loads; nil means the settings' default unit.
    package var unit: WeightUnit?
    /// Create the exercise when no name or alias matches (`--new`).
    package var createExercise: Bool
    /// The zone `date` and `time` are read in, and the day a set falls on.
    package var timeZone: TimeZone
    /// The week start for the week shown with the result; nil means the settings'.
    package var weekStart: WeekStart?

    /// A request to log `notation` for `exercise`; the defaults log today, now, in
    /// the settings' unit, and refuse an unknown exercise.
    package init(exercise: String, notation: String, date: String? = nil, time: String? = nil,
                unit: WeightUnit? = nil, createExercise: Bool = false, timeZone: TimeZone = .current,
                weekStart: WeekStart? = nil) {
        self.exercise = exercise
        self.notation = notation
        self.date = date
        self.time = time
        self.unit = unit
        self.createExercise = createExercise
        self.timeZone = timeZone
        self.weekStart = weekStart
    }
}

/// What `log` stored.
package struct LogResult: Sendable {
    /// The exercise the sets were logged for.
    package var exercise: Exercise
    /// True when the exercise was created by this call.
    package var createdExercise: Bool
    /// The name as typed, when the exercise was created under the
    /// catalogue's spelling of it instead ("squat" made "Squat").
    package var typedName: String?
    /// The stored sets, with their numbers and positions.
    package var sets: [WorkoutSet]
    /// The day they were logged on.
    package var day: Day
    /// The week of `day`, under the request's week start.
    package var week: Week
    /// The entry against the last earlier session of the exercise; nil when there is none.
    package var comparison: SessionComparison?
    /// Records the entry set that beat an earlier record (the definitions of `prs`).
    package var records: [RecordChange] = []
    /// The entry's sets left out of records as likely typos (`UnlikelySet`).
    package var unlikely: [UnlikelySet] = []
}

extension WorkoutStore {
    /// Parses, validates and stores one log entry.
    package func log(_ request: LogRequest, now: Date = Date()) throws(RequestError) -> LogResult {
        let settings: Settings
        do { settings = try self.settings() } catch { throw .store(error) }
        // 1. Everything the user typed, before touching the database.
        let (day, instant) = try request.when(today: Day(containing: now, in: request.timeZone), now: now)
        let line: NotationLine
        do {
            line = try SetNotation.parseLine(request.notation, defaultUnit: request.unit ?? settings.defaultUnit)
        } catch { throw .notation(error) }
        var existing: Exercise?
        do throws(StoreError) {
            existing = request.createExercise
                ? try exercise(named: request.exercise)
                : try resolveExercise(request.exercise)
            if existing == nil { _ = try ExerciseName.validated(request.exercise) }
            // `--new` of words the catalogue spells as a stored exercise ("pull ups" beside Pull Up): it
            // would be a second Pull Up, refused as "already exists" with no way on; named instead.
            if existing == nil, let spelling = ExerciseCatalogue.builtIn.spelling(of: request.exercise),
               let stored = try exercise(named: spelling) {
                throw StoreError.unknownExercise(ExerciseName.clean(request.exercise), suggestions: [stored.name])
            }
        } catch { throw .store(error) }

        let history = try logHistory(of: existing, before: day, settings: settings)
        let entries: [SetEntry]
        switch line {
        case .sets(let written):
            entries = written
        case .repeatLast(let change):
            guard let previous = history.previous else {
                throw .noEarlierSession(exercise: existing?.name ?? request.exercise, before: day)
            }
            do { entries = try change.apply(to: previous.entries) } catch { throw .notation(error) }
        }
        if let existing, let (mismatched, mismatch) = EntryKindCheck.mismatch(entries, for: existing) {
            throw .kindMismatch(exercise: existing.name, sets: SetNotation.format(mismatched), mismatch)
        }
        let exerciseId = existing?.id ?? UUID()
        let sets = try request.sets(entries, exerciseId: exerciseId, day: day, instant: instant, now: now,
                                    bodyWeight: settings.bodyWeight)

        // 2. One transaction: the exercise when new, then the sets as one batch.
        do {
            var result = try write { writer in
                try writer.logEntry(request, sets: sets, exerciseId: exerciseId, existing: existing, entries: entries, day: day,
                                    weekStart: request.weekStart ?? settings.weekStart)
            }
            // The optional records index, once the sets are safe: a disk too
            // full for it (whose failed write can leave this connection unable
            // to write again at once) must not cost the user the set.
            try? indexRecordsIfLarge(exerciseId)
            // 3. How it compares: the last session and the records it beat.
            let unit = settings.defaultUnit
            if let previous = history.previous {
                let working = result.sets.filter { $0.type != .warmup }
                let volume = ExerciseSession(exercise: result.exercise, day: day, sets: working, unit: unit,
                                             bodyWeight: settings.bodyWeight).volume
                result.comparison = SessionComparison(previous: previous, current: working, currentVolume: volume)
            }
            let entry = RecordHistory.candidates(result.sets, bodyWeight: settings.bodyWeight)
            result.unlikely = history.records.unlikely(entry, unit: unit)
            let unlikely = Set(result.unlikely.compactMap(\.set.setNumber))
            // An exercise's first day sets the bests a later day beats, as `summary` and the review
            // count them: its second entry that day (or a ramp within one) announces no record.
            result.records = history.previous == nil ? []
                : recordChanges(entry.filter { !unlikely.contains($0.number) }, before: history.records.tracker, unit: unit)
            return result
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .store(StoreError(error, path: path))
        }
    }

    /// What an entry of `exercise` on `day` is compared with, read as one
    /// snapshot before anything is written: its last session and its records.
    private func logHistory(of exercise: Exercise?, before day: Day,
                            settings: Settings) throws(RequestError) -> (previous: ExerciseSession?, records: RecordHistory) {
        guard let known = exercise else { return (nil, RecordHistory(tracker: RecordTracker(), candidates: [])) }
        do {
            return try readingOneSnapshot {
                (try lastSessions(of: known, count: 1, before: day, unit: settings.defaultUnit).first,
                 try recordHistory(of: known.id, around: day, bodyWeight: settings.bodyWeight))
            }
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .store(StoreError(error, path: path))
        }
    }
}

extension StoreWriter {
    /// Stores one log entry: the exercise when it is new, then `sets` as one batch.
    func logEntry(_ request: LogRequest, sets: [WorkoutSet], exerciseId: UUID, existing: Exercise?, entries: [SetEntry], day: Day,
                  weekStart: WeekStart) throws -> LogResult {
        let batch = try beginBatch(source: "log")
        var exercise: Exercise
        var created = false
        var typedName: String?
        if let found = try self.exercise(named: request.exercise) {
            exercise = found
        } else if let existing {
            exercise = existing   // renamed meanwhile by another process; the id still holds
        } else {
            // A catalogue name typed in other letter case takes the catalogue's spelling;
            // typed otherwise ("pull ups" for Pull Up), the words typed find it next time.
            let spelling = ExerciseCatalogue.builtIn.spelling(of: request.exercise)
            let typed = ExerciseName.clean(request.exercise)
            let aliases = spelling.map { ExerciseName.key($0) != ExerciseName.key(typed) ? [typed] : [] } ?? []
            exercise = try addExercise(Exercise(id: exerciseId, name: spelling ?? request.exercise, aliases: aliases, color: "",
                                                kind: LogRequest.kind(of: entries)), batch: batch)
            created = true
            typedName = spelling == nil ? nil : request.exercise
        }
        var stored: [WorkoutSet] = []
        for (index, var set) in sets.enumerated() {
            set.exerciseId = exercise.id
            set.batchId = batch
            if let inserted = try insert(set, index: index + 1) { stored.append(inserted) }
        }
        return LogResult(exercise: exercise, createdExercise: created, typedName: typedName, sets: stored, day: day,
                         week: Week(containing: day, start: weekStart))
    }
}

extension LogRequest {
    /// The day and instant the entry is for: `date` and `time` read in the
    /// request's zone; no day after today, no time a clock change skipped.
    func when(today: Day, now: Date) throws(RequestError) -> (day: Day, instant: Date) {
        do throws(DateInputError) {
            let day = try DateInput.day(date ?? "today", today: today)
            if day > today { throw DateInputError.futureDate(day) }
            guard let time else {
                return (day, day == today ? now : day.instant(hour: 12, minute: 0, in: timeZone))
            }
            let clock = try DateInput.time(time)
            guard let exact = day.checkedInstant(hour: clock.hour, minute: clock.minute, in: timeZone) else {
                throw DateInputError.skippedTime(day: day, time: time, zone: DateInput.zoneName(timeZone))
            }
            return (day, exact)
        } catch { throw .date(error) }
    }

    /// The sets `entries` become, each checked (limits, and an assistance no
    /// heavier than the body weight) before anything is written.
    func sets(_ entries: [SetEntry], exerciseId: UUID, day: Day, instant: Date, now: Date,
              bodyWeight: Weight?) throws(RequestError) -> [WorkoutSet] {
        let utcOffset = timeZone.secondsFromGMT(for: instant)
        let sets = entries.map { entry in
            WorkoutSet(exerciseId: exerciseId, performedAt: instant, utcOffset: utcOffset, day: day,
                       entry: entry, source: "log", createdAt: now)
        }
        for (index, set) in sets.enumerated() {
            do { try set.validate() } catch {
                throw .store(.invalidSet(index: index + 1, problem: error))
            }
            if let assistance = LogRequest.assistanceOverBodyWeight(set, bodyWeight: bodyWeight), let bodyWeight {
                throw .store(.assistanceOverBodyWeight(index: index + 1, assistance: assistance, bodyWeight: bodyWeight))
            }
        }
        return sets
    }
}

extension LogRequest {
    /// An assisted load (`bw-90kg`) heavier than the known body weight would
    /// lift the lifter off the floor: a typo, refused.
    /// The assistance (a positive weight) when it is heavier than `bodyWeight`, else nil.
    static func assistanceOverBodyWeight(_ set: WorkoutSet, bodyWeight: Weight?) -> Weight? {
        guard set.isBodyweight, let weight = set.weight, weight.value < 0, let bodyWeight else { return nil }
        guard -weight.value(in: .kg) > bodyWeight.value(in: .kg) else { return nil }
        return Weight(-weight.value, weight.unit)
    }

    /// The kind a new exercise gets from what was logged for it first.
    static func kind(of entries: [SetEntry]) -> ExerciseKind {
        if entries.allSatisfy({ $0.reps == nil && $0.distance != nil }) { return .distance }
        if entries.allSatisfy({ $0.reps == nil && $0.duration != nil }) { return .duration }
        if entries.allSatisfy({ $0.isBodyweight || $0.weight == nil }) { return .reps }
        return .weightReps
    }
}
