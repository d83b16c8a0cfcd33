#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output file written atomically: bytes go to a temporary file in the
/// same folder, which is synced and renamed over the target only when
/// complete, so readers see the old file or the new one, never half.
/// A named pipe or a character device (`/dev/stdout`, `/dev/null`) is
/// written as a stream instead, and never replaced.
final class ExportFile {
    let path: String
    /// nil when writing straight into a pipe or device.
    private let temporary: String?
    private var descriptor: Int32

    init(replacing path: String) throws(ExportError) {
        self.path = path
        var info = stat()
        let exists = stat(path, &info) == 0
        let type = info.st_mode & S_IFMT
        if exists, type == S_IFDIR {
            throw ExportError("cannot write \(path): it is a folder")
        }
        if exists, type == S_IFIFO || type == S_IFCHR {
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw ExportError("cannot write \(path): \(ExportFile.reason(errno))") }
            descriptor = fd
            temporary = nil
            return
        }
        if exists, type != S_IFREG {
            throw ExportError("cannot write \(path): it is not a regular file, a pipe or a character device")
        }
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw ExportError("cannot write \(path): \(ExportFile.reason(errno))")
        }
        descriptor = fd
        temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        fchmod(fd, 0o644)
    }

    func append(_ bytes: [UInt8]) throws(ExportError) {
        try ExportFile.writeAll(bytes, to: descriptor, path: path)
    }

    /// Syncs and renames the temporary file over the target.
    func commit() throws(ExportError) {
        guard let temporary else {
            close(descriptor)
            descriptor = -1
            return
        }
        guard fsync(descriptor) == 0 else { throw failure("cannot sync") }
        close(descriptor)
        descriptor = -1
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot replace")
            unlink(temporary)
            throw error
        }
    }

    /// Removes the temporary file; the target is untouched.
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if let temporary { unlink(temporary) }
    }

    deinit {
        if descriptor >= 0 { discard() }
    }

    private func failure(_ what: String) -> ExportError {
        ExportError("\(what) \(path): \(ExportFile.reason(errno))")
    }

    /// The same words the chart writer (`PNGCodec.FileWriteError`) uses for these errors.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "its folder does not exist"
        case EISDIR: "it is a folder"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case ENOSPC, EDQUOT: "no space left on the device (disk full)"
        case EFBIG: "the file exceeds the file size limit (EFBIG)"
        default: "\(String(cString: strerror(code))) (errno \(code))"
        }
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(ExportError) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                write(fd, raw.baseAddress! + written, raw.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw ExportError("cannot write \(path): \(reason(errno))")
            }
            written += result
        }
    }
}
