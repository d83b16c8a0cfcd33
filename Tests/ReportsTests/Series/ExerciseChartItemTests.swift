import Foundation
import Charts
import Raster
import Testing
@testable import Reports
import Workouts

@Suite struct ExerciseChartItemTests {
    let pushUps = Exercise(name: "Push ups", color: "#D55E00", kind: .reps)
    let bench = Exercise(name: "Bench Press", color: "#0072B2")

    @Test func legendTextHasValueAndShare() {
        // 120 of 348 reps = 34.48…% → "34.5%".
        let item = ExerciseChartItem(exercise: pushUps, storedValue: 120, total: 348, metric: .reps, unit: .kg)
        #expect(item.legendText == "Push ups 120 (34.5%)")
        #expect(item.name == "Push ups")
        #expect(item.value == 120)
        #expect(item.color == Color(rgb: 0xD55E00))
        #expect(abs((item.share ?? 0) - 120.0 / 348.0) < 1e-12)
    }

    @Test func volumeCarriesTheUnitAndGroupsThousands() {
        // 12,400 of 30,000 kg = 41.333…%.
        let item = ExerciseChartItem(exercise: bench, storedValue: 12_400, total: 30_000, metric: .volume, unit: .kg)
        #expect(item.legendText == "Bench Press 12,400 kg (41.3%)")
        let pounds = ExerciseChartItem(exercise: bench, storedValue: 62.5, total: 125, metric: .volume, unit: .lb)
        #expect(pounds.legendText == "Bench Press 62.5 lb (50.0%)")
    }

    @Test func durationIsShownAsAClock() {
        let plank = Exercise(name: "Plank", color: "#009E73", kind: .duration)
        let item = ExerciseChartItem(exercise: plank, storedValue: 2700, total: 2700, metric: .duration, unit: .kg)
        #expect(item.value == 45)
        #expect(item.legendText == "Plank 45:00 (100.0%)")
        let run = ExerciseChartItem(exercise: plank, storedValue: 1290, total: 1290, metric: .duration, unit: .kg)
        #expect(run.legendText == "Plank 21:30 (100.0%)", "21.5 minutes read as a clock, not 21.5 min")
        let ride = ExerciseChartItem(exercise: plank, storedValue: 5_700, total: nil, metric: .duration, unit: .kg)
        #expect(ride.legendText == "Plank 1:35:00")
    }

    @Test func withoutATotalThereIsNoShare() {
        let item = ExerciseChartItem(exercise: pushUps, storedValue: 120, total: nil, metric: .reps, unit: .kg)
        #expect(item.share == nil)
        #expect(item.legendText == "Push ups 120")
        let zeroTotal = ExerciseChartItem(exercise: pushUps, storedValue: 0, total: 0, metric: .reps, unit: .kg)
        #expect(zeroTotal.legendText == "Push ups 0")
    }

    @Test func tinySharesAreNotRoundedToZero() {
        let item = ExerciseChartItem(exercise: pushUps, storedValue: 1, total: 1_000_000, metric: .reps, unit: .kg)
        #expect(item.legendText == "Push ups 1 (<0.1%)")
    }

    @Test func enormousValuesStayReadable() {
        let item = ExerciseChartItem(exercise: bench, storedValue: 1e18, total: 1e18, metric: .volume, unit: .kg)
        #expect(item.legendText == "Bench Press 1e+18 kg (100.0%)")
    }

    @Test func badColourFallsBackToThePalette() {
        let odd = Exercise(name: "Odd", color: "not a colour")
        let item = ExerciseChartItem(exercise: odd, storedValue: 1, total: 1, metric: .sets, unit: .kg)
        #expect(item.color == nil)
    }

    @Test func repeatedAndCloseColoursAreMovedApart() throws {
        let red = Color(rgb: 0xD55E00), blue = Color(rgb: 0x0072B2)
        let hexes = ["#D55E00", "#D55E00", "#D86010", "", "#0072B2", "#8A8A8A", "#D55E00"]
        // Ids in order, so which red keeps its colour (the first id, in the identity order) is known.
        let exercises = try hexes.enumerated().map { index, hex in
            Exercise(id: try #require(UUID(uuidString: "00000000-0000-4000-8000-00000000000\(index)")),
                     name: "E\(index)", color: hex)
        }
        let byId = Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0) })
        let colors = ExerciseColors.chartColors(exercises, identity: IdentityColors(byId.values))
        #expect(colors[exercises[0].id] == red)
        #expect(colors[exercises[4].id] == blue)
        let shown = exercises.compactMap { colors[$0.id] }
        #expect(shown.count == exercises.count)
        #expect(ColorDistance.minimumDelta(shown + [ExerciseColors.other]) >= ColorDistance.minimumSeriesDelta)
        // Folded into "Other" (the last three: it folds at least three), the last red is grey; the others keep their colours.
        let series = ExerciseSeries(totals: Dictionary(uniqueKeysWithValues: exercises.enumerated().map { ($1.id, Double(10 - $0)) }),
                                    exercises: byId, limit: 5)
        #expect(series.entries.count == 5)
        #expect(series.entries.last?.color == ExerciseColors.other)
        for entry in series.entries.dropLast() { #expect(entry.color == colors[entry.exercise.id], "\(entry.exercise.name)") }
    }
}
