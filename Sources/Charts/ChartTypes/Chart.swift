import Raster
import Typeset
import PNGCodec

/// Anything that can be drawn as a chart: it builds a `Graph`. The chart
/// types (`BarChart`, `StackedBarChart`, `PieChart`, `LineChart`) and
/// `Graph` itself conform, and all share the render calls below.
public protocol Chart: Sendable {
    /// The graph that draws this chart: its plots, axes, legend and titles.
    func makeGraph() -> Graph
}

extension Graph: Chart {
    public func makeGraph() -> Graph { self }
}

extension Chart {
    /// Draws the chart onto any surface covering `size` layout units.
    public func draw<S: Surface>(on surface: inout S, size: Size, theme: Theme = .light, fonts: ChartFonts) {
        makeGraph().draw(on: &surface, size: size, theme: theme, fonts: fonts)
    }

    /// The chart as pixels: a canvas of `size × scale` pixels.
    ///
    /// Throws before drawing when the chart passes a `ChartLimits` limit or the
    /// canvas would pass `Canvas.maxDimension`/`maxPixels`.
    ///
    /// `size` is in layout units (pixels at scale 1); `scale: 2` gives twice
    /// the pixels with the same layout. Fonts default to DejaVu Sans from
    /// the system (parsed once per process). `canvases`: where the canvas
    /// comes from (see `CanvasProvider`); nil allocates one.
    public func renderCanvas(size: Size, scale: Float = 1, theme: Theme = .light, fonts: ChartFonts? = nil,
                             canvases: (any CanvasProvider)? = nil) throws(ChartError) -> Canvas {
        let graph = makeGraph()
        try graph.checkLimits()
        let fonts = try Self.fonts(fonts)
        return try Self.drawCanvas(graph, at: try PixelSize(size, scale: scale), theme: theme, fonts: fonts,
                                   canvases: canvases)
    }

    /// As `renderCanvas(size:scale:theme:fonts:canvases:)`, at a size already
    /// checked: the pixels are not looked at again.
    public func renderCanvas(at pixels: PixelSize, theme: Theme = .light, fonts: ChartFonts? = nil,
                             canvases: (any CanvasProvider)? = nil) throws(ChartError) -> Canvas {
        let graph = makeGraph()
        try graph.checkLimits()
        return try Self.drawCanvas(graph, at: pixels, theme: theme, fonts: try Self.fonts(fonts), canvases: canvases)
    }

    /// `graph` drawn over a canvas of `pixels` (from `canvases` when given).
    private static func drawCanvas(_ graph: Graph, at pixels: PixelSize, theme: Theme, fonts: ChartFonts,
                                   canvases: (any CanvasProvider)?) throws(ChartError) -> Canvas {
        let size = pixels.layout, scale = pixels.scale, width = pixels.width, height = pixels.height
        let opaque = theme.background.alpha == 255
        let fill = opaque ? theme.background : .clear
        // Laid out before the canvas is asked for: a `CanvasProvider` may
        // still be making it on another thread, and this overlaps with that.
        let layout = graph.layout(size: size, theme: theme, fonts: fonts)
        let canvas: Canvas
        do throws(RasterError) {
            // Not `??`: its autoclosure rethrows untyped errors.
            if let canvases {
                canvas = try canvases.makeCanvas(width: width, height: height, filledWith: fill)
            } else {
                canvas = try Canvas(width: width, height: height, filledWith: fill)
            }
        } catch {
            throw ChartError(.canvasNotMade(width: width, height: height, underlying: error))
        }
        guard canvas.width == width, canvas.height == height else {
            throw ChartError(.canvasProviderMismatch(madeWidth: canvas.width, madeHeight: canvas.height,
                                                     width: width, height: height))
        }
        // Consumed: a second reference would make the first drawing copy all 6 MB.
        var surface = RasterSurface(canvas: consume canvas, scale: scale, fonts: fonts)
        if !opaque {
            surface.fillRect(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .solid(theme.background))
        }
        graph.drawOverBackground(layout, on: &surface, size: size, theme: theme, fonts: fonts)
        return surface.canvas
    }

    /// The chart as PNG bytes (RGB when opaque, with a pHYs chunk for `scale`),
    /// encoded with `options`: `.default` is RepChart's fast run deflate;
    /// `.zlib(level: 9, filter: .adaptive)` is smaller and slower.
    public func renderPNG(size: Size, scale: Float = 1, theme: Theme = .light, fonts: ChartFonts? = nil,
                          options: PNGEncodeOptions = .default) throws(ChartError) -> [UInt8] {
        let canvas = try renderCanvas(size: size, scale: scale, theme: theme, fonts: fonts)
        return try ChartOutput.png(canvas, scale: scale, options: options)
    }

    /// The chart as an SVG document; text is glyph outlines unless `textAsElements`.
    public func renderSVG(size: Size, scale: Float = 1, theme: Theme = .light, fonts: ChartFonts? = nil,
                          textAsElements: Bool = false) throws(ChartError) -> String {
        let graph = makeGraph()
        try graph.checkLimits()
        let fonts = try Self.fonts(fonts)
        return Self.drawSVG(graph, at: try PixelSize(size, scale: scale), theme: theme, fonts: fonts,
                            textAsElements: textAsElements)
    }

    /// As `renderSVG(size:scale:theme:fonts:textAsElements:)`, at a size
    /// already checked: the pixels are not looked at again.
    public func renderSVG(at pixels: PixelSize, theme: Theme = .light, fonts: ChartFonts? = nil,
                          textAsElements: Bool = false) throws(ChartError) -> String {
        let graph = makeGraph()
        try graph.checkLimits()
        return Self.drawSVG(graph, at: pixels, theme: theme, fonts: try Self.fonts(fonts), textAsElements: textAsElements)
    }

    /// `graph` as an SVG document of `pixels`.
    private static func drawSVG(_ graph: Graph, at pixels: PixelSize, theme: Theme, fonts: ChartFonts,
                                textAsElements: Bool) -> String {
        var surface = SVGSurface(at: pixels, fonts: fonts, textAsElements: textAsElements)
        graph.draw(on: &surface, size: pixels.layout, theme: theme, fonts: fonts)
        return surface.document
    }

    /// The given fonts, else the system's DejaVu Sans.
    static func fonts(_ given: ChartFonts?) throws(ChartError) -> ChartFonts {
        if let given { return given }
        return try ChartFonts.locate()
    }

    /// Renders and writes a PNG file atomically (nothing half-written on failure),
    /// encoded with `options` (compression, filter, strategy, threads).
    public func writePNG(toFile path: String, size: Size, scale: Float = 1, theme: Theme = .light,
                         fonts: ChartFonts? = nil, options: PNGEncodeOptions = .default) throws(ChartError) {
        let bytes = try renderPNG(size: size, scale: scale, theme: theme, fonts: fonts, options: options)
        try ChartOutput.write(bytes, toFile: path)
    }

    /// Renders and writes an SVG file atomically; text is glyph outlines
    /// unless `textAsElements`.
    public func writeSVG(toFile path: String, size: Size, scale: Float = 1, theme: Theme = .light,
                         fonts: ChartFonts? = nil, textAsElements: Bool = false) throws(ChartError) {
        let svg = try renderSVG(size: size, scale: scale, theme: theme, fonts: fonts, textAsElements: textAsElements)
        try ChartOutput.write(Array(svg.utf8), toFile: path)
    }
}

/// Encoding and writing rendered charts; shared with callers that render a
/// canvas themselves (e.g. at a layout scale other than the file's density).
public enum ChartOutput {
    /// `canvas` as PNG bytes, with a pHYs density for `scale` (unless 1).
    public static func png(_ canvas: Canvas, scale: Float,
                           options: PNGEncodeOptions = .default) throws(ChartError) -> [UInt8] {
        var options = options
        if scale != 1 { options.scale = scale }
        let result: Result<[UInt8], PNGError> = canvas.withUnsafeBytes { bytes in
            do throws(PNGError) {
                return .success(try PNGEncoder.encode(width: canvas.width, height: canvas.height,
                                                      premultipliedRGBA: bytes, options: options))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let bytes): return bytes
        case .failure(let error): throw ChartError(.pngEncoding(underlying: error))
        }
    }

    static func write(_ bytes: [UInt8], toFile path: String) throws(ChartError) {
        do throws(FileWriteError) {
            try AtomicFile.write(bytes, toFile: path)
        } catch {
            throw ChartError(.write(underlying: error))
        }
    }
}
