import Foundation
import Workouts

/// The lines `undo` adds about imports.
enum UndoImportLines {
    /// "That was the `log` entry of Squat on Mon 2026-11-16 at 07:30; the import
    /// after it (…) stays: `repchart undo --import 3f2a1b2c` takes it back."
    static func importStays(entry: [WorkoutSet], exercises: [Exercise], imports: [ImportBatch],
                            latest: ImportBatch) -> String {
        let names = Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        var entryNames: [String] = []
        for set in entry {
            let name = TerminalEscaping.escaped(names[set.exerciseId] ?? "?")
            if !entryNames.contains(name) { entryNames.append(name) }
        }
        let what = entryNames.isEmpty ? "" : " of \(entryNames.joined(separator: ", "))"
        let moment = entry.first.map { " on \($0.day.labelWithWeekday) at \(SetDescription.time($0))" } ?? ""
        let later = imports.count == 1 ? "the import after it" : "the \(imports.count) imports after it"
        return "That was the `log` entry\(what)\(moment); \(later) stay\(imports.count == 1 ? "s" : "") "
            + "(the latest: \(latest.shortID) of \(when(latest.date)), \(Format.count(latest.sets, "set"))). "
            + "`repchart undo --import \(latest.shortID)` takes it back."
    }

    /// When an import was written, in UTC: "2026-11-20 14:02 UTC".
    static func when(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let day = Day(containing: date, in: TimeZone(identifier: "UTC") ?? .current)
        let secondsOfDay = Int(((seconds % 86_400) + 86_400) % 86_400)
        let h = secondsOfDay / 3600, m = (secondsOfDay % 3600) / 60
        return "\(day) " + (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m) UTC"
    }
}
