import Raster

/// A shaded data range behind the plots, across the whole plot area: Core
/// Plot's `CPTLimitBand`. Put it on an axis (`Axis.backgroundLimitBands`):
/// a band on the y axis is a horizontal stripe from `range.lower` to
/// `range.upper` (a target of 10–20 weekly sets); on the x axis a vertical one.
///
/// Bands are drawn over the plot-area background and grid, under every plot;
/// a label sits inside the band at its top-left corner, or in the legend
/// (`labelInLegend`).
public struct LimitBand: Sendable {
    /// The data range the band covers (either order).
    public var range: PlotRange
    /// The fill; nil uses the theme's first series colour at 14 % opacity.
    public var color: Color?
    /// A short text inside the band ("target 10–20 sets"); nil for none.
    public var label: String?
    /// Stretch the axis so the whole band shows even when the data stays below it.
    public var includedInRange: Bool
    /// Draw the band's two edges as thin lines.
    public var showsEdges: Bool
    /// Name the band in the graph's legend (a swatch of its colour) instead
    /// of writing `label` inside it, where bars drawn over the band would hide
    /// it or it would sit on them. The graph then needs a legend.
    public var labelInLegend = false

    /// A band over `range`; nil `color` uses a light tint of the theme's first series colour.
    public init(range: PlotRange, color: Color? = nil, label: String? = nil, includedInRange: Bool = true,
                showsEdges: Bool = true, labelInLegend: Bool = false) {
        self.range = range
        self.labelInLegend = labelInLegend
        self.color = color
        self.label = label
        self.includedInRange = includedInRange
        self.showsEdges = showsEdges
    }

    /// The fill colour in `theme`.
    public func fillColor(theme: Theme) -> Color {
        color ?? theme.seriesColor(0).withOpacity(0.14)
    }

    /// The band's rectangle in device space: across the plot area, clipped to it.
    /// `vertical` is true for a band on the y axis (a horizontal stripe).
    public func rect(in space: PlotSpace, vertical: Bool) -> Rect? {
        let frame = space.frame
        let band: Rect
        if vertical {
            let a = space.deviceY(range.lower), b = space.deviceY(range.upper)
            band = Rect(x: frame.minX, y: min(a, b), width: frame.width, height: abs(b - a))
        } else {
            let a = space.deviceX(range.lower), b = space.deviceX(range.upper)
            band = Rect(x: min(a, b), y: frame.minY, width: abs(b - a), height: frame.height)
        }
        return band.intersection(frame)
    }
}

extension LimitBand {
    static func labelStyle(_ theme: Theme) -> LabelStyle {
        LabelStyle(size: theme.fontSizes.valueLabel, color: theme.secondaryTextColor)
    }

    /// Where `label` starts inside the band's rectangle `r` (top-left, inset),
    /// or nil when the whole label does not fit: a label is left out rather
    /// than cut to "no d…" or a bare "…", which would read as a different word.
    func labelOrigin(_ label: String, in r: Rect, fonts: ChartFonts, theme: Theme) -> Point? {
        let style = LimitBand.labelStyle(theme)
        guard r.height >= fonts.textHeight(style) + 6, fonts.width(label, style: style) <= r.width - 12 else {
            return nil
        }
        return Point(x: r.minX + 6, y: r.minY + 4)
    }
}

extension PlotArea {
    /// Draws the axes' limit bands (the y axis's, then the x axis's) and their labels.
    func drawLimitBands<S: Surface>(on surface: inout S, theme: Theme) {
        for (entry, vertical) in [(yAxis, true), (xAxis, false)] {
            guard let axis = entry?.axis else { continue }
            for band in axis.backgroundLimitBands {
                guard let r = band.rect(in: space, vertical: vertical) else { continue }
                let fill = band.fillColor(theme: theme)
                surface.fillRect(r, with: .solid(fill))
                let edge = Paint.solid(fill.withOpacity(min(1, Float(fill.alpha) / 255 * 4)))
                if band.showsEdges {
                    if vertical {
                        surface.fillRect(Rect(x: r.minX, y: r.minY, width: r.width, height: 1), with: edge)
                        surface.fillRect(Rect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1), with: edge)
                    } else {
                        surface.fillRect(Rect(x: r.minX, y: r.minY, width: 1, height: r.height), with: edge)
                        surface.fillRect(Rect(x: r.maxX - 1, y: r.minY, width: 1, height: r.height), with: edge)
                    }
                }
                if let label = band.label, !label.isEmpty, !band.labelInLegend,
                   let origin = band.labelOrigin(label, in: r, fonts: fonts, theme: theme) {
                    surface.drawText(label, style: LimitBand.labelStyle(theme), at: origin,
                                     horizontal: .left, vertical: .top, rotation: 0)
                }
            }
        }
    }
}

extension Axis {
    /// Legend entries for the bands named in the legend (`LimitBand.labelInLegend`).
    func limitBandLegendEntries(theme: Theme) -> [LegendEntry] {
        backgroundLimitBands.compactMap { band in
            guard band.labelInLegend, let label = band.label, !label.isEmpty else { return nil }
            // Twice the band's tint: a small swatch of the band's own faint fill would barely show.
            let fill = band.fillColor(theme: theme)
            return LegendEntry(text: label, color: Color(red: fill.red, green: fill.green, blue: fill.blue,
                                                         alpha: UInt8(min(255, Int(fill.alpha) * 2))))
        }
    }

    /// The ends of the limit bands that stretch this axis's automatic range.
    var limitBandIncludes: [Double] {
        backgroundLimitBands.filter(\.includedInRange).flatMap { [$0.range.lower, $0.range.upper] }
    }
}
