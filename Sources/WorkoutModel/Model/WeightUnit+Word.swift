import Foundation

extension WeightUnit {
    /// The unit `word` names as the set notation reads it (`kg`, `kgs`, `kilo`,
    /// `kilos`, `lb`, `lbs`, `pound`, `pounds`, any case), so every option and
    /// setting that takes a unit takes the words `log 5@225lbs` does.
    package init?(word: String) {
        guard case .load(let unit)? = Vocabulary.unit(word.trimmingCharacters(in: .whitespaces).lowercased()) else {
            return nil
        }
        self = unit
    }
}
