import Testing
import Raster
@testable import Charts

/// Tick labels of one axis share one unit and one precision: "1.30M, 1.35M",
/// never "1.3M" next to "1.35M".
@Suite("One precision per axis")
struct TickPrecisionTests {
    /// The digits after the point and the suffix of a label ("1.35M" → 2, "M").
    static func shape(_ text: String) -> (decimals: Int, suffix: String) {
        let number = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "," }
        let decimals = number.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        return (decimals, String(text.dropFirst(number.count)))
    }

    static func expectOneShape(_ texts: [String]) {
        let shapes = texts.filter { $0 != "0" }.map(shape)
        #expect(Set(shapes.map(\.decimals)).count == 1, "\(texts)")
        #expect(Set(shapes.map(\.suffix)).count == 1, "\(texts)")
    }

    @Test func abbreviatedTicksKeepTheStepsDecimals() {
        let texts = LabelFormatter.abbreviated.strings(for: [1_250_000, 1_300_000, 1_350_000, 1_400_000], step: 50_000)
        #expect(texts == ["1.25M", "1.30M", "1.35M", "1.40M"])
    }

    @Test func abbreviatedTicksShareTheLargestUnit() {
        let texts = LabelFormatter.abbreviated.strings(for: [0, 250_000, 500_000, 750_000, 1_000_000], step: 250_000)
        #expect(texts == ["0", "0.25M", "0.50M", "0.75M", "1.00M"])
        let kg = LabelFormatter.unit("kg").strings(for: [1_000, 1_500, 2_000], step: 500)
        #expect(kg == ["1.0K kg", "1.5K kg", "2.0K kg"])
    }

    @Test func singleValuesStayShort() {
        #expect(LabelFormatter.abbreviated.string(for: 1_300_000) == "1.3M")
        #expect(LabelFormatter.abbreviated.string(for: 2_500, step: 2_500) == "2.5K")
    }

    @Test func netWorthAxisLabelsShareOnePrecision() throws {
        let fonts = try ChartFonts.locate()
        let values: [Double?] = [1_262_000, 1_281_000, 1_300_500, 1_322_000, 1_348_000, 1_371_000, 1_394_000]
        let line = LinePlot(dataSource: ArrayDataSource(x: (0..<7).map(Double.init), y: values))
        let graph = Graph(plots: [line], xAxis: Axis(), yAxis: Axis(formatter: .abbreviated))
        for size in [Size(width: 480, height: 300), Size(width: 800, height: 500)] {
            let y = graph.layout(size: size, theme: .light, fonts: fonts).plotArea.yAxis!.layout
            Self.expectOneShape(y.shownLabels.map(\.text))
        }
    }
}
