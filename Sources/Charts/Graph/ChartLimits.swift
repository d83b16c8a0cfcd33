/// The most one chart draws. Rendering checks these before drawing anything,
/// so a caller with more data gets a `ChartError` saying which limit it
/// passed instead of an unreadable image or a long stall; group or page the
/// data first (a pie groups its smallest slices as "Other" by itself).
///
/// Canvas size limits are `Canvas.maxDimension` and `Canvas.maxPixels`.
public enum ChartLimits {
    /// Categories along a category axis (bars or stacks). At the widest canvas,
    /// 16,384 px, that is still more than a pixel each.
    public static let maximumCategories = 10_000
    /// Plots (series) in one graph: a stacked bar chart has one per distinct segment name.
    public static let maximumSeries = 512
    /// Records in one plot: points of a line, bars of a bar plot, slices before grouping.
    public static let maximumRecords = 1_000_000
    /// Characters in one label (title, axis title, category, legend entry, value label);
    /// longer labels are cut and end in "…".
    public static let maximumLabelLength = 200

    /// `text` cut to `maximumLabelLength` characters, ending in "…" when cut.
    @inlinable
    public static func clipped(_ text: String) -> String {
        // UTF-8 bytes bound characters from above: the common case counts nothing.
        guard text.utf8.count > maximumLabelLength, text.count > maximumLabelLength else { return text }
        return String(text.prefix(maximumLabelLength - 1)) + "…"
    }
}

extension Graph {
    /// Throws when the graph passes one of `ChartLimits`; labels are not
    /// checked here because they are clipped where they are measured and drawn.
    public func checkLimits() throws(ChartError) {
        // Plots that take no palette colour (a stack's totals) are not series.
        let series = allPlots.filter { $0.paletteSlots > 0 }.count
        if series > ChartLimits.maximumSeries {
            throw ChartError(.tooManySeries(count: series, limit: ChartLimits.maximumSeries))
        }
        for axis in [xAxis, yAxis] {
            if let count = axis?.categories?.count, count > ChartLimits.maximumCategories {
                throw ChartError(.tooManyCategories(count: count, limit: ChartLimits.maximumCategories))
            }
        }
        for plot in allPlots where plot.recordCount > ChartLimits.maximumRecords {
            throw ChartError(.tooManyRecords(count: plot.recordCount, limit: ChartLimits.maximumRecords))
        }
    }
}
