import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Workouts

/// Colour for standard output: on only when it is a terminal, `NO_COLOR` is
/// unset (https://no-color.org) and TERM is not `dumb`.
struct TerminalStyle: Sendable {
    let colorEnabled: Bool

    /// The style for this process's standard output.
    static func standardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalStyle {
        TerminalStyle(colorEnabled: isatty(STDOUT_FILENO) == 1 && allowsColor(environment))
    }

    /// NO_COLOR set to anything (even empty) turns colour off, as the convention says.
    static func allowsColor(_ environment: [String: String]) -> Bool {
        environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Paints text for `StatsOutput`. Every tone, none included, adds the same
    /// ten invisible characters (a five-character SGR code before, the
    /// five-character reset after), so columns of painted cells stay aligned
    /// when `TextTable` counts characters.
    var paint: StatsOutput.Paint {
        guard colorEnabled else { return StatsOutput.plain }
        return { text, tone in
            switch tone {
            case .heading: "\u{1B}[01m\(text)\u{1B}[22m"
            case .better: "\u{1B}[32m\(text)\u{1B}[39m"
            case .worse: "\u{1B}[31m\(text)\u{1B}[39m"
            case .muted: "\u{1B}[90m\(text)\u{1B}[39m"
            case nil: "\u{1B}[39m\(text)\u{1B}[39m"
            }
        }
    }

    /// The terminal's width in columns: $COLUMNS, else the window size of
    /// standard output, else nil.
    static func columns(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        if let text = environment["COLUMNS"], let value = Int(text), value > 0 { return value }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return nil
    }
}
