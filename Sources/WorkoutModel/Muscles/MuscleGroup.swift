import Foundation

/// A muscle group at the resolution lifters count sets by.
package enum MuscleGroup: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// The pectorals: bench presses, push ups, flyes, dips.
    case chest
    /// Traps, rhomboids and the middle back: rows, shrugs, face pulls.
    case upperBack = "upper-back"
    /// Latissimus dorsi: pull ups, pulldowns, pullovers.
    case lats
    /// The spinal erectors: deadlifts, good mornings, back extensions.
    case lowerBack = "lower-back"
    /// Front (anterior) deltoids: overhead and incline presses, front raises.
    case frontDelts = "front-delts"
    /// Side (lateral) deltoids: lateral raises, upright rows; what "shoulders" names.
    case sideDelts = "side-delts"
    /// Rear (posterior) deltoids: reverse flyes, face pulls, wide rows.
    case rearDelts = "rear-delts"
    /// The elbow flexors at the front of the upper arm: curls, chin ups.
    case biceps
    /// The back of the upper arm: pushdowns, extensions, close-grip presses, dips.
    case triceps
    /// Wrist flexors and extensors, and grip: wrist curls, carries, heavy pulls.
    case forearms
    /// Rectus abdominis, what "core" names: crunches, leg raises, planks.
    case abs
    /// The sides of the waist: side planks, twists, woodchops.
    case obliques
    /// Gluteus maximus and medius: hip thrusts, squats, deadlifts.
    case glutes
    /// The quadriceps, front of the thigh: squats, leg presses, leg extensions.
    case quads
    /// The back of the thigh: leg curls, Romanian deadlifts, good mornings.
    case hamstrings
    /// The inner thigh: adductor machine, sumo deadlifts, Copenhagen planks.
    case adductors
    /// Gastrocnemius and soleus: standing and seated calf raises.
    case calves
    /// Neck flexors and extensors: neck curls and extensions, harness work.
    case neck

    /// The name people read ("Front delts").
    package var displayName: String {
        let words = rawValue.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The group for a slug or name: "front-delts", "Front delts", "front_delts", "upper back".
    package init?(name: String) {
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

    package static func < (a: MuscleGroup, b: MuscleGroup) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}
