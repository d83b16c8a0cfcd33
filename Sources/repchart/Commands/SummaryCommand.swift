import ArgumentParser
import Reports
import Foundation
import Workouts

/// `repchart summary`: a period against the one before, new records, the streak.
struct SummaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Sessions, sets, reps and volume per exercise against the previous period, new records and your weekly streak.",
        discussion: """
            With no period it shows this week so far against last week up to the
            same weekday; weeks still in progress (`--last 4w`) are compared the
            same way. Whole calendar months (`--from 2026-10-01 --to 2026-10-31`, a
            year) are compared with as many whole months just before; any other
            period with the same number of days just before it. When the log began
            inside those days, the heading says what it holds of them. Volume leaves
            warm-ups out; sets and reps count them. A new record is a best e1RM or
            1/3/5/10 rep max reached in the period that beats everything before it.
            The weekly streak counts weeks with at least one session; the week in
            progress adds to it once you train and never breaks it.

            Examples:
              repchart summary                    # this week against last week
              repchart summary --week 2026-W47    # one ISO week against the one before
              repchart summary --last 4w          # four weeks against the four before
              repchart summary --last 30d --unit lb
              repchart summary --from 2026-10-01 --to 2026-10-31
              repchart summary --json             # for scripts
            """)

    @Option(parsing: .unconditional, help: ArgumentHelp("An ISO week such as 2026-W47 (days follow the week start).", valueName: "week"))
    var week: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A period ending today: Nw (whole weeks, this one included) or Nd (days), e.g. 4w or 30d.",
                               valueName: "period"))
    var last: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The first day: today, yesterday, mon … sun, or YYYY-MM-DD.", valueName: "day"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last day, with --from (default: today).", valueName: "day"))
    var to: String?

    @Option(help: ArgumentHelp("The unit of volume: kg or lb (default: the config file, else the log's unit).",
                               valueName: "unit"))
    var unit: Unchecked<WeightUnit>?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try OptionNameAsValue.refuse([("--week <week>", week), ("--last <period>", last), ("--from <day>", from), ("--to <day>", to)])
    }

    mutating func run() throws {
        let unit = try self.unit.checked()
        let (log, settings, zone) = try store.open(reading: true)
        let today = Day(containing: Date(), in: zone)
        let request = SummaryRequest(week: week, last: last, from: from, to: to, unit: unit ?? settings.defaultUnit,
                                     weekStart: settings.weekStart)
        // One snapshot: the totals and the muscle section agree while an import runs.
        try log.readingOneSnapshot {
            let summary = try log.summary(request, today: today)
            say(json ? StatsOutput.summaryJSON(summary) : StatsOutput.summary(summary, paint: TerminalStyle.standardOutput().paint))
            if !json {
                let (rows, unmapped) = try log.muscleSets(summary.period)
                if !rows.isEmpty { say("\n" + StatsOutput.muscleSection(rows, unmapped: unmapped, period: summary.period)) }
            }
        }
    }
}
