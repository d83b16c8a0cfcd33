/// Weights as the text settings hold and `repchart settings` accepts.
extension Weight {
    /// "80kg", "176 lb", "176lbs", or a bare number in `defaultUnit`; nil for anything else.
    package init?(parsing text: String, defaultUnit: WeightUnit = .kg) {
        let lower = text.lowercased().replacingOccurrences(of: " ", with: "")
        for unit in [WeightUnit.kg, .lb] where lower.hasSuffix(unit.rawValue) {
            guard let value = Double(lower.dropLast(unit.rawValue.count)) else { return nil }
            self.init(value, unit)
            return
        }
        if lower.hasSuffix("lbs") {
            guard let value = Double(lower.dropLast(3)) else { return nil }
            self.init(value, .lb)
            return
        }
        guard let value = Double(lower) else { return nil }
        self.init(value, defaultUnit)
    }
}
