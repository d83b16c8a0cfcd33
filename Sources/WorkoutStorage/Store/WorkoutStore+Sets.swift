import Foundation
import GRDB
import WorkoutModel

/// Which sets to list.
package struct SetFilter: Hashable, Sendable {
    /// Only sets on these days; nil: every day.
    package var range: DayRange?
    /// Only sets of these exercises; nil: every exercise.
    package var exerciseIds: [UUID]?
    /// Keep only the latest `limit` sets (still listed oldest first).
    package var limit: Int?

    /// A filter; the defaults list every set.
    package init(range: DayRange? = nil, exerciseIds: [UUID]? = nil, limit: Int? = nil) {
        self.range = range
        self.exerciseIds = exerciseIds
        self.limit = limit
    }
}

/// What an insert did.
package struct InsertResult: Hashable, Sendable {
    /// The stored sets, with their numbers and positions.
    package var inserted: [WorkoutSet]
    /// Sets left out because the same id or (source, sourceKey) was already stored.
    package var skippedDuplicates: Int
    /// The batch the sets were stored in, which `undo` removes as one.
    package var batchId: UUID?
}

extension WorkoutStore {
    /// Validates every set, then stores them all in one transaction as one batch
    /// (which `undoLastBatch` removes as a whole). Nothing is written when any set
    /// is invalid or names an unknown exercise.
    @discardableResult
    package func insert(_ sets: [WorkoutSet], source: String = "log",
                       skipDuplicates: Bool = false) throws(StoreError) -> InsertResult {
        for (index, set) in sets.enumerated() {
            do { try set.validate() } catch { throw .invalidSet(index: index + 1, problem: error) }
        }
        return try writing { db in
            let writer = StoreWriter(db: db, path: path)
            let batch = try writer.beginBatch(source: source)
            var result = InsertResult(inserted: [], skippedDuplicates: 0, batchId: batch)
            for (index, var set) in sets.enumerated() {
                set.batchId = batch
                if let stored = try writer.insert(set, skipDuplicates: skipDuplicates, index: index + 1) {
                    result.inserted.append(stored)
                } else {
                    result.skippedDuplicates += 1
                }
            }
            return result
        }
    }

    /// Sets in order of day and position (oldest first).
    package func sets(_ filter: SetFilter = SetFilter()) throws(StoreError) -> [WorkoutSet] {
        var sets: [WorkoutSet] = []
        do { try forEachSet(filter) { sets.append($0) } } catch let error as StoreError { throw error } catch {
            throw StoreError(error, path: path)
        }
        return sets
    }

    /// Calls `body` with each set of `filter` in order of day and position
    /// (oldest first), read through a row cursor: memory stays flat however
    /// many sets there are, and the first comes at once. Errors `body` throws
    /// pass through unchanged.
    package func forEachSet(_ filter: SetFilter = SetFilter(), _ body: (WorkoutSet) throws -> Void) throws {
        var conditions: [String] = []
        var arguments: [(any DatabaseValueConvertible)?] = []
        if let range = filter.range {
            conditions.append("s.day BETWEEN ? AND ?")
            arguments += [range.from.description, range.to.description]
        }
        if let ids = filter.exerciseIds {
            conditions.append("s.exercise IN (SELECT number FROM exercise WHERE id IN (\(AggregateSQL.marks(ids.count))))")
            arguments += ids.map(\.uuidString)
        }
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        // The latest `limit` sets, listed oldest first: the newest chosen by the
        // inner query, put back in order by the outer one.
        let sql = if let limit = filter.limit {
            """
            SELECT * FROM (\(SetRecords.select) \(whereClause)
                ORDER BY s.day DESC, s.position DESC, s.number DESC LIMIT \(max(0, limit)))
            ORDER BY day, position, number
            """
        } else {
            "\(SetRecords.select) \(whereClause) ORDER BY s.day, s.position, s.number"
        }
        let args = StatementArguments(arguments)
        var failure: (any Error)?   // body's own error, kept apart from the database's
        do {
            try reading { db in
                let rows = try Row.fetchCursor(db, sql: sql, arguments: args)
                while let row = try rows.next() {
                    let set = try SetRecords.decode(row)
                    do { try body(set) } catch { failure = error; throw error }
                }
            }
        } catch {
            throw failure ?? error
        }
    }

    /// The set with this stable id.
    package func set(id: UUID) throws(StoreError) -> WorkoutSet? {
        try reading { db in try StoreWriter(db: db, path: path).set(id: id) }
    }

    /// Deletes the sets given by number (`42`), id, or id prefix (8+ characters).
    /// Every reference is checked first; an unknown one deletes nothing.
    @discardableResult
    package func deleteSets(_ references: [String]) throws(StoreError) -> [WorkoutSet] {
        try writing { db in
            let numbers = try SetRecords.resolve(db, references: references)
            let sets = try SetRecords.fetch(db, numbers: numbers)
            try SetRecords.delete(db, numbers: numbers)
            return sets
        }
    }

    /// What `keepSets` did: the sets whose mark it changed, and those that
    /// were as asked already (kept before, or not kept to take a mark off).
    package struct KeepChange: Sendable {
        package var changed: [WorkoutSet] = []
        package var asBefore: [WorkoutSet] = []
        /// The sets of `changed` now kept that records counted already: none
        /// of them was left out as a likely typo (the mark keeps it so).
        package var countedAlready: [WorkoutSet] = []
    }

    /// Marks the sets given as for `deleteSets` real (`kept`), so records
    /// count them however far above the days around them they stand, or takes
    /// the mark off (`kept: false`). Every reference is checked first.
    @discardableResult
    package func keepSets(_ references: [String], kept: Bool = true,
                          now: Date = Date()) throws(StoreError) -> KeepChange {
        try writing { db in
            let numbers = try SetRecords.resolve(db, references: references)
            let before = try KeptSets.numbers(db)
            let asBefore = Set(numbers.filter { before.contains($0) == kept })
            let unlikely = kept ? try Self.unlikelyNumbers(db, among: numbers.filter { !asBefore.contains($0) }) : []
            if kept {
                try KeptSets.keep(db, numbers: numbers.filter { !asBefore.contains($0) },
                                  at: Int64((now.timeIntervalSince1970 * 1000).rounded()))
            } else {
                // A mark left by values the set no longer has goes too: it kept nothing.
                try KeptSets.release(db, numbers: numbers)
            }
            var change = KeepChange()
            for set in try SetRecords.fetch(db, numbers: numbers) {
                if let number = set.number, asBefore.contains(number) {
                    change.asBefore.append(set)
                } else {
                    change.changed.append(set)
                    if kept, let number = set.number, !unlikely.contains(number) { change.countedAlready.append(set) }
                }
            }
            return change
        }
    }

    /// Those of `numbers` that records leave out as likely typos, judged
    /// among every day of their exercises (`RecordCandidateScreen`).
    private static func unlikelyNumbers(_ db: Database, among numbers: [Int64]) throws -> Set<Int64> {
        guard !numbers.isEmpty else { return [] }
        let bodyWeight = try SettingRecords.load(db).bodyWeight
        var unlikely: Set<Int64> = []
        for exerciseId in Set(try SetRecords.fetch(db, numbers: numbers).map(\.exerciseId)) {
            let candidates = try recordCandidates(db, exerciseId: exerciseId, bodyWeight: bodyWeight)
            unlikely.formUnion(RecordCandidateScreen(candidates).unlikely.map(\.candidate.number))
        }
        return unlikely.intersection(numbers)
    }

    /// The days in `range` holding a set of `exerciseId` marked real (`keepSets`).
    package func keptDays(of exerciseId: UUID, in range: DayRange) throws(StoreError) -> Set<Day> {
        try reading { db in try KeptSets.days(db, exerciseId: exerciseId, in: range) }
    }

    /// Each of `sets`' place among its exercise's sets that day, in the log as
    /// it is, with `sets` themselves counted though no longer stored (just
    /// deleted): "set 3 of bench on Monday", by set number.
    package func placesInDay(of sets: [WorkoutSet]) throws(StoreError) -> [Int64: Int] {
        try reading { db in
            var places: [Int64: Int] = [:]
            let groups = Dictionary(grouping: sets) { "\($0.day) \($0.exerciseId)" }
            let statement = try db.cachedStatement(sql: """
                SELECT number, position FROM workoutSet
                WHERE exercise = (SELECT number FROM exercise WHERE id = ?) AND day = ?
                """)
            for group in groups.values {
                guard let first = group.first else { continue }
                var order: [Int64: Int] = [:]
                let rows = try Row.fetchCursor(statement, arguments: [first.exerciseId.uuidString, first.day.description])
                while let row = try rows.next() { order[row[0]] = row[1] }
                for set in group { if let number = set.number, let position = set.position { order[number] = position } }
                let ranked = order.sorted { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }
                for (rank, entry) in ranked.enumerated() { places[entry.key] = rank + 1 }
            }
            let wanted = Set(sets.compactMap(\.number))
            return places.filter { wanted.contains($0.key) }
        }
    }

    /// How many sets are stored.
    package func setCount() throws(StoreError) -> Int {
        try reading { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet") ?? 0 }
    }

    /// The number of sets written by anything but a batch of `source` (the
    /// demo asks whether a log holds anything it did not make itself).
    package func setCount(outsideBatchesOf source: String) throws(StoreError) -> Int {
        try reading { db in
            try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM workoutSet s LEFT JOIN batch b ON b.number = s.batch
                WHERE b.source IS NULL OR b.source <> ?
                """, arguments: [source]) ?? 0
        }
    }

    // MARK: Settings

    /// The log's settings; a new log's defaults for anything never set.
    package func settings() throws(StoreError) -> Settings {
        try reading { db in try SettingRecords.load(db) }
    }

    /// Stores `settings`, replacing the log's.
    package func saveSettings(_ settings: Settings) throws(StoreError) {
        try writing { db in try SettingRecords.save(db, settings) }
    }
}
