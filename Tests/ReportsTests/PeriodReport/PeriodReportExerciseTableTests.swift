import Foundation
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

@Suite struct PeriodReportExerciseTableTests {
    /// Pull-ups with a load added and no body weight set have no e1RM: the table's best set read "–"
    /// though `summary` shows 8 × bw+30 kg as a record. It shows the heaviest set as summary does
    /// (warm-ups and sets with no load added left out; the more reps of one load).
    @Test func aBodyweightLiftWithALoadAddedShowsItsHeaviestSetAsBest() throws {
        let log = try TestLog()
        let pullUp = try log.exercise("Pull Up", color: "#009E73", kind: .reps)
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-16", sets: 3, reps: 5, kg: 100)
        let day = try Day(parsing: "2026-11-17")
        let noon = day.instant(hour: 12, minute: 0, in: TimeZone(secondsFromGMT: 0) ?? .current)
        func pullUps(_ reps: Int, plus kg: Double?, type: SetType = .normal) -> WorkoutSet {
            WorkoutSet(exerciseId: pullUp.id, performedAt: noon, utcOffset: 0, day: day, reps: reps,
                       weight: kg.map { Weight($0, .kg) }, isBodyweight: true, type: type)
        }
        try log.store.insert([pullUps(10, plus: 40, type: .warmup), pullUps(12, plus: nil), pullUps(6, plus: 25),
                              pullUps(8, plus: 30), pullUps(5, plus: 30)])
        let fixture = PeriodReportFixture(log: log, today: PeriodReportFixture.today)
        defer { fixture.remove() }
        let page = try fixture.page()
        let bestSets = try matches("<td data-label=\"Best set\">([^<]*)</td>", in: page)
        #expect(page.contains("<td data-label=\"Exercise\">Pull Up</td>"))
        #expect(page.contains("<td data-label=\"Best set\">8\u{A0}×\u{A0}bw+30\u{A0}kg</td>"),
                "\(bestSets)")
        // A lift with an e1RM keeps its set and estimate.
        #expect(page.contains("<td data-label=\"Best set\">5\u{A0}×\u{A0}100\u{A0}kg · e1RM 116.7\u{A0}kg</td>"),
                "\(bestSets)")
    }
}
