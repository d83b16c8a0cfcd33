import Basics
import Workouts

/// One headline number: this period's value and how it moved against the previous period.
struct HeadlineNumber: Sendable {
    var label: String
    var value: String
    /// "+8.2%", "+2", "new"; nil when there is nothing to compare.
    var change: String?
    var direction: Change
    /// What the previous period had, for the change's tooltip and the table.
    var previous: String
}

/// A record set in the period, as the records table shows it.
struct PeriodReportRecord: Sendable {
    var day: Day
    var exercise: String
    /// "e1RM", "5RM".
    var kind: String
    var value: String
    /// "5 × 100 kg".
    var set: String
    /// "112.5 kg (+2.5 kg)".
    var beat: String
    /// The value as a number, to find a lift's best.
    var amount: Double = 0
}

/// One row of the per-exercise table.
struct ExerciseRow: Sendable {
    var name: String
    var sessions: Int
    var sets: Int
    var reps: Int
    var volume: String
    /// "5 × 100 kg" with its e1RM; a lift with no e1RM its heaviest set ("8 × bw+30 kg"); else "–".
    var bestSet: String
    /// Against the previous period, in the exercise's main measure.
    var change: String
    var direction: Change
}

/// Numbers as the page prints them.
enum ReviewText {
    /// Seconds as "3 h 25 min", "42 min", "0 min".
    static func duration(seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        return minutes >= 60 ? "\(Numerals.grouped(minutes / 60)) h \(minutes % 60) min" : "\(minutes) min"
    }

    /// Metres as "42.2 km" or "800 m".
    static func distance(metres: Double) -> String {
        metres >= 1000 ? "\(Numerals.fixed(metres / 1000, decimals: 1, trimmingZeros: true)) km" : "\(NumberFormat.plain(metres)) m"
    }

    /// `text` with a no-break space after each number ("46,040 kg", "13 h 34 min", "5 × 100 kg"):
    /// a number never parts from its unit at a line's end, on screen or on paper.
    static func unbreakable(_ text: String) -> String {
        var out = ""
        var previous: Character = " "
        for character in text {
            if character == " ", previous.isNumber || previous == "×" { out.append("\u{00A0}") } else { out.append(character) }
            previous = character
        }
        return out
    }

    /// "1 Sep – 23 Nov 2026".
    static func range(_ range: DayRange) -> String { DateText.range(range) }

    /// "Tue 24 Nov 2026".
    static func day(_ day: Day) -> String {
        "\(day.weekday.shortName) \(day.day) \(MonthNames.short[day.month - 1]) \(day.year)"
    }
}
