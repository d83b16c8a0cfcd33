/// "Did you mean …?": the known names closest to a mistyped one.
enum NameSuggestions {
    /// Up to `limit` display names whose name or alias contains the typed text or is
    /// within a small edit distance of it (case-insensitive). `candidates` pairs each
    /// searchable name with the exercise name to show.
    static func closest(to typed: String, in candidates: [(name: String, display: String)], limit: Int = 3) -> [String] {
        let key = ExerciseName.key(typed)
        guard !key.isEmpty else { return [] }
        var best: [String: Int] = [:]
        for candidate in candidates {
            let other = ExerciseName.key(candidate.name)
            let distance = editDistance(Array(key), Array(other))
            let contains = other.contains(key) || key.contains(other)
            let threshold = max(2, min(key.count, other.count) / 3)
            // Substring matches rank first; 0 is reserved for exact (which never reaches here).
            let score = contains ? 1 : (distance <= threshold ? 100 + distance : nil)
            if let score {
                best[candidate.display] = min(best[candidate.display] ?? .max, score)
            }
        }
        return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map(\.key)
    }

    /// Levenshtein distance with one rolling row.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = a[i - 1] == b[j - 1] ? previous : 1 + min(previous, row[j], row[j - 1])
                previous = current
            }
        }
        return row[b.count]
    }
}
