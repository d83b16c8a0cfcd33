import Charts
import FileOutput
import Foundation
import PNGCodec
import Workouts

/// `repchart report --html` and `--poster`: the training review of a period
/// as one self-contained web page, or as one image to share.
///
///     let path = try PeriodReport.run(PeriodReportRequest(path: "review.html"), store: store)
package enum PeriodReport {
    /// Writes the page or the poster `request` asks for; returns the path written.
    @discardableResult
    package static func run(_ request: PeriodReportRequest, store: WorkoutStore, settings: Settings? = nil) throws(ReportsError) -> String {
        // Checked before the log is read: --top 100000 used to fail at drawing, seconds later.
        try checkTop(request.topSeries)
        let path = request.path ?? defaultName(request.output)
        let target = OutputTarget(path)
        try OutputFile.checkNotTheLog(target, log: store.path)
        if path != "-", !request.force { try PeriodReportFile.checkReplaceable(target, output: request.output) }
        let bytes = try render(request, data: try ChartData(store: store, settings: settings))
        try PeriodReportFile.write(bytes, to: target, output: request.output)
        return path
    }

    /// Refuses a `--top` no stacked chart can draw: below 2, or above the series limit.
    static func checkTop(_ top: Int) throws(ReportsError) {
        guard top >= 2 else { throw ReportsError(RequestProblem.reviewTopTooSmall(top)) }
        guard top <= ChartLimits.maximumSeries else {
            throw ReportsError(RequestProblem.reviewTopTooLarge(top, limit: ChartLimits.maximumSeries))
        }
    }

    /// The page's HTML or the poster's PNG bytes for `request`.
    package static func render(_ request: PeriodReportRequest, data: ChartData) throws(ReportsError) -> [UInt8] {
        try checkTop(request.topSeries)
        guard request.target.lowerBound >= 0, request.target.upperBound > request.target.lowerBound else {
            throw ReportsError(RequestProblem.reviewTargetInvalid(low: request.target.lowerBound,
                                                                 high: request.target.upperBound))
        }
        let today: Day
        if let given = request.today {
            today = given
        } else {
            today = LogCalendar.today(in: try LogCalendar.timeZone(flag: request.timeZone, configured: data.settings.timeZone))
        }
        let logStart = try data.firstDay()
        let range = try request.range(today: today, weekStart: data.weekStart, logStart: logStart)
        let unit = data.unit(request.unit)
        let content = try PeriodReportContent.gather(range: range, today: today, data: data, unit: unit, logStart: logStart)
        let charts = try PeriodReportCharts.make(request, content: content, data: data, today: today)
        let fonts: ChartFonts
        do { fonts = try ChartFonts.locate(path: request.fontPath) } catch { throw ReportsError(error) }
        switch request.output {
        case .html:
            return Array(try PeriodReportPage.html(content, charts: charts, theme: request.theme, fonts: fonts).utf8)
        case .poster(let width, let height):
            return try PeriodReportPoster.png(content, charts: charts, width: width, height: height,
                                        theme: request.theme ?? .light, fonts: fonts)
        }
    }

    static func defaultName(_ output: PeriodReportRequest.Output) -> String {
        switch output {
        case .html: "review.html"
        case .poster: "review.png"
        }
    }
}

/// Where the review goes: atomic writes; an existing file is replaced only by
/// the same kind (a page by a page, a PNG by a PNG) unless forced.
enum PeriodReportFile {
    static func checkReplaceable(_ target: OutputTarget, output: PeriodReportRequest.Output) throws(ReportsError) {
        let path = target.path
        switch output {
        case .poster: try OutputFile.checkReplaceable(target, format: .png)
        case .html:
            switch target.kind {
            case .missing, .stream: return
            case .folder: throw ReportsError(OutputProblem.folder(path: path))
            case .other: throw ReportsError(OutputProblem.notWritable(path: path))
            case .regular:
                let head = String(decoding: OutputFile.readHead(path, count: 64), as: UTF8.self).lowercased()
                if !head.hasPrefix("<!doctype html") {
                    throw ReportsError(OutputProblem.existsNotKind(path: path, kind: "an HTML page"))
                }
            }
        }
    }

    /// Writes to `target` as it was looked at (checked, or forced).
    static func write(_ bytes: [UInt8], to target: OutputTarget, output: PeriodReportRequest.Output) throws(ReportsError) {
        switch output {
        case .poster: try OutputFile.write(bytes, to: target, format: .png)
        case .html:
            guard let status = target.status else {
                return try OutputFile.writeAll(bytes, to: STDOUT_FILENO, name: "standard output")
            }
            if case .stream = status.kind { return try OutputFile.writeStream(bytes, to: target.path, format: .svg) }
            do { try AtomicFile.write(bytes, toFile: target.path, as: status, durability: .replaced) } catch {
                throw ReportsError(error)
            }
        }
    }
}
