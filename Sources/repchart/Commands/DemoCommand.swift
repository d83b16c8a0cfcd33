import ArgumentParser
import Reports

/// `repchart demo`: a generated history in a fresh database, and every chart of it.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Fill a fresh demo database with half a year of generated training and draw the full set of charts.",
        discussion: """
              repchart demo                       # charts/ from a fresh temporary log
              repchart demo --weeks 52 --out /tmp/charts --scale 2
              repchart demo --history real-shape --db /tmp/real.sqlite  # 150 exercises
            """)

    @Option(help: "A database to fill instead of a fresh one in the temporary folder (your own log is only used when named here).")
    var db: String?

    @Option(parsing: .unconditional, help: "Weeks of history to generate, this week included (1 to 520).")
    var weeks: Int = 26

    @Option(help: "The generated history: programme (half a year to today) or real-shape (150 exercises, two years with gaps, to 2026-11-20).")
    var history: String = DemoHistoryKind.programme.rawValue

    @Option(help: "The folder for the charts (created when missing).")
    var out: String = "charts"

    @Option(help: "Size in layout units, WIDTHxHEIGHT.")
    var size: String = "1600x1000"

    @Option(parsing: .unconditional, help: "Pixels per layout unit.")
    var scale: Float = 1

    @Option(help: "A TrueType font file to draw text with (default: DejaVu Sans).")
    var font: String?

    @Flag(help: "Replace existing files even when they are not the same kind of file.")
    var force = false

    @Option(parsing: .unconditional, help: "Time zone for 'today', e.g. Europe/Berlin or -05:00.")
    var tz: String?

    /// `--db ""` names no file (as for every command, `StoreOptions`).
    func validate() throws {
        try OptionNameAsValue.refuse([("--tz <tz>", tz), ("--size <size>", size)])
        if db?.isEmpty == true {
            throw ValidationError("--db was given an empty path; name a file, or leave --db out for a fresh one")
        }
    }

    func run() throws {
        try reportingErrors { () throws(ReportsError) in
            let style = ChartStyle(size: try ChartSize(parsing: size), scale: scale, fontPath: font)
            guard let kind = DemoHistoryKind(rawValue: history) else {
                throw ReportsError("--history '\(history)' is not known: use programme or real-shape")
            }
            var request = DemoRequest(databasePath: db, weeks: weeks, folder: out, style: style, force: force, timeZone: tz)
            request.history = kind
            let bar = ProgressBar(label: "demo")
            let result = try DemoRun.run(request, progress: bar.callback)
            result.notices.forEach(sayNoTraining)
            // The review page of the same history, beside the charts.
            let review = PeriodReportRequest(path: OutputFile.path(folder: out, name: "review.html"), force: force,
                                       timeZone: tz, fontPath: font)
            let reviewPath = try PeriodReport.run(review, store: try LogCalendar.openStore(path: result.databasePath))
            print("demo database: \(result.databasePath) (\(result.setsAdded) sets added)")
            print("charts:")
            for path in result.files + [reviewPath] { print("  \(path)") }
        }
    }
}
