import Testing
import Raster
import PNGCodec
@testable import Charts

@Suite("Graph layout and rendering")
struct GraphLayoutTests {
    let fonts: ChartFonts

    init() throws { fonts = try ChartFonts.locate() }

    @Test(arguments: [Legend.Position.right, .left, .top, .bottom])
    func outsideLegendNeverCoversThePlotArea(position: Legend.Position) {
        var chart = StackedBarChart(dataSource: SampleCharts.weekData, title: "Title")
        chart.legend = Legend(position: position)
        let layout = chart.makeGraph().layout(size: Size(width: 960, height: 600), theme: .light, fonts: fonts)
        let legend = layout.legendFrame!
        #expect(!legend.intersects(layout.plotArea.frame), "\(position)")
        #expect(legend.minX >= 0 && legend.maxX <= 960 && legend.minY >= 0 && legend.maxY <= 600)
    }

    @Test func axisLabelsFitInsideTheImageAndDoNotOverlap() {
        for sample in SampleCharts.all {
            let graph = sample.chart.makeGraph()
            let layout = graph.layout(size: sample.size, theme: .light, fonts: fonts)
            let area = layout.plotArea
            if let (_, x) = area.xAxis {
                let shown = x.shownLabels
                // Level labels: each ends before the next begins.
                if x.rotation == 0 {
                    for (a, b) in zip(shown, shown.dropFirst()) {
                        let gap = (area.space.deviceX(b.value) - b.width / 2) - (area.space.deviceX(a.value) + a.width / 2)
                        #expect(gap > 0, "\(sample.name): '\(a.text)' and '\(b.text)' overlap")
                    }
                }
                #expect(area.frame.minX - x.overhangBefore >= -0.5, "\(sample.name) first label clipped")
                #expect(area.frame.maxX + x.overhangAfter <= sample.size.width + 0.5, "\(sample.name) last label clipped")
            }
            if let (_, y) = area.yAxis {
                let ys = y.shownLabels.map { area.space.deviceY($0.value) }.sorted()
                for (a, b) in zip(ys, ys.dropFirst()) {
                    #expect(b - a >= fonts.textHeight(area.tickStyle), "\(sample.name): y labels overlap")
                }
                #expect(area.frame.minX - 5 - y.labelDepth >= 0, "\(sample.name): y labels clipped")
            }
        }
    }

    @Test func twoHundredCategoriesAreTurnedAndThinned() {
        let sample = SampleCharts.all.first { $0.name == "stress-200" }!
        let layout = sample.chart.makeGraph().layout(size: sample.size, theme: .light, fonts: fonts)
        let x = layout.plotArea.xAxis!.layout
        #expect(x.rotation != 0)
        #expect(x.stride > 1)
        #expect(x.shownLabels.count < 200 && x.shownLabels.count > 10)
    }

    @Test func doubleScaleIsTwiceThePixelsWithTheSameLayout() throws {
        let chart = BarChart(dataSource: SampleCharts.barData, title: "Sets")
        let size = Size(width: 400, height: 300)
        let one = try chart.renderCanvas(size: size, scale: 1, fonts: fonts)
        let two = try chart.renderCanvas(size: size, scale: 2, fonts: fonts)
        #expect(one.width == 400 && one.height == 300)
        #expect(two.width == 800 && two.height == 600)
        // The first bar's middle has the bar colour at both scales, at the same layout point.
        let layout = chart.makeGraph().layout(size: size, theme: .light, fonts: fonts)
        let bar = (chart.makeGraph().plots[0] as! BarPlot).bars()[0]
        let rect = (chart.makeGraph().plots[0] as! BarPlot).rect(of: bar, in: layout.plotArea.space)
        let blue = Theme.light.seriesColor(0)
        #expect(one.pixel(x: Int(rect.midX), y: Int(rect.midY)) == blue)
        #expect(two.pixel(x: Int(rect.midX * 2), y: Int(rect.midY * 2)) == blue)
        // PNG carries the scale as pHYs: 144 dpi is 5669 px/m.
        let png = try chart.renderPNG(size: size, scale: 2, fonts: fonts)
        #expect(png.count > 1000)
        #expect(try PNGDecoder.decode(png).width == 800)
    }

    @Test func titleIsCentredOnTheImage() throws {
        let chart = BarChart(dataSource: SampleCharts.barData, title: "Centred title")
        let canvas = try chart.renderCanvas(size: Size(width: 600, height: 300), fonts: fonts)
        // Ink columns of the title band: its left and right margins match within a pixel or two.
        let layout = chart.makeGraph().layout(size: Size(width: 600, height: 300), theme: .light, fonts: fonts)
        let top = Int(layout.titleTop), bottom = Int(layout.titleTop + fonts.textHeight(layout.titleStyle))
        var minX = Int.max, maxX = Int.min
        for y in top..<bottom {
            for x in 0..<600 where canvas.pixel(x: x, y: y).red < 128 {
                minX = min(minX, x)
                maxX = max(maxX, x)
            }
        }
        #expect(minX < maxX)
        #expect(abs(minX - (599 - maxX)) <= 2)
    }

    @Test func badSizesAreClearErrorsAndTinySizesStillRender() throws {
        let chart = StackedBarChart(dataSource: SampleCharts.weekData, title: "Week")
        #expect(throws: ChartError.self) { try chart.renderCanvas(size: Size(width: 100_000, height: 100_000), fonts: fonts) }
        #expect(throws: ChartError.self) { try chart.renderCanvas(size: Size(width: 0, height: 10), fonts: fonts) }
        #expect(throws: ChartError.self) { try chart.renderCanvas(size: Size(width: .nan, height: 10), fonts: fonts) }
        #expect(throws: ChartError.self) { try chart.renderCanvas(size: Size(width: 100, height: 100), scale: 0, fonts: fonts) }
        do {
            _ = try chart.renderCanvas(size: Size(width: 20_000, height: 10), fonts: fonts)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("16384"))
        }
        for sample in SampleCharts.all {
            for size in [Size(width: 10, height: 10), Size(width: 1, height: 1), Size(width: 120, height: 60)] {
                let canvas = try sample.chart.renderCanvas(size: size, fonts: fonts)
                #expect(canvas.width == Int(size.width))
                _ = try sample.chart.renderSVG(size: size, fonts: fonts)
            }
        }
    }

    @Test func emptyAndHostileDataRender() throws {
        let hostile = ItemList([ChartItem(name: "nan", value: .nan), ChartItem(name: "inf", value: .infinity),
                                ChartItem(name: "huge", value: 1e300), ChartItem(name: "neg", value: -1e300)])
        let charts: [any Chart] = [
            BarChart(dataSource: ItemList([]), title: "Empty"),
            PieChart(dataSource: ItemList([]), title: "Empty"),
            StackedBarChart(dataSource: SectionList([]), title: "Empty"),
            LineChart(dates: [], values: [], title: "Empty"),
            BarChart(dataSource: hostile), PieChart(dataSource: hostile),
            LineChart(dates: [0, 86_400, 172_800], values: [nil, .nan, 1e300]),
        ]
        for chart in charts {
            let canvas = try chart.renderCanvas(size: Size(width: 320, height: 200), fonts: fonts)
            #expect(canvas.isOpaque)
            _ = try chart.renderSVG(size: Size(width: 320, height: 200), fonts: fonts)
        }
        let layout = BarChart(dataSource: ItemList([])).makeGraph()
            .layout(size: Size(width: 320, height: 200), theme: .light, fonts: fonts)
        #expect(layout.isEmpty)
    }

    @Test func darkThemeBackgroundAndUserColours() throws {
        let green = Color(rgb: 0x00AA00)
        let chart = BarChart(dataSource: ItemList([ChartItem(name: "A", value: 10, color: green)]), showsValueLabels: false)
        let canvas = try chart.renderCanvas(size: Size(width: 200, height: 150), theme: .dark, fonts: fonts)
        #expect(canvas.pixel(x: 1, y: 1) == Theme.dark.background)
        let layout = chart.makeGraph().layout(size: Size(width: 200, height: 150), theme: .dark, fonts: fonts)
        let plot = chart.makeGraph().plots[0] as! BarPlot
        let rect = plot.rect(of: plot.bars()[0], in: layout.plotArea.space)
        #expect(canvas.pixel(x: Int(rect.midX), y: Int(rect.midY)) == green)
    }

    /// Too small for its subtitle and axis title, a chart read "150K, 90.4K" of nothing
    /// said: its title then names the measure (`titlesWithoutCaptions`), where it fits.
    @Test func aTitleSaysTheMeasureWhenTheCaptionsAreLeftOut() {
        var graph = Graph(title: "Totals · 24 Aug – 22 Nov 2026", subtitle: "Volume (lifting only) by movement · 308,874 kg in all",
                          plots: [BarPlot(dataSource: ArrayDataSource(tips: [150_000, 90_400, 68_500]))],
                          xAxis: Axis(), yAxis: Axis(title: "Volume (kg)"))
        graph.shortTitles = ["24 Aug – 22 Nov 2026", "Aug–Nov 2026"]
        graph.titlesWithoutCaptions = ["Volume (kg) · 24 Aug – 22 Nov 2026", "Volume (kg) · Aug–Nov 2026", "Volume (kg)"]
        let small = graph.layout(size: Size(width: 240, height: 160), theme: .light, fonts: fonts)
        #expect(small.subtitleLines.isEmpty, "the subtitle is left out at 240×160")
        #expect(small.titleText?.hasPrefix("Volume (kg)") == true, "\(small.titleText ?? "")")
        let large = graph.layout(size: Size(width: 1600, height: 1000), theme: .light, fonts: fonts)
        #expect(large.titleText == "Totals · 24 Aug – 22 Nov 2026" && !large.subtitleLines.isEmpty)
    }

    /// A 240×160 pie has room for one line of subtitle: "Volume by movement · 59,840 kg in all" was
    /// cut to "Volume by movement", no total anywhere. The first short form that fits whole is drawn
    /// in its place; an image with room for the whole subtitle draws it.
    @Test func aOneLineSubtitleIsAShortFormSaidWholeWhenTheLongOneIsCut() {
        var graph = Graph(title: "9 Nov – 6 Dec 2026", subtitle: "Volume by movement · 59,840 kg in all",
                          plots: [PiePlot(dataSource: ArrayDataSource(tips: [33_418, 17_226, 7_240, 1_956]),
                                          names: ["Legs", "Pushing", "Pulling", "Core"])])
        graph.shortSubtitles = ["59,840 kg by movement and by much longer words than fit", "59,840 kg"]
        let size = Size(width: 240, height: 160)
        let small = GraphLayout(graph: graph, size: size, theme: .light, fonts: fonts, shedding: .subtitleSecondLine)
        #expect(small.subtitleLines == ["59,840 kg"], "\(small.subtitleLines)")
        // Room for two lines: the subtitle, broken at its " · ", not a short form.
        let two = GraphLayout(graph: graph, size: size, theme: .light, fonts: fonts, shedding: .nothing)
        #expect(two.subtitleLines.count == 2 && two.subtitleLines[1] == "59,840 kg in all", "\(two.subtitleLines)")
        let large = graph.layout(size: Size(width: 800, height: 500), theme: .light, fonts: fonts)
        #expect(large.subtitleLines == ["Volume by movement · 59,840 kg in all"], "\(large.subtitleLines)")
        // Without short forms the cut line stays as it was.
        graph.shortSubtitles = []
        let plain = GraphLayout(graph: graph, size: size, theme: .light, fonts: fonts, shedding: .subtitleSecondLine)
        #expect(plain.subtitleLines == two.subtitleLines.prefix(1).map { $0 }, "\(plain.subtitleLines)")
    }

    /// An empty 240×160 chart drew its "No volume logged in this period (1 training day with sets); sets show
    /// them" on one line, running off both edges ("ed in this period (1 training day with sets"). It is broken
    /// at its spaces to fit the image about the plot area's middle, every word kept, nothing at the image's edges.
    @Test func anEmptyPlotAreasTextIsBrokenToItsWidth() throws {
        let text = "No volume logged in this period (1 training day with sets); sets show them"
        for graph in [Graph(title: "Volume (kg) · 9 Nov – 6 Dec 2026", plots: [BarPlot(dataSource: ArrayDataSource(tips: []))],
                            xAxis: Axis(), yAxis: Axis(range: PlotRange(0, 10)), emptyText: text),
                      Graph(title: "9 Nov – 6 Dec 2026", plots: [PiePlot(dataSource: ArrayDataSource(tips: []), names: [])],
                            emptyText: text)] {
            let size = Size(width: 240, height: 160)
            let layout = graph.layout(size: size, theme: .light, fonts: fonts)
            #expect(layout.isEmpty)
            #expect(layout.emptyLines.count > 1 && layout.emptyLines.joined(separator: " ") == text, "\(layout.emptyLines)")
            let style = layout.emptyStyle(.light)
            for line in layout.emptyLines {
                let half = fonts.width(line, style: style) / 2, center = layout.emptyCenter.x
                #expect(center - half >= 0 && center + half <= size.width, "\(line)")
            }
            // What a person sees: no ink in the image's outermost columns.
            let canvas = try graph.renderCanvas(size: size)
            let background = canvas.pixel(x: 0, y: 0)
            for x in [0, 1, canvas.width - 2, canvas.width - 1] {
                for y in 0..<canvas.height { #expect(canvas.pixel(x: x, y: y) == background, "ink at \(x), \(y)") }
            }
            // A large image keeps it on one line.
            #expect(graph.layout(size: Size(width: 1600, height: 1000), theme: .light, fonts: fonts).emptyLines == [text])
        }
    }
}
