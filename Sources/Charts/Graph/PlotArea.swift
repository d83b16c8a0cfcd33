import Raster
import Typeset

/// The rectangle the plots draw in, with its plot space and the resolved
/// axes around it: draws the background, grid lines, axis lines, ticks,
/// tick labels and axis titles. Core Plot's `CPTPlotArea` and `CPTAxisSet`.
struct PlotArea {
    var frame: Rect
    var space: PlotSpace
    var xAxis: (axis: Axis, layout: AxisLayout)?
    var yAxis: (axis: Axis, layout: AxisLayout)?
    var fonts: ChartFonts
    var tickStyle: LabelStyle
    var titleStyle: LabelStyle
    /// The right-hand value axis and its plot space, when the graph has one.
    var secondary: SecondaryAxisLayout? = nil

    static let tickLength: Float = 5
    static func labelGap(_ style: LabelStyle) -> Float { max((style.size * 0.45).rounded(), 5) }

    func drawBackground<S: Surface>(on surface: inout S, theme: Theme) {
        if theme.plotAreaBackground != theme.background {
            surface.fillRect(frame, with: .solid(theme.plotAreaBackground))
        }
        let grid = Paint.solid(theme.gridColor)
        // One unit wide, grown with a large canvas's text in whole units (`TypeScale`).
        let g = max(1, theme.typeScale.rounded())
        if let (axis, layout) = yAxis, axis.showsGridLines {
            for value in layout.majorTicks where layout.range.contains(value) {
                let y = space.deviceY(value)
                if abs(y - frame.maxY) < 0.5 && xAxis?.axis.showsAxisLine == true { continue }
                surface.fillRect(Rect(x: frame.minX, y: y - g / 2, width: frame.width, height: g), with: grid)
            }
        }
        if let (axis, layout) = xAxis, axis.showsGridLines {
            for value in layout.majorTicks where layout.range.contains(value) {
                let x = space.deviceX(value)
                if abs(x - frame.minX) < 0.5 && yAxis?.axis.showsAxisLine == true { continue }
                surface.fillRect(Rect(x: x - g / 2, y: frame.minY, width: g, height: frame.height), with: grid)
            }
        }
        drawLimitBands(on: &surface, theme: theme)
    }

    func drawAxes<S: Surface>(on surface: inout S, theme: Theme) {
        let line = Paint.solid(theme.axisColor)
        let w = theme.axisLineWidth
        drawZeroLines(on: &surface, paint: line, width: w)
        if let (axis, layout) = xAxis { drawXAxis(axis, layout, on: &surface, paint: line, width: w) }
        if let (axis, layout) = yAxis { drawYAxis(axis, layout, on: &surface, paint: line, width: w) }
    }

    /// A zero line where values cross zero inside the plot (negative bars).
    func drawZeroLines<S: Surface>(on surface: inout S, paint line: Paint, width w: Float) {
        for (entry, vertical) in [(yAxis, true), (xAxis, false)] {
            guard let (axis, layout) = entry, !axis.isCategory, axis.scale == .linear else { continue }
            let r = layout.range
            guard r.minimum < 0 && r.maximum > 0 else { continue }
            if vertical {
                let y = space.deviceY(0)
                surface.fillRect(Rect(x: frame.minX, y: y - w / 2, width: frame.width, height: w), with: line)
            } else {
                let x = space.deviceX(0)
                surface.fillRect(Rect(x: x - w / 2, y: frame.minY, width: w, height: frame.height), with: line)
            }
        }
    }

    /// The bottom axis: its line, ticks, labels (flat, or rotated when they do not fit) and title.
    func drawXAxis<S: Surface>(_ axis: Axis, _ layout: AxisLayout, on surface: inout S, paint line: Paint,
                               width w: Float) {
        let gap = PlotArea.labelGap(tickStyle), tick = PlotArea.tickLength
        if axis.showsAxisLine {
            surface.fillRect(Rect(x: frame.minX, y: frame.maxY - w / 2, width: frame.width, height: w), with: line)
        }
        if !axis.isCategory && !axis.showsGridLines {
            for value in layout.majorTicks where layout.range.contains(value) {
                let x = space.deviceX(value)
                surface.fillRect(Rect(x: x - w / 2, y: frame.maxY, width: w, height: tick), with: line)
            }
        }
        for value in layout.minorTicks {
            let x = space.deviceX(value)
            surface.fillRect(Rect(x: x - w / 2, y: frame.maxY, width: w, height: tick * 0.6), with: line)
        }
        let y = frame.maxY + tick + gap
        let textHeight = fonts.textHeight(tickStyle)
        for label in layout.shownLabels {
            let x = space.deviceX(label.value)
            if layout.rotation == 0 {
                surface.drawText(label.text, style: tickStyle, at: Point(x: x, y: y), horizontal: .center,
                                 vertical: .top, rotation: 0)
            } else {
                // The label's end sits under its tick; the text runs down-left from there.
                let anchor = Point(x: x + textHeight * 0.3, y: y + textHeight * 0.3)
                surface.drawText(label.text, style: tickStyle, at: anchor, horizontal: .right,
                                 vertical: .middle, rotation: layout.rotation)
            }
        }
        if let title = axis.title {
            let top = y + layout.labelDepth + gap
            surface.drawText(title, style: titleStyle, at: Point(x: frame.midX, y: top), horizontal: .center,
                             vertical: .top, rotation: 0)
        }
    }

    /// The left axis: its line, ticks, labels and title (turned a quarter, cut to the plot's height).
    func drawYAxis<S: Surface>(_ axis: Axis, _ layout: AxisLayout, on surface: inout S, paint line: Paint,
                               width w: Float) {
        let gap = PlotArea.labelGap(tickStyle), tick = PlotArea.tickLength
        if axis.showsAxisLine {
            surface.fillRect(Rect(x: frame.minX - w / 2, y: frame.minY, width: w, height: frame.height), with: line)
        }
        if !axis.isCategory && !axis.showsGridLines {
            for value in layout.majorTicks where layout.range.contains(value) {
                let y = space.deviceY(value)
                surface.fillRect(Rect(x: frame.minX - tick, y: y - w / 2, width: tick, height: w), with: line)
            }
        }
        for value in layout.minorTicks {
            let y = space.deviceY(value)
            surface.fillRect(Rect(x: frame.minX - tick * 0.6, y: y - w / 2, width: tick * 0.6, height: w), with: line)
        }
        let x = frame.minX - tick - gap
        for label in layout.shownLabels {
            surface.drawText(label.text, style: tickStyle, at: Point(x: x, y: space.deviceY(label.value)),
                             horizontal: .right, vertical: .middle, rotation: 0)
        }
        if let title = axis.title {
            let left = x - layout.labelDepth - gap - fonts.textHeight(titleStyle)
            surface.drawText(fonts.truncated(title, style: titleStyle, maxWidth: frame.height), style: titleStyle,
                             at: Point(x: left, y: frame.midY), horizontal: .center,
                             vertical: .top, rotation: -.pi / 2)
        }
    }
}
