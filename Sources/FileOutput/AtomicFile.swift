#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see the old file or the new one, never half.
///
/// The bytes go to a temporary file in the destination's folder (same file
/// system, so the final rename is atomic), are fsynced (unless the caller
/// asks only for ``Durability/replaced``), and the temporary is renamed over
/// the destination. On any failure the temporary is removed and the
/// destination is untouched. Shared by every module that writes output (PNG,
/// SVG, JSON); `AtomicFileWriter` writes in pieces.
///
/// A process that may hit `ulimit -f` should ignore SIGXFSZ (the default
/// action kills it); then the limit surfaces as `.fileTooLarge`.
public enum AtomicFile {
    /// What a write promises once it returns.
    public enum Durability: Sendable, Equatable {
        /// The bytes and the rename are on the disk (fsync of the file and of
        /// its folder): a power cut right after cannot lose them. For what
        /// cannot be made again, such as an export of the log.
        case synced
        /// Readers see the old file or the new one, never half, but the new
        /// one may still be in the page cache: a power cut soon after may
        /// lose it. For what is made again on demand, such as a chart image;
        /// saves the two fsyncs, a noticeable part of a chart command (docs/PERFORMANCE.md).
        case replaced
    }

    /// Writes `bytes` to `path`, replacing any existing file (see `AtomicFileWriter`).
    /// - Parameters:
    ///   - permissions: mode bits such as `0o644`; nil keeps an existing
    ///     file's mode, or uses 0o666 minus the umask for a new file.
    ///   - durability: whether to wait until the file is on the disk
    ///     (``Durability/synced``, the default).
    public static func write(_ bytes: [UInt8], toFile path: String, permissions: Int? = nil,
                             durability: Durability = .synced) throws(FileWriteError) {
        let writer = try AtomicFileWriter(replacing: path, permissions: permissions, durability: durability)
        try writer.append(bytes)
        try writer.commit()
    }

    /// As `write(_:toFile:permissions:durability:)` with `path` already
    /// looked at (`status`): it is not looked at again.
    package static func write(_ bytes: [UInt8], toFile path: String, as status: PathStatus, permissions: Int? = nil,
                              durability: Durability = .synced) throws(FileWriteError) {
        let writer = try AtomicFileWriter(replacing: path, as: status, permissions: permissions, durability: durability)
        try writer.append(bytes)
        try writer.commit()
    }

    /// Splits "a/b/c.png" into ("a/b", "c.png"); a bare name lives in ".".
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
