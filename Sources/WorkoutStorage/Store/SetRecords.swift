import Foundation
import GRDB
import GRDBSQLite
import WorkoutModel

/// Set rows: the column list, row decoding, inserting and deleting.
enum SetRecords {
    /// The columns `decode` reads, from `source` (sets as `s`).
    static let columns = """
        s.number, s.id, e.id, s.performedAt, s.utcOffset, s.day, s.position, s.reps, s.weight, s.unit, \
        s.bodyweight, s.rpe, s.rir, s.type, s.duration, s.distance, CAST(s.note AS BLOB), s.source, s.sourceKey, b.id, \
        s.createdAt
        """
    static let source = """
        workoutSet s JOIN exercise e ON e.number = s.exercise LEFT JOIN batch b ON b.number = s.batch
        """
    static let select = "SELECT \(columns) FROM \(source)"

    private static let insertColumns = """
        INSERT INTO workoutSet (id, exercise, performedAt, utcOffset, day, position, reps, weight, unit, \
        loadKg, bodyweight, rpe, rir, type, duration, distance, note, source, sourceKey, batch, createdAt) VALUES
        """
    private static let rowMarks = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    static let insertSQL = insertColumns + " " + rowMarks
    static let insertOrSkipSQL = insertSQL + " ON CONFLICT DO NOTHING"

    /// One INSERT of `rows` rows that skips duplicates (for `StoreWriter.flushQueued`).
    static func insertOrSkipSQL(rows: Int) -> String {
        insertColumns + " " + Array(repeating: rowMarks, count: rows).joined(separator: ", ") + " ON CONFLICT DO NOTHING"
    }

    static func decode(_ row: Row) throws -> WorkoutSet {
        let weightValue: Double? = (try row.decode(atIndex: 8))
        let unitText: String? = (try row.decode(atIndex: 9))
        var weight: Weight?
        if let weightValue, let unit = unitText.flatMap(WeightUnit.init(rawValue:)) {
            weight = Weight(weightValue, unit)
        }
        let dayText: String = (try row.decode(atIndex: 5))
        let batch: String? = (try row.decode(atIndex: 19))
        return WorkoutSet(
            id: UUID(uuidString: (try row.decode(atIndex: 1))) ?? UUID(), number: (try row.decode(atIndex: 0)), exerciseId: UUID(uuidString: (try row.decode(atIndex: 2))) ?? UUID(),
            performedAt: Date(timeIntervalSince1970: Double((try row.decode(Int64.self, atIndex: 3))) / 1000), utcOffset: (try row.decode(atIndex: 4)),
            day: (try? Day(parsing: dayText)) ?? Day(daysSinceEpoch: 0), position: (try row.decode(atIndex: 6)), reps: (try row.decode(atIndex: 7)),
            weight: weight, isBodyweight: (try row.decode(atIndex: 10)), rpe: (try row.decode(atIndex: 11)), rir: (try row.decode(atIndex: 12)),
            type: SetType(rawValue: (try row.decode(atIndex: 13))) ?? .normal, duration: (try row.decode(atIndex: 14)), distance: (try row.decode(atIndex: 15)), note: text(row, 16),
            source: (try row.decode(atIndex: 17)), sourceKey: (try row.decode(atIndex: 18)), batchId: batch.flatMap(UUID.init(uuidString:)),
            createdAt: Date(timeIntervalSince1970: Double((try row.decode(Int64.self, atIndex: 20))) / 1000))
    }

    /// A text column selected as a BLOB, whole: SQLite hands TEXT to GRDB as a
    /// C string, which ends at the first NUL ("a\u{0}b" would read as "a").
    static func text(_ row: Row, _ index: Int) -> String? {
        let value: DatabaseValue = row[index]
        return Data.fromDatabaseValue(value).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Inserts one validated set. Returns its number, or nil when `skipDuplicates`
    /// and a set with the same id or the same (source, sourceKey) exists.
    /// `exercise` and `batch` are the row numbers of the set's exercise and batch.
    static func insert(_ db: Database, _ set: WorkoutSet, exercise: Int64, batch: Int64?, position: Int,
                       skipDuplicates: Bool) throws -> Int64? {
        let statement = try db.cachedStatement(sql: skipDuplicates ? insertOrSkipSQL : insertSQL)
        return try insert(db, statement.sqliteStatement, set, exercise: exercise, batch: batch, position: position)
    }

    /// Binds the columns of one set from parameter `bind.index` on (21 of them).
    static func bind(_ bind: inout Binder, _ set: WorkoutSet, exercise: Int64, batch: Int64?, position: Int) {
        // Bound straight through the SQLite C API: GRDB's StatementArguments box every
        // column, which was most of the Swift time of a million-set import. The entry's
        // fields are read on the entry: `set.reps` goes through a key path (dynamic member
        // lookup), whose generic metadata lookups were the largest Swift cost left here.
        let entry = set.entry
        bind.uuid(set.id)
        bind.int(exercise)
        bind.int(WorkoutSet.milliseconds(set.performedAt))
        bind.int(Int64(set.utcOffset))
        bind.day(set.day)
        bind.int(Int64(position))
        bind.int(entry.reps.map(Int64.init))
        bind.double(entry.weight?.value)
        bind.text(entry.weight?.unit.rawValue)
        bind.double(entry.weight?.value(in: .kg))
        bind.int(entry.isBodyweight ? 1 : 0)
        bind.double(entry.rpe)
        bind.double(entry.rir)
        bind.text(entry.type.rawValue)
        bind.double(entry.duration)
        bind.double(entry.distance)
        bind.text(entry.note)
        bind.text(set.source)
        bind.text(set.sourceKey)
        bind.int(batch)
        bind.int(WorkoutSet.milliseconds(set.createdAt))
    }

    /// Inserts one set with a prepared single-row INSERT (`insertSQL` or `insertOrSkipSQL`).
    static func insert(_ db: Database, _ statement: OpaquePointer, _ set: WorkoutSet, exercise: Int64, batch: Int64?,
                       position: Int) throws -> Int64? {
        var binder = Binder(statement)
        bind(&binder, set, exercise: exercise, batch: batch, position: position)
        try step(db, statement, set)
        return db.changesCount == 0 ? nil : db.lastInsertedRowID
    }

    /// Runs a bound INSERT and resets it; failures become the store's errors (naming `set`).
    static func step(_ db: Database, _ statement: OpaquePointer, _ set: WorkoutSet) throws {
        let code = sqlite3_step(statement)
        let extended = sqlite3_extended_errcode(db.sqliteConnection)
        let message = code == SQLITE_DONE ? "" : String(cString: sqlite3_errmsg(db.sqliteConnection))
        sqlite3_reset(statement)
        if code != SQLITE_DONE {
            let result = ResultCode(rawValue: extended)
            if result == .SQLITE_CONSTRAINT_UNIQUE || result == .SQLITE_CONSTRAINT_PRIMARYKEY {
                throw StoreError.conflictingSet(set.id.uuidString)
            }
            if result == .SQLITE_CONSTRAINT_FOREIGNKEY { throw StoreError.missingExercise(set.exerciseId.uuidString) }
            if code == SQLITE_BUSY { throw StoreError.busy }
            // As GRDB would report it, so the caller's mapping adds the file's path.
            throw DatabaseError(resultCode: result, message: message)
        }
    }

    /// The positions the stored sets of `day` hold.
    static func positions(_ db: Database, day: Day) throws -> Set<Int> {
        Set(try Int.fetchAll(db, sql: "SELECT position FROM workoutSet WHERE day = ?", arguments: [day.description]))
    }

    static func nextPosition(_ db: Database, day: Day) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT MAX(position) FROM workoutSet WHERE day = ?",
                         arguments: [day.description]).map { $0 + 1 } ?? 1
    }

    static func fetch(_ db: Database, numbers: [Int64]) throws -> [WorkoutSet] {
        // In slices: SQLite takes at most 32,766 values in one statement.
        var sets: [WorkoutSet] = []
        sets.reserveCapacity(numbers.count)
        for start in stride(from: 0, to: numbers.count, by: 500) {
            let slice = Array(numbers[start..<min(start + 500, numbers.count)])
            let marks = Array(repeating: "?", count: slice.count).joined(separator: ",")
            sets += try Row.fetchAll(db, sql: "\(select) WHERE s.number IN (\(marks))",
                                     arguments: StatementArguments(slice)).map(decode)
        }
        return sets.sorted { ($0.number ?? 0) < ($1.number ?? 0) }
    }

    /// Finds the set a user typed: its number, its full id, or an id prefix of 8+ characters.
    static func resolve(_ db: Database, reference: String) throws -> Int64 {
        let text = reference.trimmingCharacters(in: .whitespaces)
        if let number = Int64(text.hasPrefix("#") ? String(text.dropFirst()) : text) {
            // Cached statements: `sets delete -` resolves thousands of references in one transaction.
            let statement = try db.cachedStatement(sql: "SELECT number FROM workoutSet WHERE number = ?")
            if try Int64.fetchOne(statement, arguments: [number]) != nil {
                return number
            }
            throw StoreError.unknownSet(reference)
        }
        let upper = text.uppercased()
        guard upper.count >= 8, upper.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            throw StoreError.unknownSet(reference)
        }
        let statement = try db.cachedStatement(sql: "SELECT number FROM workoutSet WHERE id >= ? AND id < ? LIMIT 2")
        let matches = try Int64.fetchAll(statement, arguments: [upper, upper + "\u{7F}"])
        guard matches.count < 2 else { throw StoreError.ambiguousSet(reference) }
        guard matches.count == 1 else { throw StoreError.unknownSet(reference) }
        return matches[0]
    }

    /// `references` resolved, each set once, in the order first given; an unknown one throws.
    static func resolve(_ db: Database, references: [String]) throws -> [Int64] {
        // A set, not a scan of the list: `sets delete -` may be given a whole import's ids.
        var numbers: [Int64] = []
        var seen: Set<Int64> = []
        numbers.reserveCapacity(references.count)
        for reference in references {
            let number = try resolve(db, reference: reference)
            if seen.insert(number).inserted { numbers.append(number) }
        }
        return numbers
    }

    static func delete(_ db: Database, numbers: [Int64]) throws {
        let statement = try db.cachedStatement(sql: "DELETE FROM workoutSet WHERE number = ?")
        for number in numbers {
            try statement.execute(arguments: [number])
        }
    }

    static func createBatch(_ db: Database, source: String) throws -> (id: UUID, number: Int64) {
        let id = WorkoutSet.newID()
        try db.execute(sql: "INSERT INTO batch (id, source, createdAt) VALUES (?, ?, ?)",
                       arguments: [id.uuidString, source, WorkoutSet.milliseconds(Date())])
        return (id, db.lastInsertedRowID)
    }

    static func batchNumber(_ db: Database, id: UUID) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT number FROM batch WHERE id = ?", arguments: [id.uuidString])
    }
}

/// Binds one row's parameters in order (1, 2, …); nil binds NULL. Every
/// parameter is bound each time, so a statement needs no clearing between rows.
struct Binder {
    let statement: OpaquePointer
    var index: Int32 = 1

    init(_ statement: OpaquePointer) { self.statement = statement }

    // SQLite copies the text before returning (SQLITE_TRANSIENT).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    mutating func int(_ value: Int64?) {
        if let value { sqlite3_bind_int64(statement, index, value) } else { sqlite3_bind_null(statement, index) }
        index += 1
    }

    mutating func double(_ value: Double?) {
        if let value { sqlite3_bind_double(statement, index, value) } else { sqlite3_bind_null(statement, index) }
        index += 1
    }

    /// The id as `uuidString` spells it (upper case, dashes), from bytes on the stack.
    mutating func uuid(_ id: UUID) {
        let digits: StaticString = "0123456789ABCDEF"
        var text: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &text) { out in
            withUnsafeBytes(of: id.uuid) { bytes in
                let hex = digits.utf8Start
                var o = 0
                for index in 0..<16 {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        out[o] = UInt8(ascii: "-")
                        o += 1
                    }
                    out[o] = hex[Int(bytes[index] >> 4)]
                    out[o + 1] = hex[Int(bytes[index] & 0x0F)]
                    o += 2
                }
            }
            _ = sqlite3_bind_text(statement, index, out.baseAddress?.assumingMemoryBound(to: CChar.self), 36, Binder.transient)
        }
        index += 1
    }

    /// The day as `Day.description` spells it (`YYYY-MM-DD`; years are 1...9999).
    mutating func day(_ day: Day) {
        var text: (UInt64, UInt16) = (0, 0)
        withUnsafeMutableBytes(of: &text) { out in
            func put(_ value: Int, _ at: Int, _ width: Int) {
                var rest = value
                for offset in stride(from: width - 1, through: 0, by: -1) {
                    out[at + offset] = UInt8(48 + rest % 10)
                    rest /= 10
                }
            }
            put(day.year, 0, 4)
            out[4] = UInt8(ascii: "-")
            put(day.month, 5, 2)
            out[7] = UInt8(ascii: "-")
            put(day.day, 8, 2)
            _ = sqlite3_bind_text(statement, index, out.baseAddress?.assumingMemoryBound(to: CChar.self), 10, Binder.transient)
        }
        index += 1
    }

    mutating func text(_ value: String?) {
        if var value {
            value.withUTF8 { bytes in
                _ = sqlite3_bind_text(statement, index, UnsafeRawPointer(bytes.baseAddress)?
                    .assumingMemoryBound(to: CChar.self), Int32(bytes.count), Binder.transient)
            }
        } else {
            sqlite3_bind_null(statement, index)
        }
        index += 1
    }
}
