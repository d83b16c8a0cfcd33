import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

/// `readingOneSnapshot`: a command's questions to the log all see one state,
/// while another connection (another process, an import) writes.
@Suite struct SnapshotReadTests {
    @Test(arguments: [false, true])
    func readsInsideOneSnapshotDoNotSeeALaterCommit(singleConnection: Bool) throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("log.sqlite")
        let writer = try WorkoutStore(path: path)
        let squat = try writer.addExercise("Squat")
        _ = try writer.insert([makeSet(squat, "2026-11-17", reps: 5, weight: Weight(100, .kg))])
        let reader = try WorkoutStore(path: path, singleConnection: singleConnection)

        let (before, after) = try reader.readingOneSnapshot {
            let before = (try reader.exercises().map(\.name), try reader.setCount())
            // Another connection commits while this command is between two questions.
            let bench = try writer.addExercise("Bench Press")
            _ = try writer.insert([makeSet(bench, "2026-11-18", reps: 8, weight: Weight(60, .kg))])
            let after = (try reader.exercises().map(\.name), try reader.setCount())
            return (before, after)
        }
        #expect(before.0 == ["Squat"] && before.1 == 1)
        #expect(after.0 == before.0 && after.1 == before.1, "a read inside the snapshot saw the later commit")
        // Outside it, the next question sees the commit.
        #expect(try reader.exercises().map(\.name).sorted() == ["Bench Press", "Squat"])
        #expect(try reader.setCount() == 2)
    }

    @Test func anErrorFromTheBodyPassesThroughUnchanged() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        struct Stop: Error, Equatable {}
        #expect(throws: Stop()) { try store.readingOneSnapshot { _ = try store.exercises(); throw Stop() } }
        // The read ended: the store answers again.
        #expect(try store.exercises().isEmpty)
    }
}
