import ArgumentParser
import Reports

/// `--from/--to`, `--week`, `--date`, `--last`, `--year` for charts over a
/// period, and for `report --html/--poster`: one declaration, so every command
/// that takes a period gives the same help and the same refusals (`PeriodOption`).
struct ChartPeriodOptions: ParsableArguments {
    @Option(PeriodOption.from) var from: String?
    @Option(PeriodOption.to) var to: String?
    @Option(PeriodOption.week) var week: String?
    @Option(PeriodOption.date) var date: String?
    @Option(PeriodOption.last) var last: String?
    @Option(PeriodOption.year) var year: Int?

    var flags: PeriodFlags { PeriodFlags(week: week, date: date, from: from, to: to, last: last, year: year) }

    func validate() throws {
        try OptionNameAsValue.refuse([("--from <day>", from), ("--to <day>", to), ("--week <week>", week),
                                      ("--date <day>", date), ("--last <period>", last)])
    }
}
