import Foundation
import GRDB
import RepChartTestSupport
import Testing
@testable import WorkoutStorage
import Workouts
@testable import repchart

/// The set listings (`repchart sets`) over damaged copies of one log, damaged
/// as WorkoutStorageTests' `randomDamageIsReportedNeverCrashes` damages them: every
/// set a damaged file still gives up is listed as text and JSON without a
/// trap, or the read fails naming the file.
@Suite struct SetListingDamageTests {
    /// A log of 600 sets, its WAL folded into the file as a closed log's is.
    func healthyFile(in folder: TemporaryFolder) throws -> String {
        let path = folder.path + "/healthy.sqlite"
        let store = try WorkoutStore(path: path)
        let squat = try store.addExercise("squat")
        try store.insert((0..<600).map { i in
            makeSet(squat, "2026-10-\(10 + i % 20)", reps: 5, weight: Weight(100, .kg))
        })
        _ = try store.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        return path
    }

    @Test func damagedLogsAreListedOrNamedNeverTrap() throws {
        let folder = try TemporaryFolder()
        let healthy = try #require(FileManager.default.contents(atPath: try healthyFile(in: folder)))
        var random = SeededRandom(seed: 8)
        var listed = 0
        for round in 0..<120 {
            var bytes = [UInt8](healthy)
            damage(&bytes, round: round, random: &random)
            let path = folder.path + "/damaged-\(round).sqlite"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            do {
                let store = try WorkoutStore(path: path)
                let exercises = try store.exercises()
                for set in try store.sets() {
                    _ = SetListing.table([set], exercises: exercises)
                    _ = SetListing.json([set], exercises: exercises)
                    listed += 1
                }
            } catch {
                #expect("\(error)".contains(path), "round \(round): \(error)")
            }
        }
        #expect(listed > 0, "some damaged copies still give up sets to list")
    }
}
