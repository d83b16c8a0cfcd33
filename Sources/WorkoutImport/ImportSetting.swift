/// An import option that decided something a summary notes: the unit taken
/// for a file that does not say, or a column mapped by name. The library
/// notes which; the command line names the option (its flag).
package enum ImportSetting: Hashable, Sendable, CaseIterable {
    /// The unit given for weight columns whose file does not say.
    case unit
    /// A field (or `ignore`) given for a column by name.
    case column

    /// The option in the library's own words ("unit option"); the command
    /// line words it as its flag instead.
    package var plainName: String {
        switch self {
        case .unit: "unit option"
        case .column: "column option"
        }
    }
}
