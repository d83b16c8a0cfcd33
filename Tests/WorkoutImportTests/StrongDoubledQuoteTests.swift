import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Issue 34.3: Strong writes notes as `""bro curls""` inside an unquoted
/// field; one such row refused a whole file (`unexpected 'b' after a closing quote`).
@Suite struct StrongDoubledQuoteTests {
    @Test func aNoteInDoubledQuotesIsReadAsTheTextBetweenAndCounted() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = importFixture("variants/strong-doubled-quotes.csv")
        let options = ImportOptions(unit: .kg, timeZone: importUTC)
        #expect(try Importer.records(file: path, options: options).map(importLine) == [
            "2024-06-03 2024-06-03T17:30:00Z Bicep Curl (Dumbbell) normal 12x 12 kg \"bro curls\"",
            "2024-06-03 2024-06-03T17:30:00Z Bicep Curl (Dumbbell) normal 10x 12 kg",
            "2024-06-03 2024-06-03T17:30:00Z Triceps Pushdown (Cable - Straight Bar) normal 15x 25 kg \"\"fine\" form\"",
            "2024-06-05 2024-06-05T18:00:00Z Squat (Barbell) normal 5x 100 kg rpe 8 \"deep\"",
        ])
        let summary = try Importer.run(file: path, into: store, options: options)
        #expect(summary.rows.mendedFields == 3)
        #expect(summary.description == "3 exercises created, 4 sets added, 0 duplicates skipped, 3 fields with broken quotes mended")
        #expect(try store.sets().compactMap(\.note).sorted() == ["\"fine\" form", "bro curls", "deep"])
    }

    @Test func quotingThatCannotBeMendedIsStillRefused() {
        let path = importFixture("bad/strong-broken-quote.csv")
        #expect(importFailure { _ = try Importer.records(file: path, options: ImportOptions(unit: .kg, timeZone: importUTC)) }
                == "\(path):2:66: unexpected 'b' after a closing quote")
    }
}
