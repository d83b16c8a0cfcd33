import Workouts

// The chart options named by a word; each refusal reads "unknown NOUN 'TEXT'; use …".

extension ReportMetric: NamedOptionValue {
    public static var noun: String { "metric" }
}

extension WeightUnit: NamedOptionValue {
    public static var noun: String { "unit" }
    /// The plurals the set notation takes (`5@225lbs`).
    public static var aliases: [String: WeightUnit] { ["kgs": .kg, "lbs": .lb] }
}

extension ChartFormat: NamedOptionValue {
    public static var noun: String { "format" }
}

extension SVGText: NamedOptionValue {
    public static var noun: String { "SVG text mode" }
}

extension ConfigTheme: NamedOptionValue {
    public static var noun: String { "theme" }
}

extension CalendarMetric: NamedOptionValue {
    public static var noun: String { "calendar metric" }
}
