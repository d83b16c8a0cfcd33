import Foundation
import GRDB
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

@Suite struct StoreTests {
    @Test func migratesAnEmptyFileWithTheExpectedSchema() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("nested/deeper/log.sqlite")
        let store = try WorkoutStore(path: path)
        #expect(try store.exercises().isEmpty)
        #expect(try store.setCount() == 0)

        let queue = try DatabaseQueue(path: path)
        try queue.read { db in
            for table in ["exercise", "exerciseAlias", "workoutSet", "setting", "batch"] {
                #expect(try db.tableExists(table), "missing table \(table)")
            }
            let indexes = try db.indexes(on: "workoutSet").map(\.name)
            #expect(indexes.contains("workoutSet_day"))
            #expect(indexes.contains("workoutSet_exercise_day"))
            #expect(try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal")
            #expect(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") == ["1-log", "2-schema-change", "3-set-id-index"])
        }
        // Opening again migrates nothing and keeps the data.
        _ = try store.addExercise("Squat")
        let again = try WorkoutStore(path: path)
        #expect(try again.exercises().map(\.name) == ["Squat"])
    }

    @Test func createsPrivateFoldersAndFile() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("a/b/log.sqlite")
        _ = try WorkoutStore(path: path)
        let fileMode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        let folderMode = try #require(try FileManager.default.attributesOfItem(atPath: folder.file("a/b"))[.posixPermissions] as? Int)
        #expect(fileMode & 0o777 == 0o600)
        #expect(folderMode & 0o777 == 0o700)
    }

    @Test func namesTheFolderOfAPathWithoutFoundation() {
        #expect(WorkoutStore.folder(of: "a/b/log.sqlite") == "a/b")
        #expect(WorkoutStore.folder(of: "log.sqlite") == ".")
        #expect(WorkoutStore.folder(of: "/log.sqlite") == "/")
        #expect(WorkoutStore.folder(of: "/") == "/")
        #expect(WorkoutStore.folder(of: "a//b//") == "a")
        #expect(WorkoutStore.folder(of: "./x") == ".")
        #expect(WorkoutStore.folder(of: "") == ".")
    }

    @Test func refusesAFolderAndAFileInPlaceOfAFolder() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        #expect(throws: StoreError.self) { try WorkoutStore(path: folder.path) }
        _ = FileManager.default.createFile(atPath: folder.file("plain"), contents: Data([1]))
        #expect {
            try WorkoutStore(path: folder.file("plain/log.sqlite"))
        } throws: { "\($0)".contains("is not a folder") }
    }

    @Test func refusesAFileThatIsNotADatabase() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("notes.txt")
        try Data(String(repeating: "not sqlite at all\n", count: 200).utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try WorkoutStore(path: path)
        } throws: { error in
            "\(error)".contains("cannot open database \(path)")
        }
    }

    @Test func roundTripsEveryFieldOfASet() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let dips = try store.addExercise("Dips", kind: .reps)
        let created = Date(timeIntervalSince1970: 1_763_700_000.123)
        let set = WorkoutSet(
            exerciseId: dips.id, performedAt: Date(timeIntervalSince1970: 1_763_740_000.5), utcOffset: -18_000,
            day: day("2025-11-21"), position: 7, reps: 8, weight: Weight(-22.5, .lb), isBodyweight: true,
            rpe: 8.5, rir: 1.5, type: .failure, duration: 42.25, distance: 12.5, note: "slow eccentric, ünïcode ✓",
            source: "strong", sourceKey: "2025-11-21|Dips|3", createdAt: created)
        let result = try store.insert([set], source: "strong")
        let stored = try #require(try store.set(id: set.id))
        var expected = set
        expected.number = stored.number
        expected.batchId = result.batchId
        #expect(stored == expected)
        #expect(stored.performedAt == Date(timeIntervalSince1970: 1_763_740_000.5))
        #expect(stored.weight == Weight(-22.5, .lb))
        #expect(try store.sets().map(\.id) == [set.id])
    }

    @Test func assignsPositionsWithinADay() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let squat = try store.addExercise("Squat")
        try store.insert([makeSet(squat, "2026-11-20", reps: 5), makeSet(squat, "2026-11-20", reps: 5)])
        try store.insert([makeSet(squat, "2026-11-20", reps: 3), makeSet(squat, "2026-11-21", reps: 3)])
        let positions = try store.sets().map { "\($0.day) \($0.position ?? 0)" }
        #expect(positions == ["2026-11-20 1", "2026-11-20 2", "2026-11-20 3", "2026-11-21 1"])
    }

    @Test func refusesInvalidSetsWritingNothing() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let bench = try store.addExercise("Bench Press")
        let cases: [(WorkoutSet, String)] = [
            (makeSet(bench, "2026-11-20", reps: 0), "reps must be at least 1"),
            (makeSet(bench, "2026-11-20", reps: -3), "reps must be at least 1"),
            (makeSet(bench, "2026-11-20", reps: 5, weight: Weight(.nan, .kg)), "weight must be a number"),
            (makeSet(bench, "2026-11-20", reps: 5, weight: Weight(2001, .kg)), "at most 2000 kg"),
            (makeSet(bench, "2026-11-20", reps: 5, weight: Weight(4500, .lb)), "at most 2000 kg"),
            (makeSet(bench, "2026-11-20", reps: 5, weight: Weight(-5, .kg)), "cannot be negative"),
            (makeSet(bench, "2026-11-20"), "needs reps, a duration or a distance"),
        ]
        for (bad, message) in cases {
            let good = makeSet(bench, "2026-11-20", reps: 5, weight: Weight(100, .kg))
            #expect {
                try store.insert([good, bad])
            } throws: { error in
                "\(error)" == "set 2: " + "\(error)".dropFirst(7) && "\(error)".contains(message)
            }
        }
        var rpe = makeSet(bench, "2026-11-20", reps: 5)
        rpe.rpe = 11
        #expect(throws: StoreError.invalidSet(index: 1, problem: .rpeOutOfRange(11))) {
            try store.insert([rpe])
        }
        #expect(try store.setCount() == 0)
    }

    @Test func skipsDuplicatesBySourceKeyAndId() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let row = try store.addExercise("Row")
        var a = makeSet(row, "2026-11-20", reps: 10)
        a.source = "hevy"
        a.sourceKey = "k1"
        var b = makeSet(row, "2026-11-20", reps: 10)
        b.source = "hevy"
        b.sourceKey = "k1"
        let first = try store.insert([a], source: "hevy", skipDuplicates: true)
        let second = try store.insert([a, b], source: "hevy", skipDuplicates: true)
        #expect(first.inserted.count == 1)
        #expect(second.inserted.isEmpty)
        #expect(second.skippedDuplicates == 2)
        #expect(throws: StoreError.conflictingSet(b.id.uuidString)) {
            try store.insert([b], source: "hevy")
        }
        #expect(try store.setCount() == 1)
    }

    @Test func deletesByNumberAndIdPrefixAndUndoesTheLastLog() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let squat = try store.addExercise("Squat")
        let first = try store.insert([makeSet(squat, "2026-11-19", reps: 5), makeSet(squat, "2026-11-19", reps: 5)])
        let second = try store.insert([makeSet(squat, "2026-11-20", reps: 3), makeSet(squat, "2026-11-20", reps: 3)])
        let imported = try store.insert([makeSet(squat, "2026-11-18", reps: 1)], source: "strong")

        #expect(throws: StoreError.unknownSet("999")) { try store.deleteSets(["999"]) }
        let numberOne = try #require(first.inserted[0].number)
        #expect(throws: StoreError.unknownSet("999")) { try store.deleteSets(["\(numberOne)", "999"]) }
        #expect(try store.setCount() == 5, "a bad reference must delete nothing")

        // Ids made in the same millisecond share their first 12 digits; a prefix must be unique.
        let shared = String(first.inserted[1].id.uuidString.prefix(8))
        #expect(throws: StoreError.ambiguousSet(shared)) { try store.deleteSets([shared]) }
        let fullId = first.inserted[1].id.uuidString.lowercased()
        let deleted = try store.deleteSets(["\(numberOne)", fullId])
        #expect(deleted.map(\.id) == first.inserted.map(\.id))

        let undone = try store.undoLastBatch()
        #expect(undone.sets.map(\.id) == second.inserted.map(\.id))
        #expect(undone.removedExercises.isEmpty)
        #expect(try store.sets().map(\.id) == imported.inserted.map(\.id), "undo leaves imports alone")
        // The first entry, its sets deleted, is the last now: taken back with none.
        #expect(try store.undoLastBatch().sets.isEmpty)
        #expect(try store.sets().map(\.id) == imported.inserted.map(\.id))
        #expect(throws: StoreError.nothingToUndo) { try store.undoLastBatch() }
    }

    /// `sets delete` of the last entry's sets, then `undo`: it took the entry
    /// before it, three squats of an older day, unasked.
    @Test func anUndoAfterTheLastEntrysSetsWereDeletedLeavesTheOlderEntry() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let squat = try store.addExercise("Squat")
        let older = try store.insert([makeSet(squat, "2026-11-27", reps: 5), makeSet(squat, "2026-11-27", reps: 5)])
        let last = try store.insert([makeSet(squat, "2026-12-01", reps: 10), makeSet(squat, "2026-12-01", reps: 10)])
        try store.deleteSets(last.inserted.compactMap { $0.number.map(String.init) })
        let undone = try store.undoLastBatch()
        #expect(undone.sets.isEmpty && undone.writtenAt != nil)
        #expect(try store.sets().map(\.id) == older.inserted.map(\.id), "the older entry stays")
        #expect(try store.undoLastBatch().sets.map(\.id) == older.inserted.map(\.id), "asked again, it goes")
    }

    @Test func settingsRoundTrip() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        #expect(try store.settings() == Settings())
        let settings = Settings(weekStart: .sunday, defaultUnit: .lb, timeZone: "America/New_York",
                                bodyWeight: Weight(176.5, .lb))
        try store.saveSettings(settings)
        #expect(try store.settings() == settings)
        try store.saveSettings(Settings())
        #expect(try store.settings() == Settings())
    }
}
