import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Issue 42.4: a header whose names RepChart understands is read by those
/// names, even when its column count is one of Strong's layouts; reading by
/// position is only for a header in a language RepChart does not know.
@Suite struct HeaderNamesOverLayoutTests {
    private func read(_ text: String) throws -> (records: [ImportRecord], format: ImportFormat) {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "plain.csv", text)
        let options = ImportOptions(unit: .kg, timeZone: importUTC)
        let records = try Importer.records(file: path, options: options)
        let (store, storeFolder) = try makeStore()
        defer { storeFolder.remove() }
        let summary = try Importer.run(file: path, into: store, options: options)
        return (records, summary.format)
    }

    @Test func anEnglishHeaderOfAStrongLayoutsWidthIsReadByName() throws {
        let (records, format) = try read("""
            date,exercise,set,reps,weight,rpe,rir,seconds,distance,notes
            2025-03-04,Squat,1,5,100,8,2,,,
            2025-03-04,Squat,2,5,102.5,8.5,1,,,last

            """)
        #expect(format == .csv)
        #expect(records.map(importLine) == [
            "2025-03-04 2025-03-04T12:00:00Z Squat normal 5x 100 kg rpe 8 rir 2",
            "2025-03-04 2025-03-04T12:00:00Z Squat normal 5x 102.5 kg rpe 8.5 rir 1 \"last\"",
        ])
    }

    @Test func aWorkoutColumnBeforeTheExerciseDoesNotSwapRepsAndWeight() throws {
        let (records, format) = try read("""
            date,workout,exercise,set,reps,weight,distance,seconds,notes,workout notes
            2025-03-04,Legs,Squat,1,5,100,,,,
            2025-03-04,Legs,Squat,2,3,110,,,,

            """)
        #expect(format == .csv)
        #expect(records.map(importLine) == [
            "2025-03-04 2025-03-04T12:00:00Z Squat normal 5x 100 kg",
            "2025-03-04 2025-03-04T12:00:00Z Squat normal 3x 110 kg",
        ])
    }

    /// `weight` twice was refused as "column "weight" holds numbers that no field takes", and the
    /// hint it gave (`weight=ignore`) dropped both columns: the set came in without a load. Two
    /// columns of one name are said to be so, with their places, before any set is read.
    @Test func twoColumnsOfOneNameAreNamedAsSuch() throws {
        for header in ["date,exercise,reps,weight,weight", "date,exercise,reps,Weight,weight"] {
            let message = importFailure { _ = try read("\(header)\n2026-03-04,Squat,5,100,100\n") }
            #expect(message?.contains("plain.csv:1:5: columns 4 and 5 are both named") == true, "\(message ?? "read")")
            #expect(message?.contains("only the first would be read") == true, "\(message ?? "read")")
        }
        // The hint the old refusal gave, `--column "weight=ignore"`, took both columns and lost the load.
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "plain.csv", "date,exercise,reps,weight,weight\n2026-03-04,Squat,5,100,220\n")
        var options = ImportOptions(unit: .kg, timeZone: importUTC)
        options.columns = try ImportOptions.columns(from: ["weight=ignore"])
        let mapped = importFailure { _ = try Importer.records(file: path, options: options) }
        #expect(mapped?.contains("plain.csv:1:5: columns 4 and 5 are both named") == true, "\(mapped ?? "read")")
    }
}
