import Charts
import Workouts

/// How a chart looks and is encoded: everything the common options set.
package struct ChartStyle: Sendable {
    /// PNG or SVG.
    package var format: ChartFormat
    /// The chart's size in layout units.
    package var size: ChartSize
    /// Pixels per layout unit (2 for high-density screens).
    package var scale: Float
    /// Light or dark colours (`--theme`).
    package var theme: Theme
    /// Replaces the preset's title.
    package var title: String?
    /// `--font PATH`; nil uses DejaVu Sans from the system.
    package var fontPath: String?
    /// How an SVG writes its words: real text (the default) or glyph outlines.
    package var svgText: SVGTextMode

    /// A style; the defaults are a 1600×1000 light PNG at scale 1 in DejaVu Sans (an SVG with real text).
    package init(format: ChartFormat = .png, size: ChartSize = .default, scale: Float = 1, theme: Theme = .light,
                title: String? = nil, fontPath: String? = nil, svgText: SVGTextMode = .text) {
        self.format = format
        self.size = size
        self.scale = scale
        self.theme = theme
        self.title = title
        self.fontPath = fontPath
        self.svgText = svgText
    }

    /// The theme `name` stands for.
    package static func theme(_ name: ConfigTheme) -> Theme {
        switch name {
        case .light: .light
        case .dark: .dark
        }
    }
}
