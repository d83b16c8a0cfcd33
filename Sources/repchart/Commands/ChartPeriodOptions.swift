import ArgumentParser
import Reports

/// `--from/--to`, `--week`, `--date`, `--last` for charts over a period.
struct ChartPeriodOptions: ParsableArguments {
    @Option(help: "First day: YYYY-MM-DD, today, yesterday or mon … sun.")
    var from: String?

    @Option(help: "Last day (default: today).")
    var to: String?

    @Option(help: "An ISO week such as 2026-W47.")
    var week: String?

    @Option(help: "The week containing this day.")
    var date: String?

    @Option(help: "A period ending today, such as 4w or 30d (4w: this week and the three before).")
    var last: String?

    var flags: PeriodFlags { PeriodFlags(week: week, date: date, from: from, to: to, last: last) }
}
