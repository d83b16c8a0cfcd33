/// The keys met so far in one JSON object, to tell a key given twice
/// (`"reps":5,"reps":50`): JSON leaves which one counts to the reader, so a
/// reader that kept the last would take a number the file also denies.
struct SeenKeys {
    private var keys: [String] = []

    /// Notes `key`; false when the object gave it before.
    mutating func isFirst(_ key: String) -> Bool {
        if keys.contains(key) { return false }
        keys.append(key)
        return true
    }
}
