import Foundation
import RepChartTestSupport
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Issue 26 item 4: every value an import accepts passes the limits the CLI
/// sets, so an export of anything stored reads back as it was.
@Suite struct ImportLimitsTests {
    private func settingsFile(_ folder: TestFolder, bodyWeight: String) throws -> String {
        try writeImportFile(folder, "settings.json", """
            {"format": "repchart", "version": 1,
             "settings": {"default_unit": "kg", "week_start": "monday", "body_weight": {"value": \(bodyWeight), "unit": "kg"}},
             "exercises": [], "sets": []}
            """)
    }

    @Test func aBodyWeightBeyondTheCLIsLimitIsRefused() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let huge = try settingsFile(folder, bodyWeight: "1e308")
        #expect(importFailure { _ = try Importer.run(file: huge, into: store) }
                == "\(huge):2:86 ($.settings.body_weight.value): body weight must be more than 0 and at most 1000 kg (got 1e+308 kg)")
        let zero = try settingsFile(folder, bodyWeight: "0")
        #expect(importFailure { _ = try Importer.run(file: zero, into: store) }?.contains("body weight must be more than 0") == true)
        #expect(try store.settings().bodyWeight == nil)
        let most = try settingsFile(folder, bodyWeight: "1000")
        try Importer.run(file: most, into: store)
        #expect(try store.settings().bodyWeight == Weight(1000, .kg))
    }

    @Test func anExportOfEveryFieldAtItsLimitsReadsBackTheSame() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let name = String(repeating: "Ž", count: ExerciseName.maxLength)
        let exercise = try store.addExercise(name, color: "#FFFFFF", kind: .weightReps)
        let note = String(repeating: "é", count: WorkoutSet.maxNoteLength)
        let utc = try #require(TimeZone(identifier: "UTC"))
        let early = Day.earliest.instant(hour: 12, minute: 0, in: utc)
        let now = Date(timeIntervalSince1970: 1_763_640_000)
        try store.insert([
            WorkoutSet(exerciseId: exercise.id, performedAt: now, utcOffset: 18 * 3600,
                       day: Day(containing: now.addingTimeInterval(18 * 3600), in: utc), reps: WorkoutSet.maxReps,
                       weight: Weight(WorkoutSet.maxLoadKilograms, .kg), rpe: 10, rir: 10, type: .amrap, note: note),
            WorkoutSet(exerciseId: exercise.id, performedAt: now, utcOffset: -18 * 3600,
                       day: Day(containing: now.addingTimeInterval(-18 * 3600), in: utc), reps: 1,
                       weight: Weight(-WorkoutSet.maxLoadKilograms, .kg), isBodyweight: true, rpe: 1, rir: 0),
            WorkoutSet(exerciseId: exercise.id, performedAt: early, utcOffset: 0, day: Day.earliest,
                       duration: WorkoutSet.maxDurationSeconds, distance: WorkoutSet.maxDistanceMetres),
            WorkoutSet(exerciseId: exercise.id, performedAt: now, utcOffset: 0, day: Day(containing: now, in: utc),
                       reps: 1, weight: Weight(0.001, .lb), duration: 0.001, distance: 0.001),
        ])
        try store.saveSettings(Settings(weekStart: .sunday, defaultUnit: .lb, timeZone: "Pacific/Kiritimati",
                                        bodyWeight: Weight(Settings.maxBodyWeightKilograms, .kg)))
        let first = try Exporter.data(store)
        // Every number is one a JSON reader takes (no inf, no nan).
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(first)) }
        let file = folder.file("limits.json")
        try Data(first).write(to: URL(fileURLWithPath: file))
        let (copy, copyFolder) = try makeStore()
        defer { copyFolder.remove() }
        let summary = try Importer.run(file: file, into: copy, options: ImportOptions(timeZone: utc))
        #expect(summary.setsAdded == 4)
        #expect(try Exporter.data(copy) == first)
    }
}
