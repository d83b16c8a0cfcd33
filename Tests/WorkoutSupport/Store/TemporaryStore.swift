import Foundation
import WorkoutModel
import WorkoutStorage

// Shared by the log's three test targets (WorkoutModelTests, WorkoutStorageTests,
// WorkoutImportTests).

/// A fresh folder under the system temporary directory, removed by `remove()`
/// (not when released, unlike RepChartTestSupport's `TemporaryFolder`: a log's
/// folder lives as long as the test says).
package struct TestFolder {
    package let path: String

    package init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("repchart-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    package func file(_ name: String) -> String { path + "/" + name }

    package func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A real store on a real file in a fresh folder.
package func makeStore() throws -> (WorkoutStore, TestFolder) {
    let folder = try TestFolder()
    return (try WorkoutStore(path: folder.file("log.sqlite")), folder)
}

package func day(_ text: String) -> Day {
    // Test data is typed by hand; a typo should fail loudly.
    guard let value = try? Day(parsing: text) else { fatalError("bad test day \(text)") }
    return value
}

/// A set on `day` at noon UTC.
package func makeSet(_ exercise: Exercise, _ dayText: String, reps: Int? = nil, weight: Weight? = nil,
                     bodyweight: Bool = false, type: SetType = .normal, duration: Double? = nil) -> WorkoutSet {
    let d = day(dayText)
    return WorkoutSet(exerciseId: exercise.id,
                      performedAt: Date(timeIntervalSince1970: Double(d.daysSinceEpoch * 86_400 + 43_200)),
                      utcOffset: 0, day: d, reps: reps, weight: weight, isBodyweight: bodyweight, type: type,
                      duration: duration)
}
