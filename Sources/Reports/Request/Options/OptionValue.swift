import Basics

/// A value typed on a command line (`--theme dark`, `--size 1200x800`): read
/// from its text, or refused with one line that names what was seen and what
/// would do. The command line's parser shows `choices` in help and completion.
package protocol OptionValue: Sendable {
    /// The value `text` names, or a one-line refusal.
    init(parsing text: String) throws(ReportsError)
    /// The words this value can be; empty when it is free-form (a size, a range).
    static var choices: [String] { get }
}

extension OptionValue {
    package static var choices: [String] { [] }
}

/// A value named by one of a few words, refused as "unknown NOUN 'TEXT'; use a, b or c".
package protocol NamedOptionValue: OptionValue, RawRepresentable<String>, CaseIterable {
    /// What the value is called in a refusal, such as "metric".
    static var noun: String { get }
    /// Other words accepted for a value (lower case), such as "muscles" for `.muscle`.
    static var aliases: [String: Self] { get }
}

extension NamedOptionValue {
    package static var aliases: [String: Self] { [:] }

    package static var choices: [String] { allCases.map(\.rawValue) }

    package init(parsing text: String) throws(ReportsError) {
        let word = text.lowercased()
        guard let value = Self(rawValue: word) ?? Self.aliases[word] else {
            throw ReportsError(OptionProblem.unknownName(noun: Self.noun, text: QuotedInput.clipped(text), choices: Self.choices))
        }
        self = value
    }
}

extension [String] {
    /// "a, b or c".
    func spokenList(joinedBy word: String) -> String {
        guard let last, count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " \(word) " + last
    }
}
