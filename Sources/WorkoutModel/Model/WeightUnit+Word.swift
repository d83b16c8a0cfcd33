import Foundation

extension WeightUnit {
    /// Every word that names a unit, lower-cased: the symbols, their plurals
    /// and the names written out (`kilograms`, `pounds`). The set notation,
    /// every option and every setting that takes a unit read these alike.
    package static let words: [String: WeightUnit] = [
        "kg": .kg, "kgs": .kg, "kilo": .kg, "kilos": .kg, "kilogram": .kg, "kilograms": .kg,
        "kilogramme": .kg, "kilogrammes": .kg,
        "lb": .lb, "lbs": .lb, "pound": .lb, "pounds": .lb,
    ]

    /// The unit `word` names as the set notation reads it (`kg`, `kilos`,
    /// `kilograms`, `lbs`, `pounds`, any case), so every option and setting
    /// that takes a unit takes the words `log 5@225lbs` does.
    package init?(word: String) {
        guard let unit = Self.words[word.trimmingCharacters(in: .whitespaces).lowercased()] else { return nil }
        self = unit
    }
}
