import Foundation
import GRDB
import Testing
@testable import WorkoutStorage
import StoreTestSupport

/// A bulk load with a rollback journal keeps its pages in memory only up to
/// its spill size; past it SQLite writes them to the file before the commit,
/// so an import's memory stays bounded whatever the file's length (issue 42.12).
@Suite struct BulkLoadSpillTests {
    private func database(_ folder: TestFolder) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: folder.file("spill.sqlite"))
        try queue.writeWithoutTransaction { db in
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "CREATE TABLE load (id INTEGER PRIMARY KEY, payload BLOB)")
        }
        return queue
    }

    @Test func aSpillSizeThatIsAMultipleOf256PagesStillSpills() throws {
        let folder = try TestFolder()
        let queue = try database(folder)
        // 1 MiB of 4 KiB pages is 256 pages: SQLite would read the number as "off".
        let spill = try queue.writeWithoutTransaction { db -> Int? in
            guard let journal = BulkJournal.enter(db, spillKilobytes: 1024) else { return nil }
            defer { journal.leave(db) }
            return try Int.fetchOne(db, sql: "PRAGMA cache_spill")
        }
        #expect((spill ?? 0) >= 256, "cache_spill reads \(String(describing: spill)): 0 is off")
    }

    @Test func aBulkLoadPastItsSpillSizeWritesToTheFileBeforeItCommits() throws {
        let folder = try TestFolder()
        let queue = try database(folder)
        let path = folder.file("spill.sqlite")
        let sizes = try queue.writeWithoutTransaction { db -> (before: Int, during: Int)? in
            guard let journal = BulkJournal.enter(db, spillKilobytes: 1024) else { return nil }
            defer { journal.leave(db) }
            try db.execute(sql: "PRAGMA cache_size = -512")
            let before = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
            var during = 0
            try db.inTransaction {
                // 8 MiB of new pages, eight times the spill size.
                for _ in 0..<2048 { try db.execute(sql: "INSERT INTO load (payload) VALUES (randomblob(4000))") }
                during = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
                return .commit
            }
            return (before, during)
        }
        let seen = try #require(sizes)
        #expect(seen.during > seen.before + 4 << 20, "the file grew from \(seen.before) to \(seen.during) bytes before the commit")
    }

    @Test func leavingPutsBackASpillSizeThatIsAMultipleOf256Pages() throws {
        let folder = try TestFolder()
        let queue = try database(folder)
        let after = try queue.writeWithoutTransaction { db -> Int? in
            try BulkJournal.setSpill(db, pages: 512)
            guard let journal = BulkJournal.enter(db, spillKilobytes: 1024) else { return nil }
            journal.leave(db)
            return try Int.fetchOne(db, sql: "PRAGMA cache_spill")
        }
        #expect(after == 512)
    }
}
