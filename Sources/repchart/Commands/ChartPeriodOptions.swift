import ArgumentParser
import Reports

/// `--from/--to`, `--week`, `--date`, `--last`, `--year` for charts over a
/// period, and for `report --html/--poster`: one declaration, so every command
/// that takes a period gives the same help and the same refusals.
struct ChartPeriodOptions: ParsableArguments {
    @Option(help: ArgumentHelp("First day: YYYY-MM-DD, today, yesterday or mon … sun.", valueName: "day"))
    var from: String?

    @Option(help: ArgumentHelp("Last day (default: today).", valueName: "day"))
    var to: String?

    @Option(help: "An ISO week such as 2026-W47.")
    var week: String?

    @Option(help: ArgumentHelp("The week containing this day.", valueName: "day"))
    var date: String?

    @Option(help: ArgumentHelp("A period ending today, such as 4w or 30d (4w: this week and the three before).",
                               valueName: "period"))
    var last: String?

    @Option(help: ArgumentHelp("A calendar year, such as 2026 (so far, when it is this year).", valueName: "year"))
    var year: Int?

    /// Where `ChartFastPath` puts each option.
    static var slots: [ChartOptionSlot<Self>] {
        [
            .option("from") { $1(&$0._from) },
            .option("to") { $1(&$0._to) },
            .option("week") { $1(&$0._week) },
            .option("date") { $1(&$0._date) },
            .option("last") { $1(&$0._last) },
            .option("year") { $1(&$0._year) },
        ]
    }

    var flags: PeriodFlags { PeriodFlags(week: week, date: date, from: from, to: to, last: last, year: year) }
}
