import Workouts

/// How a set left out of records as a likely typo (`UnlikelySet`) is said,
/// wherever records are shown: what was seen, and how to remove it.
enum UnlikelySetText {
    /// "Squat 6 × 225 kg on Wed 2026-10-21 (set 123): an e1RM of 270 kg, 2.6 times the best
    /// of the days around it (103.4 kg)".
    static func description(_ unlikely: UnlikelySet, exercise: String?) -> String {
        let set = unlikely.set
        let name = exercise.map { TerminalEscaping.escaped($0) + " " } ?? ""
        let number = set.setNumber.map { " (set \($0))" } ?? ""
        let unit = set.unit.rawValue
        return "\(name)\(set.setText) on \(set.day.labelWithWeekday)\(number): an e1RM of "
            + "\(Format.number(set.value, maxFractionDigits: 1)) \(unit), "
            + "\(Format.number(unlikely.ratio, maxFractionDigits: 1)) times the best of the days around it "
            + "(\(Format.number(unlikely.reference, maxFractionDigits: 1)) \(unit))"
    }

    /// One line per set: "Left out of records as a likely typo: …. If it is one: `repchart sets delete 123`; …".
    static func lines(_ unlikely: [UnlikelySet], exercise: (UnlikelySet) -> String?) -> [String] {
        unlikely.map { item in
            "Left out of records as a likely typo: \(description(item, exercise: exercise(item))).\(advice(item))"
        }
    }

    /// " If it is one: `repchart sets delete 123`; if it is real: `repchart sets keep 123`.", or empty
    /// for a set without a number.
    static func advice(_ unlikely: UnlikelySet) -> String {
        unlikely.set.setNumber.map {
            " If it is one: `repchart sets delete \($0)`; if it is real: `repchart sets keep \($0)`."
        } ?? ""
    }
}
