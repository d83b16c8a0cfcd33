#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Opens a font file with POSIX calls (no Foundation copy), with an
/// errno-based reason on failure: mapped when a package owns it, else read.
enum FontFile {
    /// Fonts larger than this are refused before allocating (hostile sizes).
    static let maxBytes = 256 << 20

    /// Folders whose files packages own: replaced by renaming, never cut
    /// short in place, so mapping them is safe (see `FontData`).
    static let packagedFolders = ["/usr/share/fonts/"]

    static func data(_ path: String) throws(FontError.Reason) -> FontData {
        // O_NONBLOCK: opening a named pipe would wait for a writer forever;
        // this way it opens at once and is refused as not a regular file.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .init(.fileUnreadable(.cannotOpen(reason: String(cString: strerror(errno))))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .init(.fileUnreadable(.cannotStat(reason: String(cString: strerror(errno))))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .init(.fileUnreadable((info.st_mode & S_IFMT) == S_IFIFO ? .namedPipe : .notRegularFile))
        }
        let size = Int(info.st_size)
        guard size <= maxBytes else { throw .init(.fileUnreadable(.tooLarge(bytes: size, limit: maxBytes))) }
        if size > 0, packagedFolders.contains(where: { path.hasPrefix($0) }),
           let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED {
            return FontData(mapped: UnsafeRawPointer(mapped), length: size)
        }
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let n = systemRead(fd, buffer.baseAddress! + done, size - done)
                if n < 0 { if errno == EINTR { continue }; failure = errno; break }
                if n == 0 { break }
                done += n
            }
            initialized = done
        }
        if failure != 0 { throw .init(.fileUnreadable(.readFailed(reason: String(cString: strerror(failure))))) }
        return FontData(copying: bytes)
    }
}
