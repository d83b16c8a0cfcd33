#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What was at a path when it was looked at (one `stat`, links followed):
/// its kind and, when something is there, its permission bits. A writer
/// that has looked already hands it to `AtomicFileWriter`, which then does
/// not look again.
package struct PathStatus: Sendable, Equatable {
    /// What is there.
    package var kind: FileKind
    /// The permission bits of what is there; nil when nothing is.
    package var permissions: mode_t?

    /// `path` as it is now.
    package init(atPath path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self.init(kind: .missing, permissions: nil)
            return
        }
        self.init(kind: FileKind(mode: info.st_mode), permissions: info.st_mode & 0o7777)
    }

    /// A status already known.
    package init(kind: FileKind, permissions: mode_t?) {
        self.kind = kind
        self.permissions = permissions
    }
}
