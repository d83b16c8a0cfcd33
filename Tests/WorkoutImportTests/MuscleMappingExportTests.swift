import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

@Suite struct MuscleMappingExportTests {
    /// A log's own mappings travel in the export (version 2) and come back on import;
    /// a log without them still writes a version 1 file.
    @Test func mappingsRoundTripThroughExport() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let zumba = try store.addExercise("Zumba", kind: .reps)
        try store.insert([makeSet(zumba, "2026-11-16", reps: 20)])
        let plain = String(decoding: try Exporter.data(store), as: UTF8.self)
        #expect(plain.contains("\"version\": 1,") && !plain.contains("muscles"))

        try store.setMuscleMapping(try MuscleMapping(parsing: ["quads", "calves:0.5"]), for: zumba)
        let exported = try Exporter.data(store)
        let text = String(decoding: exported, as: UTF8.self)
        #expect(text.contains("\"version\": 2,"))
        #expect(text.contains("\"muscles\": \"quads calves:0.5\""))

        let path = folder.path + "/export.json"
        try Data(exported).write(to: URL(fileURLWithPath: path))
        let (other, otherFolder) = try makeStore()
        defer { otherFolder.remove() }
        try Importer.run(file: path, into: other, options: ImportOptions(timeZone: importUTC))
        let imported = try #require(try other.exercise(named: "Zumba"))
        #expect(try other.muscleMappings()[imported.id]?.text() == "quads calves:0.5")
        #expect(String(decoding: try Exporter.data(other), as: UTF8.self) == text)

        // A bad mapping in a file is a problem with its JSON path, and nothing is imported.
        let bad = text.replacingOccurrences(of: "quads calves:0.5", with: "wings")
        try Data(bad.utf8).write(to: URL(fileURLWithPath: path))
        let (third, thirdFolder) = try makeStore()
        defer { thirdFolder.remove() }
        #expect(throws: (any Error).self) {
            try Importer.run(file: path, into: third, options: ImportOptions(timeZone: importUTC))
        }
        #expect(try third.exercises().isEmpty)
    }
}
