#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WorkoutModel
import WorkoutStorage

/// A file read through one fixed-size buffer, so an import uses the same
/// memory for a 1 KB file and a 1 GB one. Readers track their own line and
/// column; this only hands out bytes.
final class ByteInput {
    static let chunkSize = 1 << 18

    /// The path as given (used in messages).
    let path: String
    private let descriptor: Int32
    let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Next unread byte in `buffer`.
    var position = 0
    /// End of the valid bytes in `buffer`.
    var limit = 0
    private(set) var reachedEnd = false
    /// Bytes consumed before `buffer[0]` (for progress).
    private(set) var consumedBefore = 0
    /// File size when opened (for progress), nil when unknown.
    let size: Int?
    /// A regular file's stamp when opened: at its end it must be the same.
    private let stamp: FileStamp?

    /// Opens `path`, named `name` in messages (the file given, for a copy of a stream).
    init(path: String, name: String? = nil) throws(ImportError) {
        self.path = name ?? path
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw ImportError(file: name ?? path, .input(.cannotOpen(reason: String(cString: strerror(errno)))))
        }
        var info = stat()
        if fstat(fd, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                close(fd)
                throw ImportError(file: name ?? path, .input(.directory))
            }
            size = Int(info.st_size)
            stamp = (info.st_mode & S_IFMT) == S_IFREG ? FileStamp(info) : nil
        } else {
            size = nil
            stamp = nil
        }
        descriptor = fd
        buffer = .allocate(capacity: ByteInput.chunkSize)
    }

    deinit {
        buffer.deallocate()
        close(descriptor)
    }

    /// Bytes read so far.
    var offset: Int { consumedBefore + position }

    /// Refills the buffer, keeping the unread bytes. False at end of file.
    func refill() throws(ImportError) -> Bool {
        if reachedEnd { return position < limit }
        let kept = limit - position
        if kept > 0, position > 0, let base = buffer.baseAddress {
            memmove(base, base + position, kept)
        }
        consumedBefore += position
        position = 0
        limit = kept
        while limit < buffer.count {
            let got = read(descriptor, buffer.baseAddress! + limit, buffer.count - limit)
            if got < 0 {
                if errno == EINTR { continue }
                throw ImportError(file: path, .input(.cannotRead(reason: String(cString: strerror(errno)), stream: false)))
            }
            if got == 0 {
                reachedEnd = true
                if let stamp, FileStamp(descriptor: descriptor) != stamp { throw .changedWhileRead(path) }
                break
            }
            limit += got
            // One read per refill is enough; don't block filling the rest.
            break
        }
        return position < limit
    }

    /// The next byte without consuming it, nil at end of file.
    @inline(__always)
    func peek() throws(ImportError) -> UInt8? {
        if position < limit { return buffer[position] }
        guard try refill() else { return nil }
        return buffer[position]
    }

    /// Makes sure at least `count` bytes (or the rest of the file) are buffered.
    func ensure(_ count: Int) throws(ImportError) {
        while limit - position < count, !reachedEnd {
            if try !refill() { return }
        }
    }

    /// Steps over a UTF-8 byte-order mark at the start of the file, as
    /// Windows editors write one.
    func skipByteOrderMark() throws(ImportError) {
        try ensure(3)
        guard offset == 0, limit - position >= 3 else { return }
        if buffer[position] == 0xEF, buffer[position + 1] == 0xBB, buffer[position + 2] == 0xBF { position += 3 }
    }

    /// The buffered, unread bytes (for sniffing the start of a file).
    var available: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[position..<limit])
    }
}
