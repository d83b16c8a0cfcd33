import Foundation

/// A muscle group at the resolution lifters count sets by.
public enum MuscleGroup: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case chest
    case upperBack = "upper-back"
    case lats
    case lowerBack = "lower-back"
    case frontDelts = "front-delts"
    case sideDelts = "side-delts"
    case rearDelts = "rear-delts"
    case biceps, triceps, forearms, abs, obliques, glutes, quads, hamstrings, adductors, calves, neck

    /// The name people read ("Front delts").
    public var displayName: String {
        let words = rawValue.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The group for a slug or name: "front-delts", "Front delts", "front_delts", "upper back".
    public init?(name: String) {
        let slug = name.lowercased().trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "_", with: "-")
        if let group = MuscleGroup(rawValue: slug) { self = group; return }
        let aliases: [String: MuscleGroup] = [
            "back": .upperBack, "traps": .upperBack, "pecs": .chest, "delts": .sideDelts, "shoulders": .sideDelts,
            "abdominals": .abs, "core": .abs, "hams": .hamstrings, "quadriceps": .quads, "glute": .glutes,
            "calf": .calves, "bicep": .biceps, "tricep": .triceps, "forearm": .forearms, "oblique": .obliques,
            "adductor": .adductors, "lat": .lats,
        ]
        guard let group = aliases[slug] else { return nil }
        self = group
    }

    public static func < (a: MuscleGroup, b: MuscleGroup) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}
