import WorkoutModel

/// What `repchart export` writes: the whole log as RepChart JSON, or the
/// sets as a tidy CSV or in Strong's CSV layout.
package enum ExportFormat: String, CaseIterable, Sendable {
    /// RepChart JSON (docs/export-format.md): settings, exercises and sets; read back exactly.
    case json
    /// One row per set with every value a set holds (docs/export-format.md).
    case csv
    /// Strong's 12-column CSV, which apps that import Strong files take.
    case strong
}

/// Which sets a CSV export writes, and in which units Strong's layout is.
package struct ExportSelection: Sendable {
    /// The first day written; nil for the first set.
    package var from: Day?
    /// The last day written; nil for the last set.
    package var to: Day?
    /// Strong's layout: kg and km, or lb and miles.
    package var unit: WeightUnit

    /// Every set, Strong's layout in kg and km.
    package init(from: Day? = nil, to: Day? = nil, unit: WeightUnit = .kg) {
        self.from = from
        self.to = to
        self.unit = unit
    }

    func contains(_ day: Day) -> Bool {
        (from.map { day >= $0 } ?? true) && (to.map { day <= $0 } ?? true)
    }
}
