/// Why the config file could not be read, written or changed: one line naming
/// the file and, where there is one, the key.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with a value, before the file and key are known.
    public struct Reason: Error, Hashable, Sendable {
        public let text: String
        public init(_ text: String) { self.text = text }
    }

    public let path: String
    public let key: String?
    public let reason: String

    public init(path: String, key: String? = nil, reason: String) {
        self.path = path
        self.key = key
        self.reason = reason
    }

    /// `/home/ann/.config/repchart/config.json: unit: 'stone' is not a unit; use kg or lb`.
    public var description: String {
        key.map { "\(path): \(TerminalText.value($0, limit: 40)): \(reason)" } ?? "\(path): \(reason)"
    }
}
