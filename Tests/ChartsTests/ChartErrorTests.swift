import Foundation
import Testing
import Raster
import PNGCodec
import Typeset
@testable import Charts

/// Every way rendering fails has a kind a caller can switch on, carrying the
/// values and the underlying error; the one-line text stays what it was.
@Suite("Chart error kinds")
struct ChartErrorTests {
    let fonts: ChartFonts
    let size = Size(width: 800, height: 500)
    init() throws { fonts = try ChartFonts.locate() }

    /// The `ChartError` `body` throws, or nil when it throws none (or another error).
    /// Untyped: closures inside `#require` do not infer a thrown type.
    private func error(_ body: () throws -> Void) -> ChartError? {
        do {
            try body()
            return nil
        } catch {
            return error as? ChartError
        }
    }

    @Test func tooManySeriesCarriesTheCountAndTheLimit() throws {
        let cells = (0...ChartLimits.maximumSeries).map { ChartItem(name: "Exercise \($0)", value: 1) }
        let chart = StackedBarChart(dataSource: SectionList([.init(title: "Mon", cells: cells)]))
        let thrown = try #require(error { _ = try chart.renderCanvas(size: size, fonts: fonts) })
        #expect(thrown.kind == .tooManySeries(count: 513, limit: 512))
        #expect(thrown.description == "the chart has 513 series; at most 512 can be drawn (group the smaller ones)")
        // SVG checks the same limits before drawing.
        #expect(error { _ = try chart.renderSVG(size: size, fonts: fonts) }?.kind == thrown.kind)
    }

    @Test func tooManyCategoriesCarriesTheCountAndTheLimit() throws {
        let items = (0...ChartLimits.maximumCategories).map { ChartItem(name: "d\($0)", value: 1) }
        let chart = BarChart(dataSource: ItemList(items))
        let thrown = try #require(error { _ = try chart.renderCanvas(size: size, fonts: fonts) })
        #expect(thrown.kind == .tooManyCategories(count: 10_001, limit: 10_000))
        #expect(thrown.description
                == "the chart has 10001 categories; at most 10000 can be drawn (choose a shorter period or group them)")
    }

    @Test func tooManyRecordsCarriesTheCountAndTheLimit() throws {
        let dates = (0...ChartLimits.maximumRecords).map(Double.init)
        let chart = LineChart(dates: dates, values: dates.map { Optional($0) })
        let thrown = try #require(error { _ = try chart.renderCanvas(size: size, fonts: fonts) })
        #expect(thrown.kind == .tooManyRecords(count: 1_000_001, limit: 1_000_000))
        #expect(thrown.description == "a plot has 1000001 records; at most 1000000 can be drawn (thin or aggregate the data)")
    }

    @Test func aScaleOfZeroIsOutOfRange() throws {
        let chart = try #require(SampleCharts.all.first).chart
        let thrown = try #require(error { _ = try chart.renderCanvas(size: size, scale: 0, fonts: fonts) })
        #expect(thrown.kind == .scaleOutOfRange(0))
        #expect(thrown.description == "scale 0.0 is out of range: use a value above 0 and at most 8")
        let svg = try #require(error { _ = try chart.renderSVG(size: size, scale: 17, fonts: fonts) })
        #expect(svg.kind == .scaleOutOfRange(17))
    }

    @Test func aSizePastTheCanvasLimitsIsOutOfRange() throws {
        let chart = try #require(SampleCharts.all.first).chart
        let huge = Size(width: 100_000, height: 100_000)
        let thrown = try #require(error { _ = try chart.renderCanvas(size: huge, scale: 2, fonts: fonts) })
        #expect(thrown.kind == .sizeOutOfRange(huge, scale: 2))
        #expect(thrown.description == "image size 100000.0×100000.0 at scale 2.0 is out of range: "
                + "each side must be 1...16384 px and the area at most 64 Mpx")
        let empty = Size(width: 0, height: 10)
        #expect(error { _ = try RasterSurface(size: empty, fonts: fonts) }?.kind == .sizeOutOfRange(empty, scale: 1))
    }

    @Test func aCanvasProviderOfTheWrongSizeIsAMismatch() throws {
        struct Wider: CanvasProvider {
            func makeCanvas(width: Int, height: Int, filledWith color: Color) throws(RasterError) -> Canvas {
                try Canvas(width: width + 1, height: height, filledWith: color)
            }
        }
        let sample = try #require(SampleCharts.all.first)
        let thrown = try #require(error {
            _ = try sample.chart.renderCanvas(size: Size(width: 240, height: 160), fonts: fonts, canvases: Wider())
        })
        #expect(thrown.kind == .canvasProviderMismatch(madeWidth: 241, madeHeight: 160, width: 240, height: 160))
        #expect(thrown.description == "the canvas provider made a 241×160 px canvas for a 240×160 px image")
    }

    @Test func aCanvasProviderThatFailsCarriesRastersError() throws {
        struct Refusing: CanvasProvider {
            func makeCanvas(width: Int, height: Int, filledWith color: Color) throws(RasterError) -> Canvas {
                try Canvas(width: 0, height: height, filledWith: color)
            }
        }
        let sample = try #require(SampleCharts.all.first)
        let thrown = try #require(error {
            _ = try sample.chart.renderCanvas(size: Size(width: 240, height: 160), fonts: fonts, canvases: Refusing())
        })
        guard case .canvasNotMade(240, 160, let underlying) = thrown.kind else {
            Issue.record("expected canvasNotMade, got \(thrown.kind)")
            return
        }
        #expect(underlying.description.hasPrefix("invalid canvas size 0×160"))
        #expect(thrown.description == "cannot render a 240×160 px image: \(underlying)")
    }

    @Test func aMissingFontFileCarriesTheFontError() throws {
        let path = "/nonexistent-repchart/NoSuchFont.ttf"
        let thrown = try #require(error { _ = try ChartFonts.locate(path: path) })
        guard case .noFont(let underlying) = thrown.kind else {
            Issue.record("expected noFont, got \(thrown.kind)")
            return
        }
        #expect(underlying.file.contains("NoSuchFont.ttf"))
        #expect(thrown.description == "no usable font: \(underlying)")
    }

    @Test func aPNGTheEncoderRefusesCarriesThePNGError() throws {
        let canvas = try Canvas(width: 4, height: 4, filledWith: .white)
        let thrown = try #require(error { _ = try ChartOutput.png(canvas, scale: 2000) })
        guard case .pngEncoding(let underlying) = thrown.kind else {
            Issue.record("expected pngEncoding, got \(thrown.kind)")
            return
        }
        #expect(underlying.kind == .invalidArgument)
        #expect(thrown.description == "PNG encoding failed: PNG scale 2000.0 is not a number in 0 < scale ≤ 1000")
    }

    @Test func aWriteIntoAMissingFolderCarriesTheFileWriteError() throws {
        let chart = try #require(SampleCharts.all.first).chart
        let folder = "/tmp/repchart-no-such-folder-\(getpid())"
        let path = folder + "/chart.svg"
        let thrown = try #require(error {
            try chart.writeSVG(toFile: path, size: Size(width: 240, height: 160), fonts: fonts)
        })
        #expect(thrown.kind == .write(underlying: FileWriteError(path: path, reason: .folderMissing(folder))))
        #expect(thrown.description == "cannot write \(path): the folder \(folder) does not exist")
    }
}
