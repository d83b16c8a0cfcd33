#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells that a file changed: its identity, size and modification
/// time. An import compares the stamp taken when it opened a file with the
/// one after reading it, and refuses a file truncated, grown, rewritten or
/// replaced meanwhile (it would be imported up to wherever the reader was).
struct FileStamp: Equatable {
    private let device: UInt64
    private let inode: UInt64
    private let size: Int64
    private let seconds: Int
    private let nanoseconds: Int

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        (seconds, nanoseconds) = (info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec)
        #else
        (seconds, nanoseconds) = (info.st_mtim.tv_sec, info.st_mtim.tv_nsec)
        #endif
    }

    /// The open file's stamp now, nil when it cannot be read.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The stamp of the file at `path` now, nil when nothing is there.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}

extension ImportError {
    /// A file that changed while it was read.
    static func changedWhileRead(_ file: String) -> ImportError {
        ImportError(file: file, .input(.changedWhileRead))
    }
}
