#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written in pieces that replaces its destination only when complete
/// (`commit()`): readers see the old file or the new one, never half.
///
/// On Linux the bytes go to an unnamed file in the destination's folder
/// (O_TMPFILE), which is given a name only at `commit()`, just before the
/// rename: a process killed while writing leaves nothing behind. Elsewhere,
/// or on a file system without unnamed files, a hidden ".NAME.tmp-XXXXXXXX"
/// is written instead and removed on any failure.
///
/// The new file keeps the mode of the file it replaces; a new file gets
/// 0666 minus the umask. A pipe or a character device (`/dev/stdout`,
/// `/dev/null`) is written into as a stream and never replaced.
public final class AtomicFileWriter {
    /// The destination.
    public let path: String
    private let folder: String
    private let name: String
    private let durability: AtomicFile.Durability
    private var descriptor: Int32
    private var state: State

    private enum State {
        /// Written straight into a pipe or a device.
        case stream
        /// An O_TMPFILE file, named at commit.
        case unnamed
        /// A temporary file by this name.
        case named(String)
        /// Committed or discarded.
        case closed
    }

    /// Opens a temporary file next to `path` (or `path` itself when it is a stream).
    /// - Parameters:
    ///   - permissions: mode bits such as `0o644`; nil keeps an existing
    ///     file's mode, or uses 0o666 minus the umask for a new file.
    ///   - durability: whether `commit()` waits until the file is on the disk.
    public convenience init(replacing path: String, permissions: Int? = nil,
                            durability: AtomicFile.Durability = .synced) throws(FileWriteError) {
        try self.init(replacing: path, as: PathStatus(atPath: path), permissions: permissions, durability: durability)
    }

    /// As `init(replacing:permissions:durability:)` with `path` already
    /// looked at (`status`): it is not looked at again.
    package init(replacing path: String, as status: PathStatus, permissions: Int? = nil,
                 durability: AtomicFile.Durability = .synced) throws(FileWriteError) {
        self.path = path
        self.durability = durability
        (folder, name) = AtomicFile.split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw FileWriteError(path: path, reason: .invalidPath)
        }
        switch status.kind {
        case .folder: throw FileWriteError(path: path, reason: .isDirectory)
        case .other: throw FileWriteError(path: path, reason: .notAFile)
        case .stream:
            descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileWriteError(path: path, errno: errno, folder: folder) }
            state = .stream
            return
        case .regular, .missing:
            break
        }
        var folderInfo = stat()
        if stat(folder, &folderInfo) != 0 {
            throw FileWriteError(path: path, errno: errno, folder: folder)
        }
        guard (folderInfo.st_mode & S_IFMT) == S_IFDIR else {
            throw FileWriteError(path: path, reason: .notAFolder(folder))
        }
        (descriptor, state) = try Self.createTemporary(folder: folder, name: name, path: path)
        let mode: mode_t? = permissions.map { mode_t($0 & 0o7777) } ?? status.permissions
        if let mode, fchmod(descriptor, mode) != 0 {
            let failure = FileWriteError(path: path, errno: errno, folder: folder)
            discard()
            throw failure
        }
    }

    deinit { discard() }

    /// Adds `bytes` to the file.
    public func append(_ bytes: [UInt8]) throws(FileWriteError) {
        guard descriptor >= 0 else { throw FileWriteError(path: path, errno: EBADF, folder: folder) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    // 0 bytes written without an error means no space.
                    failure = written < 0 ? errno : ENOSPC
                    return
                }
            }
        }
        if failure != 0 {
            discard()
            throw FileWriteError(path: path, errno: failure, folder: folder)
        }
    }

    /// Puts the file in place of the destination (syncing it first for
    /// `.synced`). On failure the destination is untouched and the temporary gone.
    public func commit() throws(FileWriteError) {
        do throws(FileWriteError) {
            switch state {
            case .closed:
                throw FileWriteError(path: path, errno: EBADF, folder: folder)
            case .stream:
                try closeDescriptor()
                state = .closed
                return
            case .unnamed, .named:
                break
            }
            // EINVAL: this file system cannot sync (e.g. some pseudo file
            // systems); the data is still written.
            if durability == .synced, fsync(descriptor) != 0, errno != EINVAL {
                throw FileWriteError(path: path, errno: errno, folder: folder)
            }
            if case .unnamed = state { state = .named(try linkUnnamed()) }
            try closeDescriptor()
            guard case .named(let temporary) = state else { return }
            if rename(temporary, path) != 0 { throw FileWriteError(path: path, errno: errno, folder: folder) }
            state = .closed
        } catch {
            discard()
            throw error
        }
        if durability == .synced { Self.syncFolder(folder) }
    }

    /// Removes the temporary file; the destination is untouched.
    public func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if case .named(let temporary) = state { unlink(temporary) }
        state = .closed
    }

    /// close can report deferred write errors (NFS, quotas).
    private func closeDescriptor() throws(FileWriteError) {
        let result = close(descriptor)
        descriptor = -1
        if result != 0, errno != EINTR { throw FileWriteError(path: path, errno: errno, folder: folder) }
    }

    private static func temporaryPath(folder: String, name: String) -> String {
        var generator = SystemRandomNumberGenerator()
        return (folder == "/" ? "/" : folder + "/") + TemporaryName.make(for: name, suffix: generator.next())
    }

    /// An unnamed file in `folder` when the system has them, else ".NAME.tmp-XXXXXXXX".
    /// O_EXCL with a random suffix instead of mkstemp, so the umask applies to new files.
    private static func createTemporary(folder: String, name: String, path: String) throws(FileWriteError) -> (Int32, State) {
        #if os(Linux)
        if canNameUnnamedFiles {
            let fd = open(folder, __O_TMPFILE | O_DIRECTORY | O_WRONLY | O_CLOEXEC, mode_t(0o666))
            if fd >= 0 { return (fd, .unnamed) }
            // EOPNOTSUPP, EISDIR (older kernels): a named file below says what else is wrong.
        }
        #endif
        for _ in 0..<16 {
            let temporary = temporaryPath(folder: folder, name: name)
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o666))
            if fd >= 0 { return (fd, .named(temporary)) }
            if errno != EEXIST { throw FileWriteError(path: path, errno: errno, folder: folder) }
        }
        throw FileWriteError(path: path, errno: EEXIST, folder: folder)
    }

    #if os(Linux)
    /// An unnamed file is named through /proc/self/fd (linkat with
    /// AT_EMPTY_PATH needs a capability); without /proc it is not used.
    private static let canNameUnnamedFiles = access("/proc/self/fd", X_OK) == 0
    #endif

    /// Gives the unnamed file a temporary name in its folder; the rename that follows replaces the destination.
    private func linkUnnamed() throws(FileWriteError) -> String {
        #if os(Linux)
        let source = "/proc/self/fd/\(descriptor)"
        for _ in 0..<16 {
            let temporary = Self.temporaryPath(folder: folder, name: name)
            if linkat(AT_FDCWD, source, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 { return temporary }
            if errno != EEXIST { throw FileWriteError(path: path, errno: errno, folder: folder) }
        }
        #endif
        throw FileWriteError(path: path, errno: EEXIST, folder: folder)
    }

    /// Makes the rename itself durable. Best effort: some file systems do not
    /// allow opening or syncing a folder, and the file is already in place.
    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

/// The C library's write(2).
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
