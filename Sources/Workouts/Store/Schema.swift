import GRDB

/// The database schema as a list of versioned migrations. Never edit a
/// shipped migration; add a new one.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE exercise (
                    id        TEXT NOT NULL PRIMARY KEY,        -- UUID
                    name      TEXT NOT NULL,
                    nameKey   TEXT NOT NULL UNIQUE,             -- cleaned, lower-cased name
                    color     TEXT NOT NULL,                    -- #RRGGBB
                    kind      TEXT NOT NULL,
                    createdAt INTEGER NOT NULL                  -- ms since 1970
                );
                CREATE TABLE exerciseAlias (
                    aliasKey   TEXT NOT NULL PRIMARY KEY,
                    alias      TEXT NOT NULL,
                    exerciseId TEXT NOT NULL REFERENCES exercise(id) ON DELETE CASCADE ON UPDATE CASCADE
                );
                CREATE INDEX exerciseAlias_exercise ON exerciseAlias(exerciseId);
                CREATE TABLE batch (
                    id        TEXT NOT NULL PRIMARY KEY,        -- UUID
                    source    TEXT NOT NULL,                    -- log, an importer's name
                    createdAt INTEGER NOT NULL
                );
                CREATE TABLE workoutSet (
                    number      INTEGER PRIMARY KEY,            -- short id shown by the CLI
                    id          TEXT NOT NULL UNIQUE,           -- stable UUID
                    exerciseId  TEXT NOT NULL REFERENCES exercise(id) ON UPDATE CASCADE,
                    performedAt INTEGER NOT NULL,               -- ms since 1970, UTC
                    utcOffset   INTEGER NOT NULL,               -- seconds east of UTC
                    day         TEXT NOT NULL,                  -- local day, YYYY-MM-DD
                    position    INTEGER NOT NULL,               -- order within the day
                    reps        INTEGER,
                    weight      REAL,                           -- as entered (signed for bodyweight)
                    unit        TEXT CHECK (unit IN ('kg', 'lb')),
                    loadKg      REAL,                           -- weight in kg, for sums only
                    bodyweight  INTEGER NOT NULL DEFAULT 0,
                    rpe         REAL,
                    rir         REAL,
                    type        TEXT NOT NULL DEFAULT 'normal',
                    duration    REAL,                           -- seconds
                    distance    REAL,                           -- metres
                    note        TEXT,
                    source      TEXT NOT NULL,
                    sourceKey   TEXT,
                    batchId     TEXT REFERENCES batch(id) ON DELETE SET NULL,
                    createdAt   INTEGER NOT NULL,
                    CHECK ((weight IS NULL) = (unit IS NULL))
                );
                CREATE INDEX workoutSet_day ON workoutSet(day);
                CREATE INDEX workoutSet_exercise_day ON workoutSet(exerciseId, day);
                CREATE INDEX workoutSet_batch ON workoutSet(batchId);
                CREATE UNIQUE INDEX workoutSet_source ON workoutSet(source, sourceKey) WHERE sourceKey IS NOT NULL;
                CREATE TABLE setting (
                    key   TEXT NOT NULL PRIMARY KEY,
                    value TEXT NOT NULL
                );
                """)
        }
        return migrator
    }
}
