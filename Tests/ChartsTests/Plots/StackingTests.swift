import Testing
@testable import Charts

@Suite("Stacking")
struct StackingTests {
    @Test func basesAreRunningSums() {
        let segments = Stacking.segments([[10, 20, 5]])[0]
        #expect(segments.map(\.base) == [0, 10, 30])
        #expect(segments.map(\.tip) == [10, 30, 35])
    }

    @Test func negativesStackDownFromZeroOnTheirOwn() {
        let segments = Stacking.segments([[10, -4, 5, -6, 0]])[0]
        #expect(segments[0] == StackedSegment(base: 0, tip: 10))
        #expect(segments[1] == StackedSegment(base: 0, tip: -4))
        #expect(segments[2] == StackedSegment(base: 10, tip: 15))
        #expect(segments[3] == StackedSegment(base: -4, tip: -10))
        #expect(segments[4] == StackedSegment(base: 15, tip: 15))
        #expect(Stacking.extents([[10, -4, 5, -6, 0]]) == [PlotRange(-10, 15)])
    }

    @Test func missingValuesAndEmptySections() {
        let result = Stacking.segments([[], [.nan, 3]])
        #expect(result[0].isEmpty)
        #expect(result[1] == [StackedSegment(base: 0, tip: 0), StackedSegment(base: 0, tip: 3)])
        #expect(Stacking.extents([[]]) == [PlotRange(0, 0)])
    }
}
