#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Making a folder and the folders above it: the one folder maker, for the
/// charts' folders, the log's folder and the config file's.
package enum Folder {
    /// Why a folder could not be made.
    package enum Failure: Error, Sendable, Equatable {
        /// `path` (the folder or one above it) is there and is not a folder.
        case notAFolder(String)
        /// `mkdir` of `path` failed; `reason` is the system's words (`strerror`).
        case cannotCreate(String, reason: String)
    }

    /// Creates `path` and the missing folders above it with `permissions`
    /// (less the umask); a folder already there is left as it is.
    package static func make(_ path: String, permissions: mode_t = 0o755) throws(Failure) {
        switch FileKind(atPath: path) {
        case .folder: return
        case .missing: break
        case .regular, .stream, .other: throw .notAFolder(path)
        }
        let parent = containing(path)
        if parent != path { try make(parent, permissions: permissions) }
        if mkdir(path, permissions) != 0 && errno != EEXIST {
            throw .cannotCreate(path, reason: String(cString: strerror(errno)))
        }
    }

    /// The folder holding `path`: "a/b" for "a/b/c", "." for a bare name,
    /// "/" for "/c". Trailing and repeated slashes are ignored.
    package static func containing(_ path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        var end = slash
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
    }
}
