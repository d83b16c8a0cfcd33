import Raster
import Testing
@testable import Charts

/// Min/max-per-column decimation draws a long series from a few points a
/// pixel column and still looks the same.
@Suite struct LineDecimationTests {
    /// A 100,000-point random walk with noise (a fixed generator, so every run is the same).
    static let series: (x: [Double], y: [Double?]) = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var level = 50.0
        var y: [Double?] = []
        y.reserveCapacity(100_000)
        for _ in 0..<100_000 {
            level += (next() - 0.5) * 0.8
            y.append(level + (next() - 0.5) * 6)
        }
        return ((0..<100_000).map(Double.init), y)
    }()

    static func fixture(_ decimation: LineDecimation) -> LineFixture {
        LineFixture(x: series.x, y: series.y, xRange: PlotRange(0, 99_999), yRange: PlotRange(-50, 150),
                    decimation: decimation, lineWidth: 1.5)
    }

    @Test func decimatedAndFullRendersDifferInUnderOnePercentOfPixels() throws {
        let full = try Self.fixture(.none).canvas()
        let thin = try Self.fixture(.minMaxPerPixelColumn).canvas()
        var differing = 0, inked = 0
        for y in 0..<full.height {
            for x in 0..<full.width {
                let a = full.pixel(x: x, y: y), b = thin.pixel(x: x, y: y)
                if a != b { differing += 1 }
                if full.isInk(at: Point(x: Float(x), y: Float(y))) { inked += 1 }
            }
        }
        let total = full.width * full.height
        #expect(inked > total / 100, "the line covers a real part of the picture: \(inked) px")
        #expect(Double(differing) < 0.01 * Double(total), "\(differing) of \(total) pixels differ")
    }

    /// Far fewer points drawn, reaching the same extremes in every column.
    @Test func drawsFewerPointsWithTheSameEnvelope() throws {
        let full = try #require(try Self.fixture(.none).strokes().first).vertices
        let thin = try #require(try Self.fixture(.minMaxPerPixelColumn).strokes().first).vertices
        let space = try Self.fixture(.none).space()
        #expect(full.count == 100_000)
        // Four points at most in each half-unit column.
        #expect(thin.count <= 8 * (Int(space.frame.width) + 1), "\(thin.count) points for \(space.frame.width) units")
        #expect(thin.first == full.first && thin.last == full.last)
        // Per half-unit column: the lowest and highest point drawn are the full line's.
        func envelope(_ points: [Point]) -> [Float: (Float, Float)] {
            var e: [Float: (Float, Float)] = [:]
            for p in points {
                let c = (p.x * 2).rounded(.down), old = e[c] ?? (p.y, p.y)
                e[c] = (min(old.0, p.y), max(old.1, p.y))
            }
            return e
        }
        let a = envelope(full), b = envelope(thin)
        #expect(a.count == b.count)
        #expect(a.allSatisfy { key, value in b[key].map { $0 == value } ?? false })
    }
}
