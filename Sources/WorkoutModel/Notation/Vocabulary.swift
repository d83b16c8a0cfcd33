/// The words set notation knows: units, set-type markers and keywords.
enum Vocabulary {
    enum Unit: Equatable {
        case load(WeightUnit)
        /// Seconds per unit and a rank (h 3 > min 2 > s 1) so `1h30m` must go largest first.
        case time(seconds: Double, rank: Int)
        /// `m`: metres on its own (`400m`), minutes inside a time (`1m30s`, `1h5m`).
        case metreOrMinute
        /// Metres per unit.
        case distance(metres: Double)
    }

    static func unit(_ word: String) -> Unit? {
        if let unit = WeightUnit.words[word] { return .load(unit) }
        return switch word {
        case "s", "sec", "secs": .time(seconds: 1, rank: 1)
        case "min", "mins": .time(seconds: 60, rank: 2)
        case "h", "hr", "hrs": .time(seconds: 3600, rank: 3)
        case "m": .metreOrMinute
        case "km": .distance(metres: 1000)
        case "mi": .distance(metres: 1609.344)
        default: nil
        }
    }

    static func setType(_ word: String) -> SetType? {
        switch word {
        case "w", "warmup": .warmup
        case "d", "drop": .drop
        case "f", "failure": .failure
        case "amrap": .amrap
        default: nil
        }
    }

    static let bodyweight: Set<String> = ["bw", "bodyweight"]
    static let notANumber: Set<String> = ["nan", "inf", "infinity"]

    // Limits, documented in docs/notation.md.
    static let maxSets = 30
    static let maxReps = 10_000
    static let maxLoadKilograms = 2000.0
    static let maxDuration = 24.0 * 3600
    static let maxDistance = 1_000_000.0
    static let maxNoteLength = 1000
}
