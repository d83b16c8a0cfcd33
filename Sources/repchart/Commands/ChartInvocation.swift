import Foundation
import Reports
import Workouts

/// One `repchart chart week|totals|share|progress|weeks` command line as plain
/// values. ArgumentParser's chart commands produce one (`invocation`), and so
/// does `ChartFastPath` without ArgumentParser's start-up cost; both then run
/// the same `run()`.
struct ChartInvocation: Equatable {
    /// Which chart, with what only that chart takes.
    enum Kind: Equatable {
        case week, totals, share, weeks
        case progress(exercise: String)
    }

    var kind: Kind
    var period = PeriodFlags()
    var metric: String?
    var unit: String?
    /// `--by`: exercise or muscle.
    var by: String?
    /// `--secondary`: the share of a set a secondary muscle gets.
    var secondary: Double?
    /// `--top`: the number of series before "Other".
    var top: Int?
    /// `--exercise`, each as typed (a name, an alias, or a comma list of them).
    var exercises: [String] = []
    var horizontal = false
    var donut = false
    /// `--target` and `--muscle` (weeks only).
    var target: String?
    var muscle: String?
    var look = ChartLook()
    /// `--db` and `--tz`.
    var db: String?
    var tz: String?

    /// Draws the chart and prints where it went.
    func run() throws {
        // Started first: HarfBuzz opens on the second core while the config is read.
        let session = ChartSession()
        defer { session.finish() }
        try reportingErrors { () throws(ReportsError) in
            let config = try chartConfig()
            let (metric, unit) = try Self.resolve(metric: metric, unit: unit)
            var request = ChartRequest(kind: chartKind, metric: metric, unit: unit, periodFlags: period,
                                       style: try look.style(config), output: look.output, force: look.force)
            request.horizontal = horizontal
            request.donut = donut
            if case .progress = kind {} else { try applyGrouping(to: &request) }
            if kind == .weeks { try applyTarget(to: &request) }
            try runChart(request, db: db, tz: tz, config: config, preview: look.preview, session: session)
        }
    }

    private var chartKind: ChartKind {
        switch kind {
        case .week: .week
        case .totals: .totals
        case .share: .share
        case .weeks: .weeks
        case .progress(let exercise): .progress(exercise: exercise)
        }
    }

    /// `--metric` and `--unit` as values, or a one-line error naming the choices.
    static func resolve(metric: String?, unit: String?) throws(ReportsError) -> (ReportMetric?, WeightUnit?) {
        let metric: ReportMetric? = try metric.map { text throws(ReportsError) in
            guard let metric = ReportMetric(rawValue: text.lowercased()) else {
                throw ReportsError("unknown metric '\(text.prefix(80))'; use reps, sets, volume, duration, distance or e1rm")
            }
            return metric
        }
        return (metric, try resolve(unit: unit))
    }

    /// `--unit` as a value, or a one-line error naming the choices.
    static func resolve(unit: String?) throws(ReportsError) -> WeightUnit? {
        try unit.map { text throws(ReportsError) in
            guard let unit = WeightUnit(rawValue: text.lowercased()) else {
                throw ReportsError("unknown unit '\(text.prefix(80))'; use kg or lb")
            }
            return unit
        }
    }

    /// `--by` and `--secondary`.
    private func applyGrouping(to request: inout ChartRequest) throws(ReportsError) {
        switch by?.lowercased() {
        case nil, "exercise", "exercises": request.byMuscle = false
        case "muscle", "muscles", "muscle-group", "muscle-groups": request.byMuscle = true
        case let other?: throw ReportsError("unknown grouping '\(other.prefix(80))'; use exercise or muscle")
        }
        if let secondary {
            guard secondary.isFinite, secondary >= 0, secondary <= 1 else {
                throw ReportsError("--secondary must be a number from 0 to 1, such as 0.5")
            }
            request.counting = MuscleCounting(secondaryFraction: secondary)
        }
        request.exercises = exercises
        if let top {
            guard (1...100).contains(top) else { throw ReportsError("--top must be from 1 to 100, such as --top 8") }
            request.top = top
        }
    }

    /// `--target` and `--muscle`: a band of weekly working sets behind chosen muscle groups.
    private func applyTarget(to request: inout ChartRequest) throws(ReportsError) {
        guard let target else {
            if muscle != nil { throw ReportsError("--muscle goes with --target, e.g. --muscle chest --target 10-20") }
            return
        }
        guard request.byMuscle else { throw ReportsError("--target needs --by muscle (it counts working sets per muscle group)") }
        guard (request.metric ?? .sets) == .sets else { throw ReportsError("--target counts sets; leave out --metric or use --metric sets") }
        let parts = target.split(separator: "-", maxSplits: 1).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let low = parts[0], let high = parts[1], low.isFinite, high.isFinite,
              low >= 0, high > low, high <= 10_000 else {
            throw ReportsError("--target '\(target.prefix(80))' is not a range; write it as LOW-HIGH, e.g. 10-20")
        }
        guard let muscle else {
            throw ReportsError("--target compares each muscle group with the range; choose them with --muscle, e.g. --muscle chest,lats")
        }
        var groups: [MuscleGroup] = []
        for name in muscle.split(separator: ",") {
            guard let group = MuscleGroup(name: String(name)) else {
                throw ReportsError("unknown muscle group '\(name.prefix(80))'; use "
                                   + MuscleGroup.allCases.map(\.rawValue).joined(separator: ", "))
            }
            if !groups.contains(group) { groups.append(group) }
        }
        guard groups.count <= 6 else { throw ReportsError("--muscle takes at most 6 muscle groups side by side") }
        request.target = low...high
        request.muscles = groups
    }
}
