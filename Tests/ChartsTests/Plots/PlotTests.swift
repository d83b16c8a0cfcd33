import Testing
import Typeset
import Raster
@testable import Charts

@Suite("Plots")
struct PlotTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    var context: PlotContext { PlotContext(theme: .light, fonts: fonts, seriesIndex: 0) }
    let space = PlotSpace(xRange: PlotRange(-0.5, 3.5), yRange: PlotRange(0, 100),
                          frame: Rect(x: 0, y: 0, width: 400, height: 200))

    @Test func barGeometryInDataUnitsAndPixels() {
        var plot = BarPlot(dataSource: ArrayDataSource(tips: [50, nil, 100], bases: [10, nil, nil]), barWidth: .data(0.5))
        let bars = plot.bars()
        #expect(bars.count == 2)                       // the nil record is no bar
        #expect(bars[0].base == 10 && bars[1].base == 0)
        let r = plot.rect(of: bars[0], in: space)
        #expect(r == Rect(x: 25, y: 100, width: 50, height: 80))
        plot.barWidth = .pixels(20)
        plot.barOffset = .pixels(-10)
        #expect(plot.rect(of: bars[0], in: space) == Rect(x: 30, y: 100, width: 20, height: 80))
        #expect(plot.extent().y == PlotRange(0, 100))
        #expect(plot.extent().yIncludes == [0])
    }

    @Test func tipLabelsAppearOnlyWhenTheyFitTheirSlot() throws {
        let fonts = try ChartFonts.locate()
        func labels(_ count: Int, horizontal: Bool = false) throws -> Int {
            let items = (0..<count).map { ChartItem(name: "Exercise \($0)", value: 12_345 + Double($0)) }
            let svg = try BarChart(dataSource: ItemList(items), horizontal: horizontal)
                .renderSVG(size: Size(width: 800, height: 500), fonts: fonts, textAsElements: true)
            // Value labels read 12,345, 12,346, …; nothing else in the chart starts like that.
            return svg.components(separatedBy: ">12,3").count - 1
        }
        #expect(try labels(6) == 6)
        #expect(try labels(300) == 0, "300 labels in 800 px would overlap")
        #expect(try labels(6, horizontal: true) == 6)
        #expect(try labels(300, horizontal: true) == 0)
    }

    /// A broken record is left out of the extent, so the axis fits the other bars; drawn, it runs to
    /// the plot area's edge with a gap of the plot area's colour across it just inside, and its value
    /// label is written inside the bar past the gap, where its tip would be off the image.
    @Test func aBrokenBarRunsPastTheAxisWithAGapAndItsValueOnIt() throws {
        var plot = BarPlot(dataSource: ArrayDataSource(tips: [40, 30, 400]), barWidth: .data(0.5), valueLabels: .tip)
        plot.brokenRecords = [2]
        #expect(plot.extent().y == PlotRange(0, 40))
        let chart = BarChart(dataSource: ItemList([ChartItem(name: "A", value: 40), ChartItem(name: "B", value: 30),
                                                   ChartItem(name: "Other", value: 400)]), showsValueLabels: true)
        var graph = chart.makeGraph()
        var bars = try #require(graph.plots.first as? BarPlot)
        bars.brokenRecords = [2]
        graph.plots[0] = bars
        var surface = try SVGSurface(size: Size(width: 400, height: 300), fonts: fonts, textAsElements: true)
        graph.draw(on: &surface, size: Size(width: 400, height: 300), theme: .light, fonts: fonts)
        let document = surface.document
        let layout = graph.layout(size: Size(width: 400, height: 300), theme: .light, fonts: fonts)
        #expect(layout.plotArea.space.yRange.upper < 100, "\(layout.plotArea.space.yRange)")
        #expect(document.contains(">400</text>"), "the broken bar's value")
        // The gap: a path of the plot area's white crossing the third bar near the top of the plot area.
        let gaps = document.split(separator: "\n").filter { $0.hasPrefix("<path") && $0.contains("fill=\"#ffffff\"") }
        #expect(gaps.count == 1, "\(gaps)")
    }

    @Test func horizontalBarsGrowAlongX() {
        let h = PlotSpace(xRange: PlotRange(0, 100), yRange: PlotRange(1.5, -0.5),
                          frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let plot = BarPlot(dataSource: ArrayDataSource(tips: [50, -20]), horizontal: true, barWidth: .data(0.5))
        let r = plot.rect(of: plot.bars()[0], in: h)
        #expect(r == Rect(x: 0, y: 12.5, width: 100, height: 25))
        #expect(plot.extent().x == PlotRange(-20, 50))
    }

    @Test func lineBreaksAtMissingValues() {
        let plot = LinePlot(dataSource: ArrayDataSource(x: [0, 1, 2, 3, 4, 5], y: [1, 2, nil, 4, .nan, 6]))
        let segments = plot.segments()
        #expect(segments.map(\.count) == [2, 1, 1])
        #expect(segments[1][0].y == 4)
        #expect(plot.extent().y == PlotRange(1, 6))
    }

    @Test func averageAndMedianReferenceLines() {
        let values: [Double?] = [100, nil, 104, 101, 120]
        let average = ReferenceLine.average(of: values, formatter: .unit("kg"))
        #expect(average?.value == 106.25)
        #expect(average?.label == "average 106.25 kg")
        #expect(ReferenceLine.median(of: values)?.value == 102.5)
        #expect(ReferenceLine.median(of: [3, 1, 2])?.value == 2)
        #expect(ReferenceLine.average(of: [nil, nil]) == nil)
    }

    @Test func pieGroupsOtherAndKeepsTinySlicesVisible() {
        let slices = [40.0, 30, 20, 5, 3, 1.5, 0.5, 0.001].enumerated().map { PieSlice(name: "s\($0)", value: $1) }
        var pie = PiePlot(slices: slices, maximumSliceCount: 5)
        let resolved = pie.resolved(context: context)
        #expect(resolved.map(\.name) == ["s0", "s1", "s2", "s3", "Other"])
        #expect(abs(resolved[4].value - 5.001) < 1e-9)
        #expect(resolved[4].legendText.hasPrefix("Other 5%"))
        let total = resolved.reduce(Float(0)) { $0 + $1.sweep }
        #expect(abs(total - 2 * .pi) < 1e-4)

        pie.maximumSliceCount = nil
        pie.minimumSliceDegrees = 2
        let all = pie.resolved(context: context)
        #expect(all.count == 8)
        #expect(all.allSatisfy { $0.sweep >= 2 * .pi / 180 - 1e-5 })
        #expect(all[0].start == -.pi / 2)                      // 12 o'clock
        pie.clockwise = false
        #expect(pie.resolved(context: context)[0].end == -.pi / 2)
    }

    @Test func pieSkipsEmptyAndNegativeSlices() {
        let pie = PiePlot(slices: [PieSlice(name: "a", value: 0), PieSlice(name: "b", value: -3),
                                   PieSlice(name: "c", value: 2)])
        let resolved = pie.resolved(context: context)
        #expect(resolved.map(\.name) == ["c"])
        #expect(PiePlot.percentText(resolved[0].fraction) == "100%")
        #expect(PiePlot.percentText(0.345) == "34.5%")
    }

    /// Eighteen slices in a small frame (a muscle pie at 240×160) pushed their labels past the frame's
    /// top, over the title, and cut names to "Obl…": a side keeps the labels its height holds, the
    /// largest slices' first, and a label cut to a stub is left out.
    @Test func pieOutsideLabelsStayInTheFrameAndNeverAsStubs() {
        let values: [Double] = [68, 61, 51, 40, 36, 28, 27, 26, 25, 24, 22, 16, 12, 11, 7, 7, 3, 1]
        let names = ["Glutes", "Quads", "Hamstrings", "Front delts", "Upper back", "Triceps", "Lats", "Lower back",
                     "Chest", "Forearms", "Adductors", "Rear delts", "Abs", "Biceps", "Calves", "Obliques", "Side delts", "Neck"]
        let pie = PiePlot(slices: zip(names, values).map { PieSlice(name: $0, value: $1) },
                          labelContent: .nameAndPercent, labelPosition: .outside)
        let frame = Rect(x: 0, y: 0, width: 150, height: 110)
        let g = pie.geometry(in: frame, context: context)
        let half = fonts.lineHeight(context.valueLabelStyle) / 2
        #expect(!g.outside.isEmpty)
        for label in g.outside.values {
            #expect(label.anchor.y - half >= frame.minY - 0.01 && label.anchor.y + half <= frame.maxY + 0.01,
                    "\(label.text) at \(label.anchor.y)")
            #expect(!TextFitting.isStub(label.text), "\(label.text)")
        }
        // The largest slice keeps its label.
        #expect(g.outside[0] != nil || g.inside[0])
    }

    @Test func pieOutsideLabelsDoNotOverlap() {
        // Many small slices in a row push their outside labels apart.
        let slices = [60.0] + Array(repeating: 1.0, count: 12)
        let pie = PiePlot(slices: slices.enumerated().map { PieSlice(name: "Slice \($0)", value: $1) },
                          labelPosition: .outside)
        let g = pie.geometry(in: Rect(x: 0, y: 0, width: 700, height: 400), context: context)
        for side in [true, false] {
            let ys = g.outside.values.filter { $0.rightSide == side }.map(\.anchor.y).sorted()
            for (a, b) in zip(ys, ys.dropFirst()) { #expect(b - a >= fonts.lineHeight(context.valueLabelStyle) - 0.01) }
        }
    }
}

/// A donut's middle text was drawn whatever its width: at 240×160 "311.5 set credits" ran over
/// the ring and out of the image. It is drawn when its widest line fits the hole, else not at all
/// (a helper read a first word alone, "311.5", as sets: a number cut from what it counts).
@Suite struct DonutMiddleTextTests {
    private let tenPerCharacter: (String) -> Float = { Float($0.count) * 10 }

    @Test func theMiddleTextFitsTheHoleOrIsCutToItsFirstWord() {
        // A hole of radius 100 has 180 of room: "311.5\nset credits" is two lines of 50 and 110.
        #expect(PiePlot.fitted("311.5\nset credits", hole: 100, measure: tenPerCharacter) == "311.5\nset credits")
        #expect(PiePlot.fitted("311.5 set credits", hole: 100, measure: tenPerCharacter) == "311.5 set credits")
        // Radius 40, 72 of room: nothing, not the number alone.
        #expect(PiePlot.fitted("311.5\nset credits", hole: 40, measure: tenPerCharacter) == nil)
        // Radius 20, 36 of room: nothing.
        #expect(PiePlot.fitted("311.5\nset credits", hole: 20, measure: tenPerCharacter) == nil)
        #expect(PiePlot.fitted("12345678", hole: 20, measure: tenPerCharacter) == nil)
    }

    @Test func aSmallDonutsMiddleTextIsLeftOutWhenItsHoleCannotHoldIt() throws {
        let fonts = try ChartFonts.locate()
        func middle(at size: Size) -> [String] {
            let chart = PieChart(dataSource: SampleCharts.shareData, title: "Share of reps", donut: true,
                                 centerText: "1,200\nrepetitions")
            var surface = DrawnTexts()
            chart.makeGraph().draw(on: &surface, size: size, theme: .light, fonts: fonts)
            return surface.texts.filter { $0.hasPrefix("1,200") }
        }
        #expect(middle(at: Size(width: 960, height: 600)) == ["1,200\nrepetitions"])
        // A hole too small for it holds nothing (the subtitle says the total), never "1,200" alone.
        #expect(middle(at: Size(width: 400, height: 250)) == [])
        #expect(middle(at: Size(width: 240, height: 160)) == [])
    }
}

/// The texts a graph draws, in order.
private struct DrawnTexts: Surface {
    var texts: [String] = []
    mutating func fill(_ path: Path, with paint: Paint, rule: FillRule) {}
    mutating func fillRect(_ rect: Rect, with paint: Paint) {}
    mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {}
    mutating func drawText(_ text: String, style: LabelStyle, at point: Point, horizontal: HorizontalAlignment,
                           vertical: VerticalAlignment, rotation: Float) { texts.append(text) }
    mutating func pushClip(_ rect: Rect) {}
    mutating func popClip() {}
    mutating func pushTransform(_ transform: Transform) {}
    mutating func popTransform() {}
}
