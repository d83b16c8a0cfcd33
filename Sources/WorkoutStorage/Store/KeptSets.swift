import Foundation
import GRDB
import WorkoutModel

/// Sets the lifter said are real, so the likely-typo rule (`UnlikelyLevel`)
/// never leaves them out of records: a real jump (a first heavy single, a
/// return to form) is told once and counted from then on.
///
/// The table is made by the first `keep`, not by a migration: only a lifter
/// who answers a typo warning needs it, the schema version stays and older
/// RepChart versions read the file as it was. A mark holds the set as it
/// was kept (reps, weight, unit): a set changed since (re-imported with new
/// values) is judged again. A set holds a mark for each of its values that
/// was kept, so undoing the import that changed it brings back a kept set.
/// Set numbers are never reused, so a mark left by a deleted set matches nothing.
enum KeptSets {
    static let table = "keptSet"

    static let create = """
        CREATE TABLE IF NOT EXISTS keptSet (
            number  INTEGER NOT NULL,     -- workoutSet.number, never reused
            reps    INTEGER,              -- the set as it was kept
            weight  REAL,
            unit    TEXT,
            keptAt  INTEGER NOT NULL      -- ms since 1970
        )
        """

    /// One mark per set and values; an index, since a UNIQUE constraint holds NULLs (a set without a weight) apart.
    static let createIndex = """
        CREATE UNIQUE INDEX IF NOT EXISTS keptSet_values
        ON keptSet(number, ifnull(reps, ''), ifnull(weight, ''), ifnull(unit, ''))
        """

    /// Makes the table, or gives a table of one mark per set (as the first
    /// kept marks were stored) a mark per kept value.
    static func prepare(_ db: Database) throws {
        if try db.tableExists(table), try db.primaryKey(table).columns == ["number"] {
            try db.execute(sql: "ALTER TABLE keptSet RENAME TO keptSetOne")
            try db.execute(sql: create)
            try db.execute(sql: "INSERT INTO keptSet SELECT number, reps, weight, unit, keptAt FROM keptSetOne")
            try db.execute(sql: "DROP TABLE keptSetOne")
        }
        try db.execute(sql: create)
        try db.execute(sql: createIndex)
    }

    /// Sets marked real and unchanged since: `k` the mark, `s` the set.
    static let unchanged = """
        keptSet k JOIN workoutSet s ON s.number = k.number
        WHERE s.reps IS k.reps AND s.weight IS k.weight AND s.unit IS k.unit
        """

    /// The numbers of sets marked real and unchanged since; empty without the table.
    static func numbers(_ db: Database) throws -> Set<Int64> {
        guard try db.tableExists(table) else { return [] }
        return try Set(Int64.fetchAll(db, sql: "SELECT DISTINCT k.number FROM \(unchanged)"))
    }

    /// The days in `range` holding a set of `exerciseId` marked real and unchanged since.
    static func days(_ db: Database, exerciseId: UUID, in range: DayRange) throws -> Set<Day> {
        guard try db.tableExists(table) else { return [] }
        let days = try String.fetchAll(db, sql: """
            SELECT DISTINCT s.day FROM \(unchanged)
              AND s.exercise = (SELECT number FROM exercise WHERE id = ?) AND s.day BETWEEN ? AND ?
            """, arguments: [exerciseId.uuidString, range.from.description, range.to.description])
        return Set(days.compactMap { try? Day(parsing: $0) })
    }

    /// Marks `numbers` as real, as they are now.
    static func keep(_ db: Database, numbers: [Int64], at milliseconds: Int64) throws {
        try prepare(db)
        let statement = try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO keptSet (number, reps, weight, unit, keptAt)
            SELECT number, reps, weight, unit, ? FROM workoutSet WHERE number = ?
            """)
        for number in numbers { try statement.execute(arguments: [milliseconds, number]) }
    }

    /// Takes the marks off `numbers`: they are judged as any set again.
    static func release(_ db: Database, numbers: [Int64]) throws {
        guard try db.tableExists(table) else { return }
        let statement = try db.cachedStatement(sql: "DELETE FROM keptSet WHERE number = ?")
        for number in numbers { try statement.execute(arguments: [number]) }
    }
}
