import Workouts
import Foundation

/// How one set reads in tables: "100 kg", "bw+20 kg", "rpe 8", "18:30".
enum SetDescription {
    static func weight(_ set: WorkoutSet) -> String {
        Format.load(set.weight, bodyweight: set.isBodyweight)
    }

    static func effort(_ set: WorkoutSet) -> String {
        if let rpe = set.rpe { return "rpe \(Format.number(rpe))" }
        if let rir = set.rir { return "rir \(Format.number(rir))" }
        return ""
    }

    /// Local clock time where the set was done.
    static func time(_ set: WorkoutSet) -> String {
        let local = Int64((set.performedAt.timeIntervalSince1970).rounded(.down)) + Int64(set.utcOffset)
        let secondsOfDay = Int(((local % 86_400) + 86_400) % 86_400)
        let h = secondsOfDay / 3600, m = (secondsOfDay % 3600) / 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }

    /// The instant with its UTC offset, ISO 8601: 2026-11-21T18:30:00+01:00.
    static func timestamp(_ set: WorkoutSet) -> String {
        let local = set.performedAt.timeIntervalSince1970 + Double(set.utcOffset)
        let whole = Int64(local.rounded(.down))
        let day = Day(daysSinceEpoch: Int((Double(whole) / 86_400).rounded(.down)))
        let secondsOfDay = Int(whole - Int64(day.daysSinceEpoch) * 86_400)
        let millis = Int(((local - Double(whole)) * 1000).rounded())
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var text = "\(day)T\(two(secondsOfDay / 3600)):\(two(secondsOfDay % 3600 / 60)):\(two(secondsOfDay % 60))"
        if millis > 0 && millis < 1000 {
            text += "." + String(String(millis + 1000).dropFirst())
        }
        let offset = abs(set.utcOffset)
        text += set.utcOffset == 0 ? "Z" : "\(set.utcOffset < 0 ? "-" : "+")\(two(offset / 3600)):\(two(offset % 3600 / 60))"
        return text
    }
}
