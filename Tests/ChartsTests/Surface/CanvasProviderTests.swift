import Testing
import Raster
@testable import Charts

/// A canvas handed over by a provider draws the same pixels as one made when drawing starts.
@Suite struct CanvasProviderTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    /// Records what it was asked for and makes it.
    final class Recorder: CanvasProvider {
        var asked: [(width: Int, height: Int, color: Color)] = []
        func makeCanvas(width: Int, height: Int, filledWith color: Color) throws(RasterError) -> Canvas {
            asked.append((width, height, color))
            return try Canvas(width: width, height: height, filledWith: color)
        }
    }

    @Test(arguments: [Theme.light, Theme.dark])
    func aProvidedCanvasDrawsTheSamePixels(theme: Theme) throws {
        for sample in SampleCharts.all {
            let recorder = Recorder()
            let provided = try sample.chart.renderCanvas(size: sample.size, scale: sample.scale, theme: theme,
                                                         fonts: fonts, canvases: recorder)
            let own = try sample.chart.renderCanvas(size: sample.size, scale: sample.scale, theme: theme, fonts: fonts)
            let same = provided.withUnsafeBytes { a in own.withUnsafeBytes { b in a.elementsEqual(b) } }
            #expect(same, "\(sample.name)")
            #expect(recorder.asked.count == 1)
            #expect(recorder.asked.first?.width == own.width && recorder.asked.first?.height == own.height)
            #expect(recorder.asked.first?.color == theme.background)
        }
    }

    /// A translucent background is drawn over a clear canvas, as without a provider.
    @Test func aTranslucentBackgroundAsksForAClearCanvas() throws {
        var theme = Theme.light
        theme.background = Color(red: 10, green: 20, blue: 30, alpha: 128)
        let sample = try #require(SampleCharts.all.first)
        let recorder = Recorder()
        let provided = try sample.chart.renderCanvas(size: sample.size, theme: theme, fonts: fonts, canvases: recorder)
        let own = try sample.chart.renderCanvas(size: sample.size, theme: theme, fonts: fonts)
        #expect(recorder.asked.first?.color == .clear)
        #expect(provided.withUnsafeBytes { a in own.withUnsafeBytes { b in a.elementsEqual(b) } })
    }

    /// The chart draws into the very canvas handed over: a second reference
    /// held meanwhile would make the first drawing copy all its pixels (a
    /// fault and a copy per page, which once cost more than preparing it saved).
    @Test func theProvidedCanvasIsDrawnInPlace() throws {
        final class Keeper: CanvasProvider {
            var address: UnsafeRawPointer?
            func makeCanvas(width: Int, height: Int, filledWith color: Color) throws(RasterError) -> Canvas {
                let canvas = try Canvas(width: width, height: height, filledWith: color)
                address = canvas.withUnsafeBytes { $0.baseAddress }
                return canvas
            }
        }
        let sample = try #require(SampleCharts.all.first)
        let keeper = Keeper()
        let canvas = try sample.chart.renderCanvas(size: sample.size, fonts: fonts, canvases: keeper)
        #expect(keeper.address != nil)
        #expect(canvas.withUnsafeBytes { $0.baseAddress } == keeper.address)
    }

    /// A provider that makes the wrong size is an error, not a misdrawn image.
    @Test func aCanvasOfTheWrongSizeIsRefused() throws {
        struct Wrong: CanvasProvider {
            func makeCanvas(width: Int, height: Int, filledWith color: Color) throws(RasterError) -> Canvas {
                try Canvas(width: width + 1, height: height, filledWith: color)
            }
        }
        let sample = try #require(SampleCharts.all.first)
        #expect(throws: ChartError.self) {
            try sample.chart.renderCanvas(size: sample.size, fonts: fonts, canvases: Wrong())
        }
    }
}
