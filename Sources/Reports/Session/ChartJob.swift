import Workouts

/// One chart from its request to its file, and the one owner of the chart's
/// run-time resources (`ChartSession`): the job makes the session, prepares
/// it, draws with it and finishes it. A caller never sees the session.
///
/// Made as soon as the request is known, before the log is opened: the
/// session's thread then loads HarfBuzz, the fonts and the canvas while the
/// caller opens and reads the log. `run(store:settings:)` waits for the
/// session before drawing; a job that ends on any path, an error before
/// `run` included (the log would not open), finishes its session as it
/// goes (`deinit`), so no thread outlives it. Not copyable: one job, one
/// session, one owner.
public struct ChartJob: ~Copyable {
    let request: ChartRequest
    /// The size checked once, here; refused sizes are reported by `run`, at
    /// the point of the route where a chart reports them.
    let size: Result<CheckedSize, ReportsError>
    let session: ChartSession

    /// Checks the request's size and starts preparing what drawing it needs.
    public init(_ request: ChartRequest) {
        self.request = request
        let style = request.style
        size = Result { () throws(ReportsError) in try style.size.checked(scale: style.scale) }
        session = ChartSession()
        session.prepare(style, size: try? size.get())
    }

    deinit { session.finish() }

    /// Renders and writes the chart (`ChartRenderer.run`, drawing on the
    /// prepared canvas); returns the path written ("-" for standard output).
    /// `settings`: the log's settings with a config file laid over them; nil
    /// reads the log's.
    @discardableResult
    public func run(store: WorkoutStore, settings: Settings? = nil) throws(ReportsError) -> String {
        try ChartRenderer.run(request, store: store, settings: settings, size: try size.get(), session: session)
    }
}
