import Charts

/// Draws the page's figures: each chart once per width (wide and phone), its
/// colours shared by the light and the dark scheme through `palette`, or in the
/// one theme the request forces.
struct PeriodReportDrawing {
    /// nil: both schemes, in one drawing whose differing colours are variables.
    var theme: Theme?
    var fonts: ChartFonts
    /// The colours that differ between the schemes, as the page's CSS variables.
    var palette = ThemedPalette()
    /// The SVG documents written so far: one per chart and width, or two for a chart
    /// whose schemes differ in more than colour.
    private(set) var documents = 0

    init(theme: Theme?, fonts: ChartFonts) {
        self.theme = theme
        self.fonts = fonts
    }

    /// `chart` as a `<figure>` of its wide and its phone drawing.
    mutating func figure(_ chart: PeriodReportChart) throws(ReportsError) -> String {
        var out = "<figure class=\"chart\" id=\"chart-\(chart.id)\">\n"
        out += try svg(chart.graph, size: chart.wide, id: "\(chart.id)-w", label: chart.label, className: "wide")
        out += try svg(chart.narrowGraph, size: chart.narrow, id: "\(chart.id)-n", label: chart.label, className: "narrow")
        return out + "</figure>\n"
    }

    /// One drawing of `graph` for both schemes, or a copy per scheme when they differ in more than colour.
    mutating func svg(_ graph: Graph, size: Size, id: String, label: SVGPageLabel,
                      className: String) throws(ReportsError) -> String {
        if let theme {
            documents += 1
            return try PeriodReportPage.svg(graph, size: size, theme: IdentityShades.themed(theme), fonts: fonts, id: id, label: label, className: className)
        }
        if let both = try bothSchemes(graph, size: size, id: id, label: label, className: className) { return both }
        // A drawing whose layout differs by theme keeps a copy per scheme, the CSS showing one.
        documents += 2
        let light = try PeriodReportPage.svg(graph, size: size, theme: IdentityShades.themed(.light), fonts: fonts, id: id, label: label, className: className)
        let dark = try PeriodReportPage.svg(graph, size: size, theme: IdentityShades.themed(.dark), fonts: fonts, id: id + "-dark", label: label,
                                      className: className)
        return "<div class=\"light\">\n\(light)</div>\n<div class=\"dark\">\n\(dark)</div>\n"
    }

    /// `graph` written once in the light theme, each colour the dark theme changes a variable:
    /// the dark theme's paints come from a pass that writes nothing. Nil when the two differ
    /// in more than colour.
    private mutating func bothSchemes(_ graph: Graph, size: Size, id: String, label: SVGPageLabel,
                                      className: String) throws(ReportsError) -> String? {
        do throws(ChartError) {
            try graph.checkLimits()
            var paints = PaintRecorder()
            graph.draw(on: &paints, size: size, theme: IdentityShades.themed(.dark), fonts: fonts)
            var svg = try SVGSurface(size: size, scale: 1, fonts: fonts, textAsElements: true)
            svg.idPrefix = id
            var surface = SchemeSurface(svg: svg, dark: paints.paints, palette: palette)
            graph.draw(on: &surface, size: size, theme: IdentityShades.themed(.light), fonts: fonts)
            guard surface.matched else { return nil }
            palette = surface.palette
            documents += 1
            return surface.svg.pageElement(label, className: className)
        } catch {
            throw ReportsError(error)
        }
    }
}
