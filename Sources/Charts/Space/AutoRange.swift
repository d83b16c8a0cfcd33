/// Automatic axis ranges from the data, Core Plot's `scaleToFitPlots` plus the
/// rules bar charts need.
enum AutoRange {
    /// The value range for data spanning `data`, always including `baseValues`
    /// (a bar plot's base, so bars never float), with `headroom` (a fraction of
    /// the span) added on each side that data reaches beyond the bases (but
    /// not across zero), then grown out to nice ticks when that costs at most
    /// a quarter of the range.
    ///
    /// Returns the range and the ticks that cover it.
    static func valueRange(data: PlotRange?, including baseValues: [Double] = [],
                                  headroom: Double = 0.05, maxTickCount: Int,
                                  steps: [Double]? = nil) -> (PlotRange, NiceTicks) {
        var range = data ?? PlotRange(0, 1)
        for base in baseValues { range = range.including(base) }
        let span = range.length > 0 ? range.length : Swift.max(abs(range.upper), 1)
        var lo = range.lower, hi = range.upper
        // Headroom only where the data sticks out past a base: the zero line of
        // a bar chart stays on the plot edge.
        if !baseValues.contains(where: { $0 >= hi }) { hi += span * headroom }
        if !baseValues.contains(where: { $0 <= lo }) { lo -= span * headroom }
        // Headroom never crosses zero: data that cannot be negative (counts,
        // money) gets no tick below zero, nor non-positive data one above it.
        if range.minimum >= 0 { lo = Swift.max(lo, 0) }
        if range.maximum <= 0 { hi = Swift.min(hi, 0) }
        if lo == hi { hi = lo + 1 }
        var ticks = NiceTicks.covering(lo, hi, maxCount: maxTickCount, steps: steps)
        // Grow out to the outer ticks, unless that would waste more than a
        // quarter of the plot (0–21 with ticks every 20 stays 0–21, not 0–40).
        let slack = (hi - lo) * 0.25
        var lower = Swift.min(lo, ticks.lowerBound), upper = Swift.max(hi, ticks.upperBound)
        if upper - hi > slack {
            upper = hi
            ticks.values.removeAll { $0 > hi }
        }
        if lo - lower > slack {
            lower = lo
            ticks.values.removeAll { $0 < lo }
        }
        return (PlotRange(lower, upper), ticks)
    }
}
