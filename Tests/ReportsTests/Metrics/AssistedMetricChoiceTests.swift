import Testing
@testable import Reports
import Foundation
import Workouts
import WorkoutTestSupport

/// Assisted pull-ups with the body weight unknown have no load to chart: the
/// chart said "Reps (no loads logged)", though the help was logged. It says
/// what is missing.
@Suite struct AssistedMetricChoiceTests {
    @Test func assistedSetsWithoutABodyWeightSayWhatIsMissing() {
        let assisted = TrainingMix(liftingSets: 5, loadedSets: 0, assistedSets: 5)
        #expect(MetricChoice.progress(assisted).label == "Reps (assisted, body weight not set)")
        #expect(MetricChoice.summable(assisted).label == "Reps (assisted, body weight not set)")
        #expect(MetricChoice.progress(TrainingMix(liftingSets: 5, loadedSets: 0)).label == "Reps (no loads logged)")
    }

    /// The log's assisted sets are counted so while the body weight is unknown, and not once it is.
    @Test func theLogCountsAssistedSetsWhileTheBodyWeightIsUnknown() throws {
        let log = try TestLog()
        defer { log.remove() }
        let pullUp = try log.exercise("Pull Up (Assisted)")
        let date = try Day(parsing: "2026-11-16")
        let instant = date.instant(hour: 12, minute: 0, in: TimeZone(secondsFromGMT: 0) ?? .current)
        try log.store.insert((0..<3).map { _ in
            WorkoutSet(exerciseId: pullUp.id, performedAt: instant, utcOffset: 0, day: date, reps: 8,
                       weight: Weight(-25, .kg), isBodyweight: true)
        })
        let range = DayRange(date, date)
        let mix = try log.store.trainingMix(range: range)
        #expect(mix.assistedSets == 3 && mix.loadedSets == 0)
        #expect(MetricChoice.progress(mix).label == "Reps (assisted, body weight not set)")
        try log.store.saveSettings(Settings(bodyWeight: Weight(80, .kg)))
        let known = try log.store.trainingMix(range: range)
        #expect(known.assistedSets == 0 && known.loadedSets == 3)
    }
}
