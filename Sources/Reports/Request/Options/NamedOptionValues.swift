import Workouts

// The chart options named by a word; each refusal reads "unknown NOUN 'TEXT'; use …".

extension ChartMetric: NamedOptionValue {
    package static var noun: String { "metric" }
}

extension WeightUnit: NamedOptionValue {
    package static var noun: String { "unit" }
    /// The other words the set notation takes (`5@225lbs`, `pounds`), as `WeightUnit(word:)` reads them.
    package static var aliases: [String: WeightUnit] {
        WeightUnit.words.filter { $0.key != $0.value.rawValue }
    }
}

extension ChartFormat: NamedOptionValue {
    package static var noun: String { "format" }
}

extension SVGTextMode: NamedOptionValue {
    package static var noun: String { "SVG text mode" }
}

extension ConfigTheme: NamedOptionValue {
    package static var noun: String { "theme" }
}

extension CalendarMetric: NamedOptionValue {
    package static var noun: String { "calendar metric" }
}
