import Testing
import Workouts
@testable import Reports

/// `ChartRequest.init(kind:…series:)`: the rules between `--by`, `--secondary`,
/// `--top`, `--exercise`, `--target` and `--muscle`, each refusal by its words.
@Suite struct ChartRequestValidationTests {
    private func muscles(_ text: String) throws -> MuscleGroupList { try MuscleGroupList(parsing: text) }
    private func target(_ text: String) throws -> WeeklySetRange { try WeeklySetRange(parsing: text) }

    private func refusal(_ kind: ChartKind, metric: ReportMetric? = nil, _ series: ChartSeriesFlags) -> String? {
        refusal { _ = try ChartRequest(kind: kind, metric: metric, series: series) }
    }

    /// The one-line refusal `body` throws, or nil.
    private func refusal(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? ReportsError)?.description ?? "not a ReportsError: \(error)"
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
        let cases: [(ChartKind, ReportMetric?, ChartSeriesFlags, String)] = [
            (.totals, nil, ChartSeriesFlags(grouping: .muscle, secondary: 2),
             "--secondary must be a number from 0 to 1, such as 0.5"),
            (.share, nil, ChartSeriesFlags(secondary: .nan), "--secondary must be a number from 0 to 1, such as 0.5"),
            (.week, nil, ChartSeriesFlags(top: 0), "--top must be from 1 to 100, such as --top 8"),
            (.week, nil, ChartSeriesFlags(top: 101), "--top must be from 1 to 100, such as --top 8"),
            (.weeks, nil, ChartSeriesFlags(grouping: .muscle, muscles: chest),
             "--muscle goes with --target, e.g. --muscle chest --target 10-20"),
            (.weeks, nil, ChartSeriesFlags(target: range, muscles: chest),
             "--target needs --by muscle (it counts working sets per muscle group)"),
            (.weeks, .volume, ChartSeriesFlags(grouping: .muscle, target: range, muscles: chest),
             "--target counts sets; leave out --metric or use --metric sets"),
            (.weeks, nil, ChartSeriesFlags(grouping: .muscle, target: range),
             "--target compares each muscle group with the range; choose them with --muscle, e.g. --muscle chest,lats"),
            (.weeks, nil, ChartSeriesFlags(grouping: .muscle, target: range,
                                           muscles: try muscles("chest,lats,quads,glutes,biceps,triceps,calves")),
             "--muscle takes at most 6 muscle groups side by side"),
            (.totals, nil, ChartSeriesFlags(grouping: .muscle, target: range, muscles: chest),
             "--target is for chart weeks, e.g. chart weeks --by muscle --muscle chest --target 10-20"),
            (.progress(exercise: "squat"), nil, ChartSeriesFlags(top: 3),
             "a progress chart has one series; leave out --by, --secondary, --top, --exercise, --target and --muscle"),
            (.calendar(.sets), nil, ChartSeriesFlags(grouping: .muscle),
             "a calendar chart has one series; leave out --by, --secondary, --top, --exercise, --target and --muscle"),
        ]
        for (kind, metric, series, message) in cases {
            #expect(refusal(kind, metric: metric, series) == message, "\(kind) \(series)")
        }
    }

    @Test func optionWordsAndTheirRefusals() throws {
        #expect(try ChartGrouping(parsing: "Muscle-Groups") == .muscle)
        #expect(try ChartGrouping(parsing: "exercises") == .exercise)
        #expect(try ReportMetric(parsing: "E1RM") == .e1rm)
        #expect(try ConfigTheme(parsing: "Dark") == .dark)
        #expect(try CalendarMetric(parsing: "volume") == .volume)
        #expect(try WeeklySetRange(parsing: "10 - 20").range == 10...20)
        let refusals: [(String?, String)] = [
            (refusal { _ = try ChartGrouping(parsing: "arms") }, "unknown grouping 'arms'; use exercise or muscle"),
            (refusal { _ = try ReportMetric(parsing: "joy") },
             "unknown metric 'joy'; use reps, sets, volume, duration, distance or e1rm"),
            (refusal { _ = try WeightUnit(parsing: "st") }, "unknown unit 'st'; use kg or lb"),
            (refusal { _ = try ChartFormat(parsing: "gif") }, "unknown format 'gif'; use png or svg"),
            (refusal { _ = try ConfigTheme(parsing: "neon") }, "unknown theme 'neon'; use light or dark"),
            (refusal { _ = try CalendarMetric(parsing: "joy") }, "unknown calendar metric 'joy'; use sessions, sets or volume"),
            (refusal { _ = try WeeklySetRange(parsing: "20-10") },
             "--target '20-10' is not a range; write it as LOW-HIGH, e.g. 10-20"),
            (refusal { _ = try MuscleGroupList(parsing: "chest,wings") },
             "unknown muscle group 'wings'; use " + MuscleGroup.allCases.map(\.rawValue).joined(separator: ", ")),
        ]
        for (seen, expected) in refusals { #expect(seen == expected) }
    }
}
