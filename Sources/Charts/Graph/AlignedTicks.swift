#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A right-hand axis whose ticks sit at the left axis's tick heights, so the
/// left grid serves both: the same number of ticks, the right's a nice step
/// apart (1, 2, 2.5 or 5 × 10ⁿ) with zero at the left's first tick.
extension AxisLayout {
    /// The left axis grown out to its outer ticks when it stops short of
    /// them, so the lowest grid line is the plot's bottom edge (bars on the
    /// right axis stand on it). Unchanged when it already ends on ticks.
    static func snappedToTicks(_ layout: AxisLayout, axis: Axis, length: Float, inputs: Inputs, fonts: ChartFonts,
                               style: LabelStyle, maxLabelDepth: Float) -> AxisLayout {
        guard layout.step > 0, axis.scale == .linear, axis.range == nil else { return layout }
        let lo = layout.range.minimum, hi = layout.range.maximum, step = layout.step
        let eps = step * 1e-9
        let snappedLo = (lo / step + 1e-9).rounded(.down) * step
        let snappedHi = (hi / step - 1e-9).rounded(.up) * step
        guard abs(snappedLo - lo) > eps || abs(snappedHi - hi) > eps else { return layout }
        var fixed = axis
        fixed.range = PlotRange(snappedLo, snappedHi)
        fixed.ticks = .fixedInterval(step)
        return make(axis: fixed, orientation: layout.orientation, length: length, inputs: inputs, fonts: fonts,
                    style: style, maxLabelDepth: maxLabelDepth)
    }

    /// The right axis for `inputs` with a tick at each of `primary`'s tick
    /// heights; nil when `primary` has fewer than two ticks or the data nothing to show.
    static func aligned(to primary: AxisLayout, axis: Axis, length: Float, inputs: Inputs, fonts: ChartFonts,
                        style: LabelStyle, maxLabelDepth: Float) -> AxisLayout? {
        let ticks = primary.majorTicks.filter { primary.range.contains($0) }.sorted()
        guard ticks.count >= 2, axis.scale == .linear, primary.scale == .linear else { return nil }
        let leftStep = ticks[1] - ticks[0]
        guard leftStep > 0 else { return nil }
        // Where the plot's edges are, counted in left tick intervals from the first tick.
        let top = (primary.range.maximum - ticks[0]) / leftStep
        let bottom = (primary.range.minimum - ticks[0]) / leftStep
        // The right data's top, with room for labels above it as an automatic axis leaves.
        let r = min(Double(inputs.labelRoom / max(length, 1)), 0.5)
        let highest = max(inputs.data?.maximum ?? 0, inputs.includes.max() ?? 0) * (1 + r / (1 - r))
        guard highest > 0, highest.isFinite, top > 0 else { return nil }
        let step = niceStep(atLeast: highest / top, wholeNumbers: axis.wholeNumbers)
        var fixed = axis
        fixed.range = PlotRange(bottom * step, top * step)
        fixed.ticks = .fixedInterval(step)
        fixed.exclusionRanges += [PlotRange(bottom * step - step, -step * 1e-6)]
        return make(axis: fixed, orientation: .vertical, length: length, inputs: inputs, fonts: fonts, style: style,
                    maxLabelDepth: maxLabelDepth)
    }

    /// The smallest step of 1, 2, 2.5 or 5 × 10ⁿ at least `minimum` (whole when asked).
    static func niceStep(atLeast minimum: Double, wholeNumbers: Bool) -> Double {
        let power = pow(10, floor(log10(minimum)))
        let step = [1, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= minimum * (1 - 1e-9) } ?? 10 * power
        return wholeNumbers ? max(1, step.rounded(.up)) : step
    }
}
