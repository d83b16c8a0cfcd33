import Foundation
import GRDB
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

@Suite struct SchemaUpgradeTests {
    /// Fixtures/databases/schema-1.sqlite was written by RepChart at schema 1:
    /// 14 sets of Bench Press, squat and pull-up on 2026-11-16…18.
    @Test func upgradesAnOlderFileAfterABackupCopy() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try copyDatabaseFixture("schema-1.sqlite", into: folder)
        let original = try databaseContent(path)
        #expect(try appliedMigrations(path) == ["1-log"])

        let store = try WorkoutStore(path: path)
        let upgrade = try #require(store.upgrade)
        #expect(upgrade.fromVersion == 1 && upgrade.version == WorkoutStore.schemaVersion)
        let backup = try #require(upgrade.backup)
        #expect(backup == path + ".schema-1.backup")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int)
        #expect(mode & 0o777 == 0o600)

        // The copy is the old file: same schema, same rows.
        #expect(try appliedMigrations(backup) == ["1-log"])
        let copy = try DatabaseQueue(path: backup)
        let copiedSets = try copy.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workoutSet") }
        let integrity = try copy.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
        try copy.close()
        #expect(copiedSets == 14)
        #expect(integrity == "ok")
        #expect(try databaseContent(backup) == original)

        // The upgraded file keeps every set and records the upgrade.
        #expect(try appliedMigrations(path) == ["1-log", "2-schema-change", "3-set-id-index"])
        #expect(try store.setCount() == 14)
        #expect(try store.exercises().map(\.name).sorted() == ["Bench Press", "pull-up", "squat"])
        let changes = try store.reading { db in try SchemaChange.all(db) }
        #expect(changes.map(\.fromVersion) == [1])
        #expect(changes.first?.backup == backup)

        // Opening again upgrades nothing and copies nothing.
        let again = try WorkoutStore(path: path)
        #expect(again.upgrade == nil)
        let backups = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".backup") }
        #expect(backups == ["log.sqlite.schema-1.backup"])
    }

    /// Fixtures/databases/schema-2.sqlite was written by RepChart at schema 2
    /// (its `repchart` CLI): 21 sets of 7 exercises, logged and imported (a
    /// Strong CSV with source keys), two aliases, a muscle mapping, settings,
    /// an undone log and deleted sets, the last of them set 24.
    @Test func upgradesAVersion2FileKeepingEveryRowNumberAndIndex() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try copyDatabaseFixture("schema-2.sqlite", into: folder)
        let original = try databaseContent(path)
        #expect(try appliedMigrations(path) == ["1-log", "2-schema-change"])

        let store = try WorkoutStore(path: path)
        let upgrade = try #require(store.upgrade)
        #expect(upgrade.fromVersion == 2 && upgrade.version == 3)
        let backup = try #require(upgrade.backup)
        #expect(backup == path + ".schema-2.backup")
        #expect(try databaseContent(backup) == original)
        #expect(try appliedMigrations(path) == ["1-log", "2-schema-change", "3-set-id-index"])

        // Every row of every table as it was (sqlite_sequence included: set 24 was
        // deleted, its number is still taken), the set table's definition and
        // the migration records aside.
        let upgraded = try databaseContent(path)
        func rows(_ lines: [String]) -> [String] {
            lines.filter { !$0.hasPrefix("CREATE ") && !$0.hasPrefix("schemaChange: ") && !$0.hasPrefix("grdb_migrations: ") }
        }
        #expect(rows(upgraded) == rows(original))
        #expect(rows(original).count(where: { $0.hasPrefix("workoutSet: ") }) == 21)
        #expect(rows(original).contains("sqlite_sequence: [name:\"workoutSet\" seq:24]"))
        // The same indexes, and the id's uniqueness now in an index of its own.
        let indexes = { (lines: [String]) in lines.filter { $0.hasPrefix("CREATE INDEX") || $0.hasPrefix("CREATE UNIQUE INDEX") } }
        #expect(indexes(upgraded).sorted() == (indexes(original) + [SetIDIndexMigration.idIndex]).sorted())
        let otherDefinitions = { (lines: [String]) in
            lines.filter { $0.hasPrefix("CREATE TABLE") && !$0.contains("TABLE workoutSet") && !$0.contains("TABLE \"workoutSet\"") }
        }
        #expect(otherDefinitions(upgraded) == otherDefinitions(original))
        // (SQLite quotes the name of a renamed table.)
        let definition = SetIDIndexMigration.table.replacingOccurrences(of: "TABLE workoutSet", with: "TABLE \"workoutSet\"")
        #expect(upgraded.contains(definition))
        try store.reading { db in
            let index = try #require(try db.indexes(on: "workoutSet").first { $0.name == "workoutSet_id" })
            #expect(index.isUnique && index.columns == ["id"])
            #expect(try db.indexes(on: "workoutSet").allSatisfy { !$0.name.hasPrefix("sqlite_autoindex") })
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
            #expect(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty)
            #expect(try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") == true)
            let columns = try db.columns(in: "workoutSet").map(\.name)
            #expect(columns == SetIDIndexMigration.columns.components(separatedBy: ", ")
                        .map { $0.trimmingCharacters(in: .whitespaces) })
        }
        let changes = try store.reading { db in try SchemaChange.all(db) }
        #expect(changes.map(\.version) == [2, 3])
        #expect(changes.map(\.fromVersion) == [0, 2])
        #expect(changes.map(\.backup) == [nil, backup])

        // The log works as before: a set's id is still unique, numbers are never
        // given again, foreign keys still hold.
        let stored = try #require(try store.sets().first { $0.sourceKey == nil })
        #expect {
            _ = try store.insert([stored])
        } throws: { error in
            guard let error = error as? StoreError, case .conflictingSet = error else { return false }
            return true
        }
        var fresh = stored
        fresh.id = UUID()
        fresh.number = nil
        fresh.position = nil
        let added = try store.insert([fresh])
        #expect(added.inserted.map(\.number) == [25])
        var orphan = fresh
        orphan.id = UUID()
        orphan.exerciseId = UUID()
        #expect(throws: StoreError.self) { _ = try store.insert([orphan]) }
        #expect(try store.setCount() == 22)
        #expect(try store.exercises().count == 7)

        let again = try WorkoutStore(path: path)
        #expect(again.upgrade == nil)
    }

    @Test func anExistingBackupIsNeverOverwritten() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try copyDatabaseFixture("schema-1.sqlite", into: folder)
        try Data("an older copy the user keeps".utf8).write(to: URL(fileURLWithPath: path + ".schema-1.backup"))
        let store = try WorkoutStore(path: path)
        #expect(store.upgrade?.backup == path + ".schema-1-2.backup")
        #expect(try String(contentsOfFile: path + ".schema-1.backup", encoding: .utf8) == "an older copy the user keeps")
        #expect(try appliedMigrations(path + ".schema-1-2.backup") == ["1-log"])
    }

    @Test func aNewFileRecordsItsCreationAndMakesNoCopy() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        #expect(store.upgrade == nil)
        let changes = try store.reading { db in try SchemaChange.all(db) }
        #expect(changes.count == 1)
        #expect(changes.first?.fromVersion == 0 && changes.first?.version == WorkoutStore.schemaVersion)
        #expect(changes.first?.backup == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains("backup") })
    }

    @Test func aFileFromANewerRepChartIsRefusedUntouched() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try copyDatabaseFixture("schema-1.sqlite", into: folder)
        _ = try WorkoutStore(path: path)
        try markAsNewerSchema(path)
        let before = try databaseContent(path)
        #expect {
            _ = try WorkoutStore(path: path)
        } throws: { error in
            guard let error = error as? StoreError, case .newerSchema(path, 4) = error else { return false }
            return error.description.contains("newer RepChart (schema 4; this one reads up to 3)")
                && error.description.contains(path)
        }
        #expect(try databaseContent(path) == before)
        #expect(try appliedMigrations(path) == ["1-log", "2-schema-change", "3-set-id-index", "4-future"])
    }

    /// The set table is written once (`SetIDIndexMigration.table`); migration
    /// "1-log" derives its older form from it, which must be the very text the
    /// schema-1 fixture holds, and a new file ends with the current form.
    @Test func theSetTableIsDefinedOnceForOldAndNewFiles() throws {
        let fixture = try databaseContent(databaseFixtures + "/schema-1.sqlite")
        #expect(fixture.contains(SetIDIndexMigration.tableBeforeMigration))
        #expect(SetIDIndexMigration.tableBeforeMigration != SetIDIndexMigration.table)
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let definition = try store.reading { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'workoutSet'")
        }
        #expect(definition == SetIDIndexMigration.table.replacingOccurrences(of: "TABLE workoutSet", with: "TABLE \"workoutSet\""))
    }

    @Test func schemaVersionsComeFromMigrationNumbers() {
        #expect(Schema.version(applied: []) == 0)
        #expect(Schema.version(applied: ["1-log"]) == 1)
        #expect(Schema.version(applied: ["1-log", "2-schema-change", "10-later"]) == 10)
        #expect(Schema.migrator().migrations.last.map { Schema.version(applied: [$0]) } == Schema.currentVersion)
    }
}
