import Foundation
import GRDB
import GRDBSQLite
import WorkoutModel

/// The store inside one write transaction (see `WorkoutStore.write`): for imports
/// that validate first, then add exercises and stream many sets in one commit.
package final class StoreWriter {
    let db: Database
    private var nextPositions: [Day: Int] = [:]
    /// True during a bulk load: `nextPositions` then holds every stored day
    /// (read once, kept up to date), so no day is looked up in the table.
    private var positionsComplete = false
    /// The day sets were last counted for in a bulk load, and its next position,
    /// not yet in `nextPositions` (a file's sets come day by day).
    private var openDay: (day: Day, next: Int)?
    /// During a bulk load: the days the log held sets on when it began.
    private var storedDays: Set<Day> = []
    /// The positions held on each day asked about by `isPositionFree`, read
    /// once per day and kept up to date as sets are written (a tidy CSV asks
    /// for every row: a query each scanned the day, quadratic in its sets).
    private var heldPositions: [Day: Set<Int>] = [:]
    // Row numbers of exercises and batches already looked up in this transaction.
    private var exerciseNumbers: [UUID: Int64] = [:]
    private var batchNumbers: [UUID: Int64] = [:]
    private var recentExercises = UUIDSlots<Int64>()
    private var lastBatch: (id: UUID, number: Int64)?
    /// Colours in use, read on the first new exercise without one (see `ExerciseRecords.insert`).
    private var colors: ColorTally?

    /// Sets waiting for `flushQueued`, with their exercise and batch row numbers.
    private var queued: [QueuedSet] = []
    /// The queue being written (kept to reuse its storage).
    private var flushing: [QueuedSet] = []
    /// Prepared once per transaction: the single-row and the multi-row INSERT that skip duplicates.
    private var singleInsert: Statement?
    private var multiInsert: Statement?
    /// The set table's secondary indexes dropped by `beginBulkLoad`: name and definition.
    private var droppedIndexes: [(name: String, sql: String)] = []
    /// The definition of the unique index on set ids while `dropIDIndex` has it dropped.
    private var droppedIDIndex: String?

    /// Rows per multi-row INSERT: 32 × 21 parameters, far below SQLite's limit,
    /// and most of the per-statement cost already shared.
    static let rowsPerStatement = 32
    /// Below this many sets (estimated) an import keeps the indexes as they are.
    package static let bulkLoadMinimumSets = 100_000

    /// The database file, for error messages.
    package let path: String

    init(db: Database, path: String) {
        self.db = db
        self.path = path
    }

    /// Every exercise with its aliases, by name, as this transaction sees them.
    package func exercises() throws -> [Exercise] { try ExerciseRecords.all(db) }

    /// By name or alias, ignoring case; nil when unknown.
    package func exercise(named name: String) throws -> Exercise? { try ExerciseRecords.find(db, named: name) }

    /// The exercise with `id`; nil when unknown.
    package func exercise(id: UUID) throws -> Exercise? { try ExerciseRecords.find(db, id: id) }

    /// Adds an exercise (an empty `color` takes the next palette colour). With `batch`,
    /// undoing that batch also removes the exercise when no sets are left on it.
    @discardableResult
    package func addExercise(_ exercise: Exercise, batch: UUID? = nil) throws -> Exercise {
        let number = try batch.map { id throws in try batchNumber(id) }
        return try ExerciseRecords.insert(db, exercise, batch: number, colors: &colors)
    }

    /// Gives the exercises `ids` new colours in order of volume, most trained first,
    /// each farthest from the colours in use (an import's new exercises, once
    /// their sets are in). With `batch`, only that batch's sets are weighed.
    package func assignColorsByVolume(_ ids: [UUID], batch: UUID? = nil) throws {
        let number = try batch.map { id throws in try batchNumber(id) }
        try ColorAssignment.byVolume(db, ids: ids, batch: number)
        colors = nil
    }

    /// Starts a batch (one `log` call, one import) that `undo` can remove as a whole.
    package func beginBatch(source: String) throws -> UUID {
        let batch = try SetRecords.createBatch(db, source: source)
        batchNumbers[batch.id] = batch.number
        return batch.id
    }

    /// Validates and inserts `set`; a nil `position` takes the next one of its day.
    /// Returns the stored set, or nil when `skipDuplicates` and the same id or
    /// (source, sourceKey) is already stored.
    @discardableResult
    package func insert(_ set: WorkoutSet, skipDuplicates: Bool = false, index: Int = 1) throws -> WorkoutSet? {
        do { try set.validate() } catch { throw StoreError.invalidSet(index: index, problem: error) }
        // Queued sets go first, so positions and duplicates see them.
        if !queued.isEmpty { try flushQueued { _, _, _ in } }
        // The next free position of each day is read once per transaction (only
        // for a set without one), then counted here.
        closeDay()
        let position: Int
        if let given = set.position {
            position = given
        } else if let next = nextPositions[set.day] {
            position = next
        } else {
            position = positionsComplete ? 1 : try SetRecords.nextPosition(db, day: set.day)
            // Kept while the set may turn out a duplicate (nothing written, nothing counted): a
            // re-import asked again for every set, each query scanning the day, quadratic in its sets.
            if !positionsComplete { nextPositions[set.day] = position }
        }
        let exercise = try exerciseNumber(set.exerciseId)
        let batch = try set.batchId.map { id throws in try batchNumber(id) }
        let number: Int64?
        if skipDuplicates {
            if singleInsert == nil { singleInsert = try db.makeStatement(sql: SetRecords.insertOrSkipSQL) }
            number = try SetRecords.insert(db, singleInsert!.sqliteStatement, set, exercise: exercise, batch: batch,
                                           position: position)
        } else {
            number = try SetRecords.insert(db, set, exercise: exercise, batch: batch, position: position, skipDuplicates: false)
        }
        guard let number else { return nil }
        counted(set.day, position, remember: set.position == nil)
        var stored = set
        stored.number = number
        stored.position = position
        return stored
    }

    /// During a bulk load, the next free position of `day` when the log held
    /// no set on that day as the load began, taken now for a set without one
    /// that is then queued (written many to a statement, where `insert` writes
    /// one): nil otherwise. Should the set turn out to be stored already (by
    /// this load, or on another day under the same source key), the position
    /// stays free: a gap in the day's numbers, not in its order.
    package func positionAhead(_ day: Day) -> Int? {
        guard positionsComplete, !storedDays.contains(day) else { return nil }
        if let open = openDay, open.day == day {
            openDay = (day, open.next + 1)
            return open.next
        }
        closeDay()
        let position = nextPositions[day] ?? 1
        openDay = (day, position + 1)
        return position
    }

    /// Whether `position` of `day` is free: no stored set holds it (queued sets are written first).
    package func isPositionFree(_ position: Int, on day: Day) throws -> Bool {
        if !queued.isEmpty { try flushQueued { _, _, _ in } }
        if let held = heldPositions[day] { return !held.contains(position) }
        let held = try SetRecords.positions(db, day: day)
        heldPositions[day] = held
        return !held.contains(position)
    }

    /// Notes that the set at `position` of `day` moved away.
    func freed(_ position: Int, on day: Day) {
        heldPositions[day]?.remove(position)
    }

    /// Takes the next free position of `day`, as `insert` does for a set without one.
    func takeNextPosition(_ day: Day) throws -> Int {
        if !queued.isEmpty { try flushQueued { _, _, _ in } }
        closeDay()
        let position = try nextPositions[day] ?? (positionsComplete ? 1 : SetRecords.nextPosition(db, day: day))
        counted(day, position, remember: true)
        return position
    }

    /// Notes a stored set's position in the day's next free one, when that is
    /// known (or to be `remember`ed: its day was just looked up).
    @inline(__always)
    private func counted(_ day: Day, _ position: Int, remember: Bool = false) {
        if !heldPositions.isEmpty { heldPositions[day]?.insert(position) }
        if positionsComplete, !remember {
            if let open = openDay, open.day == day {
                if position >= open.next { openDay = (day, position + 1) }
                return
            }
            closeDay()
            openDay = (day, max(nextPositions[day] ?? 1, position + 1))
        } else if positionsComplete || remember {
            closeDay()
            nextPositions[day] = max(nextPositions[day] ?? 1, position + 1)
        } else if !nextPositions.isEmpty, let next = nextPositions[day] {
            nextPositions[day] = max(next, position + 1)
        }
    }

    /// Moves `openDay` into `nextPositions`.
    private func closeDay() {
        guard let open = openDay else { return }
        nextPositions[open.day] = max(nextPositions[open.day] ?? 1, open.next)
        openDay = nil
    }

    // MARK: Many sets

    /// Queues `set`, which has its position, to be inserted by `flushQueued`
    /// (skipping duplicates) together with others, many rows per statement.
    /// Validates it now, as `insert` does.
    package func queue(_ set: WorkoutSet, index: Int) throws {
        do { try set.validate() } catch { throw StoreError.invalidSet(index: index, problem: error) }
        guard let position = set.position else { preconditionFailure("queued sets have a position") }
        let exercise = try exerciseNumber(set.exerciseId)
        let batch = try set.batchId.map { id throws in try batchNumber(id) }
        queued.append(QueuedSet(set: set, exercise: exercise, batch: batch, position: position))
    }

    struct QueuedSet {
        var set: WorkoutSet
        var exercise: Int64
        var batch: Int64?
        var position: Int
    }

    /// How many sets wait for `flushQueued`.
    var queuedCount: Int { queued.count }

    /// A queued set that could not be written: its offset in the queue and why.
    package struct QueuedFailure: Error {
        package var offset: Int
        package var error: any Error
    }

    /// Inserts the queued sets in order and calls `result(offset, set, added)` for
    /// each (added false: the same id or source key is already stored). When one
    /// fails, the sets before it are reported and `QueuedFailure` names it.
    package func flushQueued(_ result: (Int, WorkoutSet, Bool) throws -> Void) throws {
        swap(&queued, &flushing)
        defer { flushing.removeAll(keepingCapacity: true) }
        var offset = 0
        let rows = StoreWriter.rowsPerStatement
        while flushing.count - offset >= rows {
            if multiInsert == nil { multiInsert = try db.makeStatement(sql: SetRecords.insertOrSkipSQL(rows: rows)) }
            let statement = multiInsert!.sqliteStatement
            var binder = Binder(statement)
            for index in offset..<offset + rows {
                SetRecords.bind(&binder, flushing[index].set, exercise: flushing[index].exercise,
                                batch: flushing[index].batch, position: flushing[index].position)
            }
            let code = sqlite3_step(statement)
            sqlite3_reset(statement)
            if code == SQLITE_DONE {
                let changes = db.changesCount
                if changes == rows {
                    for index in offset..<offset + rows {
                        counted(flushing[index].set.day, flushing[index].position)
                        try result(index, flushing[index].set, true)
                    }
                } else {
                    // Some were already stored: the rows this statement added are the
                    // `changes` highest numbers (AUTOINCREMENT numbers them in order).
                    var added = changes == 0 ? [] : try String.fetchAll(
                        db, sql: "SELECT id FROM workoutSet WHERE number > ? ORDER BY number",
                        arguments: [db.lastInsertedRowID - Int64(changes)])[...]
                    for index in offset..<offset + rows {
                        let isAdded = added.first == flushing[index].set.id.storedText
                        if isAdded {
                            added.removeFirst()
                            counted(flushing[index].set.day, flushing[index].position)
                        }
                        try result(index, flushing[index].set, isAdded)
                    }
                }
                offset += rows
            } else {
                // A failed statement leaves nothing behind: these rows one at a
                // time find the one that fails, with the error it alone gives.
                break
            }
        }
        while offset < flushing.count {
            let item = flushing[offset]
            if singleInsert == nil { singleInsert = try db.makeStatement(sql: SetRecords.insertOrSkipSQL) }
            let number: Int64?
            do {
                number = try SetRecords.insert(db, singleInsert!.sqliteStatement, item.set, exercise: item.exercise,
                                               batch: item.batch, position: item.position)
            } catch {
                throw QueuedFailure(offset: offset, error: error)
            }
            if number != nil { counted(item.set.day, item.position) }
            try result(offset, item.set, number != nil)
            offset += 1
        }
    }

    /// Before a large import (`expectedSets`) into a log holding fewer sets:
    /// drops the set table's non-unique indexes, to be built again from their
    /// own definitions by `finishBulkLoad`: one sort at the end costs far less
    /// than a million insertions into them. Inside the caller's transaction,
    /// so a failure, a rollback or a kill leaves them as they were. Returns
    /// whether it did.
    @discardableResult
    package func beginBulkLoad(expectedSets: Int) throws -> Bool {
        guard droppedIndexes.isEmpty, expectedSets >= StoreWriter.bulkLoadMinimumSets else { return false }
        guard expectedSets > (try StoreWriter.storedSetNumbers(db)) else { return false }
        // Positions of days without sets are then looked up here, not in the table.
        if !queued.isEmpty { try flushQueued { _, _, _ in } }
        for row in try Row.fetchAll(db, sql: "SELECT day, MAX(position) FROM workoutSet GROUP BY day") {
            guard let day = try? Day(parsing: row[0] as String), let last = row[1] as Int? else { continue }
            nextPositions[day] = max(nextPositions[day] ?? 1, last + 1)
        }
        storedDays = Set(nextPositions.keys)
        positionsComplete = true
        let indexes = try Row.fetchAll(db, sql: """
            SELECT name, sql FROM sqlite_master
            WHERE type = 'index' AND tbl_name = 'workoutSet' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE %'
            ORDER BY name
            """)
        for index in indexes {
            let name: String = index[0], sql: String = index[1]
            try db.execute(sql: "DROP INDEX \(name.quotedDatabaseIdentifier)")
            droppedIndexes.append((name, sql))
        }
        return true
    }

    /// Whether a bulk load has dropped the set table's indexes (`beginBulkLoad`).
    package var isBulkLoading: Bool { !droppedIndexes.isEmpty }

    /// How many of `batch`'s sets match a set of another batch by value, one
    /// for one: the same exercise and day, local time to the second, and reps
    /// (three sets of a workout at one time match three stored, not nine).
    /// Nothing to count, and no pass, when the log held no set; otherwise one
    /// pass over the batch's days. Call it with the indexes in place.
    package func setsMatchingOthers(batch: UUID) throws -> Int {
        let number = try batchNumber(batch)
        // Three seeks of the batch index, not a pass over a million sets of this batch.
        guard try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM workoutSet WHERE batch < ?1) OR EXISTS (SELECT 1 FROM workoutSet WHERE batch > ?1)
                OR EXISTS (SELECT 1 FROM workoutSet WHERE batch IS NULL)
            """, arguments: [number]) == true else { return 0 }
        // The load too (to 0.1 kg, so a round trip through lb still matches): a set inserted between
        // two of an app's (110 kg between 100 and 120, the same reps and time) is no set held twice.
        let key = "exercise, day, (performedAt + 1000 * utcOffset) / 1000 AS second, reps, ROUND(loadKg, 1) AS load"
        return try Int.fetchOne(db, sql: """
            SELECT TOTAL(MIN(a.n, b.n)) FROM
                (SELECT \(key), COUNT(*) AS n FROM workoutSet WHERE batch = ?1 GROUP BY 1, 2, 3, 4, 5) a
            JOIN
                (SELECT \(key), COUNT(*) AS n FROM workoutSet
                 WHERE batch IS NOT ?1 AND day IN (SELECT day FROM workoutSet WHERE batch = ?1) GROUP BY 1, 2, 3, 4, 5) b
            ON a.exercise = b.exercise AND a.day = b.day AND a.second = b.second AND a.reps IS b.reps AND a.load IS b.load
            """, arguments: [number]) ?? 0
    }

    /// The highest set number given so far (0 for a new log): how many sets
    /// the log holds, at most, for deciding on a bulk load.
    static func storedSetNumbers(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT MAX(number) FROM workoutSet") ?? 0
    }

    /// Builds the indexes `beginBulkLoad` and `dropIDIndex` dropped. Throws
    /// `IDIndexNeeded` (having built nothing) when two stored sets share an id.
    package func finishBulkLoad() throws {
        if !queued.isEmpty { try flushQueued { _, _, _ in } }
        try restoreIDIndex()
        for index in droppedIndexes { try db.execute(sql: index.sql) }
        droppedIndexes = []
    }

    // MARK: Without the id index

    /// During a bulk load into a set table that is empty: drops the unique
    /// index on set ids too, to be built once by `finishBulkLoad`. Nothing
    /// then stops a set whose id is already stored, so the caller must undo
    /// what it wrote when `finishBulkLoad` (or `restoreIDIndex`) throws
    /// `IDIndexNeeded`, and write it again with the index in place; and it must
    /// not ask for a set by id (`set(id:)` would read the whole table).
    /// Returns whether it did.
    package func dropIDIndex() throws -> Bool {
        guard !droppedIndexes.isEmpty, droppedIDIndex == nil, try !hasSets(),
              let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?",
                                            arguments: [SetIDIndexMigration.idIndexName])
        else { return false }
        try db.execute(sql: "DROP INDEX \(SetIDIndexMigration.idIndexName.quotedDatabaseIdentifier)")
        droppedIDIndex = sql
        return true
    }

    /// True while `dropIDIndex` has the id index dropped.
    package var isWithoutIDIndex: Bool { droppedIDIndex != nil }

    /// What was written without the id index must be undone and written again
    /// with it: two stored sets have the same id (the index cannot be built),
    /// or the caller set `idIndexNeeded`.
    package struct IDIndexNeeded: Error {
        package init() {}
    }

    /// Set by a caller that met, without the id index, something only the
    /// index can settle (see `dropIDIndex`), before it stops with any error.
    package var idIndexNeeded = false

    /// Builds the id index `dropIDIndex` dropped (a no-op when it did not).
    /// Throws `IDIndexNeeded` when stored sets share an id.
    package func restoreIDIndex() throws {
        guard let sql = droppedIDIndex else { return }
        do {
            try db.execute(sql: sql)
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw IDIndexNeeded()
        }
        droppedIDIndex = nil
    }

    /// Forgets everything learnt in this transaction about rows, positions and
    /// dropped indexes: for a caller that rolled back to a savepoint taken
    /// before it wrote anything, to start again.
    package func forgetAfterRollback() {
        nextPositions = [:]
        heldPositions = [:]
        positionsComplete = false
        openDay = nil
        storedDays = []
        exerciseNumbers = [:]
        batchNumbers = [:]
        recentExercises = UUIDSlots<Int64>()
        lastBatch = nil
        queued.removeAll(keepingCapacity: true)
        droppedIndexes = []
        droppedIDIndex = nil
        idIndexNeeded = false
    }

    /// The stored set with this id, if any (to tell a true duplicate from a conflict).
    package func set(id: UUID) throws -> WorkoutSet? {
        try Row.fetchOne(db, sql: "\(SetRecords.select) WHERE s.id = ?", arguments: [id.uuidString]).map(SetRecords.decode)
    }

    func exerciseNumber(_ id: UUID) throws -> Int64 {
        if let number = recentExercises.value(id) { return number }
        let number = try lookUpExercise(id)
        recentExercises.remember(id, number)
        return number
    }

    private func lookUpExercise(_ id: UUID) throws -> Int64 {
        if let known = exerciseNumbers[id] { return known }
        guard let number = try ExerciseRecords.number(db, id: id) else {
            throw StoreError.missingExercise(id.uuidString)
        }
        exerciseNumbers[id] = number
        return number
    }

    func batchNumber(_ id: UUID) throws -> Int64 {
        if let last = lastBatch, last.id == id { return last.number }
        let number = try lookUpBatch(id)
        lastBatch = (id, number)
        return number
    }

    private func lookUpBatch(_ id: UUID) throws -> Int64 {
        if let known = batchNumbers[id] { return known }
        guard let number = try SetRecords.batchNumber(db, id: id) else {
            throw StoreError.database("no batch \(id.uuidString); start one with beginBatch(source:)")
        }
        batchNumbers[id] = number
        return number
    }

    /// The log's settings, as this transaction sees them.
    package func settings() throws -> Settings { try SettingRecords.load(db) }

    /// Stores `settings` with the transaction.
    package func saveSettings(_ settings: Settings) throws { try SettingRecords.save(db, settings) }
}

extension StoreWriter {
    /// Whether the log holds any set.
    package func hasSets() throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM workoutSet)") ?? false
    }

    /// Whether any setting was ever saved (a fresh database has none).
    package func hasSettings() throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM setting)") ?? false
    }
}

/// What an import needs of the store besides sets and exercises, so the
/// importer never reaches for the database connection itself.
extension StoreWriter {
    /// Runs `body` with SQLite's page cache at `kilobytes`, then puts it back:
    /// a big import touches index pages all over, and re-reading them is what makes it slow.
    package func withPageCache<T>(kilobytes: Int, _ body: () throws -> T) throws -> T {
        let previous = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
        try db.execute(sql: "PRAGMA cache_size = -\(kilobytes)")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(previous)") }
        return try body()
    }

    /// Runs `body` in a savepoint: kept when it returns true, undone when it
    /// returns false; an error thrown leaves it to the transaction's rollback.
    package func inSavepoint(_ body: () throws -> Bool) throws {
        try db.inSavepoint { try body() ? .commit : .rollback }
    }

    /// Whether the transaction this writer works in is still open (a failed
    /// statement can end it).
    package var isInsideTransaction: Bool { db.isInsideTransaction }

    /// Gives exercise `id` the muscle groups of `mapping`.
    package func setMuscles(_ mapping: MuscleMapping, exercise id: UUID) throws {
        try MuscleMappingRecords.set(db, exercise: id, mapping: mapping)
    }

    /// Changes the kind of the exercise called `name`.
    package func setKind(_ kind: ExerciseKind, exercise name: String) throws {
        _ = try ExerciseRecords.setKind(db, name, kind)
    }
}
