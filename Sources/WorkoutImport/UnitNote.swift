/// The unit an import took for one weight or distance column, and why:
/// `Weight: kg` (the header says), `Weight: kg` chosen by the unit option.
package struct UnitNote: Hashable, Sendable {
    /// The column's name as the header writes it.
    package var column: String
    /// The unit taken, with any words on it ("kg", "unit per row", "lb, converted to kg").
    package var unit: String
    /// The option that chose the unit; nil when the file or its format says.
    package var setting: ImportSetting?

    package init(_ column: String, _ unit: String, setting: ImportSetting? = nil) {
        self.column = column
        self.unit = unit
        self.setting = setting
    }

    /// `Weight: kg (NAME)`, the option named by `name`.
    package func text(naming name: (ImportSetting) -> String) -> String {
        "\(column): \(unit)" + (setting.map { " (\(name($0)))" } ?? "")
    }
}
