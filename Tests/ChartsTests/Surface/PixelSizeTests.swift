import Testing
import Raster
@testable import Charts

/// A size checked once (`PixelSize`) draws what the unchecked calls draw, and
/// refuses what they refuse, with the same errors.
@Suite struct PixelSizeTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    @Test func pixelsAreTheLayoutTimesTheScaleRounded() throws {
        let pixels = try PixelSize(Size(width: 800.4, height: 500.2), scale: 1.5)
        #expect(pixels.width == 1201 && pixels.height == 750)
        #expect(pixels.layout == Size(width: 800.4, height: 500.2) && pixels.scale == 1.5)
    }

    @Test func refusesWhatTheCanvasCannotHold() {
        let huge = Size(width: Float(Canvas.maxDimension) + 1, height: 10)
        #expect(throws: ChartError(.sizeOutOfRange(huge, scale: 1))) { try PixelSize(huge, scale: 1) }
        let many = Size(width: Float(Canvas.maxDimension), height: Float(Canvas.maxDimension))
        #expect(throws: ChartError(.sizeOutOfRange(many, scale: 1))) { try PixelSize(many, scale: 1) }
        #expect(throws: ChartError(.scaleOutOfRange(0))) { try PixelSize(Size(width: 10, height: 10), scale: 0) }
        #expect(throws: ChartError(.scaleOutOfRange(17))) { try PixelSize(Size(width: 10, height: 10), scale: 17) }
    }

    /// The library and the application share one scale limit (`ImageLimits.maxScale`, 8).
    @Test func refusesAScaleAboveTheOneLimit() {
        #expect(throws: ChartError(.scaleOutOfRange(9))) { try PixelSize(Size(width: 10, height: 10), scale: 9) }
        #expect(throws: Never.self) { try PixelSize(Size(width: 10, height: 10), scale: ImageLimits.maxScale) }
        #expect(ChartError(.scaleOutOfRange(9)).description == "scale 9.0 is out of range: use a value above 0 and at most 8")
    }

    @Test(arguments: [Theme.light, Theme.dark])
    func aCheckedSizeDrawsTheSamePixelsAndDocument(theme: Theme) throws {
        for sample in SampleCharts.all {
            let pixels = try PixelSize(sample.size, scale: sample.scale)
            let checked = try sample.chart.renderCanvas(at: pixels, theme: theme, fonts: fonts)
            let unchecked = try sample.chart.renderCanvas(size: sample.size, scale: sample.scale, theme: theme,
                                                          fonts: fonts)
            #expect(checked.width == pixels.width && checked.height == pixels.height, "\(sample.name)")
            let same = checked.withUnsafeBytes { a in unchecked.withUnsafeBytes { b in a.elementsEqual(b) } }
            #expect(same, "\(sample.name)")
            let svg = try sample.chart.renderSVG(at: pixels, theme: theme, fonts: fonts, textAsElements: true)
            #expect(svg == (try sample.chart.renderSVG(size: sample.size, scale: sample.scale, theme: theme,
                                                       fonts: fonts, textAsElements: true)), "\(sample.name)")
        }
    }
}
