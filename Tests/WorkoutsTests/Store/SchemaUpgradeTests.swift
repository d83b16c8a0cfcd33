import Foundation
import GRDB
import Testing
@testable import Workouts

@Suite struct SchemaUpgradeTests {
    /// Fixtures/databases/schema-1.sqlite was written by RepChart at schema 1:
    /// 14 sets of Bench Press, squat and pull-up on 2026-11-16…18.
    @Test func upgradesAnOlderFileAfterABackupCopy() throws {
        let folder = try TemporaryFolder()
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
        #expect(try appliedMigrations(path) == ["1-log", "2-schema-change"])
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

    @Test func anExistingBackupIsNeverOverwritten() throws {
        let folder = try TemporaryFolder()
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
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try copyDatabaseFixture("schema-1.sqlite", into: folder)
        _ = try WorkoutStore(path: path)
        try markAsNewerSchema(path)
        let before = try databaseContent(path)
        #expect {
            _ = try WorkoutStore(path: path)
        } throws: { error in
            guard let error = error as? StoreError, case .newerSchema(path, 3) = error else { return false }
            return error.description.contains("newer RepChart (schema 3; this one reads up to 2)")
                && error.description.contains(path)
        }
        #expect(try databaseContent(path) == before)
        #expect(try appliedMigrations(path) == ["1-log", "2-schema-change", "3-future"])
    }

    @Test func schemaVersionsComeFromMigrationNumbers() {
        #expect(Schema.version(applied: []) == 0)
        #expect(Schema.version(applied: ["1-log"]) == 1)
        #expect(Schema.version(applied: ["1-log", "2-schema-change", "10-later"]) == 10)
        #expect(Schema.migrator().migrations.last.map { Schema.version(applied: [$0]) } == Schema.currentVersion)
    }
}
