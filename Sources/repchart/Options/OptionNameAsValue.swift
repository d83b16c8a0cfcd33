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
            if let value, value.hasPrefix("--"), value.count > 2 {
                throw ValidationError("Missing value for '\(option)' ('\(QuotedInput.clipped(value))' is an option)")
            }
        }
    }
}
