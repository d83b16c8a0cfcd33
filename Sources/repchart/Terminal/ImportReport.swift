import Workouts

/// The lines `repchart import` prints about an import (worded here, with
/// the flags that change it): what each CSV
/// column was read as (always), per exercise the
/// sets and days (with `--dry-run`), the unit taken for each column, the
/// rows passed over and why, and new names that look like stored ones.
enum ImportReport {
    /// Lines for standard output.
    /// `mapped`: the file's names as typed in `--map FROM=TO`, by TO, so advice names the file's name.
    static func lines(_ summary: ImportSummary, detailed: Bool, mapped: [String: String] = [:]) -> [String] {
        var lines: [String] = []
        if let columns = summary.columns { lines.append("Columns: " + columns.text(naming: \.flag)) }
        if detailed, !summary.exercises.isEmpty {
            let width = max(8, summary.exercises.map(\.name.count).max() ?? 8)
            lines.append("  " + "EXERCISE".padding(toLength: width, withPad: " ", startingAt: 0) + "  SETS  FROM        TO")
            for item in summary.exercises {
                let sets = String(item.sets)
                var line = "  " + item.name.padding(toLength: width, withPad: " ", startingAt: 0)
                    + "  " + String(repeating: " ", count: max(0, 4 - sets.count)) + sets
                    + "  \(item.first)  \(item.last)"
                if item.updated > 0 { line += "  (\(item.updated) updated)" }
                // Stored before, or met twice in the file (two exports joined): duplicates either way.
                if item.duplicates > 0 { line += "  (\(Format.count(item.duplicates, "duplicate")) skipped)" }
                if item.isNew { line += "  new" }
                lines.append(line)
            }
        }
        if detailed, !summary.units.isEmpty {
            lines.append("Units assumed: " + summary.units.map { $0.text(naming: \.flag) }.joined(separator: "; "))
        }
        // The file wrote an assisted machine's help as the weight: said, since it changes the numbers.
        for item in summary.exercises where item.assisted > 0 {
            lines.append("\(item.name): \(Format.count(item.assisted, "set")) read as body weight minus the machine's help, "
                         + "the weight the file gives")
        }
        if summary.rows.skippedCount > 0 {
            lines.append("Rows without a set: " + summary.rows.skippedText)
        }
        if !summary.rows.exportsJoined.isEmpty {
            // Two exports pasted without the second header would store their overlap twice: said where.
            let joined = summary.rows.exportsJoined
            // The line where a workout is met again, which in a newest-first export (Hevy) follows the second's new workouts.
            lines.append("A workout met again after others at line\(joined.count == 1 ? "" : "s") \(joined.shown): "
                         + "another export joined on without its header line? Read as such, the sets both hold stored once")
        }
        if !summary.rewrittenInFile.isEmpty {
            // Two exports in one file, newest first, would bring the older values back: said, with the lines.
            let rows = summary.rewrittenInFile
            lines.append("\(Format.count(rows.count, "set")) met twice in the file with other values (two exports joined?) "
                         + "took the later row's (line\(rows.count == 1 ? "" : "s") \(rows.shown)); "
                         + "if the earlier rows are the newer export, import the exports one at a time, oldest first")
        }
        if summary.missingCount > 0 {
            lines.append("Sets the file no longer holds (\(summary.missingFate)):")
            lines += summary.missing.map { "  " + $0.line }
            let more = summary.missingCount - summary.missing.count
            if more > 0 { lines.append("  and \(more) more") }
        }
        for item in summary.exercises where item.isNew {
            guard let other = item.looksLike else { continue }
            if let written = mapped[item.name] {
                // Made by a `--map` to a new name: the map names the file's exercise, not the new one.
                lines.append("'\(item.name)' (mapped from '\(written)') looks like '\(other)': "
                             + "map it there with --map \"\(written)=\(other)\" or merge afterwards")
            } else {
                lines.append("'\(item.name)' looks like '\(other)': add --map \"\(item.name)=\(other)\" or merge afterwards")
            }
        }
        return lines
    }

    /// Lines for standard error: the rows skipped for impossible or unreadable values.
    static func warnings(_ summary: ImportSummary, file: String) -> [String] {
        let rows = summary.rows
        guard rows.leftOutRows > 0 else { return [] }
        var kinds: [String] = []
        if rows.rejectedRows > 0 { kinds.append("\(rows.rejectedRows) row\(rows.rejectedRows == 1 ? "" : "s") with impossible values") }
        if rows.unreadableRows > 0 { kinds.append("\(rows.unreadableRows) row\(rows.unreadableRows == 1 ? "" : "s") with unreadable values") }
        return ["skipped \(kinds.joined(separator: " and ")) (--strict refuses the file instead):"]
            + problemLines(rows, file: file)
    }

    /// The skipped rows' problems, one line each, worded with the flags that fix them.
    private static func problemLines(_ rows: RowReport, file: String) -> [String] {
        guard !rows.problems.isEmpty else { return [] }
        return ImportError(file: file, problems: rows.problems, moreCount: rows.moreProblems).commandLineText
            .split(separator: "\n").map(String.init)
    }
}
