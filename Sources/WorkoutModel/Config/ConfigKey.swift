import Basics
import FileOutput
import Foundation

/// The keys of the config file, as written in the file and typed after
/// `repchart config get|set|unset` (which also accepts `week-start` for `weekStart`).
package enum ConfigKey: String, Hashable, Sendable, CaseIterable {
    /// `unit`: kg or lb, for bare numbers and sums.
    case unit
    /// `weekStart`: monday or sunday.
    case weekStart
    /// `timeZone`: an IANA name or a fixed offset, for which day a set falls on.
    case timeZone
    /// `theme`: the charts' light or dark theme.
    case theme
    /// `size`: the charts' size, `WIDTHxHEIGHT`.
    case size
    /// `font`: a font file for chart text.
    case font
    /// `outputFolder`: where charts with default names are written.
    case outputFolder

    /// What the key takes, for help and errors.
    package var values: String {
        switch self {
        case .unit: "kg|lb"
        case .weekStart: "monday|sunday"
        case .timeZone: "an IANA name (Europe/Berlin), UTC or an offset (+01:00)"
        case .theme: "light|dark"
        case .size: "WIDTHxHEIGHT, e.g. 1600x1000 (240x160 to 16384 a side)"
        case .font: "a TrueType font file"
        case .outputFolder: "a folder for charts"
        }
    }

    /// What it changes, for help.
    package var meaning: String {
        switch self {
        case .unit: "the unit bare numbers mean and totals are shown in"
        case .weekStart: "the first day of a training week"
        case .timeZone: "the time zone days and weeks are counted in"
        case .theme: "the chart theme"
        case .size: "the chart size"
        case .font: "the font charts are drawn with"
        case .outputFolder: "where charts with default names are written"
        }
    }

    /// `weekStart`, `week-start`, `week_start`, `WEEKSTART` all name the same key.
    package init?(name: String) {
        let folded = name.lowercased().filter { $0 != "-" && $0 != "_" }
        guard let key = ConfigKey.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = key
    }

    /// "unit, weekStart, …" for errors.
    package static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension RepChartConfig {
    /// The value of `key` as text, nil when unset.
    package func value(of key: ConfigKey) -> String? {
        switch key {
        case .unit: unit?.rawValue
        case .weekStart: weekStart?.rawValue
        case .timeZone: timeZone
        case .theme: theme?.rawValue
        case .size: size?.description
        case .font: font
        case .outputFolder: outputFolder
        }
    }

    /// Sets `key` from text, refusing values that cannot be used.
    package mutating func set(_ key: ConfigKey, to text: String) throws(ConfigError.Reason) {
        // Never echoed whole: a megabyte value would be a megabyte error line.
        guard text.utf8.count <= RepChartConfig.maxValueBytes else {
            throw .tooLong(bytes: text.utf8.count, limit: RepChartConfig.maxValueBytes)
        }
        let value = text.trimmingCharacters(in: .whitespaces)
        let lower = value.lowercased()
        let shown = QuotedInput.clipped(value)
        switch key {
        case .unit:
            guard let unit = WeightUnit(word: lower) else { throw .notAUnit(shown) }
            self.unit = unit
        case .weekStart:
            guard let start = WeekStart(rawValue: lower) else { throw .notAWeekStart(shown) }
            weekStart = start
        case .timeZone:
            do { _ = try DateInput.timeZone(value) } catch { throw .timeZone(error) }
            timeZone = value
        case .theme:
            guard let theme = ConfigTheme(rawValue: lower) else { throw .notATheme(shown) }
            self.theme = theme
        case .size:
            size = try ConfigSize(parsing: value)
        case .font:
            let path = RepChartConfig.expandingTilde(value)
            // A named pipe would block the chart that opens it.
            switch FileKind(atPath: path) {
            case .regular where !value.isEmpty: break
            case .missing, .regular: throw .noFontFile(shown)
            case .folder, .stream, .other: throw .notAFontFile(shown, noun: FileKind.noun(atPath: path) ?? "missing")
            }
            font = path
        case .outputFolder:
            guard !value.isEmpty else { throw .emptyOutputFolder }
            outputFolder = RepChartConfig.expandingTilde(value)
        }
    }

    /// Unsets `key`.
    package mutating func unset(_ key: ConfigKey) {
        switch key {
        case .unit: unit = nil
        case .weekStart: weekStart = nil
        case .timeZone: timeZone = nil
        case .theme: theme = nil
        case .size: size = nil
        case .font: font = nil
        case .outputFolder: outputFolder = nil
        }
    }

    /// The longest value a key takes (a path's limit on Linux).
    static let maxValueBytes = 4096

    /// The font path, ready to open (`~` is expanded when the value is set or read).
    package var fontPath: String? { font.map(RepChartConfig.expandingTilde) }

    /// The output folder, ready to use (`~` is expanded when the value is set or read).
    package var outputFolderPath: String? { outputFolder.map(RepChartConfig.expandingTilde) }

    static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        return home + path.dropFirst()
    }
}
