import Raster
import Testing
import Typeset
@testable import Charts

/// With the theme's contrast help asked for (`StrokeContrastPolicy.wcagNonText`; since
/// issue 44.1 colours are drawn as given by default), every line, marker and thin mark a
/// reader must see has a WCAG contrast ratio of at least 3:1 against the plot area, in the
/// light and the dark theme (issue 36, point 6), whatever colour its series has.
@Suite struct StrokeContrastTests {
    static let themes: [(String, Theme)] = [("light", helped(.light)), ("dark", helped(.dark))]

    static func helped(_ theme: Theme) -> Theme {
        var helped = theme
        helped.strokeContrast = .wcagNonText
        return helped
    }

    @Test func contrastRatioIsWCAGs() {
        #expect(abs(Color.contrastRatio(.black, .white) - 21) < 0.01)
        #expect(abs(Color.contrastRatio(Color(rgb: 0x777777), .white) - 4.48) < 0.01)
        #expect(Color.contrastRatio(Color(rgb: 0xF0E442), .white) < 1.4, "Okabe-Ito yellow on white")
    }

    @Test(arguments: themes.map(\.0)) func everyPaletteColourStrokesAtThreeToOne(theme name: String) throws {
        let theme = try #require(Self.themes.first { $0.0 == name }?.1)
        for index in 0..<24 {
            let series = theme.seriesColor(index)
            let stroke = theme.strokeColor(series)
            let ratio = Color.contrastRatio(stroke, theme.plotAreaBackground)
            #expect(ratio >= 3, "\(name) series \(index) \(series.hexString) strokes as \(stroke.hexString): \(ratio):1")
            if Color.contrastRatio(series, theme.plotAreaBackground) >= 3 {
                #expect(stroke == series, "\(name) series \(index) changed though it had enough contrast")
            } else {
                // Only as far as needed: the hue's own colour, not black or white.
                #expect(ratio < 3.3, "\(name) series \(index) went further than 3:1 (\(ratio):1)")
            }
        }
    }

    /// A yellow line (Okabe-Ito's #F0E442, 1.2:1 on white) with its markers, reference
    /// lines and legend swatches, as a reader sees them drawn.
    @Test(arguments: themes.map(\.0)) func aPaleLineIsDrawnAtThreeToOne(theme name: String) throws {
        let theme = try #require(Self.themes.first { $0.0 == name }?.1)
        let pale = name == "light" ? Color(rgb: 0xF0E442) : Color(rgb: 0x1B2A4A)
        let days = (0..<10).map { Double($0) * 86_400 }
        var chart = LineChart(dates: days, values: days.indices.map { Double($0 % 4) + 100 }, title: "e1RM", color: pale)
        chart.plots[0].symbol = PlotSymbol(size: 6)
        chart.plots[0].referenceLines = chart.plots[0].referenceLines.map { var l = $0; l.color = pale; return l }
        let fonts = try ChartFonts.locate()
        var surface = StrokeRecorder()
        chart.makeGraph().draw(on: &surface, size: Size(width: 800, height: 500), theme: theme, fonts: fonts)
        #expect(surface.strokes.count >= 3, "no line drawn")
        // A marker's halo is the background itself, a gap around the mark rather than a mark.
        for color in surface.strokes + surface.markers where color != theme.plotAreaBackground {
            let ratio = Color.contrastRatio(color, theme.plotAreaBackground)
            #expect(ratio >= 3, "\(name): a mark in \(color.hexString) has \(ratio):1 against \(theme.plotAreaBackground.hexString)")
        }
    }
}

/// Records the colours of strokes (lines, swatches, reference lines) and of small filled shapes (markers).
private struct StrokeRecorder: Surface {
    var strokes: [Color] = []
    var markers: [Color] = []

    mutating func fill(_ path: Path, with paint: Paint, rule: FillRule) {
        let b = path.bounds
        if case .solid(let c) = paint, c.alpha == 255, b.width < 20, b.height < 20 { markers.append(c) }
    }
    mutating func fillRect(_ rect: Rect, with paint: Paint) {}
    mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
        if case .solid(let c) = paint, c.alpha > 0 { strokes.append(c) }
    }
    mutating func drawText(_ text: String, style: LabelStyle, at point: Point, horizontal: HorizontalAlignment,
                           vertical: VerticalAlignment, rotation: Float) {}
    mutating func pushClip(_ rect: Rect) {}
    mutating func popClip() {}
    mutating func pushTransform(_ transform: Transform) {}
    mutating func popTransform() {}
}
