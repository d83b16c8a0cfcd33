/// Why the config file could not be read, written or changed: one line naming
/// the file and, where there is one, the key.
package struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with a value, before the file and key are known.
    package struct Reason: Error, Hashable, Sendable {
        /// What is wrong, e.g. "'stone' is not a unit; use kg or lb".
        package let text: String
        /// A reason told as `text`.
        package init(_ text: String) { self.text = text }
    }

    /// The config file.
    package let path: String
    /// The key whose value is wrong; nil when the whole file is.
    package let key: String?
    /// What is wrong and, where it helps, how to fix it.
    package let reason: String

    /// A failure in the file at `path`, at `key` if one is to blame.
    package init(path: String, key: String? = nil, reason: String) {
        self.path = path
        self.key = key
        self.reason = reason
    }

    /// `/home/ann/.config/repchart/config.json: unit: 'stone' is not a unit; use kg or lb`.
    package var description: String {
        key.map { "\(path): \(QuotedInput.value($0, limit: 40)): \(reason)" } ?? "\(path): \(reason)"
    }
}
