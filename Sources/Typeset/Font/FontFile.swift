#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads a whole font file with POSIX calls (no Foundation copy), with an
/// errno-based reason on failure.
enum FontFile {
    /// Fonts larger than this are refused before allocating (hostile sizes).
    static let maxBytes = 256 << 20

    static func read(_ path: String) throws(FontError.Reason) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .init("cannot open: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .init("cannot stat: \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .init("not a regular file") }
        let size = Int(info.st_size)
        guard size <= maxBytes else { throw .init("file is \(size) bytes, more than the \(maxBytes)-byte limit") }
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
        if failure != 0 { throw .init("read failed: \(String(cString: strerror(failure)))") }
        return bytes
    }
}
