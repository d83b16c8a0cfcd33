#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, as a writer must know it before writing there: the one
/// answer export, charts and the store share.
public enum FileKind: Sendable, Equatable {
    /// Nothing (or a path that cannot be looked at).
    case missing
    /// A regular file: replaced atomically.
    case regular
    /// A folder.
    case folder
    /// A named pipe or a character device (`/dev/stdout`, `/dev/null`):
    /// written into as a stream, never replaced.
    case stream
    /// A socket, a block device or another kind nothing is written to.
    case other

    /// What `path` is now, following symbolic links (a plain `stat`: a chart
    /// command cannot afford Foundation's first-use cost here).
    public init(atPath path: String) {
        self = PathStatus(atPath: path).kind
    }

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO, S_IFCHR: self = .stream
        default: self = .other
        }
    }

    /// What is at `path` in words for "PATH is …": "a folder", "a named pipe
    /// (FIFO)", "a device", "a socket"; nil when nothing is there.
    public static func noun(atPath path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return "a file"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }
}
