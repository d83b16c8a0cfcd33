/// A unit of load. Weights are stored in the unit they were entered in and
/// converted only when a sum in one unit is asked for.
package enum WeightUnit: String, Hashable, Sendable, Codable, CaseIterable {
    /// Kilograms.
    case kg
    /// Pounds (0.45359237 kg).
    case lb

    /// Kilograms per pound (exact, by the 1959 international definition).
    package static let kilogramsPerPound = 0.45359237

    /// `value` in this unit expressed in `target`.
    package func convert(_ value: Double, to target: WeightUnit) -> Double {
        switch (self, target) {
        case (.kg, .kg), (.lb, .lb): value
        case (.lb, .kg): value * WeightUnit.kilogramsPerPound
        case (.kg, .lb): value / WeightUnit.kilogramsPerPound
        }
    }
}

/// A load as entered: a value and its unit.
package struct Weight: Hashable, Sendable, Codable {
    /// The number as entered, in `unit`.
    package var value: Double
    /// The unit it was entered in.
    package var unit: WeightUnit

    /// `value` in `unit`, e.g. `Weight(100, .kg)`.
    package init(_ value: Double, _ unit: WeightUnit) {
        self.value = value
        self.unit = unit
    }

    /// The value converted to `unit` (for sums only; the stored value never changes).
    package func value(in target: WeightUnit) -> Double { unit.convert(value, to: target) }
}
