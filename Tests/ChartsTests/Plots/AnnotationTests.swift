import Foundation
import Testing
@testable import Charts

/// Annotations as a reader sees them: the rule where the plot space puts its
/// x, a band label left out when it does not fit, a note's text near its
/// point with a leader that reaches the point.
@Suite struct AnnotationTests {
    static let size = Size(width: 800, height: 500)
    static var line: LinePlot { LinePlot(dataSource: ArrayDataSource(x: [0, 2, 4, 6, 8, 10], y: [3, 5, 4, 8, 6, 7]), title: "sets") }

    static func graph(_ extra: [any Plot], xBands: [LimitBand] = [], legend: Legend? = nil) -> Graph {
        var xAxis = Axis(title: "week")
        xAxis.backgroundLimitBands = xBands
        return Graph(plots: [line] + extra, xAxis: xAxis, yAxis: Axis(title: "sets"), legend: legend)
    }

    @Test func verticalRuleIsDrawnAtItsMappedX() throws {
        let fonts = try ChartFonts.locate()
        let red = Color(rgb: 0xFF0000)
        let graph = Self.graph([VerticalRule(x: 3.3, color: red, width: 2, dash: [])])
        let space = graph.layout(size: Self.size, theme: .light, fonts: fonts).plotArea.space
        let canvas = try graph.renderCanvas(size: Self.size, fonts: fonts)
        let expected = space.deviceX(3.3)
        // Rows across the plot's height, away from the line's own pixels: the reddest column is the rule.
        for fraction: Float in [0.1, 0.5, 0.9] {
            let row = Int(space.frame.minY + space.frame.height * fraction)
            let reddest = (Int(space.frame.minX)..<Int(space.frame.maxX)).max { a, b in
                let p = canvas.pixel(x: a, y: row), q = canvas.pixel(x: b, y: row)
                return Int(p.red) - Int(p.green) < Int(q.red) - Int(q.green)
            }!
            let pixel = canvas.pixel(x: reddest, y: row)
            #expect(Int(pixel.red) - Int(pixel.green) > 150, "row \(row): \(pixel)")
            #expect(abs(Float(reddest) + 0.5 - expected) <= 1, "rule at column \(reddest), space says \(expected)")
        }
    }

    @Test func verticalRuleWidensTheRangeAndJoinsTheLegendOnlyWhenAsked() throws {
        let fonts = try ChartFonts.locate()
        let plain = Self.graph([VerticalRule(x: 14, label: "deload")], legend: Legend())
        let layout = plain.layout(size: Self.size, theme: .light, fonts: fonts)
        #expect(layout.plotArea.space.xRange.maximum >= 14)
        let context = PlotContext(theme: .light, fonts: fonts, seriesIndex: 0)
        #expect(VerticalRule(x: 14, label: "deload").legendEntries(context: context).isEmpty)
        let named = VerticalRule(x: 14, label: "deload", showsInLegend: true).legendEntries(context: context)
        #expect(named.map(\.text) == ["deload"])
        let svg = try plain.renderSVG(size: Self.size, fonts: fonts, textAsElements: true)
        #expect(svg.contains(">deload</text>"))
    }

    /// A label wider than its band is left out whole: no glyph, no "…".
    @Test func bandLabelThatDoesNotFitIsLeftOut() throws {
        let fonts = try ChartFonts.locate()
        let narrow = PlotRange(4.9, 5.1)
        let labelled = Self.graph([], xBands: [LimitBand(range: narrow, label: "no data from the sensor")])
        let bare = Self.graph([], xBands: [LimitBand(range: narrow)])
        let svg = try labelled.renderSVG(size: Self.size, fonts: fonts, textAsElements: true)
        #expect(!svg.contains("…"))
        #expect(!svg.contains("no d"))
        let withLabel = try labelled.renderCanvas(size: Self.size, fonts: fonts)
        let without = try bare.renderCanvas(size: Self.size, fonts: fonts)
        #expect(withLabel.withUnsafeBytes { Array($0) } == without.withUnsafeBytes { Array($0) })
        // A band wide enough keeps its label.
        let wide = Self.graph([], xBands: [LimitBand(range: PlotRange(2, 8), label: "no data from the sensor")])
        #expect(try wide.renderSVG(size: Self.size, fonts: fonts, textAsElements: true)
            .contains(">no data from the sensor</text>"))
    }

    /// On the y axis too: a stripe lower than the text keeps no label.
    @Test func yBandLabelThatDoesNotFitIsLeftOut() throws {
        let fonts = try ChartFonts.locate()
        func graph(_ label: String?) -> Graph {
            var yAxis = Axis(title: "sets")
            yAxis.backgroundLimitBands = [LimitBand(range: PlotRange(5, 5.05), label: label)]
            return Graph(plots: [Self.line], xAxis: Axis(title: "week"), yAxis: yAxis)
        }
        let svg = try graph("target").renderSVG(size: Self.size, fonts: fonts, textAsElements: true)
        #expect(!svg.contains("…") && !svg.contains(">target</text>") && !svg.contains(">t"))
        let withLabel = try graph("target").renderCanvas(size: Self.size, fonts: fonts)
        let without = try graph(nil).renderCanvas(size: Self.size, fonts: fonts)
        #expect(withLabel.withUnsafeBytes { Array($0) } == without.withUnsafeBytes { Array($0) })
    }

    /// A rule's label with room on neither side of the rule is left out, never cut.
    @Test func verticalRuleLabelWithoutRoomIsLeftOut() throws {
        let fonts = try ChartFonts.locate()
        let long = String(repeating: "a very long rule label ", count: 6)
        let graph = Self.graph([VerticalRule(x: 5, label: long)])
        let svg = try graph.renderSVG(size: Self.size, fonts: fonts, textAsElements: true)
        #expect(!svg.contains("a very long") && !svg.contains("…"))
        // Near the right edge the label goes left of the rule, still inside the plot.
        var near = Self.graph([VerticalRule(x: 9.8, label: "deload")])
        near.xAxis?.range = PlotRange(0, 10)
        let space = near.layout(size: Self.size, theme: .light, fonts: fonts).plotArea.space
        let nearSVG = try near.renderSVG(size: Self.size, fonts: fonts, textAsElements: true)
        let anchor = try #require(Self.textAnchor(of: "deload", in: nearSVG))
        #expect(anchor.x < space.deviceX(9.8) && anchor.x >= space.frame.minX, "\(anchor) in \(space.frame)")
    }

    @Test func textAnnotationSitsNearItsPointWithALeaderToIt() throws {
        let fonts = try ChartFonts.locate()
        let note = TextAnnotation(x: 6, y: 8, text: "PR", offset: Size(width: 60, height: 40), color: Color(rgb: 0x0000FF))
        let graph = Self.graph([note])
        let space = graph.layout(size: Self.size, theme: .light, fonts: fonts).plotArea.space
        let point = space.devicePoint(x: 6, y: 8)
        let svg = try graph.renderSVG(size: Self.size, fonts: fonts, textAsElements: true)
        let anchor = try #require(Self.textAnchor(of: "PR", in: svg))
        #expect(abs(anchor.x - (point.x + 60)) <= 2 && abs(anchor.y - (point.y + 40)) <= 12, "\(anchor) vs \(point)")

        let context = PlotContext(theme: .light, fonts: fonts, seriesIndex: 0)
        let leader = try #require(note.placement(in: space, context: context)?.leader)
        #expect(leader.to == point)
        // The leader's blue reaches the point's own pixel (the line marker is drawn before the note).
        let canvas = try graph.renderCanvas(size: Self.size, fonts: fonts)
        let step = Point(x: (leader.from.x - point.x), y: (leader.from.y - point.y))
        let length = (step.x * step.x + step.y * step.y).squareRoot()
        let near = Point(x: point.x + step.x / length * 1.5, y: point.y + step.y / length * 1.5)
        let pixel = canvas.pixel(x: Int(near.x), y: Int(near.y))
        #expect(Int(pixel.blue) - Int(pixel.red) > 60, "\(pixel) at \(near)")
        #expect(note.legendEntries(context: context).isEmpty)
        #expect(TextAnnotation(x: 6, y: 8, text: "PR", showsInLegend: true).legendEntries(context: context).map(\.text) == ["PR"])
    }

    /// A note at the plot's corner pushed outward stays inside the plot area, without a leader when on its point.
    @Test func textAnnotationStaysInsideThePlot() throws {
        let fonts = try ChartFonts.locate()
        let note = TextAnnotation(x: 10, y: 8, text: "a long note at the corner", offset: Size(width: 200, height: -300))
        let graph = Self.graph([note])
        let space = graph.layout(size: Self.size, theme: .light, fonts: fonts).plotArea.space
        let context = PlotContext(theme: .light, fonts: fonts, seriesIndex: 0)
        let placed = try #require(note.placement(in: space, context: context))
        #expect(space.frame.contains(Point(x: placed.frame.minX, y: placed.frame.minY)))
        #expect(space.frame.contains(Point(x: placed.frame.maxX, y: placed.frame.maxY)))
        #expect(placed.leader?.to == space.devicePoint(x: 10, y: 8))
        let centred = TextAnnotation(x: 4, y: 4, text: "x", offset: Size(width: 0, height: 0))
        #expect(try #require(centred.placement(in: space, context: context)).leader == nil)
    }

    /// The translate(x y) of the `<g>` holding `<text …>text</text>`.
    static func textAnchor(of text: String, in svg: String) -> Point? {
        guard let end = svg.range(of: ">\(text)</text>") else { return nil }
        let before = svg[..<end.lowerBound]
        guard let open = before.range(of: "translate(", options: .backwards) else { return nil }
        let numbers = before[open.upperBound...].prefix { $0 != ")" }.split(separator: " ").compactMap { Float($0) }
        guard numbers.count == 2 else { return nil }
        return Point(x: numbers[0], y: numbers[1])
    }
}
