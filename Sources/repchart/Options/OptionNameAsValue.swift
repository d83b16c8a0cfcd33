import ArgumentParser
import Basics

/// Options whose value may begin with a dash (`--last -4w`, `--title "-10% deload"`)
/// read the next word whatever it is, so `--title --force` took "--force" as
/// the title. A word that begins with two dashes is an option name, not a
/// value: refused as a value left out, as ArgumentParser words it.
enum OptionNameAsValue {
    /// Throws for the first of `values` (an option's `--name <value>` and its
    /// value) that begins with two dashes.
    static func refuse(_ values: [(option: String, value: String?)]) throws {
        for (option, value) in values {
            if let value, isOptionName(value) { throw missing(option, value) }
        }
    }

    /// Whether `word` is an option's name, never a value: two dashes and more
    /// (`--force`), or a dash and one letter (`-o`); `-5`, `-4w`, `-05:00` are values.
    static func isOptionName(_ word: String) -> Bool {
        if word.hasPrefix("--") { return word.count > 2 }
        return word.count == 2 && word.first == "-" && word.last?.isLetter == true
    }

    /// ArgumentParser's "The value '--json' is invalid for '--limit <limit>'" of a
    /// number option (or one whose value type refuses option names), worded as
    /// `refuse` words it; other errors as they are.
    static func reworded(_ error: any Error, message: String) -> any Error {
        let prefix = "The value '", middle = "' is invalid for '"
        guard message.hasPrefix(prefix), let split = message.range(of: middle) else { return error }
        let value = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<split.lowerBound])
        let rest = message[split.upperBound...]
        guard isOptionName(value), let end = rest.firstIndex(of: "'") else { return error }
        return missing(String(rest[..<end]), value)
    }

    private static func missing(_ option: String, _ value: String) -> ValidationError {
        ValidationError("Missing value for '\(option)' ('\(QuotedInput.clipped(value))' is an option)")
    }
}
