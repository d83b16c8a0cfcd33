import Foundation
import Testing
import Raster
@testable import Charts

@Suite("Chart limits")
struct ChartLimitsTests {
    let fonts: ChartFonts
    let size = Size(width: 800, height: 500)
    init() throws { fonts = try ChartFonts.locate() }

    @Test func tooManyCategoriesIsRefusedBeforeDrawing() {
        let items = (0...ChartLimits.maximumCategories).map { ChartItem(name: "d\($0)", value: Double($0 % 7)) }
        let chart = BarChart(dataSource: ItemList(items))
        #expect {
            _ = try chart.renderCanvas(size: size, fonts: fonts)
        } throws: { error in
            "\(error)".contains("10001 categories; at most 10000")
        }
        #expect(throws: ChartError.self) { _ = try chart.renderSVG(size: size, fonts: fonts) }
        // At the limit it draws.
        let atLimit = BarChart(dataSource: ItemList(Array(items.dropLast())))
        #expect(throws: Never.self) { _ = try atLimit.renderCanvas(size: size, fonts: fonts) }
    }

    @Test func tooManySeriesIsRefused() throws {
        let cells = (0...ChartLimits.maximumSeries).map { ChartItem(name: "Exercise \($0)", value: 1) }
        let chart = StackedBarChart(dataSource: SectionList([.init(title: "Mon", cells: cells)]))
        #expect {
            _ = try chart.renderCanvas(size: size, fonts: fonts)
        } throws: { error in
            "\(error)".contains("series; at most 512")
        }
        // A pie groups many slices as "Other" instead.
        let pie = PieChart(dataSource: ItemList(cells))
        let canvas = try pie.renderCanvas(size: size, fonts: fonts)
        #expect(canvas.width == 800)
    }

    @Test func tooManyPointsInALineIsRefused() {
        let n = ChartLimits.maximumRecords + 1
        let dates = (0..<n).map(Double.init)
        let chart = LineChart(dates: dates, values: dates.map { Optional($0) })
        #expect {
            _ = try chart.renderCanvas(size: size, fonts: fonts)
        } throws: { error in
            "\(error)".contains("1000001 records")
        }
    }

    @Test func longLabelsAreClippedWithAnEllipsis() {
        let short = "Bench press"
        #expect(ChartLimits.clipped(short) == short)
        let exact = String(repeating: "é", count: ChartLimits.maximumLabelLength)
        #expect(ChartLimits.clipped(exact) == exact)
        let long = String(repeating: "Squat ", count: 100_000)   // 600,000 characters
        let clipped = ChartLimits.clipped(long)
        #expect(clipped.count == ChartLimits.maximumLabelLength)
        #expect(clipped.hasSuffix("…"))
        // Measuring and drawing see the clipped label, so a huge one costs what a short one does.
        let style = LabelStyle(size: 14, color: .black)
        #expect(fonts.width(long, style: style) == fonts.width(clipped, style: style))
    }

    @Test func hugeLabelsDrawLikeTheirClippedForm() throws {
        let long = String(repeating: "x", count: 2_000_000)
        let clipped = ChartLimits.clipped(long)
        func chart(_ label: String) -> StackedBarChart {
            StackedBarChart(dataSource: SectionList([
                .init(title: label, cells: [ChartItem(name: label, value: 3, legendText: label)]),
                .init(title: "Tue", cells: [ChartItem(name: "Squat", value: 2)]),
            ]), title: label, subtitle: label, valueAxisTitle: label, legend: Legend(position: .bottom))
        }
        let huge = try chart(long).renderCanvas(size: size, fonts: fonts)
        let reference = try chart(clipped).renderCanvas(size: size, fonts: fonts)
        #expect(huge.withUnsafeBytes { Array($0) } == reference.withUnsafeBytes { Array($0) })
    }
}
