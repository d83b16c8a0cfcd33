import FileOutput
import Foundation
import WorkoutModel

/// Where the database lives: `--db PATH`, else `REPCHART_DB`, else
/// `$XDG_DATA_HOME/repchart/repchart.sqlite`, else `~/.local/share/repchart/repchart.sqlite`.
package enum StoreLocation {
    /// The database's file name in the default folders.
    package static let fileName = "repchart.sqlite"

    /// The database path: `explicit` (`--db`), else `REPCHART_DB`, else the XDG data
    /// folder; a leading `~/` is expanded. Throws when no choice applies (HOME
    /// unset) or `explicit` is empty.
    package static func path(explicit: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(StoreError) -> String {
        if let explicit {
            // An empty word (`"$UNSET"`) names no file; it must not mean the default log.
            guard !explicit.isEmpty else {
                throw .cannotOpen(path: "''", reason: "the path given is empty; name a file, or leave the option out "
                                      + "for the default log")
            }
            return expandTilde(explicit, environment: environment)
        }
        if let fromEnvironment = environment["REPCHART_DB"], !fromEnvironment.isEmpty {
            return expandTilde(fromEnvironment, environment: environment)
        }
        // The XDG spec says relative values are invalid and must be ignored.
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return join(xdg, "repchart", fileName)
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw .noHome(path: "~/.local/share/repchart/\(fileName)")
        }
        // A HOME that is not there is a broken environment (a service, `sudo -H`
        // gone wrong): making it, as root could, would hide the log somewhere new.
        guard FileKind(atPath: home) == .folder else {
            throw .homeNotAFolder(path: join(home, ".local/share/repchart", fileName), home: home)
        }
        return join(home, ".local/share/repchart", fileName)
    }

    static func expandTilde(_ path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = environment["HOME"] else { return path }
        return home + path.dropFirst()
    }

    static func join(_ parts: String...) -> String {
        parts.enumerated().map { index, part in
            index == 0 ? String(part.reversed().drop { $0 == "/" }.reversed()) : part
        }.joined(separator: "/")
    }
}
