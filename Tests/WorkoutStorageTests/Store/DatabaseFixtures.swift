import Foundation
import RepChartTestSupport
import GRDB
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

/// The repository's Fixtures/databases folder: files written by earlier RepChart versions.
let databaseFixtures = Repository.path("Fixtures/databases")

/// A copy of a fixture database in `folder`, as a user's file would be.
func copyDatabaseFixture(_ name: String, into folder: TestFolder, as file: String = "log.sqlite") throws -> String {
    let path = folder.file(file)
    try FileManager.default.copyItem(atPath: databaseFixtures + "/" + name, toPath: path)
    return path
}

/// The file's bytes, to show that something left it alone.
func fileBytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

/// Migration identifiers applied to the file, read without RepChart.
func appliedMigrations(_ path: String) throws -> [String] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
}

/// Adds a migration this build does not know, as a newer RepChart would.
func markAsNewerSchema(_ path: String, identifier: String = "4-future") throws {
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [identifier]) }
    try queue.close()
}

/// Every table's definition and rows, as text: what a user would call the
/// database's content. (Opening a WAL file with GRDB rewrites a few bytes of
/// it, creating and dropping a scratch table, so bytes alone cannot show
/// that nothing changed.)
func databaseContent(_ path: String) throws -> [String] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
        var lines: [String] = []
        let tables = try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
        for table in tables {
            let name: String = table["name"]
            lines.append(table["sql"])
            guard try db.tableExists(name) else { continue }
            for row in try Row.fetchAll(db, sql: "SELECT * FROM \(name.quotedDatabaseIdentifier)") {
                lines.append("\(name): \(row)")
            }
        }
        return lines
    }
}
