import Charts

/// Draws the page's figures: each chart once per width (wide and phone), its
/// colours shared by the light and the dark scheme through `palette`, or in the
/// one theme the request forces.
struct ReviewDrawing {
    /// nil: both schemes, merged into one drawing.
    var theme: Theme?
    var fonts: ChartFonts
    /// The colours that differ between the schemes, as the page's CSS variables.
    var palette = ThemedPalette()

    init(theme: Theme?, fonts: ChartFonts) {
        self.theme = theme
        self.fonts = fonts
    }

    /// `chart` as a `<figure>` of its wide and its phone drawing.
    mutating func figure(_ chart: ReviewChart) throws(ReportsError) -> String {
        var out = "<figure class=\"chart\" id=\"chart-\(chart.id)\">\n"
        out += try svg(chart.graph, size: chart.wide, id: "\(chart.id)-w", label: chart.label, className: "wide")
        out += try svg(chart.narrowGraph, size: chart.narrow, id: "\(chart.id)-n", label: chart.label, className: "narrow")
        return out + "</figure>\n"
    }

    /// One drawing of `graph`: merged across the schemes, or both copies when they cannot merge.
    mutating func svg(_ graph: Graph, size: Size, id: String, label: SVGPageLabel,
                      className: String) throws(ReportsError) -> String {
        if let theme {
            return try ReviewPage.svg(graph, size: size, theme: theme, fonts: fonts, id: id, label: label, className: className)
        }
        let light = try ReviewPage.svg(graph, size: size, theme: .light, fonts: fonts, id: id, label: label, className: className)
        let dark = try ReviewPage.svg(graph, size: size, theme: .dark, fonts: fonts, id: id, label: label, className: className)
        if let merged = palette.merge(light: light, dark: dark) { return merged }
        // A drawing whose layout differs by theme keeps a copy per scheme, the CSS showing one.
        let darkCopy = try ReviewPage.svg(graph, size: size, theme: .dark, fonts: fonts, id: id + "-dark", label: label,
                                          className: className)
        return "<div class=\"light\">\n\(light)</div>\n<div class=\"dark\">\n\(darkCopy)</div>\n"
    }
}
