/// What kind of set this was; warm-ups are left out of volume and 1RM by default.
public enum SetType: String, Hashable, Sendable, Codable, CaseIterable {
    case normal
    case warmup
    case drop
    case failure
    case amrap
}
