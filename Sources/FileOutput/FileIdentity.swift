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
