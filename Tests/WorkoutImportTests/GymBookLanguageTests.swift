import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts

/// Issue 34.2: GymBook's export in the app's other languages, its header
/// words and the unit words inside its cells.
@Suite struct GymBookLanguageTests {
    private func read(_ name: String, dateOrder: DateOrder? = nil) throws -> [ImportRecord] {
        var options = ImportOptions(timeZone: importUTC)
        options.dateOrder = dateOrder
        return try Importer.records(file: importFixture("variants/" + name), options: options)
    }

    @Test func gymBookInGermanWithWiederholungenKgAndJa() throws {
        let records = try read("gymbook-de.csv")
        #expect(records.map(importLine) == [
            "2023-04-04 2023-04-04T18:02:00Z Bench Press (Barbell) warmup 12x 40 kg",
            "2023-04-04 2023-04-04T18:06:00Z Bench Press (Barbell) normal 4x 80 kg \"schwer\"",
            "2023-04-04 2023-04-04T18:20:00Z Plank normal 45s",
            "2023-04-21 2023-04-21T07:15:00Z Treadmill normal 1500s 4500m",
        ])
        #expect(ImportTotals(records) == ImportTotals(sets: 4, reps: 16, volumeKg: 12 * 40 + 4 * 80, seconds: 1545, metres: 4500,
                                                      firstDay: "2023-04-04", lastDay: "2023-04-21",
                                                      exercises: ["Bench Press (Barbell)", "Plank", "Treadmill"]))
    }

    @Test func gymBookInSpanishAndFrench() throws {
        #expect(try read("gymbook-es.csv").map(importLine) == [
            "2024-03-15 2024-03-15T19:05:00Z Squat warmup 10x 50 kg",
            "2024-03-15 2024-03-15T19:10:00Z Squat normal 5x 100 kg",
        ])
        #expect(try read("gymbook-fr.csv").map(importLine) == [
            "2024-02-02 2024-02-02T08:30:00Z Pull Up normal 8x bw",
            "2024-02-02 2024-02-02T08:40:00Z Rowing normal 600s 2000m",
        ])
    }

    @Test func gymBookInEnglishAsksForTheDateOrder() throws {
        let path = importFixture("variants/gymbook-en.csv")
        #expect(importFailure { _ = try read("gymbook-en.csv") }
                == "\(path):1:1: GymBook in English writes dates in the phone's region order; pass --date-order dmy or --date-order mdy")
        #expect(try read("gymbook-en.csv", dateOrder: .mdy).map(importLine) == [
            "2023-04-05 2023-04-05T17:00:00Z Deadlift warmup 5x 135 lb",
            "2023-04-05 2023-04-05T17:08:00Z Deadlift normal 3x 275 lb",
        ])
    }
}
