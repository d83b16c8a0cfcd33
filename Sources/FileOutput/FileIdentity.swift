#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names, whatever the name: its device and inode, so a
/// symbolic link or a hard link to a file is known as that file.
public struct FileIdentity: Sendable, Equatable {
    private let device: UInt64
    private let inode: UInt64

    /// The file at `path` (links followed), nil when nothing is there.
    public init?(atPath path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

extension FileIdentity {
    /// Which of the SQLite database at `log` and its companion files (`-wal`,
    /// `-shm`, `-journal`) the file at `path` is, by any name (a symbolic or
    /// hard link too): its suffix, "" for the database itself; nil for none.
    /// A writer asks before replacing `path`, which must never be its own input.
    package static func databaseFile(at path: String, of log: String) -> String? {
        guard let target = FileIdentity(atPath: path) else { return nil }
        return ["", "-wal", "-shm", "-journal"].first { FileIdentity(atPath: log + $0) == target }
    }
}
