import Testing
import Workouts
@testable import Reports

/// `ChartRequest.init(kind:…series:)`: the rules between `--by`, `--secondary`,
/// `--top`, `--exercise`, `--target` and `--muscle`, each refusal by its kind
/// (the command line's words for them: repchartTests' ReportsErrorTextTests).
@Suite struct ChartRequestValidationTests {
    private func muscles(_ text: String) throws -> MuscleGroupList { try MuscleGroupList(parsing: text) }
    private func target(_ text: String) throws -> WeeklySetRange { try WeeklySetRange(parsing: text) }

    private func refusal(_ kind: ChartKind, metric: ChartMetric? = nil, _ series: ChartSeriesFlags) -> ReportsError.Kind? {
        refusal { _ = try ChartRequest(kind: kind, metric: metric, series: series) }
    }

    /// The kind of refusal `body` throws, or nil.
    private func refusal(_ body: () throws -> Void) -> ReportsError.Kind? {
        do {
            try body()
            return nil
        } catch {
            return (error as? ReportsError)?.kind ?? .message("not a ReportsError: \(error)")
        }
    }

    @Test func acceptedFlagsAreApplied() throws {
        let weeks = try ChartRequest(kind: .weeks, series: ChartSeriesFlags(
            grouping: .muscle, secondary: 0.25, top: 5, exercises: ["squat"], target: target("10-20"),
            muscles: muscles("chest,lats,chest")))
        #expect(weeks.byMuscle)
        #expect(weeks.counting == MuscleCounting(secondaryFraction: 0.25))
        #expect(weeks.top == 5)
        #expect(weeks.exercises == ["squat"])
        #expect(weeks.target == 10...20)
        #expect(weeks.muscles == [.chest, .lats])
        let week = try ChartRequest(kind: .week, series: ChartSeriesFlags(grouping: .exercise))
        #expect(!week.byMuscle && week.top == nil && week.target == nil && week.muscles.isEmpty)
        #expect(try ChartRequest(kind: .progress(exercise: "squat"), series: ChartSeriesFlags()).top == nil)
    }

    @Test func refusals() throws {
        let chest = try muscles("chest")
        let range = try target("10-20")
        let cases: [(ChartKind, ChartMetric?, ChartSeriesFlags, ReportsError.Kind)] = [
            (.totals, nil, ChartSeriesFlags(grouping: .muscle, secondary: 2), .request(.secondaryOutOfRange(2))),
            (.week, nil, ChartSeriesFlags(top: 0), .request(.topOutOfRange(0))),
            (.week, nil, ChartSeriesFlags(top: 101), .request(.topOutOfRange(101))),
            (.weeks, nil, ChartSeriesFlags(grouping: .muscle, muscles: chest), .request(.musclesWithoutTarget)),
            (.weeks, nil, ChartSeriesFlags(target: range, muscles: chest), .request(.targetNeedsMuscleGrouping)),
            (.weeks, .volume, ChartSeriesFlags(grouping: .muscle, target: range, muscles: chest),
             .request(.targetNeedsSetsMetric(.volume))),
            (.weeks, nil, ChartSeriesFlags(grouping: .muscle, target: range), .request(.targetNeedsMuscles)),
            (.weeks, nil, ChartSeriesFlags(grouping: .muscle, target: range,
                                           muscles: try muscles("chest,lats,quads,glutes,biceps,triceps,calves")),
             .request(.tooManyMuscles(count: 7, limit: 6))),
            (.totals, nil, ChartSeriesFlags(grouping: .muscle, target: range, muscles: chest),
             .request(.targetNotForKind("totals"))),
            (.progress(exercise: "squat"), nil, ChartSeriesFlags(top: 3), .request(.oneSeriesKind("progress"))),
            (.calendar(.sets), nil, ChartSeriesFlags(grouping: .muscle), .request(.oneSeriesKind("calendar"))),
        ]
        for (kind, metric, series, expected) in cases {
            #expect(refusal(kind, metric: metric, series) == expected, "\(kind) \(series)")
        }
        // Not a number is refused too (and is unequal to itself, so matched by pattern).
        guard case .request(.secondaryOutOfRange(let share)) = refusal(.share, ChartSeriesFlags(secondary: .nan)) else {
            Issue.record("a secondary share of nan was not refused as out of range")
            return
        }
        #expect(share.isNaN)
    }

    /// `ChartMetric` is the store's `Metric` summed, or a level (e1rm, top-set): its words, their order and its store metric.
    @Test func reportMetricsAreTheStoreMetricsAndTheLevels() {
        #expect(ChartMetric.choices == ["reps", "sets", "volume", "duration", "distance", "e1rm", "top-set"])
        #expect(ChartMetric.progress.map(\.rawValue) == ["e1rm", "top-set", "volume", "reps", "sets", "duration", "distance"])
        #expect(ChartMetric.summable.map(\.storeMetric) == Metric.allCases.map { $0 })
        for metric in ChartMetric.allCases { #expect(ChartMetric(rawValue: metric.rawValue) == metric) }
        #expect(ChartMetric(rawValue: "sessions") == nil)
        #expect(ChartMetric.e1rm.storeMetric == nil && ChartMetric.topSet.storeMetric == nil)
        #expect(ChartMetric.volume == .sum(.volume))
    }

    /// A top set is a level reached, like an e1RM: only a progress line shows it; a week,
    /// totals, share or weeks chart refuses it by its kind, naming it.
    @Test func aTopSetIsOnlyForProgressCharts() throws {
        #expect(try ChartRequest(kind: .progress(exercise: "pull up"), metric: .topSet).resolvedMetric() == .topSet)
        for kind in [ChartKind.week, .totals, .share, .weeks] {
            #expect(refusal { _ = try ChartRequest(kind: kind, metric: .topSet).resolvedMetric() }
                == .request(.metricOnlyForProgress(.topSet)), "\(kind)")
        }
        #expect(try ChartMetric(parsing: "Top-Set") == .topSet)
    }

    @Test func optionWordsAndTheirRefusals() throws {
        #expect(try ChartGrouping(parsing: "Muscle-Groups") == .muscle)
        #expect(try ChartGrouping(parsing: "exercises") == .exercise)
        #expect(try ChartMetric(parsing: "E1RM") == .e1rm)
        #expect(try ConfigTheme(parsing: "Dark") == .dark)
        #expect(try CalendarMetric(parsing: "volume") == .volume)
        #expect(try WeeklySetRange(parsing: "10 - 20").range == 10...20)
        let refusals: [(ReportsError.Kind?, String)] = [
            (refusal { _ = try ChartGrouping(parsing: "arms") }, "unknown grouping 'arms'; use exercise or muscle"),
            (refusal { _ = try ChartMetric(parsing: "joy") },
             "unknown metric 'joy'; use reps, sets, volume, duration, distance, e1rm or top-set"),
            (refusal { _ = try WeightUnit(parsing: "st") }, "unknown unit 'st'; use kg or lb"),
            (refusal { _ = try ChartFormat(parsing: "gif") }, "unknown format 'gif'; use png or svg"),
            (refusal { _ = try ConfigTheme(parsing: "neon") }, "unknown theme 'neon'; use light or dark"),
            (refusal { _ = try CalendarMetric(parsing: "joy") }, "unknown calendar metric 'joy'; use sessions, sets or volume"),
            (refusal { _ = try MuscleGroupList(parsing: "chest,wings") },
             "unknown muscle group 'wings'; use " + MuscleGroup.allCases.map(\.rawValue).joined(separator: ", ")),
        ]
        for (seen, expected) in refusals { #expect(seen.map { ReportsError($0).description } == expected) }
        #expect(refusal { _ = try ChartGrouping(parsing: "arms") }
            == .option(.unknownName(noun: "grouping", text: "arms", choices: ["exercise", "muscle"])))
        #expect(refusal { _ = try WeeklySetRange(parsing: "20-10") } == .option(.notARange("20-10")))
        #expect(refusal { _ = try MuscleGroupList(parsing: "chest,wings") } == .option(.unknownMuscleGroup("wings")))
    }
}
