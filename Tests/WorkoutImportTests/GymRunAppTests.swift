import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport
@testable import repchart

/// Issue 34.4: GymRun's export as GymRun writes it (`Duration`, `Distance`,
/// `Para6`…`Para10`, `Note`, `Type`, `Book`, `Version1`): every column read
/// or left out with a reason, strength and cardio rows alike.
@Suite struct GymRunAppTests {
    private func read(_ unit: WeightUnit) throws -> [ImportRecord] {
        try Importer.records(file: importFixture("variants/gymrun-app.csv"), options: ImportOptions(unit: unit, timeZone: importUTC))
    }

    @Test func strengthAndCardioRowsWithEveryColumnAccountedFor() throws {
        let records = try read(.kg)
        #expect(records.map(importLine) == [
            "2025-06-02 2025-06-02T18:10:00Z Deadlift normal 5x 100 kg",
            "2025-06-02 2025-06-02T18:10:00Z Deadlift normal 3x 120 kg \"grip ok\"",
            "2025-06-02 2025-06-02T18:10:00Z Pull Up normal 10x bw",
            "2025-06-04 2025-06-04T07:00:00Z Running normal 1800s 5500m \"easy\"",
            "2025-06-04 2025-06-04T07:40:00Z Plank normal 90s",
        ])
        #expect(ImportTotals(records) == ImportTotals(sets: 5, reps: 18, volumeKg: 500 + 360, seconds: 1890, metres: 5500,
                                                      firstDay: "2025-06-02", lastDay: "2025-06-04",
                                                      exercises: ["Deadlift", "Pull Up", "Running", "Plank"]))
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let summary = try Importer.run(file: importFixture("variants/gymrun-app.csv"), into: store,
                                       options: ImportOptions(unit: .kg, timeZone: importUTC))
        #expect(summary.columns?.text(naming: \.flag) == "Date → date, Time → time of day, Exercise → exercise, Set → set-order, Weight → weight (kg, --unit), Reps → reps, Duration → seconds (H:MM:SS or seconds), Distance → distance (km), Note → notes; ignored: Routine (workout name), Para6 (spare parameter, empty), Para7 (spare parameter, empty), Para8 (spare parameter, empty), Para9 (spare parameter, empty), Para10 (spare parameter, empty), Type (exercise kind: the row's reps, time and distance tell), Book (GymRun's workout book), Version1 (export version)")
    }

    @Test func anImperialFileReadsDistancesInMiles() throws {
        let running = try read(.lb).first { $0.exerciseName == "Running" }
        #expect(running?.distance == 5.5 * 1609.344)
    }

    @Test func aNumberInASpareParameterRefusesItsRow() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        var text = try String(contentsOfFile: importFixture("variants/gymrun-app.csv"), encoding: .utf8)
        text = text.replacingOccurrences(of: "02.06.2025;18:10;Pull A;Pull Up;1;0;10;;;;;", with: "02.06.2025;18:10;Pull A;Pull Up;1;0;10;;;7;;")
        let path = try writeImportFile(folder, "gymrun.csv", text)
        var options = ImportOptions(unit: .kg, timeZone: importUTC)
        options.strict = true
        #expect(importFailure { _ = try Importer.records(file: path, options: options) }?.contains("column \"Para6\" holds \"7\"") == true)
    }
}
