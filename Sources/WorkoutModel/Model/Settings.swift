/// Per-database preferences.
package struct Settings: Hashable, Sendable, Codable {
    /// The first day of a training week (weekly charts, `--week`).
    package var weekStart: WeekStart
    /// The unit a bare number in the set notation means.
    package var defaultUnit: WeightUnit
    /// IANA time zone for days; nil means the system's.
    package var timeZone: String?
    /// Known body weight: bodyweight sets then count it in volume and 1RM.
    package var bodyWeight: Weight?
    /// The heaviest body weight a log takes (from `config` or an import).
    package static let maxBodyWeightKilograms = 1000.0

    /// Settings from their parts; the defaults are a new log's (Monday, kg, the system's zone, no body weight).
    package init(weekStart: WeekStart = .monday, defaultUnit: WeightUnit = .kg,
                timeZone: String? = nil, bodyWeight: Weight? = nil) {
        self.weekStart = weekStart
        self.defaultUnit = defaultUnit
        self.timeZone = timeZone
        self.bodyWeight = bodyWeight
    }
}
