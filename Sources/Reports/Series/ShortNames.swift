import Foundation

/// Names shortened before a chart has to cut them: an equipment suffix
/// ("Bench Press (Barbell)") is dropped where the name stays unique among the
/// chart's series, so "Bench Press" reads whole where "Bench Press (…" was cut.
enum ShortNames {
    /// Suffixes that name the equipment, not the lift ("Trap Bar" and "Assisted" stay: they change the lift).
    static let equipment: Set<String> = [
        "barbell", "dumbbell", "dumbbells", "cable", "machine", "smith machine", "kettlebell", "band", "bands",
        "bodyweight", "ez bar", "plate loaded", "lever",
    ]

    /// `name` without a trailing equipment suffix; nil when it has none.
    static func withoutEquipment(_ name: String) -> String? {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return nil }
        let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        guard equipment.contains(inside.lowercased().trimmingCharacters(in: .whitespaces)) else { return nil }
        let base = name[..<open].trimmingCharacters(in: .whitespaces)
        return base.isEmpty ? nil : base
    }

    /// The name each of `names` is drawn under: shortened where the short form
    /// is no other series' name, short or full (ignoring case), else as it is.
    static func shown(_ names: [String]) -> [String] {
        let short = names.map { withoutEquipment($0) }
        var count: [String: Int] = [:]
        for (name, cut) in zip(names, short) {
            count[name.lowercased(), default: 0] += 1
            if let cut, cut.lowercased() != name.lowercased() { count[cut.lowercased(), default: 0] += 1 }
        }
        return zip(names, short).map { name, cut in
            guard let cut, count[cut.lowercased()] == 1 else { return name }
            return cut
        }
    }
}
