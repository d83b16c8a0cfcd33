import Foundation
import Testing
import RepChartTestSupport
@testable import WorkoutImport
@testable import WorkoutStorage
import StoreTestSupport

/// The built-in catalogue (WorkoutModelTests' MuscleCatalogueTests) against
/// the names real exports use.
@Suite struct FixtureExerciseMusclesTests {
    /// Every exercise in the import fixtures maps to muscles: each file (sub-folders too,
    /// but not bad/) is imported by the real importer into one log, then the log is checked.
    @Test func everyFixtureExerciseMaps() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let root = Repository.path("Fixtures/imports")
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { !$0.hasPrefix("bad/") && ($0.hasSuffix(".csv") || $0.hasSuffix(".json")) }.sorted()
        var imported = 0
        for file in files {
            // A variant this importer cannot read yet is another issue's business; its names are listed below.
            if (try? Importer.run(file: root + "/" + file, into: store, options: ImportOptions(unit: .kg, timeZone: importUTC))) != nil {
                imported += 1
            }
        }
        #expect(imported >= 9)
        let exercises = try store.exercises()
        #expect(exercises.count >= 12)
        let unmapped = try store.muscleResolver().unmapped.map(\.name)
        #expect(unmapped.isEmpty, "unmapped: \(unmapped)")
    }
}
