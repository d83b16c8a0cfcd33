import Foundation
import GRDB
import Testing
@testable import Workouts

/// Large imports: sets written many to a statement, the file read on a
/// second thread, and the set table's indexes built once at the end. What
/// they store and what they report must be what one set at a time gave.
@Suite struct ImportBulkTests {
    private var utc: ImportOptions { ImportOptions(timeZone: importUTC) }

    /// A generated export of `sets` sets with `edit` applied to the line of set `index`.
    private func export(_ folder: TemporaryFolder, _ name: String, sets: Int,
                        editing index: Int? = nil, _ edit: (String) -> String = { $0 }) throws -> String {
        let path = folder.file(name)
        try SampleExport.write(sets: sets, toFile: path)
        if let index { try self.edit(path, index, edit) }
        return path
    }

    /// Rewrites the line of set `index` (one set a line) of the export at `path`.
    private func edit(_ path: String, _ index: Int, _ edit: (String) -> String) throws {
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("-\(String(format: "%012d", index))\"") })
        lines[line] = edit(lines[line])
        try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// The names and definitions of the set table's indexes.
    private func indexes(_ store: WorkoutStore) throws -> [String] {
        try store.reading { db in
            try String.fetchAll(db, sql: """
                SELECT name || ': ' || ifnull(sql, '') FROM sqlite_master
                WHERE type = 'index' AND tbl_name = 'workoutSet' ORDER BY name
                """)
        }
    }

    @Test func anErrorDeepInABigFileNamesItsPlaceAsBefore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Set 2500 (line 2511) says 0 reps; set 2600 names no exercise.
        let path = try export(folder, "deep.json", sets: 3000, editing: 2500) {
            $0.replacingOccurrences(of: "\"reps\": 1,", with: "\"reps\": 0,")
        }
        try edit(path, 2600) { $0.replacingOccurrences(of: "\"exercise\": \"9A000000-0000-4000-8000-000000000003\", ", with: "") }
        let store = try WorkoutStore(path: folder.file("log.sqlite"))
        let written = importFailure { try Importer.run(file: path, into: store, options: utc) }
        // The preview reads the file in one thread, one set at a time.
        let previewed = importFailure { _ = try Importer.records(file: path, options: utc) }
        let lines = try #require(written).replacingOccurrences(of: path, with: "FILE")
        #expect(written == previewed)
        #expect(lines.hasPrefix("FILE:2511:"))
        #expect(lines.contains("($.sets[2500].reps): reps 0 is below 1"))
        #expect(lines.contains("FILE:2611:5 ($.sets[2600]): missing field \"exercise\""))
        #expect(try store.setCount() == 0)
    }

    @Test func conflictsAndDuplicatesAcrossQueuedStatements() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try WorkoutStore(path: folder.file("log.sqlite"))
        let first = try Importer.run(file: try export(folder, "first.json", sets: 500), into: store, options: utc)
        #expect(first.setsAdded == 500)
        // The same 500 sets and 1000 more: statements of 32 rows, some all stored, one half.
        let overlapping = try Importer.run(file: try export(folder, "more.json", sets: 1500), into: store, options: utc)
        #expect(overlapping.setsAdded == 1000)
        #expect(overlapping.duplicatesSkipped == 500)
        // Bench, Row, Squat: the second, third and first of every three sets.
        #expect(overlapping.exercises.map(\.sets) == [333, 334, 333])
        #expect(overlapping.exercises.map(\.duplicates) == [167, 166, 167])

        // Everything as one import into a fresh log stores the same.
        let fresh = try WorkoutStore(path: folder.file("fresh.sqlite"))
        try Importer.run(file: folder.file("more.json"), into: fresh, options: utc)
        #expect(try store.sets().map(\.id) == fresh.sets().map(\.id))
        #expect(try store.sets().map(\.position) == fresh.sets().map(\.position))

        // Set 700 stored with other content: refused, named where it is, nothing written.
        let before = try Exporter.data(store)
        let changed = try export(folder, "changed.json", sets: 1500, editing: 700) {
            $0.replacingOccurrences(of: "\"reps\": 1,", with: "\"reps\": 2,")
        }
        let message = importFailure { try Importer.run(file: changed, into: store, options: utc) }
        #expect(message == "\(changed):711:5 ($.sets[700]): set 9B000000-0000-4000-8000-000000000700 is already stored with different content")
        #expect(try Exporter.data(store) == before)
    }

    @Test func aBigFileIntoASmallLogBuildsTheIndexesOnceAndTheSame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try WorkoutStore(path: folder.file("log.sqlite"))
        let expected = try indexes(store)
        try Importer.run(file: importFixture("repchart.json"), into: store, options: utc)
        // 2,000 sets, then spaces: estimated from its size, the file looks like 150,000 sets.
        let plain = try export(folder, "plain.json", sets: 2000)
        let padded = folder.file("padded.json")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: plain))
        bytes.append(Data(repeating: 0x20, count: 20 << 20))
        try bytes.write(to: URL(fileURLWithPath: padded))
        #expect(ImportWriter.estimatedSets(padded) >= StoreWriter.bulkLoadMinimumSets)

        let summary = try Importer.run(file: padded, into: store, options: utc)
        #expect(summary.setsAdded == 2000)
        #expect(try indexes(store) == expected)
        let reference = try WorkoutStore(path: folder.file("reference.sqlite"))
        try Importer.run(file: importFixture("repchart.json"), into: reference, options: utc)
        try Importer.run(file: plain, into: reference, options: utc)
        #expect(try Exporter.data(store) == Exporter.data(reference))
        #expect(try store.reading { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")

        // A refused big file leaves the indexes as they were.
        var text = try String(contentsOfFile: padded, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"reps\": 3,", with: "\"reps\": -3,")
        let bad = try writeImportFile(folder, "bad.json", text)
        #expect(importFailure { try Importer.run(file: bad, into: store, options: utc) } != nil)
        #expect(try indexes(store) == expected)
        #expect(try Exporter.data(store) == Exporter.data(reference))
    }

    @Test func positionsOfSetsWithoutOneDuringABulkLoad() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let exercise = try store.addExercise("Squat")
        let monday = day("2026-11-16")
        func set(_ position: Int?) -> WorkoutSet {
            WorkoutSet(exerciseId: exercise.id, performedAt: Date(timeIntervalSince1970: 1_763_300_000), utcOffset: 0,
                       day: monday, position: position, reps: 5)
        }
        try store.insert([set(nil), set(nil)])
        let positions = try store.write { writer in
            #expect(try writer.beginBulkLoad(expectedSets: 1_000_000))
            let batch = try writer.beginBatch(source: "import")
            var queued = set(7)
            queued.batchId = batch
            try writer.queue(queued, index: 1)
            var added: [Bool] = []
            try writer.flushQueued { _, _, isAdded in added.append(isAdded) }
            #expect(added == [true])
            let next = try writer.insert(set(nil))?.position
            let other = try writer.insert(WorkoutSet(exerciseId: exercise.id, performedAt: Date(), utcOffset: 0,
                                                     day: day("2026-11-17"), reps: 5))?.position
            try writer.finishBulkLoad()
            return [next, other]
        }
        #expect(positions == [8, 1])
        #expect(try store.sets().map(\.position) == [1, 2, 7, 8, 1])
    }
}
