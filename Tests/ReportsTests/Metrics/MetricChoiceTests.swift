import Charts
import Foundation
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// The default metric follows what was logged, and the chart says which it
/// chose; training days count every day with a set, whatever is drawn.
@Suite struct MetricChoiceTests {
    /// Week 2026-W47 of runs, rides and swims only (times and distances, no reps).
    func cardioWeek() throws -> (TestLog, run: Exercise) {
        let log = try TestLog()
        let run = try log.exercise("Run", color: "#0072B2", kind: .distance)
        let ride = try log.exercise("Ride", color: "#E69F00", kind: .distance)
        let swim = try log.exercise("Swim", color: "#009E73", kind: .distance)
        try cardio(log, run, "2026-11-16", seconds: 1500, metres: 5000)
        try cardio(log, ride, "2026-11-17", seconds: 3300, metres: 20000)
        try cardio(log, swim, "2026-11-19", seconds: 1920, metres: 1500)
        try cardio(log, run, "2026-11-21", seconds: 2490, metres: 8000)
        return (log, run)
    }

    func cardio(_ log: TestLog, _ exercise: Exercise, _ dayText: String, seconds: Double, metres: Double) throws {
        let date = try day(dayText)
        let instant = date.instant(hour: 7, minute: 0, in: try #require(TimeZone(identifier: "UTC")))
        try log.store.insert([WorkoutSet(exerciseId: exercise.id, performedAt: instant, utcOffset: 0, day: date,
                                         duration: seconds, distance: metres)])
    }

    func prepare(_ log: TestLog, _ kind: ChartKind, metric: ChartMetric? = nil) throws -> Graph {
        let request = ChartRequest(kind: kind, metric: metric, period: .week(try Week(parsing: "2026-W47")),
                                   today: try day("2026-11-22"))
        return try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
    }

    @Test func aCardioOnlyWeekIsChartedByDuration() throws {
        let (log, run) = try cardioWeek()
        defer { log.remove() }
        let week = try prepare(log, .week)
        #expect(week.subtitle == "Duration (only cardio logged) · 2:33:30 in all · 4 training days")
        #expect(week.yAxis?.title == "Duration (h:mm:ss)")
        #expect(week.yAxis?.formatter.string(for: 21.5, step: 0.5) == "21:30")
        let share = try prepare(log, .share)
        #expect(share.subtitle?.hasPrefix("Duration (only cardio logged) by exercise · 2:33:30 in all") == true)
        let totals = try prepare(log, .totals)
        #expect(totals.subtitle?.hasPrefix("Duration (only cardio logged) by exercise") == true)
        let progress = try prepare(log, .progress(exercise: run.name))
        #expect(progress.subtitle?.hasPrefix("Duration (only cardio logged) per training day") == true,
                "\(progress.subtitle ?? "")")
        #expect(progress.subtitle?.contains("best 41:30") == true, "\(progress.subtitle ?? "")")
    }

    /// Issue 45.5: lifting mixed with cardio is charted by the lifting's volume, the cardio named
    /// as left out (it was "Sets (lifting and cardio mixed)", where a 5 km run counted as one set).
    @Test func aMixedWeekCountsTheLiftingsVolumeAndEveryTrainingDay() throws {
        let (log, _) = try cardioWeek()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#D55E00")
        try log.log(squat, "2026-11-18", sets: 3, reps: 5, kg: 100)
        let week = try prepare(log, .week)
        #expect(week.subtitle
                == "Volume (lifting only) · 1,500 kg in all · 5 training days · 4 sets not in volume: Run, Ride, Swim")
        // Volume asked for: only the squat day has any, but five days had training.
        let volume = try prepare(log, .week, metric: .volume)
        #expect(volume.subtitle == "Volume · 1,500 kg in all · 5 training days · 4 sets not in volume: Run, Ride, Swim")
        let reps = try prepare(log, .week, metric: .reps)
        #expect(reps.subtitle?.hasSuffix("5 training days · 4 sets not in reps: Run, Ride, Swim") == true,
                "\(reps.subtitle ?? "")")
    }

    @Test func plankBesideLiftingIsNotCardio() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#D55E00")
        let plank = try log.exercise("Plank", color: "#009E73", kind: .duration)
        try log.log(squat, "2026-11-18", sets: 3, reps: 5, kg: 100)
        try log.log(plank, "2026-11-19", sets: 3, reps: 0, seconds: 60)
        // Issue 45.5: the plank's sets are named as left out of volume.
        #expect(try prepare(log, .week).subtitle == "Volume · 1,500 kg in all · 2 training days · 3 sets not in volume: Plank")
    }

    @Test func liftingStaysOnVolumeAndE1RM() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#D55E00")
        try log.log(squat, "2026-11-18", sets: 3, reps: 5, kg: 100)
        #expect(try prepare(log, .week).subtitle == "Volume · 1,500 kg in all · 1 training day")
        #expect(try prepare(log, .progress(exercise: "squat")).subtitle?.hasPrefix("Estimated 1RM") == true)
        let pushUps = try log.exercise("Push Ups", color: "#009E73", kind: .reps)
        try log.log(pushUps, "2026-11-19", sets: 3, reps: 20)
        #expect(try prepare(log, .progress(exercise: "push ups")).subtitle?.hasPrefix("Reps (no loads logged)") == true)
    }

    @Test func aCardioOnlyWeekAskedForVolumeSaysWhy() throws {
        let (log, _) = try cardioWeek()
        defer { log.remove() }
        let graph = try prepare(log, .week, metric: .volume)
        #expect(graph.subtitle == "Volume · none logged · 4 training days · 4 sets not in volume: Run, Ride, Swim")
        #expect(graph.emptyText == "No volume logged this week (4 training days); sets show them")
    }

    /// Empty-chart sentences ("No estimated 1RM logged for …") keep "1RM" as written.
    @Test func anAcronymKeepsItsCapitalsInsideASentence() {
        #expect(ChartMetric.e1rm.phrase == "estimated 1RM")
        #expect(ChartMetric.volume.phrase == "volume")
    }

    @Test func aReportGivesEveryWeekOneValueAxis() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#D55E00")
        let bench = try log.exercise("Bench Press", color: "#0072B2")
        try log.log(squat, "2026-11-03", sets: 2, reps: 5, kg: 100)   // 1000
        try log.log(bench, "2026-11-03", sets: 1, reps: 5, kg: 100)   // + 500: the tallest day
        try log.log(squat, "2026-11-18", sets: 1, reps: 7, kg: 100)   // 700 in a lighter week
        let data = try ChartData(store: log.store)
        let totals = try data.dailyTotals(range: DayRange(try day("2026-11-02"), try day("2026-11-22")),
                                          metric: .volume, unit: .kg)
        let range = try #require(WeeklyChartFolder.sharedValueRange(totals, metric: .volume))
        #expect(range.lower == 0 && range.upper >= 1500 && range.upper < 1700, "the tallest stack, with headroom")
        let week = try Week(parsing: "2026-W47")
        let weekData = try data.weekData(range: week.days(), metric: .volume, unit: .kg)
        let graph = WeekGraph.graph(weekData, week: week, range: week.days(), valueRange: range)
        #expect(graph.yAxis?.range == range, "a light week is drawn on the report's axis, not its own")
        #expect(WeekGraph.graph(weekData, week: week, range: week.days()).yAxis?.range == nil)
    }
}
