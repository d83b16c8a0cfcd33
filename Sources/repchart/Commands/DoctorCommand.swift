import Basics
import ArgumentParser
import Foundation
import Typeset
import Workouts

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the database: integrity, schema version and what it holds.",
        discussion: """
            Runs SQLite's integrity check and a foreign-key check, reads the schema version \
            and its upgrade history (with the backup copy each upgrade made), and counts \
            sets, exercises and days. It never changes the file, so it also reads files from \
            older and newer RepChart versions. Exits with 1 when it finds a problem. \
            It also says whether text is shaped by HarfBuzz, which charts need for \
            ligatures and Arabic joining.

              repchart doctor
              repchart doctor --db ~/backup/repchart.sqlite --quick
            """
    )

    @OptionGroup var store: StoreOptions

    @Flag(help: "Run the faster quick_check (skips cross-checking indexes against tables).")
    var quick = false

    mutating func run() throws {
        let path = try StoreLocation.path(explicit: store.db)
        let report = try WorkoutStore.diagnose(path: path, quick: quick)
        for line in DoctorCommand.lines(report) { say(line) }
        say(DoctorCommand.shapingLine(error: HarfBuzzLibrary.load() ? nil : HarfBuzzLibrary.loadError))
        // Every command that only reads refuses an empty file as a log: a copy that failed, or a log lost.
        if report.fileSize == 0 {
            throw DoctorFinding(message: "\(path) is an empty file (0 bytes), not a log; if it held your log, restore "
                                + "a backup copy; `repchart log` or `import` starts a new log in it")
        }
        if !report.isHealthy {
            let count = report.problems.count
            throw DoctorFinding(message: "database \(path) has \(count) problem\(count == 1 ? "" : "s"); "
                                + "restore a backup copy, or save what can still be read with "
                                + "`repchart export --db \(path) --salvage -o \(path).rescued.json` and import that into a new log")
        }
    }

    static func lines(_ report: StoreDiagnosis) -> [String] {
        var lines: [String] = []
        var file = "\(TerminalEscaping.escaped(report.path)) (\(bytes(report.fileSize))"
        if let wal = report.walSize { file += ", write-ahead log \(bytes(wal))" }
        if report.pageCount > 0 {
            file += "; \(Numerals.grouped(report.pageCount)) pages of \(report.pageSize) bytes, "
                + "\(Numerals.grouped(report.freePages)) free"
        }
        lines.append(row("Database", file + ")"))
        if let version = report.schemaVersion {
            let current = WorkoutStore.schemaVersion
            let schema = switch version {
            case 0 where report.fileSize == 0: "none (an empty file, 0 bytes)"
            case 0: "none yet (an empty file; RepChart creates the tables when it first opens it)"
            case current: "\(version), the one this RepChart writes"
            case ..<current: "\(version), older than this RepChart's \(current): the next open upgrades it after a backup copy"
            default: "\(version), newer than this RepChart's \(current): upgrade RepChart to use it"
            }
            lines.append(row("Schema", schema))
            for change in report.changes {
                let when = change.changedAt.formatted(.iso8601.year().month().day().dateSeparator(.dash))
                var text = change.fromVersion == 0
                    ? "created at schema \(change.version) on \(when)"
                    : "upgraded from \(change.fromVersion) to \(change.version) on \(when)"
                // The path is text stored in the file: escaped, like every value from a log.
                if let backup = change.backup { text += "; the old file was copied to \(TerminalEscaping.escaped(backup))" }
                lines.append(row("", text))
            }
        }
        if let counts = report.counts {
            var text = "\(Format.count(counts.sets, "set")) of \(Format.count(counts.exercises, "exercise")) on "
                + Format.count(counts.trainingDays, "day")
            if let first = counts.firstDay, let last = counts.lastDay { text += " (\(first) to \(last))" }
            lines.append(row("Contents", text))
            lines.append(row("", "\(Format.count(counts.batches, "log or import", plural: "logs and imports")), "
                             + "\(Format.count(counts.aliases, "alias", plural: "aliases")), "
                             + Format.count(counts.settings, "setting")))
        }
        let check = report.quick ? "quick_check" : "integrity_check"
        if report.fileSize == 0 {
            lines.append(row("Integrity", "nothing to check: an empty file holds no log"))
        } else if report.isHealthy {
            lines.append(row("Integrity", "ok (\(check), foreign keys)"))
        } else {
            lines.append(row("Problems", report.problems[0]))
            for problem in report.problems.dropFirst() { lines.append(row("", problem)) }
        }
        return lines
    }

    /// Whether charts' text is shaped by HarfBuzz (opened on first use), or why not.
    static func shapingLine(error: String?) -> String {
        guard let error else { return row("Text", "shaped by HarfBuzz (libharfbuzz.so.0)") }
        return row("Text", "set without HarfBuzz (\(error.prefix(120))): no ligatures or Arabic joining; "
                   + "install libharfbuzz0b")
    }

    private static func row(_ label: String, _ text: String) -> String {
        label.padding(toLength: 11, withPad: " ", startingAt: 0) + text
    }

    private static func bytes(_ count: Int64) -> String {
        if count < 1024 { return "\(count) bytes" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(count) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return String(format: value < 10 ? "%.1f" : "%.0f", value) + " " + units[unit]
    }
}

/// Problems the doctor found: printed as the error line, exit status 1.
struct DoctorFinding: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
