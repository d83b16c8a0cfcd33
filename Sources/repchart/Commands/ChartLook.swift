import Reports
import Workouts

/// What `ChartCommonOptions` says, as values: format, size, scale, theme,
/// title, font, SVG text, output and the two flags.
struct ChartLook: Equatable {
    var format: ChartFormat?
    var size: ChartSize?
    var scale: Float = 1
    var theme: ConfigTheme?
    var title: String?
    var font: String?
    var svgText: SVGTextMode?
    var output: String?
    var force = false
    var preview = false

    /// The style these values describe; unset ones come from the config file,
    /// then the built-in defaults.
    func style(_ config: RepChartConfig = RepChartConfig()) throws(ReportsError) -> ChartStyle {
        let chartSize = size ?? config.size.map { ChartSize(width: $0.width, height: $0.height) } ?? .default
        return ChartStyle(format: try ChartFormat.resolve(flag: format, output: output), size: chartSize, scale: scale,
                          theme: ChartStyle.theme(theme ?? config.theme ?? .light), title: title,
                          fontPath: font ?? config.font, svgText: svgText ?? .text)
    }
}
