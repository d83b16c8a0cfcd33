import Raster

/// Text that grows with a large canvas: a theme's sizes suit an image up to
/// `baseCanvas`; a larger one is set as that image scaled up (by its shorter
/// side's ratio), so a 4K chart reads like a full-size chart enlarged rather
/// than a page of small print: axis and grid lines, a line plot's line,
/// markers and reference lines grow alike. Smaller canvases keep the theme's
/// sizes (they are laid out for their size instead, see `ChartSize`).
public enum TypeScale {
    /// The largest canvas, in layout units, drawn at the theme's own sizes.
    public static let baseCanvas = Size(width: 1600, height: 1000)

    /// The factor text and padding are multiplied by on a canvas of `size`: 1 up to `baseCanvas`.
    public static func factor(for size: Size) -> Float {
        let ratio = min(size.width / baseCanvas.width, size.height / baseCanvas.height)
        guard ratio.isFinite else { return 1 }
        return max(1, ratio)
    }
}

extension FontSizes {
    /// Every size times `factor`.
    func scaled(by factor: Float) -> FontSizes {
        FontSizes(title: title * factor, subtitle: subtitle * factor, axisTitle: axisTitle * factor,
                  tickLabel: tickLabel * factor, legend: legend * factor, valueLabel: valueLabel * factor)
    }
}

extension Theme {
    /// The theme with its text sizes and padding set for a canvas of `size` (`TypeScale`).
    public func forCanvas(_ size: Size) -> Theme {
        let factor = TypeScale.factor(for: size)
        guard factor > 1 else { return self }
        var theme = self
        theme.fontSizes = fontSizes.scaled(by: factor)
        theme.padding = (padding * factor).rounded()
        // Axis lines grow with the text, in whole pixels so they stay crisp.
        theme.axisLineWidth = max(axisLineWidth, (axisLineWidth * factor).rounded())
        theme.typeScale = typeScale * factor
        return theme
    }
}
