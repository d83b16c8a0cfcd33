import Foundation
import GRDB
import WorkoutModel

/// The database schema as a list of versioned migrations. Never edit a
/// shipped migration; add a new one, named "N-what" where N is the schema
/// version it brings the file to.
///
/// Set rows refer to exercises and batches by small integer keys (the UUIDs
/// live once, in their own tables), which keeps the indexes compact: the
/// (day, …) index covers every column the weekly totals read, so a week is
/// summed from the index alone.
enum Schema {
    /// Identifiers of migrations from development builds that must not be reused.
    static let retiredIdentifiers: Set<String> = ["v1"]

    /// The schema version this build writes: the number of its last migration.
    static let currentVersion = StoreError.newestSchema

    /// The schema version of a file with `applied` migrations: the highest "N-" prefix
    /// (0 for a fresh file). A number above `currentVersion` means a newer RepChart.
    static func version(applied: Set<String>) -> Int {
        applied.compactMap { identifier in identifier.split(separator: "-").first.flatMap { Int($0) } }.max() ?? 0
    }

    /// True when `applied` holds migrations this build does not know: the file
    /// was written by a newer RepChart.
    static func isNewer(applied: Set<String>) -> Bool {
        version(applied: applied) > currentVersion || !applied.isSubset(of: Set(migrator().migrations))
    }

    /// Every migration. `backup` is the copy `SchemaUpgrade` made of an older file
    /// before migrating it, recorded in `schemaChange` so `repchart doctor` can say where it is.
    static func migrator(backup: String? = nil, upgradingFrom oldVersion: Int = 0) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("1-log") { db in
            try db.execute(sql: """
                CREATE TABLE batch (
                    number    INTEGER PRIMARY KEY,
                    id        TEXT NOT NULL UNIQUE,            -- UUID
                    source    TEXT NOT NULL,                   -- log, an importer's name
                    createdAt INTEGER NOT NULL
                );
                CREATE TABLE exercise (
                    number    INTEGER PRIMARY KEY,             -- compact key for set rows
                    id        TEXT NOT NULL UNIQUE,            -- stable UUID
                    name      TEXT NOT NULL,
                    nameKey   TEXT NOT NULL UNIQUE,            -- cleaned, lower-cased name
                    color     TEXT NOT NULL,                   -- #RRGGBB
                    kind      TEXT NOT NULL,
                    batch     INTEGER REFERENCES batch(number) ON DELETE SET NULL, -- the write that created it
                    createdAt INTEGER NOT NULL                 -- ms since 1970
                );
                CREATE TABLE exerciseAlias (
                    aliasKey TEXT NOT NULL PRIMARY KEY,
                    alias    TEXT NOT NULL,
                    exercise INTEGER NOT NULL REFERENCES exercise(number) ON DELETE CASCADE
                );
                CREATE INDEX exerciseAlias_exercise ON exerciseAlias(exercise);
                \(SetIDIndexMigration.tableBeforeMigration);
                CREATE INDEX workoutSet_day
                    ON workoutSet(day, exercise, type, reps, loadKg, bodyweight, duration, distance);
                CREATE INDEX workoutSet_exercise_day ON workoutSet(exercise, day);
                CREATE INDEX workoutSet_batch ON workoutSet(batch);
                CREATE UNIQUE INDEX workoutSet_source ON workoutSet(source, sourceKey) WHERE sourceKey IS NOT NULL;
                CREATE TABLE setting (
                    key   TEXT NOT NULL PRIMARY KEY,
                    value TEXT NOT NULL
                );
                """)
        }
        migrator.registerMigration("2-schema-change") { db in
            // One row per schema upgrade: when, from which version, and where the copy
            // of the old file went. Later migrations add their own row.
            try db.execute(sql: """
                CREATE TABLE schemaChange (
                    version     INTEGER PRIMARY KEY,           -- the schema version reached
                    fromVersion INTEGER NOT NULL,              -- 0 for a new file
                    changedAt   INTEGER NOT NULL,              -- ms since 1970
                    backup      TEXT                           -- copy of the file before the change
                );
                """)
            try SchemaChange(version: 2, fromVersion: oldVersion, changedAt: Date(), backup: backup).insert(db)
        }
        migrator.registerMigration("3-set-id-index") { db in
            try SetIDIndexMigration.run(db)
            // One row per upgrade: when "2-schema-change" ran in the same upgrade
            // (a new file, or one from schema 1), its row now names this version.
            if oldVersion < 2 {
                try db.execute(sql: "UPDATE schemaChange SET version = 3 WHERE version = 2")
            } else {
                try SchemaChange(version: 3, fromVersion: oldVersion, changedAt: Date(), backup: backup).insert(db)
            }
        }
        return migrator
    }

    /// Indexes no migration makes, each with its owner and the reason: one.
    ///
    /// `workoutSet_records` (exercise, reps, bodyweight, loadKg, day, position)
    /// is owned by `RecordSeeds`, which finds an exercise's records by seeking
    /// it, and built by `log` (`indexRecordsIfLarge`) the first time an
    /// exercise has `RecordSeeds.indexedFrom` sets. Lazily, not in a
    /// migration: only big histories need it, so ordinary logs and imports do
    /// not pay for it (seconds on a million sets), the schema version stays
    /// and other RepChart versions read the file as it was. Without it records
    /// come from a pass over the exercise's sets; `CREATE … IF NOT EXISTS`, so
    /// building it twice is harmless.
    static let lazyIndexes: [(name: String, sql: String)] = [(RecordSeeds.indexName, recordsIndex)]

    // The one table no migration makes, for the same reasons: `keptSet`
    // (`KeptSets`), made by the first `sets keep`; a log without it keeps no sets.

    /// The records index's statement (see `lazyIndexes`).
    static let recordsIndex = "CREATE INDEX IF NOT EXISTS workoutSet_records "
        + "ON workoutSet(exercise, reps, bodyweight, loadKg, day, position)"
}
