/// Why a setting refuses a value (`StoreError.invalidSetting`), worded as how to write one.
package enum SettingProblem: Hashable, Sendable, CustomStringConvertible {
    /// The week starts on neither Monday nor Sunday.
    case notAWeekStart
    /// A weight unit other than kg or lb.
    case notAUnit
    /// No time zone by that name or offset.
    case timeZone(DateInputError)
    /// Not a body weight: no weight, not above 0, or above `Settings.maxBodyWeightKilograms`.
    case notABodyWeight
    /// No setting by that key.
    case unknownKey

    package var description: String {
        switch self {
        case .notAWeekStart: "use monday or sunday"
        case .notAUnit: "use kg or lb"
        case .timeZone(let error): error.description
        case .notABodyWeight: "use a weight such as 80kg or 176lb, or none"
        case .unknownKey: "unknown setting; use one of " + Settings.keys.map(\.key).joined(separator: ", ")
        }
    }
}
