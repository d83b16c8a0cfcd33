import Foundation

/// The user's defaults from `$XDG_CONFIG_HOME/repchart/config.json`
/// (`~/.config/repchart/config.json` when XDG_CONFIG_HOME is unset):
///
///     { "unit": "lb", "weekStart": "sunday", "timeZone": "Europe/Berlin",
///       "theme": "dark", "size": "1200x800", "font": "~/fonts/Inter.ttf",
///       "outputFolder": "~/charts" }
///
/// Every key is optional; an unset key leaves the choice to the log's own
/// settings (`repchart settings`) or the built-in default. Precedence, first
/// wins: command-line flag, this file, the log's settings, built-in default.
///
///     let config = try RepChartConfig.load()            // a missing file is an empty config
///     let settings = config.applied(to: try store.settings())
///     let unit = unitFlag ?? config.unit ?? settings.defaultUnit
package struct RepChartConfig: Hashable, Sendable {
    /// The unit a bare number means and sums are shown in.
    package var unit: WeightUnit?
    /// The first day of a training week, for weekly charts and `--week`.
    package var weekStart: WeekStart?
    /// An IANA name or a fixed offset such as +01:00 (validated on load and set).
    package var timeZone: String?
    /// Chart theme.
    package var theme: ConfigTheme?
    /// Chart size in layout units.
    package var size: ConfigSize?
    /// A TrueType font file for charts; a leading `~/` is expanded on load and set,
    /// so callers can open it as it is.
    package var font: String?
    /// Where charts with default names go; `~/` expanded as for `font`.
    package var outputFolder: String?

    /// A config with the given keys set; nil leaves a key unset.
    package init(unit: WeightUnit? = nil, weekStart: WeekStart? = nil, timeZone: String? = nil,
                theme: ConfigTheme? = nil, size: ConfigSize? = nil, font: String? = nil, outputFolder: String? = nil) {
        self.unit = unit
        self.weekStart = weekStart
        self.timeZone = timeZone
        self.theme = theme
        self.size = size
        self.font = font
        self.outputFolder = outputFolder
    }

    /// The log's settings with this file's unit, week start and time zone laid over them.
    package func applied(to settings: Settings) -> Settings {
        var settings = settings
        if let unit { settings.defaultUnit = unit }
        if let weekStart { settings.weekStart = weekStart }
        if let timeZone { settings.timeZone = timeZone }
        return settings
    }

    /// The time zone: `flag` (--tz) when given, else this file's, else the log's, else the system's.
    package func timeZone(flag: String?, settings: Settings) throws(DateInputError) -> TimeZone {
        try applied(to: settings).resolvedTimeZone(override: flag)
    }
}

/// A chart theme name. (Workouts knows nothing of charts; Reports maps the name.)
package enum ConfigTheme: String, Hashable, Sendable, CaseIterable {
    /// Dark ink on a light background.
    case light
    /// Light ink on a dark background.
    case dark
}

/// A chart size such as `1600x1000`, checked against the chart limits.
package struct ConfigSize: Hashable, Sendable, CustomStringConvertible {
    /// The smallest width and height the charts accept, in layout units.
    package static let minimum = (width: 240, height: 160)
    /// The largest width or height the charts accept, in layout units.
    package static let maximumSide = 16_384

    /// Width in layout units.
    package let width: Int
    /// Height in layout units.
    package let height: Int

    /// Parses `WIDTHxHEIGHT`, refusing sizes the charts cannot draw.
    package init(parsing text: String) throws(ConfigError.Reason) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw .notASize(text)
        }
        guard w >= ConfigSize.minimum.width, h >= ConfigSize.minimum.height else {
            throw .sizeTooSmall(text, minimum: "\(ConfigSize.minimum.width)x\(ConfigSize.minimum.height)")
        }
        guard w <= ConfigSize.maximumSide, h <= ConfigSize.maximumSide else {
            throw .sizeTooLarge(text, maximumSide: ConfigSize.maximumSide)
        }
        width = w
        height = h
    }

    /// `1600x1000`.
    package var description: String { "\(width)x\(height)" }
}
