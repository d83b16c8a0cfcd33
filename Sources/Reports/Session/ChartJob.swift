import Workouts

/// One chart from its request to its file, and the one owner of the chart's
/// run-time resources (`ChartSession`): the job makes the session, prepares
/// it, draws with it and finishes it. A caller never sees the session.
///
/// A caller hands the request to `ChartJob.run(_:logAt:_:)`, the one entry
/// point: the job is made as soon as the request is known, before the log is
/// opened, so the session's thread loads HarfBuzz, the fonts and the canvas
/// while the log is opened and read. Drawing waits for the session;
/// a job that ends on any path, an error before drawing included (the log
/// would not open), finishes its session as it goes (`deinit`), so no thread
/// outlives it. Not copyable: one job, one session, one owner.
package struct ChartJob: ~Copyable {
    /// What drawing the chart gave: where it went and the size it was
    /// checked at, for whatever else draws it (a terminal preview).
    package struct Drawn: Sendable {
        /// The path written ("-" for standard output).
        package let path: String
        /// The request's size, checked once by the job.
        package let size: CheckedSize
        /// For a period with no training, where the training is; the caller says it.
        package let notice: TrainingHint?
    }

    /// Draws the chart `request` asks for, owning its session from start to
    /// finish: starts preparing the session, opens the log at `path` (nil:
    /// the usual place; one connection, which must exist) meanwhile, and
    /// hands `body` the log and `draw`, which renders and writes the chart
    /// with the given settings (nil reads the log's own). `body` runs once,
    /// at once, inside the job's lifetime (a scope, as `withExtendedLifetime`'s
    /// body): it may wrap `draw` (one snapshot of the log) and use the log
    /// after it; the session is finished when this returns or throws.
    package static func run<Outcome>(
        _ request: ChartRequest, logAt path: String?,
        _ body: (_ store: WorkoutStore, _ draw: (Settings?) throws(ReportsError) -> Drawn) throws(ReportsError) -> Outcome
    ) throws(ReportsError) -> Outcome {
        let job = ChartJob(request)
        let store = try LogCalendar.openStore(path: path, singleConnection: true)
        return try body(store) { settings throws(ReportsError) in
            let written = try job.run(store: store, settings: settings)
            return Drawn(path: written.path, size: try job.size.get(), notice: written.notice)
        }
    }

    let request: ChartRequest
    /// The size checked once, here; refused sizes are reported by `run`, at
    /// the point of the route where a chart reports them.
    let size: Result<CheckedSize, ReportsError>
    let session: ChartSession

    /// Checks the request's size and starts preparing what drawing it needs.
    init(_ request: ChartRequest) {
        self.request = request
        let style = request.style
        size = Result { () throws(ReportsError) in try style.size.checked(scale: style.scale) }
        session = ChartSession()
        session.prepare(style, size: try? size.get())
    }

    deinit { session.finish() }

    /// Renders and writes the chart (`ChartRenderer.run`, drawing on the
    /// prepared canvas); returns the path written ("-" for standard output) and the notice to give.
    /// `settings`: the log's settings with a config file laid over them; nil
    /// reads the log's.
    @discardableResult
    func run(store: WorkoutStore, settings: Settings? = nil) throws(ReportsError) -> WrittenChart {
        try ChartRenderer.run(request, store: store, settings: settings, size: try size.get(), session: session)
    }
}
