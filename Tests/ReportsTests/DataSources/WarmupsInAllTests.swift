import Testing
@testable import Charts
@testable import Reports
import Workouts
import TrainingDemo
import WorkoutTestSupport

/// A chart of sets or reps counts warm-ups, as sets done; a muscle chart, the
/// calendar and the review count working sets. The real-shape week read
/// "Sets · 62 in all" by exercise (grouped by main muscle) and "54 working sets
/// in all" by muscle, and nothing said why: now the first says how many of
/// its sets were warm-ups.
@Suite(.serialized) struct WarmupsInAllTests {
    func subtitle(_ metric: ChartMetric, byMuscle: Bool = false, kind: ChartKind = .week) throws -> String {
        let log = try RealShapeLog.shared.get()
        var request = ChartRequest(kind: kind, metric: metric, period: .week(try Week(parsing: "2026-W46")),
                                   today: try day("2026-11-30"))
        request.byMuscle = byMuscle
        return try #require(try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph.subtitle)
    }

    @Test func aWeekOfSetsSaysHowManyWereWarmUps() throws {
        let sets = try subtitle(.sets)
        #expect(sets.contains("62 in all, 8 of them warm-ups"), "\(sets)")
        #expect(try subtitle(.sets, kind: .totals(horizontal: false)).contains("62 in all, 8 of them warm-ups"))
        #expect(try subtitle(.sets, kind: .share(donut: false)).contains("62 in all, 8 of them warm-ups"))
        // 62 - 8 warm-ups - 3 sets of cardio (a run, a rowing machine: no muscle's working sets, said).
        let muscles = try subtitle(.sets, byMuscle: true)
        #expect(muscles.contains("51 working sets in all") && muscles.contains(" · 3 cardio sets left out"), "\(muscles)")
        #expect(try !subtitle(.sets, byMuscle: true).contains("warm-up"))
    }

    @Test func repsSayTheirWarmUpRepsAndVolumeLeavesThemOut() throws {
        let reps = try subtitle(.reps), volume = try subtitle(.volume)
        #expect(reps.contains(" in warm-ups"), "\(reps)")
        #expect(!volume.contains("warm-up"), "\(volume)")
    }

    /// One warm-up is "a warm-up"; a week of warm-ups alone says "all".
    @Test func fewWarmUpsAreWordedAsSpoken() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat")
        try log.log(squat, "2026-11-16", sets: 1, reps: 5, kg: 60, type: .warmup)
        try log.log(squat, "2026-11-16", sets: 1, reps: 5, kg: 100)
        try log.log(squat, "2026-11-23", sets: 2, reps: 5, kg: 60, type: .warmup)
        let data = try ChartData(store: log.store)
        func words(_ week: String, _ metric: ChartMetric) throws -> String? {
            let days = try Week(parsing: week).days(start: .monday)
            let total = try data.dailyTotals(range: days, metric: metric, unit: .kg).reduce(0) { $0 + $1.value }
            return try data.warmupsInAll(range: days, metric: metric, unit: .kg, exerciseIds: nil, total: total)
        }
        #expect(try words("2026-W47", .sets) == "2 in all, 1 of them a warm-up")
        #expect(try words("2026-W48", .sets) == "2 in all, all warm-ups")
        #expect(try words("2026-W47", .reps) == "10 in all, 5 of them in warm-ups")
        #expect(try words("2026-W48", .reps) == "10 in all, all in warm-ups")
        #expect(try words("2026-W47", .volume) == nil)
    }
}
