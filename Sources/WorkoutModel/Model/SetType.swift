/// What kind of set this was; warm-ups are left out of volume and 1RM by default.
package enum SetType: String, Hashable, Sendable, Codable, CaseIterable {
    /// A working set: counted in volume, sets and 1RM.
    case normal
    /// A warm-up set: left out of volume and 1RM unless asked for.
    case warmup
    /// A drop set: lighter reps straight after a set, counted as a working set.
    case drop
    /// A set taken to failure.
    case failure
    /// As many reps as possible at a given load.
    case amrap
}
