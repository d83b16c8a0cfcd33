import Basics
import FileOutput

/// Why the config file could not be read, written or changed: one line naming
/// the file and, where there is one, the key; `kind` says which failure it
/// was, with its values, for a caller that reacts to some of them.
package struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with a value, before the file and key are known, with the
    /// value as a message quotes it (clipped, escaped).
    package enum Reason: Error, Hashable, Sendable {
        /// The value is `bytes` long, over `limit`; never quoted whole.
        case tooLong(bytes: Int, limit: Int)
        /// Not kg or lb.
        case notAUnit(String)
        /// Not monday or sunday.
        case notAWeekStart(String)
        /// A time zone that cannot be read.
        case timeZone(DateInputError)
        /// Not light or dark.
        case notATheme(String)
        /// No font file at the path.
        case noFontFile(String)
        /// The path holds `noun` (a folder, a named pipe), not a font file.
        case notAFontFile(String, noun: String)
        /// An empty output folder.
        case emptyOutputFolder
        /// Not WIDTHxHEIGHT.
        case notASize(String)
        /// A size under the smallest chart, `minimum`.
        case sizeTooSmall(String, minimum: String)
        /// A size with a side over `maximumSide`.
        case sizeTooLarge(String, maximumSide: Int)

        /// What is wrong, e.g. "'stone' is not a unit; use kg or lb".
        package var text: String {
            switch self {
            case .tooLong(let bytes, let limit): "the value is \(bytes) bytes long; a value has at most \(limit)"
            case .notAUnit(let shown): "'\(shown)' is not a unit; use kg or lb"
            case .notAWeekStart(let shown): "'\(shown)' is not a week start; use monday or sunday"
            case .timeZone(let error): error.description
            case .notATheme(let shown): "'\(shown)' is not a theme; use light or dark"
            case .noFontFile(let shown): "no font file at \(shown)"
            case .notAFontFile(let shown, let noun): "\(shown) is \(noun), not a font file"
            case .emptyOutputFolder: "an output folder cannot be empty"
            case .notASize(let text): "'\(text)' is not a size; use WIDTHxHEIGHT such as 1600x1000"
            case .sizeTooSmall(let text, let minimum): "\(text) is too small; charts are at least \(minimum)"
            case .sizeTooLarge(let text, let side): "\(text) is too large; a side is at most \(side)"
            }
        }
    }

    /// Which failure it was, with the values that caused it.
    package enum Kind: Hashable, Sendable {
        /// A symbolic link that leads nowhere (`loops`: back to itself).
        case brokenLink(loops: Bool)
        /// Not a regular file: `noun` says what is there ("a folder").
        case notAFile(noun: String?)
        /// `bytes` long, more than the `limit` a config file may have.
        case tooLarge(bytes: Int, limit: Int)
        /// The file could not be read; `detail` is the system's reason, when it gave one.
        case unreadable(detail: String?)
        /// Not JSON; `detail` is the parser's reason, when it gave one.
        case notJSON(detail: String?)
        /// JSON, but not an object of keys.
        case notAnObject
        /// `key` is given twice.
        case repeatedKey
        /// `key` is not a setting; `suggestion` is the nearest one.
        case unknownKey(suggestion: String?)
        /// `key`'s value is not a string; `values` says what it takes.
        case notAString(values: String)
        /// A value that cannot be used, and why.
        case invalidValue(Reason)
        /// The file could not be written; `failure` says where and why.
        case cannotWrite(WriteFailure)
    }

    /// Why saving the config file failed.
    package enum WriteFailure: Hashable, Sendable {
        /// `folder` (the file's folder or one above it) is there and is not a folder.
        case notAFolder(folder: String)
        /// `folder` could not be made; `reason` is the system's words.
        case cannotCreateFolder(folder: String, reason: String)
        /// Writing `destination` (the file, or where its link leads) failed with `error`.
        case writeFailed(destination: String, error: FileWriteError)
    }

    /// The config file.
    package let path: String
    /// The key whose value is wrong; nil when the whole file is.
    package let key: String?
    /// Which failure it was, with its values.
    package let kind: Kind

    /// A failure of `kind` in the file at `path`, at `key` if one is to blame.
    package init(path: String, key: String? = nil, _ kind: Kind) {
        self.path = path
        self.key = key
        self.kind = kind
    }

    /// What is wrong and, where it helps, how to fix it.
    package var reason: String {
        let elsewhere = "remove it or set XDG_CONFIG_HOME to another folder"
        switch kind {
        case .brokenLink(let loops):
            return (loops ? "it is a symbolic link that leads back to itself" : "it is a symbolic link to nothing") + "; \(elsewhere)"
        case .notAFile(let noun): return "it is \(noun ?? "missing"), not a config file; \(elsewhere)"
        case .tooLarge(let bytes, let limit): return "it is \(bytes) bytes; a config file has at most \(limit)"
        case .unreadable(let detail): return "cannot read it" + (detail.map { ": \($0)" } ?? "")
        case .notJSON(let detail): return "not valid JSON" + (detail.map { " (\($0))" } ?? "")
        case .notAnObject: return "expected a JSON object such as {\"unit\": \"kg\"}"
        case .repeatedKey: return "the key is given twice; keep one"
        case .unknownKey(let suggestion):
            return "unknown key" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; known keys: \(ConfigKey.list)")
        case .notAString(let values): return "expected a string (\(values))"
        case .invalidValue(let reason): return reason.text
        case .cannotWrite(let failure): return "cannot write: " + failure.text
        }
    }

    /// `/home/ann/.config/repchart/config.json: unit: 'stone' is not a unit; use kg or lb`.
    package var description: String {
        key.map { "\(path): \(QuotedInput.clipped($0)): \(reason)" } ?? "\(path): \(reason)"
    }
}

extension ConfigError.WriteFailure {
    /// Why, after "cannot write: ".
    var text: String {
        switch self {
        case .notAFolder(let folder): return "\(folder) is not a folder"
        case .cannotCreateFolder(let folder, let reason): return "cannot create \(folder): \(reason)"
        case .writeFailed(let destination, let error):
            // The error names the path; the config error names it once, first.
            let prefix = "cannot write \(destination): "
            return error.description.hasPrefix(prefix) ? String(error.description.dropFirst(prefix.count)) : error.description
        }
    }
}
