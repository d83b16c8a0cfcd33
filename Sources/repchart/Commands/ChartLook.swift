import Reports
import Workouts

/// What `ChartCommonOptions` says, as plain values: format, size, scale,
/// theme, title, font, output and the two flags.
struct ChartLook: Equatable {
    var format: String?
    var size: String?
    var scale: Float = 1
    var theme: String?
    var title: String?
    var font: String?
    var output: String?
    var force = false
    var preview = false

    /// The style these values describe; unset ones come from the config file,
    /// then the built-in defaults.
    func style(_ config: RepChartConfig = RepChartConfig()) throws(ReportsError) -> ChartStyle {
        let flag: ChartFormat? = try format.map { text throws(ReportsError) in
            guard let format = ChartFormat(rawValue: text.lowercased()) else {
                throw ReportsError("unknown format '\(text.prefix(80))'; use png or svg")
            }
            return format
        }
        let chartSize = try size.map { text throws(ReportsError) in try ChartSize(parsing: text) }
            ?? config.size.map { ChartSize(width: $0.width, height: $0.height) } ?? .default
        return ChartStyle(format: try ChartFormat.resolve(flag: flag, output: output), size: chartSize, scale: scale,
                          theme: try ChartStyle.theme(named: theme ?? config.theme?.rawValue ?? "light"), title: title,
                          fontPath: font ?? config.font)
    }
}
