import Testing
import Charts
@testable import Reports

@Suite struct ChartSizeTests {
    @Test func parses() throws {
        #expect(try ChartSize(parsing: "1600x1000") == ChartSize(width: 1600, height: 1000))
        #expect(try ChartSize(parsing: "800X600") == ChartSize(width: 800, height: 600))
        #expect(try ChartSize(parsing: "800×600") == ChartSize(width: 800, height: 600))
        for bad in ["", "1600", "1600x", "x1000", "16OOx1000", "-5x10", "1.5x2", "1x2x3", "99999999999x1"] {
            #expect(throws: ReportsError.self, "\(bad)") { try ChartSize(parsing: bad) }
        }
    }

    @Test func limitsAreCheckedBeforeAllocating() throws {
        try ChartSize.default.validate(scale: 1)
        try ChartSize.default.validate(scale: 2)
        try ChartSize(width: 240, height: 160).validate(scale: 1)
        let tiny = #expect(throws: ReportsError.self) { try ChartSize(width: 10, height: 10).validate(scale: 1) }
        #expect(tiny?.kind == .size(.tooSmall(ChartSize(width: 10, height: 10), minimum: ChartSize(width: 240, height: 160))))
        let huge = #expect(throws: ReportsError.self) { try ChartSize(width: 100_000, height: 100_000).validate(scale: 1) }
        #expect(huge?.kind == .size(.pixels(ChartSize(width: 100_000, height: 100_000), scale: 1, width: 100_000, height: 100_000,
                                            limit: .sideAbove(16384))))
        // 16000 × 8000 fits each side but not 64 Mpx.
        let area = #expect(throws: ReportsError.self) { try ChartSize(width: 16000, height: 8000).validate(scale: 1) }
        #expect(area?.kind == .size(.pixels(ChartSize(width: 16000, height: 8000), scale: 1, width: 16000, height: 8000,
                                            limit: .areaAbove(megapixels: 64))))
        #expect(throws: ReportsError.self) { try ChartSize.default.validate(scale: 0) }
        #expect(throws: ReportsError.self) { try ChartSize.default.validate(scale: .nan) }
        #expect(throws: ReportsError.self) { try ChartSize(width: 9000, height: 1000).validate(scale: 2) }
    }
}

/// Text never shrinks below about 9 px at scale 1, however small the chart.
@Suite struct ChartTextFloorTests {
    @Test func smallChartsKeepReadableText() throws {
        for size in [ChartSize(width: 240, height: 160), ChartSize(width: 480, height: 300), ChartSize(width: 800, height: 500)] {
            let layout = size.layout(scale: 1)
            let smallest = FontSizes().valueLabel * layout.scale
            #expect(smallest >= 8.99, "\(size): \(smallest) px")
            #expect(abs(layout.size.width * layout.scale - Float(size.width)) < 0.01, "\(size) keeps its pixel size")
        }
        // Large charts are not affected.
        #expect(ChartSize(width: 1600, height: 1000).layout(scale: 2).scale == 2)
    }
}
