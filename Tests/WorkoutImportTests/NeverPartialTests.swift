import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport
@testable import repchart

/// Issue 34.1: a field that cannot be read on more than a handful of rows
/// refuses the whole file; isolated typos are still skipped and listed, the
/// two kinds named apart.
@Suite struct NeverPartialTests {
    private func run(_ name: String, strict: Bool = false, into store: WorkoutStore) throws -> ImportSummary {
        var options = ImportOptions(timeZone: importUTC)
        options.strict = strict
        return try Importer.run(file: importFixture(name), into: store, options: options)
    }

    @Test func aColumnUnreadableOnManyRowsRefusesTheWholeFileAndChangesNothing() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = importFixture("bad/weights-with-units-written.csv")
        let failure = importFailure { _ = try run("bad/weights-with-units-written.csv", into: store) }
        #expect(failure == "\(path):1:1: column \"weight (kg)\" could not be read on 5 of 30 rows, e.g. \"70 kg\" (line 6) and \"60 kg\" (line 11); that many is not a typo but a form RepChart does not read, so nothing was imported; say the unit with --unit kg or --unit lb, or what the column holds with --column \"weight (kg)\"=FIELD (FIELD: reps, weight, seconds, distance, rpe or ignore)")
        #expect(try store.sets().isEmpty)
        #expect(try store.exercises().isEmpty)
    }

    /// Weights written "70 kg" with `--unit kg` already given: `--unit` cannot
    /// help, so only the column mapping is suggested.
    @Test func unreadableWeightsWithTheUnitGivenSuggestOnlyTheColumnMapping() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = importFixture("bad/weights-with-units-written.csv")
        var options = ImportOptions(timeZone: importUTC)
        options.unit = .kg
        let failure = importFailure { _ = try Importer.run(file: path, into: store, options: options) }
        #expect(failure == "\(path):1:1: column \"weight (kg)\" could not be read on 5 of 30 rows, e.g. \"70 kg\" (line 6) and \"60 kg\" (line 11); that many is not a typo but a form RepChart does not read, so nothing was imported; say what the column holds with --column \"weight (kg)\"=FIELD (FIELD: reps, weight, seconds, distance, rpe or ignore)")
        #expect(try store.sets().isEmpty)
    }

    @Test func oneUnreadableAndOneImpossibleRowAreSkippedAndNamedApart() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = importFixture("variants/one-unreadable-one-impossible.csv")
        let summary = try run("variants/one-unreadable-one-impossible.csv", into: store)
        #expect(summary.rows.rejectedRows == 1)
        #expect(summary.rows.unreadableRows == 1)
        #expect(summary.description == "1 exercise created, 38 sets added, 0 duplicates skipped, 1 row with impossible values skipped, 1 row with unreadable values skipped")
        #expect(ImportReport.warnings(summary, file: path) == [
            "skipped 1 row with impossible values and 1 row with unreadable values (--strict refuses the file instead):",
            "\(path):12:32: weight \"8O\" is not a number",
            "\(path):27:30: reps 877777 is not a whole number of at most 100000",
        ])
        let records = try Importer.records(file: path, options: ImportOptions(timeZone: importUTC))
        #expect(ImportTotals(records) == ImportTotals(sets: 38, reps: 247, volumeKg: 16425,
                                                       firstDay: "2025-04-01", lastDay: "2025-04-10", exercises: ["Bench Press"]))
        let sets = try store.sets()
        #expect(sets.count == 38)
        #expect(sets.compactMap(\.reps).reduce(0, +) == 247)
    }

    @Test func strictRefusesEvenOneUnreadableRow() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let failure = importFailure { _ = try run("variants/one-unreadable-one-impossible.csv", strict: true, into: store) }
        #expect(failure?.contains("weight \"8O\" is not a number") == true)
        #expect(try store.sets().isEmpty)
    }

    @Test func theAllowanceIsOnePercentOrTwentyRowsWhicheverIsSmallerAndAtLeastOne() {
        #expect(UnreadFields.allowed(rows: 30) == 1)
        #expect(UnreadFields.allowed(rows: 500) == 5)
        #expect(UnreadFields.allowed(rows: 4475) == 20)
    }
}
