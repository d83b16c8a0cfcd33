import Reports

extension PeriodProblem {
    /// The refusal of a period, naming `--year`, `--week`, `--date`, `--from`/`--to` and `--last`.
    var commandLineText: String {
        switch self {
        case .yearWithOtherPeriod(let year):
            "--year \(year) names the whole period; give only one of --week, --date, --from/--to, --last and --year"
        case .yearOutOfRange(let year): "--year \(year) is not a year RepChart can show; use 1900 to 9999"
        case .yearNotBegun(let year, let today): "--year \(year) has not begun yet (today is \(today))"
        case .moreThanOnePeriod: "give only one of --week, --date, --from/--to and --last"
        case .endWithoutStart: "--to needs --from"
        case .startAfterEnd(let start, let end): "--from \(start) is after --to \(end)"
        case .spanTooLong(let start, let end): "--from \(start) --to \(end) spans more than 20 years"
        case .lastTooLong(let last): "--last \(last) is longer than 20 years"
        }
    }
}
