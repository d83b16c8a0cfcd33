import CMemoryFile
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file a stream is copied into (`ImportInput`), in `$TMPDIR`
/// or /tmp. It never has a name on Linux: an unnamed file in that folder
/// (O_TMPFILE), or, where the folder's file system cannot make one (some
/// network and FUSE file systems), a file in memory (memfd), read again
/// through `/proc/self/fd`: a signal, a kill or a crash leaves nothing behind.
/// Elsewhere it is unlinked right after it is made, or, where even that
/// cannot be read again, a named file removed when the import ends.
struct Spool {
    /// Open for reading and writing.
    let descriptor: Int32
    /// Where a reader opens it: `/proc/self/fd/N`, or its name.
    let path: String
    /// Whether it still has a name in the folder (to remove at the end).
    let named: Bool

    init(name: String) throws(ImportError) {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        #if os(Linux)
        if let unnamed = Spool.readAgain(open(folder, __O_TMPFILE | O_RDWR | O_CLOEXEC, mode_t(0o600))) {
            (descriptor, path, named) = (unnamed.descriptor, unnamed.path, false)
            return
        }
        // Not a named file unlinked at once: blocking the signals that end a
        // process does not close that window for good (ThreadSanitizer's
        // runtime unblocks SIGPIPE inside its own calls, and a thread that
        // does not block them takes them).
        if let memory = Spool.readAgain(rc_memory_file("repchart-import")) {
            (descriptor, path, named) = (memory.descriptor, memory.path, false)
            return
        }
        #endif
        // The file has a name from mkstemp until the unlink below: a signal in
        // between would leave it behind, so the signals that end a process
        // wait until it has none (the import runs on one thread here).
        var ending = Spool.endingSignals, previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &ending, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var template = Array((folder + "/repchart-import-XXXXXX").utf8CString)
        let output = mkstemp(&template)
        guard output >= 0 else {
            throw ImportError(file: name, .input(.cannotMakeTemporaryCopy(folder: folder, reason: String(cString: strerror(errno)))))
        }
        let made = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let reopen = "/proc/self/fd/\(output)"
        if access(reopen, R_OK) == 0, unlink(made) == 0 {
            (descriptor, path, named) = (output, reopen, false)
        } else {
            (descriptor, path, named) = (output, made, true)
        }
    }

    /// An unnamed file just made (or a failure's -1) with the path that reads
    /// it again, when `/proc/self/fd` can; otherwise closed, and nil.
    private static func readAgain(_ descriptor: Int32) -> (descriptor: Int32, path: String)? {
        guard descriptor >= 0 else { return nil }
        let path = "/proc/self/fd/\(descriptor)"
        if access(path, R_OK) == 0 { return (descriptor, path) }
        close(descriptor)
        return nil
    }

    /// The asynchronous signals whose default action ends the process.
    static var endingSignals: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2,
                       SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF] {
            sigaddset(&set, signal)
        }
        return set
    }

    /// Closes it (and removes its name, if it has one).
    func remove() {
        if named { unlink(path) }
        close(descriptor)
    }
}
