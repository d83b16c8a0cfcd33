import Charts
import Raster
import Workouts

/// The block as one image to share: the period, the headline numbers with
/// their change, and two small charts (weekly volume and the calendar).
enum PeriodReportPoster {
    static func png(_ content: PeriodReportContent, charts: [PeriodReportChart], width: Int, height: Int, theme: Theme,
                    fonts: ChartFonts) throws(ReportsError) -> [UInt8] {
        // Laid out on a 1080-wide page, then scaled to the size asked for.
        let scale = Float(width) / 1080
        let size = Size(width: 1080, height: Float(height) / scale)
        do throws(ChartError) {
            var surface = try RasterSurface(size: size, scale: scale, fonts: fonts, background: theme.background)
            draw(content, charts: charts, size: size, theme: theme, fonts: fonts, on: &surface)
            return try ChartOutput.png(surface.canvas, scale: 1)
        } catch {
            throw ReportsError(error)
        }
    }

    static func draw<S: Surface>(_ content: PeriodReportContent, charts: [PeriodReportChart], size: Size, theme: Theme,
                                 fonts: ChartFonts, on surface: inout S) {
        let margin: Float = 48
        surface.fillRect(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .solid(theme.background))
        let heading = LabelStyle(size: 44, bold: true, color: theme.textColor)
        let sub = LabelStyle(size: 24, color: theme.secondaryTextColor)
        surface.drawText("Training review", style: heading, at: Point(x: margin, y: margin), horizontal: .left,
                         vertical: .top, rotation: 0)
        // Nothing before the log to compare with: say when it began, where the changes would be.
        let since = content.logBeganAfterPrevious.map { " · the log began on \(DateText.day($0))" } ?? ""
        surface.drawText(ReviewText.range(content.range) + since, style: sub, at: Point(x: margin, y: margin + 58),
                         horizontal: .left, vertical: .top, rotation: 0)
        // What the changes are against, under the period: "▼ −33%" alone said nothing of it.
        var top: Float = margin + 112
        if content.logBeganAfterPrevious == nil {
            let note = LabelStyle(size: 20, color: theme.secondaryTextColor)
            let width = size.width - 2 * margin
            let against = fonts.width("Changes against " + content.comparison, style: note) <= width
                ? content.comparison : content.shortComparison
            surface.drawText(fit("Changes against " + against, width: width, style: note, fonts: fonts),
                             style: note, at: Point(x: margin, y: margin + 92), horizontal: .left, vertical: .top, rotation: 0)
            top += 26
        }
        // Headline numbers in a grid of three columns.
        let numbers = content.headline.filter { !($0.value.hasPrefix("0 ") || $0.value == "0" || $0.value == "0 min") }
        let columns = 3
        let cellWidth = (size.width - 2 * margin) / Float(columns)
        let rowHeight: Float = 118
        for (i, number) in numbers.prefix(9).enumerated() {
            let x = margin + Float(i % columns) * cellWidth, y = top + Float(i / columns) * rowHeight
            let box = Rect(x: x + 4, y: y, width: cellWidth - 8, height: rowHeight - 12)
            surface.fill(Path(roundedRect: box, radius: 14), with: .solid(theme.plotAreaBackground), rule: .nonZero)
            surface.drawText(number.label, style: LabelStyle(size: 20, color: theme.secondaryTextColor),
                             at: Point(x: x + 20, y: y + 14), horizontal: .left, vertical: .top, rotation: 0)
            surface.drawText(fit(number.value, width: cellWidth - 40, style: LabelStyle(size: 34, bold: true, color: .black),
                                 fonts: fonts),
                             style: LabelStyle(size: 34, bold: true, color: theme.textColor),
                             at: Point(x: x + 20, y: y + 44), horizontal: .left, vertical: .top, rotation: 0)
            let change = number.change.map { (number.direction == .up ? "▲ " : number.direction == .down ? "▼ " : "") + $0 }
            if content.logBeganAfterPrevious == nil {
                surface.drawText(change ?? "–", style: LabelStyle(size: 18, color: theme.secondaryTextColor),
                                 at: Point(x: x + 20, y: y + 84), horizontal: .left, vertical: .top, rotation: 0)
            }
        }
        let rows = Float((min(numbers.count, 9) + columns - 1) / columns)
        var y = top + rows * rowHeight + 8
        let chartWidth = size.width - 2 * margin
        let remaining = size.height - y - margin - 30
        let picks = ["weeks", "calendar"].compactMap { id in charts.first { $0.id == id } }
        for (i, chart) in picks.enumerated() {
            let height = i == 0 ? remaining * 0.58 : remaining * 0.42
            let chartSize = Size(width: chartWidth, height: height)
            surface.pushTransform(.translation(x: margin, y: y))
            var graph = chart.graph
            graph.padding = 12
            // The page's section heading names the chart ("Volume per month"); the poster has none, and
            // "by main muscle group · 803,034 kg in all" said nothing of what was measured.
            if let subtitle = graph.subtitle, subtitle.hasPrefix("by ") {
                graph.subtitle = "\(chart.label.title) \(subtitle)"
            }
            graph.draw(on: &surface, size: chartSize, theme: IdentityShades.themed(theme), fonts: fonts)
            surface.popTransform()
            y += height + 8
        }
        surface.drawText("RepChart", style: LabelStyle(size: 18, color: theme.secondaryTextColor),
                         at: Point(x: size.width - margin, y: size.height - margin / 2), horizontal: .right,
                         vertical: .bottom, rotation: 0)
    }

    /// `text` cut with "…" until it fits `width`.
    static func fit(_ text: String, width: Float, style: LabelStyle, fonts: ChartFonts) -> String {
        var shown = text
        while fonts.width(shown, style: style) > width && shown.count > 2 {
            shown = String(shown.dropLast(2)) + "…"
        }
        return shown
    }
}
