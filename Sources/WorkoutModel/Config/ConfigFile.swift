import FileOutput
import Foundation

/// Reading and writing the config file. A missing file is an empty config;
/// anything else that is wrong with it is an error naming the file and key,
/// never silently ignored.
extension RepChartConfig {
    /// `$XDG_CONFIG_HOME/repchart/config.json`, else `~/.config/repchart/config.json`
    /// (a relative XDG_CONFIG_HOME is ignored, as the XDG spec says).
    package static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return (xdg as NSString).appendingPathComponent("repchart/config.json")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".config/repchart/config.json")
    }

    /// The config from the default path.
    package static func load(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ConfigError) -> RepChartConfig {
        try load(path: path(environment: environment))
    }

    /// The config at `path`; an empty config when there is no such file.
    package static func load(path: String) throws(ConfigError) -> RepChartConfig {
        switch FileKind(atPath: path) {
        case .missing:
            // A link that leads nowhere readable (to itself, a loop) is not "no config".
            var link = stat()
            guard lstat(path, &link) == 0 else { return RepChartConfig() }
            var target = stat()
            let loops = stat(path, &target) != 0 && errno == ELOOP
            throw ConfigError(path: path, .brokenLink(loops: loops))
        case .regular: break
        // Foundation would say "error 256" for a folder and wait forever on a named pipe.
        case .folder, .stream, .other:
            throw ConfigError(path: path, .notAFile(noun: FileKind.noun(atPath: path)))
        }
        var info = stat()
        if stat(path, &info) == 0, info.st_size > maxFileBytes {
            throw ConfigError(path: path, .tooLarge(bytes: Int(info.st_size), limit: maxFileBytes))
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            let detail = access(path, R_OK) == 0 ? nil : String(cString: strerror(errno))
            throw ConfigError(path: path, .unreadable(detail: detail))
        }
        return try parse(data, path: path)
    }

    /// Far more than every key at its longest.
    static let maxFileBytes = 64 * 1024

    /// Parses the file's bytes; `path` is only for messages.
    package static func parse(_ data: Data, path: String) throws(ConfigError) -> RepChartConfig {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return RepChartConfig() }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw ConfigError(path: path, .notJSON(detail: detail))
        }
        guard let dictionary = object as? [String: Any] else {
            throw ConfigError(path: path, .notAnObject)
        }
        if let repeated = ConfigKeyScan.firstRepeatedKey(in: data) {
            throw ConfigError(path: path, key: repeated, .repeatedKey)
        }
        var config = RepChartConfig()
        for name in dictionary.keys.sorted() {
            guard let key = ConfigKey(rawValue: name) else {
                throw ConfigError(path: path, key: name, .unknownKey(suggestion: ConfigKey(name: name)?.rawValue))
            }
            let raw = dictionary[name]
            if raw is NSNull { continue }
            guard let text = raw as? String else {
                throw ConfigError(path: path, key: name, .notAString(values: key.values))
            }
            do { try config.set(key, to: text) } catch {
                throw ConfigError(path: path, key: name, .invalidValue(error))
            }
        }
        return config
    }

    /// The file's text: the set keys, sorted, pretty-printed.
    package var json: String {
        var pairs: [String] = []
        for key in ConfigKey.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let value = value(of: key) else { continue }
            pairs.append("  \(JSONWriting.quotedForConfig(key.rawValue)): \(JSONWriting.quotedForConfig(value))")
        }
        return pairs.isEmpty ? "{}\n" : "{\n" + pairs.joined(separator: ",\n") + "\n}\n"
    }

    /// Writes the file as every output is written (FileOutput's `AtomicFile`:
    /// a temporary file renamed over it, synced, the old file's mode kept),
    /// making folders as needed. A config that is a symbolic link (a dotfiles
    /// folder) stays one: its destination is replaced.
    package func save(path: String) throws(ConfigError) {
        let folder = Folder.containing(path)
        do {
            // 0o777 less the umask, as Foundation made it.
            try Folder.make(folder, permissions: 0o777)
        } catch {
            switch error {
            case .notAFolder(let folder): throw ConfigError(path: path, .cannotWrite(.notAFolder(folder: folder)))
            case .cannotCreate(let folder, let why): throw ConfigError(path: path, .cannotWrite(.cannotCreateFolder(folder: folder, reason: why)))
            }
        }
        let destination = FileManager.default.fileExists(atPath: path) ? (path as NSString).resolvingSymlinksInPath : path
        do {
            // Typed by hand, not made again on demand: synced.
            try AtomicFile.write(Array(json.utf8), toFile: destination, durability: .synced)
        } catch {
            throw ConfigError(path: path, .cannotWrite(.writeFailed(destination: destination, error: error)))
        }
    }
}
