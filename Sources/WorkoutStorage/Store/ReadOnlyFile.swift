import Foundation
import WorkoutModel

/// A log this process may not write (file mode, `chattr +i`, a read-only
/// mount) is still read. SQLite would otherwise try to write its WAL and
/// fail with "attempt to write a readonly database", or leave `-wal` and
/// `-shm` files next to the log; opening it as an immutable URI reads the
/// file alone and creates nothing.
enum ReadOnlyFile {
    /// True when `path` exists and this process may not write it.
    static func isReadOnly(_ path: String) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        return access(path, W_OK) != 0 && [EACCES, EPERM, EROFS].contains(errno)
    }

    /// The SQLite URI that opens `path` for reading only. With a WAL that
    /// still holds changes the WAL is read too (its files exist already);
    /// otherwise the file is read as immutable, with no lock files at all.
    static func uri(_ path: String) -> String {
        let escaped = path.unicodeScalars.map { scalar -> String in
            let safe = CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "/-._~".unicodeScalars.contains(scalar)
            return safe ? String(scalar) : String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined()
        }.joined()
        let walSize = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        return "file:\(escaped)?" + (walSize > 0 ? "mode=ro" : "immutable=1")
    }
}
