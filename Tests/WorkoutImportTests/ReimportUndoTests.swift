import Foundation
import GRDB
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Taking back a re-import gives back what it wrote over or removed: `undo --import`
/// removed the sets a newer export added and left its edits and removals standing,
/// unsaid, and after a re-import that only edited it took back the import before it.
@Suite struct ReimportUndoTests {
    private func options(removeMissing: Bool = false) -> ImportOptions {
        var options = ImportOptions(unit: .kg, timeZone: importUTC)
        options.removeMissing = removeMissing
        return options
    }

    /// A Strong export of 4 Mar 2026: squat sets of `weights` (5 reps each), a note on the second.
    private static func strong(_ weights: [String], extra: String = "") -> String {
        "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + weights.enumerated().map { index, weight in
                "2026-03-04 07:00:00,Morning,1h,Squat (Barbell),\(index + 1),\(weight),5,0,0,\(index == 1 ? "1e5" : ""),,\n"
            }.joined() + extra
    }

    @Test func anUndoneReimportGivesBackTheSetsItWroteOverAndRemoved() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try Importer.run(file: try writeImportFile(folder, "v1.csv", Self.strong(["100", "120", "120"])),
                         into: store, options: options())
        let before = try store.sets()
        // Set 2 edited to 125 kg, set 3 deleted in the app, a new session on 6 Mar.
        let newer = Self.strong(["100", "125"], extra: "2026-03-06 07:00:00,Morning,1h,Squat (Barbell),1,130,5,0,0,,,\n")
        let summary = try Importer.run(file: try writeImportFile(folder, "v2.csv", newer), into: store,
                                       options: options(removeMissing: true))
        #expect(summary.setsAdded == 1 && summary.setsUpdated == 1 && summary.setsRemoved == 1)
        let (_, undone) = try store.undoImport(nil)
        #expect(undone.sets.map { $0.weight } == [Weight(130, .kg)])
        #expect(undone.restored.map(\.number) == before.dropFirst().map(\.number))
        // The log as it was, by value: ids, numbers, places, weights, the note "1e5" as text.
        #expect(try store.sets() == before)
        #expect(try store.sets().map(\.note) == [nil, "1e5", nil])
    }

    @Test func undoAfterAReimportThatOnlyEditedTakesBackThatReimport() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try Importer.run(file: try writeImportFile(folder, "v1.csv", Self.strong(["100", "120"])), into: store, options: options())
        let before = try store.sets()
        try Importer.run(file: try writeImportFile(folder, "v2.csv", Self.strong(["100", "125"])), into: store, options: options())
        let (batch, undone) = try store.undoImport(nil)
        // Not the first import, whose two sets would go: the re-import, which added none.
        #expect(batch.sets == 0 && batch.replaced == 1 && undone.sets.isEmpty)
        #expect(try store.sets() == before)
    }

    @Test func aSetWrittenOverAgainByALaterImportIsLeftAndSaid() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try Importer.run(file: try writeImportFile(folder, "v1.csv", Self.strong(["100", "120"])), into: store, options: options())
        try Importer.run(file: try writeImportFile(folder, "v2.csv", Self.strong(["100", "125"])), into: store, options: options())
        let second = try #require(try store.reading { db in
            try String.fetchOne(db, sql: "SELECT id FROM batch WHERE source = 'import' ORDER BY number DESC LIMIT 1")
        })
        try Importer.run(file: try writeImportFile(folder, "v3.csv", Self.strong(["100", "130"])), into: store, options: options())
        // Taking back v2 by its id leaves v3's 130 kg and says so.
        let (_, undone) = try store.undoImport(second)
        #expect(undone.restored.isEmpty && undone.changedSince.map(\.weight) == [Weight(130, .kg)])
        #expect(try store.sets().map(\.weight) == [Weight(100, .kg), Weight(130, .kg)])
        // Taking back v3 then gives back what was there before both: v1's 120 kg, as if v2 had never been.
        let (_, third) = try store.undoImport(nil)
        #expect(third.restored.map(\.weight) == [Weight(120, .kg)])
        #expect(try store.sets().map(\.weight) == [Weight(100, .kg), Weight(120, .kg)])
    }
}
