import ArgumentParser
import Reports
import Workouts

// The options several chart commands share, each declared once
// (`ChartOption`), in the groups the commands take them in; a command's
// list of options is made from its wrappers (`ChartOptionRecorder`).

/// `ChartCommonOptions`: look, size, output.
enum CommonOption {
    static var format: ChartOption<Unchecked<ChartFormat>> {
        .checked("format", stage: .look, help: "Image format (default: from the -o extension, else png).") { $0.look.format = $1 }
    }
    static var size: ChartOption<Unchecked<ChartSize>> {
        .checked("size", takesDashedValues: true, stage: .look, help: ArgumentHelp("Size in layout units, WIDTHxHEIGHT (default 1600x1000, a calendar 1600x360 for a year and narrower for fewer weeks; at least 240x160; at most 16384 px a side and 64 Mpx after --scale).",
                                                          valueName: "size")) { $0.look.size = $1 }
    }
    static var scale: ChartOption<Float> {
        .value("scale", takesDashedValues: true, stage: .look, help: "Pixels per layout unit, e.g. 2 for high-density screens (above 0, at most 8).") {
            $0.look.scale = $1
        }
    }
    static var theme: ChartOption<Unchecked<ConfigTheme>> {
        .checked("theme", stage: .look, help: "Colours (default light).") { $0.look.theme = $1 }
    }
    static var title: ChartOption<String> {
        .value("title", takesDashedValues: true, stage: .look, help: "Replace the chart's title.") { $0.look.title = $1 }
    }
    static var font: ChartOption<String> {
        .value("font", stage: .look, help: "A TrueType font file to draw text with (default: DejaVu Sans).") { $0.look.font = $1 }
    }
    static var svgText: ChartOption<Unchecked<SVGTextMode>> {
        .checked("svg-text", stage: .look, help: "How an SVG writes its words: text (real, selectable <text>; the default) or outlines (glyph shapes, the same without the font).") {
            $0.look.svgText = $1
        }
    }
    static var output: ChartOption<String> {
        .value("output", short: "o", stage: .look, help: "Output file, or - for standard output (default: a name such as 2026-W47-week.png).") {
            $0.look.output = $1
        }
    }
    static var force: ChartOption<Bool> {
        .flag("force", stage: .look, help: "Replace an existing output file even when it is not the same kind of file.") {
            $0.look.force = $1
        }
    }
    static var preview: ChartOption<Bool> {
        .flag("preview", stage: .look, help: "Also show the chart in the terminal: the image in kitty, Ghostty, iTerm2 or WezTerm, else Unicode blocks (REPCHART_PREVIEW=kitty|iterm2|blocks overrides).") {
            $0.look.preview = $1
        }
    }
}

/// `ChartMetricOptions`: `--metric` and `--unit`, which `chart calendar` takes too.
enum MetricOption {
    /// `--metric` for what `Measure` is: a chart's metric, or a calendar's shading.
    static func metric<Measure: ChartMeasure>(_ measure: Measure.Type) -> ChartOption<Unchecked<Measure>> {
        .checked("metric", stage: .metric, help: ArgumentHelp(Measure.metricHelp, valueName: "metric")) {
            $1.place(in: &$0)
        }
    }
    static var unit: ChartOption<Unchecked<WeightUnit>> {
        .checked("unit", stage: .metric, help: "Weight unit for volume and 1RM (default: the log's unit).") { $0.unit = $1 }
    }
}

/// `ChartPeriodOptions`: `--from/--to`, `--week`, `--date`, `--last`, `--year`.
enum PeriodOption {
    static var from: ChartOption<String> {
        .value("from", takesDashedValues: true, stage: .period, help: ArgumentHelp("First day: YYYY-MM-DD, today, yesterday or mon … sun.", valueName: "day")) {
            $0.period.from = $1
        }
    }
    static var to: ChartOption<String> {
        .value("to", takesDashedValues: true, stage: .period, help: ArgumentHelp("Last day (default: today).", valueName: "day")) { $0.period.to = $1 }
    }
    static var week: ChartOption<String> {
        .value("week", takesDashedValues: true, stage: .period, help: "An ISO week such as 2026-W47.") { $0.period.week = $1 }
    }
    static var date: ChartOption<String> {
        .value("date", takesDashedValues: true, stage: .period, help: ArgumentHelp("The week containing this day.", valueName: "day")) { $0.period.date = $1 }
    }
    static var last: ChartOption<String> {
        .value("last", takesDashedValues: true, stage: .period, help: ArgumentHelp("A period ending today, such as 4w or 30d (4w: this week and the three before).",
                                                          valueName: "period")) { $0.period.last = $1 }
    }
    static var year: ChartOption<Int> {
        .value("year", takesDashedValues: true, stage: .period, help: ArgumentHelp("A calendar year, such as 2026 (so far, when it is this year).", valueName: "year")) {
            $0.period.year = $1
        }
    }
}

/// `ChartGroupingOptions`: `--by`, `--top`, `--exercise` (and `SecondaryOption`).
enum GroupingOption {
    static var by: ChartOption<Unchecked<ChartGrouping>> {
        .checked("by", stage: .grouping, help: ArgumentHelp("A segment, bar or slice per exercise or per muscle group "
                                                            + "(then the default metric is sets; warm-ups never count). By default, "
                                                            + "exercises too many to name at the size are stacked by main muscle group "
                                                            + "or by movement, as the subtitle says; --by exercise keeps exercises.",
                                                            valueName: "grouping")) {
            $0.series.grouping = $1
        }
    }
    static var top: ChartOption<Int> {
        .value("top", takesDashedValues: true, stage: .grouping, help: ArgumentHelp("Show the N largest exercises (or muscle groups) and fold the rest into one \"Other\" "
                                                           + "(default: as many as read well at the size, about 10 at 1600x1000; a pie at most 7).", valueName: "N")) {
            $0.series.top = $1
        }
    }
    static var exercise: ChartOption<[String]> {
        .list("exercise", stage: .grouping, help: ArgumentHelp("Draw exactly these exercises, no \"Other\" (repeat it or give a comma list, "
                                                               + "e.g. --exercise squat,deadlift; names or aliases).", valueName: "name")) {
            $0.series.exercises += $1
        }
    }
}

/// `--secondary`, a muscle's share in `ChartGroupingOptions` (`Double`),
/// `chart progress`' second axis in `ChartProgressOptions`.
enum SecondaryOption {
    static func secondary<Meaning: ChartSecondary>(_ meaning: Meaning.Type) -> ChartOption<Meaning> {
        ChartOption(name: "secondary", short: nil, help: Meaning.secondaryHelp, form: .value, stage: Meaning.stage,
                    site: ChartOptionSite(file: #fileID, line: #line), takesDashedValues: true,
                    read: { Meaning.read($0) }, place: { invocation, value throws(ReportsError) in
                        try value.place(in: &invocation)
                    })
    }
}

/// `StoreOptions`: `--db` and `--tz`.
enum StoreOption {
    static var db: ChartOption<String> {
        .value("db", stage: .store, help: ArgumentHelp(
            "The database file.",
            discussion: "Default: $REPCHART_DB, else $XDG_DATA_HOME/repchart/repchart.sqlite (~/.local/share/repchart/).",
            valueName: "path")) { $0.db = $1 }
    }
    /// Takes dashed values: an offset such as -05:00 starts with a dash but is a value, not a flag.
    static var tz: ChartOption<String> {
        .value("tz", takesDashedValues: true, stage: .store, help: ArgumentHelp(
            "Time zone for days and weeks, e.g. Europe/Berlin, +01:00 or -05:00 (default: the setting, else the system's).",
            valueName: "zone")) { $0.tz = $1 }
    }
}
