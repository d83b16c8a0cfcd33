import Testing
@testable import Charts

@Suite("Nice ticks")
struct NiceTicksTests {
    @Test func zeroToSeven() {
        let many = NiceTicks.covering(0, 7, maxCount: 10)
        #expect(many.step == 1)
        #expect(many.values == [0, 1, 2, 3, 4, 5, 6, 7])
        let few = NiceTicks.covering(0, 7, maxCount: 5)
        #expect(few.step == 2)
        #expect(few.values == [0, 2, 4, 6, 8])
    }

    @Test func zeroToNinetyFive() {
        let six = NiceTicks.covering(0, 95, maxCount: 6)
        #expect(six.step == 20)
        #expect(six.values == [0, 20, 40, 60, 80, 100])
        let eleven = NiceTicks.covering(0, 95, maxCount: 11)
        #expect(eleven.step == 10)
        #expect(eleven.values.first == 0 && eleven.values.last == 100 && eleven.values.count == 11)
    }

    @Test func thousandths() {
        let ticks = NiceTicks.covering(0.001, 0.009, maxCount: 10)
        #expect(ticks.step == 0.001)
        // Exact decimal values, not 0.0030000000000000001.
        #expect(ticks.values == [0.001, 0.002, 0.003, 0.004, 0.005, 0.006, 0.007, 0.008, 0.009])
        let few = NiceTicks.covering(0.001, 0.009, maxCount: 5)
        #expect(few.values == [0, 0.005, 0.01])
    }

    @Test func millions() {
        let ticks = NiceTicks.covering(0, 1_234_567, maxCount: 6)
        #expect(ticks.step == 250_000)
        #expect(ticks.values == [0, 250_000, 500_000, 750_000, 1_000_000, 1_250_000])
        let labels = ticks.values.map { LabelFormatter.abbreviated.string(for: $0, step: ticks.step) }
        #expect(labels == ["0", "250K", "500K", "750K", "1M", "1.25M"])
    }

    @Test func negativeToPositive() {
        let eight = NiceTicks.covering(-50, 20, maxCount: 8)
        #expect(eight.step == 10)
        #expect(eight.values == [-50, -40, -30, -20, -10, 0, 10, 20])
        let five = NiceTicks.covering(-50, 20, maxCount: 5)
        #expect(five.step == 20)
        #expect(five.values == [-60, -40, -20, 0, 20])
    }

    @Test func stepsAreNiceAndCountIsRespected() {
        for (lo, hi) in [(0.0, 7.0), (0, 95), (0.001, 0.009), (0, 1_234_567), (-50, 20), (3, 3), (-1e-9, 1e-9)] {
            for maxCount in 2...12 {
                let ticks = NiceTicks.covering(lo, hi, maxCount: maxCount)
                // Two ticks cannot straddle zero on multiples of a step, so 3 is the floor there.
                let allowed = lo < 0 && hi > 0 ? max(maxCount, 3) : maxCount
                #expect(ticks.values.count <= allowed, "\(lo)...\(hi) max \(maxCount)")
                #expect(ticks.lowerBound <= lo && ticks.upperBound >= hi)
                let exponent = (ticks.step.squareRootSafeLog10).rounded(.down)
                let mantissa = ticks.step / pow10(exponent)
                #expect([1, 2, 2.5, 5, 10].contains { abs($0 - mantissa) < 1e-9 }, "step \(ticks.step)")
            }
        }
    }

    @Test func emptyRangeIsWidened() {
        #expect(NiceTicks.covering(0, 0, maxCount: 6).values == [0, 0.2, 0.4, 0.6, 0.8, 1])
        let ticks = NiceTicks.covering(40, 40, maxCount: 5)
        #expect(ticks.lowerBound == 0 && ticks.upperBound >= 40)
    }

    @Test func autoRangeKeepsBarBaseAndAddsHeadroom() {
        let (range, ticks) = AutoRange.valueRange(data: PlotRange(0, 100), including: [0], maxTickCount: 8)
        #expect(range.lower == 0)
        #expect(range.upper >= 105)
        #expect(range.upper == ticks.upperBound)
        let (negative, _) = AutoRange.valueRange(data: PlotRange(-12, 30), including: [0], maxTickCount: 8)
        #expect(negative.lower < -12 && negative.upper > 30)
        // Data far from zero still includes the base.
        let (lifted, _) = AutoRange.valueRange(data: PlotRange(80, 95), including: [0], maxTickCount: 6)
        #expect(lifted.lower == 0)
        // Ticks every 20 would stretch 0–22.05 to 0–40: the range stops at the headroom instead.
        let (short, shortTicks) = AutoRange.valueRange(data: PlotRange(0, 21), including: [0], maxTickCount: 3)
        #expect(abs(short.upper - 22.05) < 1e-9)
        #expect(shortTicks.values == [0, 20])
    }
}

private func pow10(_ e: Double) -> Double {
    var r = 1.0
    if e >= 0 { for _ in 0..<Int(e) { r *= 10 } } else { for _ in 0..<Int(-e) { r /= 10 } }
    return r
}

private extension Double {
    /// log10 for positive values, by counting decimal shifts (no libm needed in the test).
    var squareRootSafeLog10: Double {
        var v = self, e = 0.0
        while v >= 10 { v /= 10; e += 1 }
        while v < 1 { v *= 10; e -= 1 }
        return e + (v >= 9.999999 ? 1 : 0)
    }
}

@Suite("Extreme ranges")
struct ExtremeRangeTests {
    @Test func hugeAndTinyRangesNeverTrap() {
        #expect(NiceTicks.covering(-1e308, 1e308, maxCount: 5).values.count >= 2)
        #expect(NiceTicks.covering(1e300, 1e300 * 1.5, maxCount: 5).values.count <= 5)
        #expect(NiceTicks.covering(Double.leastNonzeroMagnitude, 2 * Double.leastNonzeroMagnitude, maxCount: 5).values.count >= 2)
        #expect(NiceTicks.covering(0, 1, maxCount: .max).values.count >= 2)
        #expect(AxisLayout.multiples(of: 1, from: 1e300, to: 2e300, limit: 100).isEmpty)
        #expect(AxisLayout.count(.infinity) == 1 && AxisLayout.count(2.2) == 3)
    }
}
