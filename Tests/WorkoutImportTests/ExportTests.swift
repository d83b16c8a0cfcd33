import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Exports are deterministic and survive a round trip byte for byte.
@Suite struct ExportTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func anEmptyStore() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        #expect(text(try Exporter.data(store)) == """
            {
              "format": "repchart",
              "version": 1,
              "settings": {"default_unit": "kg", "week_start": "monday"},
              "exercises": [],
              "sets": []
            }

            """)
    }

    @Test func theFixtureRoundTripsByteForByte() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try Importer.run(file: importFixture("repchart.json"), into: store, options: ImportOptions(timeZone: importUTC))
        let fixture = try [UInt8](Data(contentsOf: URL(fileURLWithPath: importFixture("repchart.json"))))
        let exported = try Exporter.data(store)
        #expect(text(exported) == text(fixture))
    }

    @Test func exportImportExportIsByteIdentical() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        // A store filled every way: other apps' files, logged sets, settings, aliases, odd notes.
        for name in ["strong.csv", "hevy.csv", "fitnotes.csv", "hevy-lbs.csv", "generic.csv"] {
            try Importer.run(file: importFixture(name), into: store, options: ImportOptions(unit: .kg, timeZone: importUTC))
        }
        let squat = try store.addExercise("Front Squat", color: "#123abc", kind: .weightReps, aliases: ["fs", "Front"])
        let zone = try #require(TimeZone(identifier: "Asia/Kolkata"))
        let when = Date(timeIntervalSince1970: 1_763_640_000.123)
        let (setDay, offset) = WorkoutSet.localDay(of: when, in: zone)
        try store.insert([
            WorkoutSet(exerciseId: squat.id, performedAt: when, utcOffset: offset, day: setDay, reps: 3,
                       weight: Weight(0.1 + 0.2, .kg), rpe: 9.5, type: .amrap, note: "ünïcödé \u{1} \"q\" \\ / \t"),
            WorkoutSet(exerciseId: squat.id, performedAt: when, utcOffset: offset, day: setDay, reps: 2,
                       weight: Weight(-12.5, .lb), isBodyweight: true, rir: 0, type: .drop, duration: 1e-3,
                       distance: 123456.789),
        ])
        try store.saveSettings(Settings(weekStart: .sunday, defaultUnit: .lb, timeZone: "Asia/Kolkata",
                                        bodyWeight: Weight(176.4, .lb)))
        let first = try Exporter.data(store)
        #expect(try Exporter.data(store) == first)

        let (copy, copyFolder) = try makeStore()
        defer { copyFolder.remove() }
        let file = try writeImportFile(folder, "export.json", text(first))
        let summary = try Importer.run(file: file, into: copy, options: ImportOptions(timeZone: importUTC))
        #expect(summary.setsAdded == (try store.setCount()))
        #expect(summary.exercisesCreated == (try store.exercises().count))
        let second = try Exporter.data(copy)
        #expect(text(second) == text(first))

        // And importing the export back into its own store changes nothing.
        let again = try Importer.run(file: file, into: store, options: ImportOptions(timeZone: importUTC))
        #expect(again.setsAdded == 0 && again.exercisesCreated == 0)
        #expect(try Exporter.data(store) == first)
    }

    @Test func numbersAndTimestampsHaveOneSpelling() {
        #expect(JSONWriting.number(100) == "100")
        #expect(JSONWriting.number(-20) == "-20")
        #expect(JSONWriting.number(62.5) == "62.5")
        #expect(JSONWriting.number(0.1 + 0.2) == "0.30000000000000004")
        #expect(JSONWriting.number(1e-3) == "0.001")
        #expect(JSONWriting.string("a\"b\\c\nd\u{1}é") == "\"a\\\"b\\\\c\\nd\\u0001é\"")
        let instant = Date(timeIntervalSince1970: 1_763_640_000.123)
        #expect(Timestamp.text(instant, offset: 19_800) == "2025-11-20T17:30:00.123+05:30")
        #expect(Timestamp.text(instant, offset: 0) == "2025-11-20T12:00:00.123Z")
        #expect(Timestamp.text(Date(timeIntervalSince1970: -1), offset: -3600 - 1) == "1969-12-31T22:59:58-01:00:01")
    }

    @Test func writingToAFileIsAtomic() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try Importer.run(file: importFixture("repchart.json"), into: store, options: ImportOptions(timeZone: importUTC))
        let path = try writeImportFile(folder, "backup.json", "old contents")
        try Exporter.write(store, toFile: path)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == (try Exporter.data(store)))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
        #expect(throws: ExportError.self) { try Exporter.write(store, toFile: folder.file("missing/dir/backup.json")) }
    }

    /// A backup kept private (0600) stays private when an export replaces it.
    @Test func anExportKeepsTheModeOfTheFileItReplaces() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "backup.json", "old contents")
        #expect(chmod(path, 0o600) == 0)
        try Exporter.write(store, toFile: path)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode & 0o777 == 0o600)
    }

    /// A new export follows the umask (in a child: the umask is the process's).
    @Test func aNewExportFollowsTheUmask() async throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = folder.file("backup.json")
        await #expect(processExitsWith: .success) { [path = path as String, database = store.path as String] in
            umask(0o077)
            guard let store = try? WorkoutStore(path: database), (try? Exporter.write(store, toFile: path)) != nil else { exit(2) }
            var info = stat()
            exit(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600 ? 0 : 3)
        }
    }

    /// 250 bytes is a valid file name; the temporary file must not make it too long.
    @Test func anExportToALongValidName() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = folder.file(String(repeating: "b", count: 245) + ".json")
        try Exporter.write(store, toFile: path)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == (try Exporter.data(store)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }.isEmpty)
    }

    @Test func theSampleExportForBenchmarksIsAValidExport() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("sample.json")
        try SampleExport.write(sets: 25, toFile: path)
        let records = try Importer.records(file: path, options: ImportOptions(timeZone: importUTC))
        #expect(records.count == 25)
        #expect(importLine(records[0]) == "2000-01-01 2000-01-01T18:00:00+01:00 Generated Squat normal 1x 40.5 kg rpe 6")
        #expect(importLine(records[24]) == "2000-01-03 2000-01-03T18:00:00+01:00 Generated Squat normal 5x 64.5 kg rpe 10")
    }
}
