import Foundation
import GRDB
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

/// Every index a log can hold is in the schema's story: made by a migration,
/// or listed in `Schema.lazyIndexes` (the records index, which `log` builds).
@Suite struct LazyIndexTests {
    func indexNames(_ store: WorkoutStore) throws -> Set<String> {
        try store.reading { db in
            Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"))
        }
    }

    @Test func theRecordsIndexIsTheSchemasOneLazyIndex() throws {
        #expect(Schema.lazyIndexes.map(\.name) == ["workoutSet_records"])
        #expect(RecordSeeds.index == Schema.lazyIndexes[0].sql)
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let migrated = try indexNames(store)
        #expect(!migrated.contains("workoutSet_records"))
        try store.write { writer in try writer.db.execute(sql: RecordSeeds.index) }
        #expect(try indexNames(store) == migrated.union(Schema.lazyIndexes.map(\.name)))
    }
}
