import GRDB
import WorkoutModel

/// Migration "3-set-id-index": the set id's uniqueness moves from the table
/// definition (`id TEXT NOT NULL UNIQUE`, an index SQLite creates itself and
/// never drops) to the named unique index `workoutSet_id`, so a big import
/// into an empty log can drop it and build it once at the end (see
/// `StoreWriter.beginBulkLoad`). Nothing else changes: same columns in the
/// same order, same rows and numbers, same other indexes.
///
/// SQLite cannot alter a column's constraints, so the table is rebuilt with
/// SQLite's own procedure (https://www.sqlite.org/lang_altertable.html#otheralter):
/// GRDB runs every migration with foreign keys off, in one transaction, and
/// checks `PRAGMA foreign_key_check` before it commits.
enum SetIDIndexMigration {
    /// The set table as it is from schema 3 on.
    static let table = """
        CREATE TABLE workoutSet (
            number      INTEGER PRIMARY KEY AUTOINCREMENT, -- short id shown by the CLI, never reused
            id          TEXT NOT NULL,                 -- stable UUID, unique through workoutSet_id
            exercise    INTEGER NOT NULL REFERENCES exercise(number),
            performedAt INTEGER NOT NULL,              -- ms since 1970, UTC
            utcOffset   INTEGER NOT NULL,              -- seconds east of UTC
            day         TEXT NOT NULL,                 -- local day, YYYY-MM-DD
            position    INTEGER NOT NULL,              -- order within the day
            reps        INTEGER,
            weight      REAL,                          -- as entered (signed for bodyweight)
            unit        TEXT CHECK (unit IN ('kg', 'lb')),
            loadKg      REAL,                          -- weight in kg, for sums only
            bodyweight  INTEGER NOT NULL DEFAULT 0,
            rpe         REAL,
            rir         REAL,
            type        TEXT NOT NULL DEFAULT 'normal',
            duration    REAL,                          -- seconds
            distance    REAL,                          -- metres
            note        TEXT,
            source      TEXT NOT NULL,
            sourceKey   TEXT,
            batch       INTEGER REFERENCES batch(number) ON DELETE SET NULL,
            createdAt   INTEGER NOT NULL,
            CHECK ((weight IS NULL) = (unit IS NULL))
        )
        """

    /// The set table as schemas 1 and 2 define it (migration "1-log" creates
    /// it): the same but for the id, unique in the table itself. Derived from
    /// `table` so the columns are written once.
    static let tableBeforeMigration = table.replacingOccurrences(
        of: "id          TEXT NOT NULL,                 -- stable UUID, unique through workoutSet_id",
        with: "id          TEXT NOT NULL UNIQUE,          -- stable UUID")

    /// The unique index on set ids.
    static let idIndexName = "workoutSet_id"
    static let idIndex = "CREATE UNIQUE INDEX workoutSet_id ON workoutSet(id)"

    static let columns = """
        number, id, exercise, performedAt, utcOffset, day, position, reps, weight, unit, loadKg, bodyweight, \
        rpe, rir, type, duration, distance, note, source, sourceKey, batch, createdAt
        """

    static func run(_ db: Database) throws {
        // The indexes and triggers on the table, as the file defines them (the
        // autoindex of the UNIQUE constraint has no SQL and goes with the table).
        let dependents = try String.fetchAll(db, sql: """
            SELECT sql FROM sqlite_master
            WHERE tbl_name = 'workoutSet' AND type IN ('index', 'trigger') AND sql IS NOT NULL
            ORDER BY type, name
            """)
        // AUTOINCREMENT's high-water mark goes with the dropped table: kept, so
        // the numbers of deleted sets are still never given again.
        let sequence = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'workoutSet'")
        try db.execute(sql: table.replacingOccurrences(of: "CREATE TABLE workoutSet (", with: "CREATE TABLE workoutSet_new ("))
        try db.execute(sql: "INSERT INTO workoutSet_new (\(columns)) SELECT \(columns) FROM workoutSet ORDER BY number")
        try db.execute(sql: "DROP TABLE workoutSet")
        try db.execute(sql: "ALTER TABLE workoutSet_new RENAME TO workoutSet")
        for sql in dependents { try db.execute(sql: sql) }
        try db.execute(sql: idIndex)
        if let sequence {
            try db.execute(sql: "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'workoutSet'", arguments: [sequence])
            if db.changesCount == 0 {
                try db.execute(sql: "INSERT INTO sqlite_sequence (name, seq) VALUES ('workoutSet', ?)", arguments: [sequence])
            }
        }
    }
}
