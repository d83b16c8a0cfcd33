import Foundation
import Testing
import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

/// `removeCreatedFile` takes back only a log this open made and nobody used.
@Suite struct CreatedFileTests {
    @Test func anUnusedNewLogIsRemovedWithItsJournalFiles() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("new.sqlite")
        let store = try WorkoutStore(path: path)
        #expect(store.createdFile)
        #expect(FileManager.default.fileExists(atPath: path))
        store.removeCreatedFile()
        for suffix in ["", "-wal", "-shm"] { #expect(!FileManager.default.fileExists(atPath: path + suffix), "\(suffix)") }
    }

    @Test func aLogThatWasThereIsKept() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("old.sqlite")
        _ = try WorkoutStore(path: path)
        let again = try WorkoutStore(path: path)
        #expect(!again.createdFile)
        again.removeCreatedFile()
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func aNewLogAnotherConnectionWroteToIsKept() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("shared.sqlite")
        let first = try WorkoutStore(path: path)
        let second = try WorkoutStore(path: path)
        _ = try second.addExercise("Squat")
        first.removeCreatedFile()
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try second.exercises().map(\.name) == ["Squat"])
    }
}
