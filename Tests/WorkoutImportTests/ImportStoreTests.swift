import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport
@testable import repchart

/// Imports written to a real store: summaries, idempotence, mapping, dry runs.
@Suite struct ImportStoreTests {
    private func options(_ format: ImportFormat = .auto, unit: WeightUnit? = nil, dryRun: Bool = false,
                         map: [String] = [], strict: Bool = false) throws -> ImportOptions {
        var options = ImportOptions(format: format, dryRun: dryRun, unit: unit,
                                    mapping: try ImportOptions.mapping(from: map), timeZone: importUTC)
        options.strict = strict
        return options
    }

    /// The counts of a summary, for comparing with an expected one.
    private func counts(_ summary: ImportSummary) -> ImportSummary {
        ImportSummary(format: summary.format, exercisesCreated: summary.exercisesCreated, setsAdded: summary.setsAdded,
                      duplicatesSkipped: summary.duplicatesSkipped, rowsSkipped: summary.rowsSkipped, dryRun: summary.dryRun)
    }

    /// A CRLF file's quoted note kept its carriage return ("line one\r\nline two"), shown and
    /// exported with it; a unit column's "kilo" and "pounds", which `log` takes, were refused.
    @Test func aCRLFNoteKeepsOneLineBreakAndUnitWordsAreReadAsLogReadsThem() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let file = URL(fileURLWithPath: folder.path).appendingPathComponent("crlf.csv")
        let text = "\u{FEFF}date,exercise,reps,weight,unit,notes\r\n2026-11-20,Squat,5,80,kilo,\"line one\r\nline two, with comma\"\r\n"
            + "2026-11-20,Squat,5,176,pounds,\"old\rmac\"\r\n"
        try Data(text.utf8).write(to: file)
        let summary = try Importer.run(file: file.path, into: store, options: options())
        #expect(summary.setsAdded == 2 && summary.rowsSkipped == 0, "\(summary)")
        let sets = try store.sets()
        #expect(sets.map(\.note) == ["line one\nline two, with comma", "old\nmac"])
        #expect(sets.map(\.weight) == [Weight(80, .kg), Weight(176, .lb)])
    }

    @Test func strongImportCreatesExercisesWithGuessedKinds() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let summary = try Importer.run(file: importFixture("strong.csv"), into: store, options: options(unit: .kg))
        #expect(counts(summary) == ImportSummary(format: .strong, exercisesCreated: 4, setsAdded: 9, duplicatesSkipped: 0,
                                         rowsSkipped: 1))
        #expect(summary.description == "4 exercises created, 9 sets added, 0 duplicates skipped, 1 row without a set ignored")
        let kinds = Dictionary(uniqueKeysWithValues: try store.exercises().map { ($0.name, $0.kind) })
        #expect(kinds == ["Bench Press (Barbell)": .weightReps, "Plank": .duration, "Squat (Barbell)": .weightReps,
                          "Running": .distance])
        let sets = try store.sets()
        #expect(sets.count == 9)
        #expect(sets.allSatisfy { $0.source == "strong" && $0.sourceKey != nil && $0.batchId != nil })
        #expect(sets.filter { $0.day == day("2021-01-04") }.map(\.position) == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test func reimportingTheSameFileChangesNothing() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        for name in ["strong.csv", "hevy.csv", "fitnotes.csv", "generic.csv", "repchart.json"] {
            let first = try Importer.run(file: importFixture(name), into: store, options: options(unit: .kg))
            #expect(first.setsAdded > 0, "\(name)")
            let before = try Exporter.data(store)
            let again = try Importer.run(file: importFixture(name), into: store, options: options(unit: .kg))
            #expect(again.setsAdded == 0, "\(name)")
            #expect(again.exercisesCreated == 0, "\(name)")
            #expect(again.duplicatesSkipped == first.setsAdded, "\(name)")
            #expect(try Exporter.data(store) == before, "\(name)")
        }
    }

    @Test func anOverlappingNewerExportAddsOnlyTheNewSets() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try Importer.run(file: importFixture("hevy.csv"), into: store, options: options())
        var newer = try String(contentsOfFile: importFixture("hevy.csv"), encoding: .utf8)
        newer += "\"Pull Day\",\"07 Jan 2021, 18:00\",\"07 Jan 2021, 19:00\",\"\",\"Deadlift (Barbell)\",,\"\",0,normal,140,5,,,9\n"
        let path = try writeImportFile(folder, "hevy-newer.csv", newer)
        let summary = try Importer.run(file: path, into: store, options: options())
        #expect(summary.setsAdded == 1)
        #expect(summary.duplicatesSkipped == 6)
        #expect(summary.exercisesCreated == 1)
        #expect(try store.setCount() == 7)
    }

    @Test func mapJoinsAnotherAppsNameToAnExistingExercise() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let bench = try store.addExercise("Bench Press")
        let summary = try Importer.run(file: importFixture("hevy.csv"), into: store,
                                       options: options(map: ["Bench Press (Barbell)=bench press", "Push Up=Push-up"]))
        #expect(summary.exercisesCreated == 2)  // Push-up and Treadmill
        let names = Set(try store.exercises().map(\.name))
        #expect(names == ["Bench Press", "Push-up", "Treadmill"])
        #expect(try store.sets(SetFilter(exerciseIds: [bench.id])).count == 4)
    }

    @Test func mapMustBeFromEqualsTo() {
        #expect(throws: ImportMappingError.self) { try ImportOptions.mapping(from: ["Bench Press"]) }
        #expect(throws: ImportMappingError.self) { try ImportOptions.mapping(from: ["=Bench"]) }
        let message = (try? ImportOptions.mapping(from: ["oops"])) == nil
            ? ImportMappingError(spec: "oops").commandLineText : ""
        #expect(message == "--map expects FROM=TO, such as \"Bench Press (Barbell)=Bench Press\" (got \"oops\")")
    }

    @Test func dryRunCountsButWritesNothing() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let before = try Exporter.data(store)
        let dry = try Importer.run(file: importFixture("strong.csv"), into: store, options: options(unit: .kg, dryRun: true))
        #expect(counts(dry) == ImportSummary(format: .strong, exercisesCreated: 4, setsAdded: 9, duplicatesSkipped: 0,
                                     rowsSkipped: 1, dryRun: true))
        #expect(dry.description.hasSuffix("(dry run: nothing written)"))
        #expect(try store.setCount() == 0)
        #expect(try store.exercises().isEmpty)
        #expect(try Exporter.data(store) == before)
    }

    @Test func repchartFileKeepsIdsSettingsAndExercises() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let summary = try Importer.run(file: importFixture("repchart.json"), into: store, options: options())
        #expect(counts(summary) == ImportSummary(format: .repchart, exercisesCreated: 3, setsAdded: 5))
        let settings = try store.settings()
        #expect(settings.timeZone == "Europe/Berlin")
        #expect(settings.bodyWeight == Weight(82.5, .kg))
        let bench = try #require(try store.exercise(named: "bp"))
        #expect(bench.id == UUID(uuidString: "6B0E7E0A-1F4C-4C3B-9E55-2F1A0D6C9A11"))
        #expect(bench.color == "#0072B2")
        let id = try #require(UUID(uuidString: "0F8E2C3A-0000-4000-8000-000000000002"))
        let set = try #require(try store.set(id: id))
        #expect(set.performedAt == Date(timeIntervalSince1970: 1_795_196_112.25))
        #expect(set.utcOffset == 3600)
        #expect(set.note == "paused \"touch\"\nand a second line")
    }

    @Test func repchartExercisesMergeByNameIntoAnExistingDatabase() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let mine = try store.addExercise("bench press")
        try store.saveSettings(Settings(weekStart: .sunday, defaultUnit: .lb))
        let summary = try Importer.run(file: importFixture("repchart.json"), into: store, options: options())
        #expect(summary.exercisesCreated == 2)
        #expect(try store.sets(SetFilter(exerciseIds: [mine.id])).count == 2)
        // Settings already chosen here are kept.
        #expect(try store.settings() == Settings(weekStart: .sunday, defaultUnit: .lb))
    }

    @Test func aStoredSetWithTheSameIdButOtherContentIsRefused() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try Importer.run(file: importFixture("repchart.json"), into: store, options: options())
        let before = try Exporter.data(store)
        var text = try String(contentsOfFile: importFixture("repchart.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"reps\": 5, \"weight\": 60", with: "\"reps\": 6, \"weight\": 60")
        text = text.replacingOccurrences(of: "\"weight\": 10, \"unit\": \"lb\"", with: "\"weight\": 12, \"unit\": \"lb\"")
        // A new set too, which must not be written either.
        text = text.replacingOccurrences(of: "  ]\n}", with: "  ,{\"id\": \"0F8E2C3A-0000-4000-8000-000000000009\", \"exercise\": \"A4C5D9E2-8B7F-4E1A-93D2-5C6B7A8E9F10\", \"day\": \"2026-11-22\", \"performed_at\": \"2026-11-22T09:00:00Z\", \"duration\": 60, \"source\": \"log\"}\n  ]\n}")
        let path = try writeImportFile(folder, "changed.json", text)
        let message = importFailure { try Importer.run(file: path, into: store, options: options()) }
        #expect(message == """
            \(path):11:5 ($.sets[0]): set 0F8E2C3A-0000-4000-8000-000000000001 is already stored as set 1 with different content \
            (reps 5, here 6); to take the file's, delete the stored one first (`repchart sets delete 1`)
            \(path):14:5 ($.sets[3]): set 0F8E2C3A-0000-4000-8000-000000000005 is already stored as set 4 with different content \
            (weight bw+10 lb, here bw+12 lb); to take the file's, delete the stored one first (`repchart sets delete 4`)
            """)
        #expect(try Exporter.data(store) == before)
    }

    @Test func anIdUsedTwiceInTheFileIsRefusedWhenWriting() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = importFixture("bad/duplicate-id.json")
        #expect(importFailure { try Importer.run(file: path, into: store, options: options()) } == """
            \(path):10:5 ($.sets[1]): set id 0F8E2C3A-0000-4000-8000-000000000001 is also used by an earlier set in this file with \
            different content (reps 5, here 6); keep one of the two in the file
            """)
        #expect(try store.setCount() == 0)
        #expect(try store.exercises().isEmpty)
    }

    @Test func failedImportsLeaveTheDatabaseAsItWas() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try Importer.run(file: importFixture("repchart.json"), into: store, options: options())
        let before = try Exporter.data(store)
        for name in ["bad/negative.csv", "bad/truncated.json", "bad/duplicate-id.json", "bad/unknown-unit.csv"] {
            #expect(importFailure { try Importer.run(file: importFixture(name), into: store, options: options(strict: true)) } != nil)
            #expect(try Exporter.data(store) == before, "\(name)")
        }
    }

    @Test func progressIsReportedUpToOne() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let seen = Fractions()
        var opts = try options(unit: .kg)
        opts.progress = { fraction in seen.append(fraction) }
        try Importer.run(file: importFixture("strong.csv"), into: store, options: opts)
        let fractions = seen.values
        #expect(fractions.last == 1)
        #expect(fractions == fractions.sorted())
    }
}

/// Progress values collected from the importer's callback.
private final class Fractions: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Double] = []
    func append(_ value: Double) { lock.withLock { stored.append(value) } }
    var values: [Double] { lock.withLock { stored } }
}
