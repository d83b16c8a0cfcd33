import ArgumentParser
import Reports
import Workouts

/// `repchart chart weeks`: a stacked bar per week.
struct ChartWeeksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weeks",
        abstract: "A stacked bar per week (default: the last 12 weeks), a segment per exercise or muscle group.",
        discussion: """
              repchart chart weeks --last 12w
              repchart chart weeks --by muscle                     # working sets per muscle group per week
              repchart chart weeks --by muscle --muscle chest,lats --target 10-20
            """)

    @OptionGroup var period: ChartPeriodOptions
    @OptionGroup var metric: ChartMetricOptions
    @OptionGroup var grouping: ChartGroupingOptions

    @Option(help: ArgumentHelp("With --by muscle and --muscle: a weekly range of working sets to aim for, shaded "
                               + "behind the bars, e.g. 10-20.", valueName: "low-high"))
    var target: String?

    @Option(help: ArgumentHelp("Muscle groups to compare with --target, comma-separated (chest, upper-back, lats, "
                               + "front-delts, …).", valueName: "muscles"))
    var muscle: String?

    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    func run() throws {
        let target = self.target, muscle = self.muscle
        try common.draw(.weeks, periodFlags: period.flags, metric: metric, grouping: grouping, store: store) {
            (request) throws(ReportsError) in
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
}

/// `repchart chart calendar`: a training calendar.
struct ChartCalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "A training calendar (default: the last 52 weeks): a column per week, a row per weekday.",
        discussion: """
              repchart chart calendar
              repchart chart calendar --year 2026 --metric sets
              repchart chart calendar --last 26w --metric volume --theme dark
            """)

    @Option(help: "A calendar year, such as 2026.")
    var year: Int?

    @Option(help: ArgumentHelp("A period ending today, such as 52w or 26w.", valueName: "period"))
    var last: String?

    @Option(help: ArgumentHelp("What shades a day: sessions (trained or not), sets (working sets) or volume.",
                               valueName: "metric"))
    var metric: String?

    @Option(help: "Weight unit for volume: kg or lb (default: the log's unit).")
    var unit: String?

    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    func run() throws {
        try reportingErrors { () throws(ReportsError) in
            let kind: CalendarMetric
            if let metric {
                guard let found = CalendarMetric(rawValue: metric.lowercased()) else {
                    throw ReportsError("unknown calendar metric '\(metric.prefix(80))'; use sessions, sets or volume")
                }
                kind = found
            } else {
                kind = .sessions
            }
            if year != nil && last != nil { throw ReportsError("use --year or --last, not both") }
            var flags = PeriodFlags(last: last)
            if let year {
                guard (1900...2500).contains(year) else { throw ReportsError("--year \(year) is out of range (1900–2500)") }
                flags = PeriodFlags(from: "\(year)-01-01", to: "\(year)-12-31")
            }
            let unit: WeightUnit? = try self.unit.map { text throws(ReportsError) in
                guard let unit = WeightUnit(rawValue: text.lowercased()) else {
                    throw ReportsError("unknown unit '\(text.prefix(80))'; use kg or lb")
                }
                return unit
            }
            let config = try chartConfig()
            let request = ChartRequest(kind: .calendar(kind), unit: unit, periodFlags: flags,
                                       style: try common.style(config), output: common.output, force: common.force)
            try runChart(request, store: store, config: config, preview: common.preview)
        }
    }
}
