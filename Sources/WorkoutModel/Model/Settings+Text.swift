import Foundation

/// Settings as the text `repchart settings` shows and accepts.
extension Settings {
    /// The keys `set(_:to:)` accepts, with what each takes.
    package static let keys: [(key: String, values: String)] = [
        ("week-start", "monday|sunday"),
        ("unit", "kg|lb"),
        ("timezone", "an IANA name such as Europe/Berlin, UTC, an offset such as -05:00, or system"),
        ("bodyweight", "a weight such as 80kg or 176lb, or none"),
    ]

    /// Changes one setting from its text form, refusing values it cannot use.
    package mutating func set(_ key: String, to value: String) throws(StoreError) {
        let lower = value.lowercased()
        switch key.lowercased() {
        case "week-start", "weekstart":
            guard let start = WeekStart(rawValue: lower) else {
                throw .invalidSetting(key: key, value: value, problem: .notAWeekStart)
            }
            weekStart = start
        case "unit", "default-unit":
            guard let unit = WeightUnit(word: lower) else {
                throw .invalidSetting(key: key, value: value, problem: .notAUnit)
            }
            defaultUnit = unit
        case "timezone", "tz", "time-zone":
            if lower == "system" || lower == "local" {
                timeZone = nil
            } else {
                do { timeZone = try DateInput.timeZoneText(value) } catch {
                    throw .invalidSetting(key: key, value: value, problem: .timeZone(error))
                }
            }
        case "bodyweight", "body-weight":
            if lower == "none" || lower.isEmpty {
                bodyWeight = nil
            } else {
                guard let weight = Weight(parsing: value, defaultUnit: defaultUnit),
                      weight.value.isFinite, weight.value > 0, weight.value(in: .kg) <= Settings.maxBodyWeightKilograms else {
                    throw .invalidSetting(key: key, value: value, problem: .notABodyWeight)
                }
                bodyWeight = weight
            }
        default:
            throw .invalidSetting(key: key, value: value, problem: .unknownKey)
        }
    }

    /// Each key with its current value, in `keys` order.
    package var textValues: [(key: String, value: String)] {
        [
            ("week-start", weekStart.rawValue),
            ("unit", defaultUnit.rawValue),
            ("timezone", timeZone ?? "system (\((try? SystemTimeZone.current())?.identifier ?? "TZ cannot be read"))"),
            ("bodyweight", bodyWeight.map { "\(Format.number($0.value, maxFractionDigits: 3)) \($0.unit.rawValue)" } ?? "none"),
        ]
    }

    /// `--tz` when given, else the stored time zone, else the system's.
    package func resolvedTimeZone(override: String? = nil) throws(DateInputError) -> TimeZone {
        try WorkingTimeZone.resolve(flag: override, configured: timeZone)
    }
}
