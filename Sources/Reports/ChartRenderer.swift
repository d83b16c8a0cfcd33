import Foundation
import Charts
import Raster
import Workouts

/// A chart built from the log and ready to draw, with the file name it gets
/// when none is given.
package struct PreparedChart: Sendable {
    /// The chart, with its data, axes and style; draw it with `ChartRenderer.render`.
    package var graph: Graph
    /// "2026-W47-week.png", "2026-W44-2026-W47-totals.svg", "bench-press-progress.png".
    package var defaultFileName: String
    /// For a period with no training, where the training is ("last trained
    /// 2026-04-07: --week 2026-W15"); also drawn in the empty chart.
    package var notice: TrainingHint?
    /// The size of an image of the chart's own shape (a calendar of fewer weeks than a year is
    /// narrower than a year's); nil: the request's size. Used where no size was given.
    package var ownSize: ChartSize?
}

/// A chart `ChartRenderer.run` wrote, and what its reader should be told.
/// Reports never prints: the caller says the notice.
package struct WrittenChart: Sendable, Equatable {
    /// The path written ("-" for standard output).
    package var path: String
    /// For a period with no training, where the training is
    /// (`PreparedChart.notice`); nil when the period has training.
    package var notice: TrainingHint?
}

/// The one library call behind `repchart chart …`: query the log, build the
/// preset's chart, render it and write it.
package enum ChartRenderer {
    /// Renders and writes the chart `request` asks for; returns the path
    /// written ("-" for standard output) and the notice to give. The size is checked here, once.
    /// `settings`: the log's settings with a config file laid over them; nil reads the log's.
    /// A command that prepares fonts and canvas while it reads the log calls
    /// `ChartJob.run(_:logAt:_:)` instead, which ends here too.
    @discardableResult
    package static func run(_ request: ChartRequest, store: WorkoutStore,
                           settings: Settings? = nil) throws(ReportsError) -> WrittenChart {
        let style = request.style
        return try run(request, store: store, settings: settings, size: try style.size.checked(scale: style.scale))
    }

    /// As `run(_:store:settings:)` at a `size` already checked; `session`:
    /// the `ChartJob`'s prepared fonts and canvas, nil for none; `target`: the
    /// output as the caller looked at it and checked (the demo checks all first);
    /// `prepared`: the chart as the caller already prepared it for that look, so it is not made twice.
    static func run(_ request: ChartRequest, store: WorkoutStore, settings: Settings?, size: CheckedSize,
                    session: ChartSession? = nil, target: OutputTarget? = nil,
                    prepared: PreparedChart? = nil) throws(ReportsError) -> WrittenChart {
        let style = request.style
        // Cheap checks first: nothing is queried or drawn for a request that cannot be written.
        // The path is looked at once; the write uses the same look.
        let named = target ?? request.output.map(OutputTarget.init)
        if let named { try OutputFile.checkNotTheLog(named, log: store.path) }
        if let named, !request.force { try OutputFile.checkReplaceable(named, format: style.format) }
        let chart: PreparedChart
        if let prepared {
            chart = prepared
        } else {
            chart = try prepare(request, data: try ChartData(store: store, settings: settings))
        }
        if request.output == nil, let folder = request.outputFolder { try OutputFile.makeFolder(folder) }
        let path = named?.path ?? OutputFile.path(folder: request.outputFolder, name: chart.defaultFileName)
        // The thread's fonts are in the process's cache before this thread looks
        // them up; its canvas may still be in the making while the chart is laid out.
        session?.waitForFonts()
        let bytes = try render(chart.graph, style: style, size: try drawnSize(request, chart, checked: size),
                               canvases: session)
        if let named {
            try OutputFile.write(bytes, to: named, format: style.format)
        } else {
            try OutputFile.checkNotTheLog(OutputTarget(path), log: store.path)
            try OutputFile.write(bytes, to: path, format: style.format, force: request.force)
        }
        return WrittenChart(path: path, notice: chart.notice)
    }

    /// The size `chart` is drawn at: the request's (`size`, checked), or where no size was given
    /// (`ChartRequest.fitsOwnSize`) an image of the chart's own shape (`PreparedChart.ownSize`).
    package static func drawnSize(_ request: ChartRequest, _ chart: PreparedChart,
                                  checked size: CheckedSize) throws(ReportsError) -> CheckedSize {
        guard request.fitsOwnSize, let own = chart.ownSize, own != request.style.size else { return size }
        return try own.checked(scale: request.style.scale)
    }

    /// The chart for `request` from the log's numbers: the shared steps once
    /// (`PresetContext`), then the kind's preset (`ChartKind.preset`), then the
    /// endings every chart shares (hint, file name, short titles).
    package static func prepare(_ request: ChartRequest, data: ChartData) throws(ReportsError) -> PreparedChart {
        let context = try PresetContext(request, data: data)
        return try context.prepared(try request.kind.preset.build(context))
    }

    /// The graph as PNG or SVG bytes in `style`; `canvases` makes the canvas
    /// when given. Checks `style`'s size, once for this route; a caller that
    /// holds it checked passes it to `render(_:style:size:fonts:canvases:)`.
    package static func render(_ graph: Graph, style: ChartStyle, fonts: ChartFonts? = nil,
                              canvases: (any CanvasProvider)? = nil) throws(ReportsError) -> [UInt8] {
        try render(graph, style: style, size: try style.size.checked(scale: style.scale), fonts: fonts,
                   canvases: canvases)
    }

    /// As `render(_:style:fonts:canvases:)`, at a `size` already checked (`style.size` at `style.scale`).
    package static func render(_ graph: Graph, style: ChartStyle, size: CheckedSize, fonts: ChartFonts? = nil,
                       canvases: (any CanvasProvider)? = nil) throws(ReportsError) -> [UInt8] {
        do throws(ChartError) {
            var chosen: ChartFonts
            if let fonts { chosen = fonts } else { chosen = try ChartFonts.locate(path: style.fontPath) }
            let pixels = try size.pixels.get()
            switch style.format {
            case .png:
                let canvas = try graph.renderCanvas(at: pixels, theme: IdentityShades.themed(style.theme), fonts: chosen, canvases: canvases)
                // The pHYs density follows the requested scale, not the layout's.
                return try ChartOutput.png(canvas, scale: style.scale)
            case .svg:
                let svg = try graph.renderSVG(at: pixels, theme: IdentityShades.themed(style.theme), fonts: chosen,
                                              textAsElements: style.svgText == .text)
                return Array(svg.utf8)
            }
        } catch {
            throw ReportsError(error)
        }
    }
}
