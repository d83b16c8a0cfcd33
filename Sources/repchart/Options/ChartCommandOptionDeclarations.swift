import ArgumentParser
import Reports
import Workouts

// The options one chart command has to itself, each declared once
// (`ChartOption`), beside those of the groups in ChartOptionDeclarations.swift.

/// `chart week`'s `--week` and `--date`: the period's declarations, worded for one week.
enum WeekOption {
    static var week: ChartOption<String> { PeriodOption.week.worded("An ISO week such as 2026-W47 (default: this week).") }
    static var date: ChartOption<String> {
        PeriodOption.date.worded("Any day of the week to show: today, yesterday, mon … sun or YYYY-MM-DD.")
    }
}

/// `chart weeks`' `--target` and `--muscle`.
enum WeeksOption {
    static var target: ChartOption<Unchecked<WeeklySetRange>> {
        .checked("target", stage: .weeks, help: ArgumentHelp("With --by muscle and --muscle: a weekly range of working sets to aim for, shaded "
                                                             + "behind the bars, e.g. 10-20.", valueName: "low-high")) {
            $0.series.target = $1
        }
    }
    static var muscle: ChartOption<Unchecked<MuscleGroupList>> {
        .checked("muscle", stage: .weeks, help: ArgumentHelp("Muscle groups to compare with --target, comma-separated.", valueName: "muscles")) {
            $0.series.muscles = $1
        }
    }

    static var bin: ChartOption<Unchecked<ChartBin>> {
        .checked("bin", stage: .weeks, help: ArgumentHelp("A bar per week or per month (default: week up to 26 weeks, month past that).",
                                                          valueName: "bin")) { $0.bin = $1 }
    }
}

/// `--y-max` of the bar charts (week, weeks, totals).
enum BarScaleOption {
    static var yMax: ChartOption<Unchecked<ValueScaleTop>> {
        .checked("y-max", takesDashedValues: true, stage: .valueScale, help: ArgumentHelp("The top of the value scale, in the chart's metric (e.g. 12000 kg of volume), "
                                                                 + "so charts side by side share one scale (default: fitted to the data).",
                                                                 valueName: "value")) { $0.valueScaleTop = $1.value }
    }
}

/// `chart totals`' `--horizontal`.
enum TotalsOption {
    static var horizontal: ChartOption<Bool> {
        .flag("horizontal", stage: .shape, help: "Bars grow to the right, largest at the top.") { $0.horizontal = $1 }
    }
}

/// `chart share`'s `--donut`.
enum ShareOption {
    static var donut: ChartOption<Bool> {
        .flag("donut", stage: .shape, help: "A ring with the total in the middle.") { $0.donut = $1 }
    }
}

/// `chart progress`' exercise and the lines beside its metric's line (`ChartProgressOptions`, with `SecondaryOption`).
enum ProgressOption {
    static var exercise: ChartOption<String> {
        .argument("exercise", stage: .subject, help: "The exercise, by name or alias.") { $0.kind = .progress(exercise: $1) }
    }
    static var average: ChartOption<Bool> {
        .flag("average", stage: .progressLines, help: "Also draw a dashed line at the average of the shown training days.") {
            $0.progress.average = $1
        }
    }
    static var median: ChartOption<Bool> {
        .flag("median", stage: .progressLines, help: "Also draw a dotted line at the median of the shown training days.") {
            $0.progress.median = $1
        }
    }
    static var noTrend: ChartOption<Bool> {
        .flag("no-trend", stage: .progressLines, help: "Leave out the trend (a least-squares line over the shown training days, drawn by default).") {
            $0.progress.trend = !$1
        }
    }
}

/// `chart calendar`'s `--unit`; its `--metric` is `MetricOption.metric(CalendarMetric.self)`.
enum CalendarOption {
    /// The metric's `--unit`, worded for a calendar (it has no 1RM).
    static var unit: ChartOption<Unchecked<WeightUnit>> {
        MetricOption.unit.worded("Weight unit for volume (default: the log's unit).")
    }
}
