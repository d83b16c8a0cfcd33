import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import Workouts

/// Issue 36, point 10: the page writes each chart once per width for both colour
/// schemes, its colours that differ by scheme written as CSS variables as it draws
/// (no second SVG per theme, no merge of two), and each scheme sees exactly the
/// colours of its own theme's drawing.
@Suite struct PeriodReportDrawnOnceTests {
    @Test func eachChartIsWrittenOncePerWidth() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let (charts, fonts) = try fixture.charts(PeriodReportRequest(year: 2026))
        #expect(charts.count >= 5)
        var drawing = PeriodReportDrawing(theme: nil, fonts: fonts)
        for chart in charts { _ = try drawing.figure(chart) }
        #expect(drawing.documents == charts.count * 2, "\(drawing.documents) SVG documents for \(charts.count) charts")
        var forced = PeriodReportDrawing(theme: .dark, fonts: fonts)
        for chart in charts { _ = try forced.figure(chart) }
        #expect(forced.documents == charts.count * 2)
    }

    /// The one drawing, its variables read in the light scheme, is the light theme's
    /// drawing byte for byte, and read in the dark scheme the dark theme's.
    @Test func eachSchemeSeesItsOwnThemesColours() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let (charts, fonts) = try fixture.charts(PeriodReportRequest(year: 2026))
        var drawing = PeriodReportDrawing(theme: nil, fonts: fonts)
        var written: [(one: String, light: String, dark: String)] = []
        for chart in charts {
            for (graph, size, id) in [(chart.graph, chart.wide, "\(chart.id)-w"), (chart.narrowGraph, chart.narrow, "\(chart.id)-n")] {
                let one = try drawing.svg(graph, size: size, id: id, label: chart.label, className: "wide")
                #expect(!one.contains("class=\"dark\""), "\(id) has a copy per scheme")
                // RepChart's themes: each with its identity colours' variants (issue 45.6).
                let light = try PeriodReportPage.svg(graph, size: size, theme: IdentityShades.themed(.light), fonts: fonts, id: id, label: chart.label,
                                               className: "wide")
                let dark = try PeriodReportPage.svg(graph, size: size, theme: IdentityShades.themed(.dark), fonts: fonts, id: id, label: chart.label,
                                              className: "wide")
                written.append((one, light, dark))
            }
        }
        let pairs = drawing.palette.pairs
        #expect(!pairs.isEmpty)
        for (one, light, dark) in written {
            #expect(Self.resolved(one, pairs.map(\.light)) == light)
            #expect(Self.resolved(one, pairs.map(\.dark)) == dark)
        }
    }

    /// `svg` with each `var(--cN)` replaced by `values[N]`.
    static func resolved(_ svg: String, _ values: [String]) -> String {
        var out = svg
        // The highest numbers first, so "--c1" does not eat the start of "--c12".
        for (i, value) in values.enumerated().reversed() { out = out.replacingOccurrences(of: "var(--c\(i))", with: value) }
        return out
    }

    /// A command whose paint the dark drawing changes only in colour gets a variable, one per pair;
    /// any other difference (a gradient, an opacity, a command too many) is not shared.
    @Test func schemesShareADrawingOnlyByColour() throws {
        let fonts = try ChartFonts.locate(path: nil)
        let size = Size(width: 10, height: 10)
        let white = Color(rgb: 0xFFFFFF), night = Color(rgb: 0x16181D), blue = Color(rgb: 0x0072B2), sky = Color(rgb: 0x56B4E9)
        let line = Path(rect: Rect(x: 1, y: 1, width: 2, height: 2))
        func drawn(dark: [Paint], _ draw: (inout SchemeSurface) -> Void) throws -> SchemeSurface {
            var surface = SchemeSurface(svg: try SVGSurface(size: size, fonts: fonts, textAsElements: true), dark: dark,
                                        palette: ThemedPalette())
            draw(&surface)
            return surface
        }
        let shared = try drawn(dark: [.solid(night), .solid(sky), .solid(night), .solid(blue)]) { surface in
            surface.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), with: .solid(white))
            surface.stroke(line, style: StrokeStyle(width: 1), with: .solid(blue))
            surface.fillRect(Rect(x: 2, y: 2, width: 2, height: 2), with: .solid(white))
            surface.fill(line, with: .solid(blue), rule: .nonZero)
        }
        #expect(shared.matched)
        let markup = shared.svg.document
        #expect(try matches("fill=\"var\\(--c0\\)\"", in: markup).count == 2, "the same pair keeps its variable")
        #expect(markup.contains("stroke=\"var(--c1)\""))
        #expect(markup.contains("fill=\"#0072b2\""), "a colour both schemes share stays a colour")
        #expect(shared.palette.variables(dark: false) == "--c0:#ffffff;--c1:#0072b2;")
        #expect(shared.palette.variables(dark: true) == "--c0:#16181d;--c1:#56b4e9;")

        let faded = try drawn(dark: [.solid(night.withOpacity(0.5))]) { $0.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(white)) }
        #expect(!faded.matched)
        let gradient = Paint.linear(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 1, y: 0),
                                                   stops: [GradientStop(offset: 0, color: night), GradientStop(offset: 1, color: sky)]))
        let graded = try drawn(dark: [gradient]) { $0.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(white)) }
        #expect(!graded.matched)
        let extra = try drawn(dark: [.solid(night)]) { surface in
            surface.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(white))
            surface.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(white))
        }
        #expect(!extra.matched)
        let fewer = try drawn(dark: [.solid(night), .solid(night)]) { $0.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(white)) }
        #expect(!fewer.matched)
    }
}
