#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WorkoutModel
import FileOutput

/// Where an export goes: a file replaced atomically and synced
/// (`AtomicFileWriter`: it keeps the mode of the file it replaces, a new one
/// is 0600 as the log is, and a killed export leaves nothing behind), a pipe or
/// a device as a stream, or standard output.
enum ExportOutput {
    /// Writes the pieces `body` produces to `path`, in place of it only when all are written.
    static func write(toFile path: String, _ body: ((([UInt8]) throws(ExportError) -> Void)) throws(ExportError) -> Void)
        throws(ExportError) {
        let file: AtomicFileWriter
        // A backup holds the log's private data: a new one is made private.
        let permissions: Int? = FileKind(atPath: path) == .missing ? 0o600 : nil
        do throws(FileWriteError) {
            file = try AtomicFileWriter(replacing: path, permissions: permissions)
        } catch { throw ExportError(error.description) }
        do throws(ExportError) {
            try body { bytes throws(ExportError) in
                do throws(FileWriteError) { try file.append(bytes) } catch { throw ExportError(error.description) }
            }
            do throws(FileWriteError) { try file.commit() } catch { throw ExportError(error.description) }
        } catch {
            file.discard()
            throw error
        }
    }

    /// Writes `bytes` to standard output, whole.
    static func writeToStandardOutput(_ bytes: [UInt8]) throws(ExportError) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                systemWrite(STDOUT_FILENO, raw.baseAddress! + written, raw.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw ExportError(FileWriteError(path: "standard output", errno: errno, folder: ".").description)
            }
            written += result
        }
    }
}

/// The C library's write(2).
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
