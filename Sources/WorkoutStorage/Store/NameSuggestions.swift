import WorkoutModel

/// "Did you mean …?": the known names closest to a mistyped one.
package enum NameSuggestions {
    /// Up to `limit` display names whose name or alias contains the typed text or is
    /// within a small edit distance of it (case-insensitive). `candidates` pairs each
    /// searchable name with the exercise name to show.
    package static func closest(to typed: String, in candidates: [(name: String, display: String)], limit: Int = 3) -> [String] {
        let key = ExerciseName.key(typed)
        guard !key.isEmpty else { return [] }
        var best: [String: Int] = [:]
        for candidate in candidates {
            let other = ExerciseName.key(candidate.name)
            // Compare with the whole name, its start and each of its words, so "bnch"
            // finds "Bench Press" and "sqaut" finds "Squat".
            let words = other.split(separator: " ").map(String.init)
            let start = [other, String(other.prefix(key.count))] + words.prefix(1)
            let startDistance = start.map { editDistance(Array(key), Array($0)) }.min() ?? .max
            let distance = min(startDistance, words.dropFirst().map { editDistance(Array(key), Array($0)) }.min() ?? .max)
            let threshold = min(3, key.count / 4 + 1)
            // Substring matches rank first, those at the start of the name before
            // the others; then close spellings, again those of the name's start
            // first ("sqat" means "Squat (Barbell)" sooner than "Back Squat").
            // 0 is reserved for exact (which never reaches here).
            let score: Int?
            if other.hasPrefix(key) {
                score = 1
            } else if other.contains(key) || key.contains(other) {
                score = 2
            } else if distance <= threshold {
                score = 100 + 2 * distance + (startDistance == distance ? 0 : 1)
            } else {
                score = nil
            }
            if let score {
                best[candidate.display] = min(best[candidate.display] ?? .max, score)
            }
        }
        return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map(\.key)
    }

    /// Edit distance counting an insertion, deletion, substitution or swap of two
    /// neighbours as one edit (optimal string alignment), so "sqaut" is 1 from "squat".
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
