import Charts
import Foundation
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// `--exercise`: the chart draws exactly the exercises named, with no
/// "Other", and an unknown name is refused in one line with the closest ones.
@Suite struct ExercisePickTests {
    /// 2026-W47 of the shared log: squat 5x5@100 + 3x5@105 = 4,075 kg,
    /// bench press 5x5@70 = 1,750 kg, barbell row 3x8@60 = 1,440 kg.
    func draw(_ kind: ChartKind, exercises: [String], size: ChartSize = ChartSize(width: 1600, height: 1000),
              log: TestLog) throws -> (texts: [String], subtitle: String) {
        var request = ChartRequest(kind: kind, periodFlags: PeriodFlags(week: "2026-W47"),
                                   style: ChartStyle(size: size))
        request.exercises = exercises
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let fonts = try ChartFonts.locate()
        var surface = TextBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: size.layout(scale: 1).size, theme: .light, fonts: fonts)
        return (surface.texts.map(\.text), graph.subtitle ?? "")
    }

    @Test(arguments: [ChartKind.week, .weeks, .totals, .share])
    func picksExactlyTheNamedExercises(kind: ChartKind) throws {
        let log = try TestLog.threeLifts()
        defer { log.remove() }
        // A repeated flag and a comma list read alike; names and case as the log knows them.
        for picks in [["squat", "barbell row"], ["Squat,Barbell Row"], ["squat", "squat, barbell row"]] {
            let (texts, subtitle) = try draw(kind, exercises: picks, log: log)
            #expect(texts.contains { $0.contains("Squat") }, "\(kind) \(picks): \(texts)")
            #expect(texts.contains { $0.contains("Barbell Row") }, "\(kind) \(picks): \(texts)")
            #expect(!texts.contains { $0.contains("Bench") || $0.contains("Other") }, "\(kind) \(picks): \(texts)")
            #expect(subtitle.contains("5,515 kg in all"), "\(kind): \(subtitle)")
        }
        // At a size that folds all but two into "Other" (--top 1 would), one pick is drawn alone.
        let (texts, subtitle) = try draw(kind, exercises: ["bench press"], size: ChartSize(width: 240, height: 160),
                                         log: log)
        #expect(texts.contains { $0.contains("Bench") } && !texts.contains { $0.contains("Squat") || $0.contains("Other") },
                "\(kind): \(texts)")
        #expect(subtitle.contains("1,750 kg in all"), "\(kind): \(subtitle)")
    }

    /// Charts label "Leg Press (Machine)" as "Leg Press", but `chart progress "leg press"` and
    /// `--exercise "leg press"` were "unknown exercise"; the name a chart shows can be typed back
    /// when one exercise has it. One that several share is refused as such, naming them.
    @Test func theNameAChartShowsCanBeTypedBack() throws {
        let log = try TestLog()
        defer { log.remove() }
        let press = try log.exercise("Leg Press (Machine)")
        let barbell = try log.exercise("Bench Press (Barbell)")
        let dumbbell = try log.exercise("Bench Press (Dumbbell)")
        try log.log(press, "2026-11-17", sets: 3, reps: 10, kg: 180)
        try log.log(barbell, "2026-11-18", sets: 3, reps: 5, kg: 100)
        try log.log(dumbbell, "2026-11-19", sets: 3, reps: 8, kg: 30)
        let data = try ChartData(store: log.store)
        #expect(try data.exercise(named: "leg press").id == press.id)
        let (texts, subtitle) = try draw(.totals, exercises: ["leg press"], log: log)
        #expect(texts.contains { $0.hasPrefix("Leg Press") } && !texts.contains { $0.hasPrefix("Bench") }, "\(texts)")
        #expect(subtitle.contains("5,400 kg in all"), "\(subtitle)")
        #expect {
            _ = try data.exercise(named: "bench press")
        } throws: { error in
            "\(error)" == "'bench press' names 2 exercises, 'Bench Press (Barbell)' and 'Bench Press (Dumbbell)'; name one"
        }
    }

    @Test func aPickWithNothingInThePeriodIsNamed() throws {
        let log = try TestLog.threeLifts()
        defer { log.remove() }
        try log.exercise("Front Squat")
        let (_, subtitle) = try draw(.totals, exercises: ["squat", "front squat"], log: log)
        #expect(subtitle.hasSuffix(" · no volume for Front Squat"), "\(subtitle)")
        #expect(subtitle.contains("4,075 kg in all"))
    }

    @Test func unknownNamesAndClashesAreRefusedInOneLine() throws {
        let log = try TestLog.threeLifts()
        defer { log.remove() }
        func refusal(_ picks: [String], top: Int? = nil, byMuscle: Bool = false, kind: ChartKind = .totals) -> ReportsError? {
            var request = ChartRequest(kind: kind, periodFlags: PeriodFlags(week: "2026-W47"))
            request.exercises = picks
            request.top = top
            request.byMuscle = byMuscle
            do {
                _ = try ChartRenderer.prepare(request, data: try ChartData(store: log.store))
                return nil
            } catch {
                return error
            }
        }
        func storeRefusal(_ picks: [String]) -> String? {
            guard case .store(let underlying)? = refusal(picks)?.kind else { return nil }
            return underlying.description
        }
        #expect(storeRefusal(["Sqaut"]) == "unknown exercise 'Sqaut'; did you mean 'Squat'?")
        #expect(storeRefusal(["squat,bench pres"])?.hasPrefix("unknown exercise 'bench pres'; did you mean 'Bench Press'") == true)
        #expect(refusal(["zzzzzzzz"])?.kind == .request(.unknownExercise("zzzzzzzz")))
        #expect(refusal([","])?.kind == .request(.exerciseNameMissing))
        #expect(refusal(["squat"], top: 3)?.kind == .request(.exercisesAndTop))
        #expect(refusal(["squat"], byMuscle: true)?.kind == .request(.exercisesAndMuscleGrouping))
        for name in (1...9).map({ "Lift \($0)" }) { try log.exercise(name) }
        #expect(refusal((1...9).map { "Lift \($0)" }, kind: .share)?.kind
            == .request(.tooManyExercises(count: 9, kind: "share", limit: 8)))
        #expect(refusal((1...9).map { "Lift \($0)" }) == nil)
    }
}
