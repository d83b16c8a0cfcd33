import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WorkoutModel
import WorkoutStorage

/// Where an import's bytes are read from. An import reads its file more than
/// once (the header, the sets, again after a bulk-load retry), so a stream
/// (`-` for standard input, a pipe, a FIFO, a device) is first copied whole
/// into a temporary file: every byte is read once, and a stream that fails
/// part-way refuses the import instead of importing part of it. A UTF-16
/// file with a byte-order mark (an Excel re-save) is transcoded to UTF-8 the
/// same way; lines and columns stay those of the file.
///
/// The copy is checked as it arrives: binary bytes in its first block are
/// refused at once, and a stream longer than `spoolLimit` is refused when it
/// passes it. The copy has no name (O_TMPFILE, or unlinked as soon as it is
/// made), so a killed or interrupted import leaves nothing in `$TMPDIR`.
struct ImportInput {
    /// The most a stream may hold (1 GiB, docs/IMPORTS.md): a regular file has
    /// no such limit, since it is read where it is.
    static let spoolLimit = 1 << 30

    /// The name used in messages: the path as given, `stdin` for `-`.
    let name: String
    /// The file to read: the path itself, or the temporary copy.
    let path: String
    /// The open copy, unlinked at once where `/proc/self/fd` can reopen it,
    /// so a killed import leaves no file behind; -1 for the file itself.
    private let copyDescriptor: Int32
    private let named: Bool

    /// The file's size and modification time when opened (nil for a stream,
    /// a folder or a copy): a file that changes while it is imported is refused.
    let stamp: FileStamp?

    /// Opens `file` (`-` is standard input), copying it when it is not a
    /// regular UTF-8 file; a stream is refused past `spoolLimit` bytes.
    init(_ file: String, spoolLimit: Int = ImportInput.spoolLimit) throws(ImportError) {
        name = file == "-" ? "stdin" : file
        let descriptor = file == "-" ? dup(STDIN_FILENO) : open(file, O_RDONLY)
        guard descriptor >= 0 else {
            throw ImportError(file: name, .input(.cannotOpen(reason: String(cString: strerror(errno)))))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw ImportError(file: name, .input(.cannotRead(reason: String(cString: strerror(errno)), stream: false)))
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR {
            // A folder of Hevy's API pages; `ImportFile` reads or refuses it.
            (path, copyDescriptor, named, stamp) = (file, -1, false, nil)
            return
        }
        let encoding = try ImportInput.encoding(descriptor, regular: kind == S_IFREG, name: name)
        if kind == S_IFREG, encoding == nil {
            path = file
            copyDescriptor = -1
            named = false
            stamp = FileStamp(info)
            return
        }
        let spool = try Spool(name: name)
        copyDescriptor = spool.descriptor
        (path, named) = (spool.path, spool.named)
        do throws(ImportError) {
            try ImportInput.copy(descriptor, into: spool, transcoding: encoding, limit: spoolLimit, name: name)
        } catch {
            spool.remove()
            throw error
        }
        // A UTF-16 file is copied too: it may not change while it is.
        if kind == S_IFREG, FileStamp(descriptor: descriptor) != FileStamp(info) {
            spool.remove()
            throw ImportError.changedWhileRead(name)
        }
        stamp = nil   // the copy is read, and it does not change
    }

    /// Removes the temporary copy, if any; call when the import is over.
    func remove() {
        if named { unlink(path) }
        if copyDescriptor >= 0 { close(copyDescriptor) }
    }

    /// UTF-16 by its byte-order mark (true: big-endian), nil for anything else.
    /// A regular file is peeked at with `pread`; a stream keeps its bytes for `copy`.
    private static func encoding(_ descriptor: Int32, regular: Bool, name: String) throws(ImportError) -> Bool? {
        guard regular else { return nil }  // a stream's mark is looked at while copying
        var mark: [UInt8] = [0, 0]
        let got = pread(descriptor, &mark, 2, 0)
        guard got == 2 else { return nil }
        return utf16(mark[0], mark[1])
    }

    private static func utf16(_ first: UInt8, _ second: UInt8) -> Bool? {
        if first == 0xFF, second == 0xFE { return false }
        if first == 0xFE, second == 0xFF { return true }
        return nil
    }

    /// Copies everything `descriptor` holds into `spool`, as UTF-8 when it
    /// is UTF-16 (`bigEndian` given, or found at a stream's start); binary or
    /// unrecognizable text at the start and a stream longer than `limit` are refused.
    private static func copy(_ descriptor: Int32, into spool: Spool, transcoding bigEndian: Bool?,
                             limit: Int, name: String) throws(ImportError) {
        var transcoder = bigEndian.map { UTF16Transcoder(bigEndian: $0) }
        var first = true
        var head: [UInt8] = []
        var headChecked = false
        var copied = 0
        let size = 1 << 16
        var buffer = [UInt8](repeating: 0, count: size)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, size) }
            if got < 0 {
                if errno == EINTR { continue }
                throw ImportError(file: name, .input(.cannotRead(reason: String(cString: strerror(errno)), stream: true)))
            }
            if got == 0 { break }
            let chunk = buffer[0..<got]
            if first, transcoder == nil, got >= 2, let big = utf16(chunk[0], chunk[1]) {
                transcoder = UTF16Transcoder(bigEndian: big)
            }
            first = false
            var text = chunk
            if var active = transcoder {
                text = try active.feed(chunk, name: name)[...]
                transcoder = active
            }
            if !headChecked {
                head.append(contentsOf: text.prefix(TextHead.blockSize - head.count))
                if head.count >= TextHead.blockSize {
                    try TextHead.refuseBinary(head, complete: false, file: name)
                    try TextHead.refuseUnrecognized(head, complete: false, file: name)
                    headChecked = true
                }
            }
            copied += text.count
            if copied > limit {
                throw ImportError(file: name, .input(.streamTooLarge(mebibytes: limit >> 20)))
            }
            try write(spool.descriptor, text, path: spool.path, name: name)
        }
        if let transcoder { try transcoder.finish(name: name) }
        if !headChecked {
            try TextHead.refuseBinary(head, complete: true, file: name)
            try TextHead.refuseUnrecognized(head, complete: true, file: name)
        }
    }

    private static func write(_ output: Int32, _ bytes: ArraySlice<UInt8>, path: String, name: String) throws(ImportError) {
        var done = bytes.startIndex
        while done < bytes.endIndex {
            let wrote = bytes[done...].withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if wrote < 0 {
                if errno == EINTR { continue }
                throw ImportError(file: name, .input(.cannotCopy(path: path, reason: String(cString: strerror(errno)))))
            }
            done += wrote
        }
    }
}

/// UTF-16 bytes in, UTF-8 bytes out, a chunk at a time (a chunk may end
/// inside a code unit or a surrogate pair). The byte-order mark is dropped.
struct UTF16Transcoder {
    let bigEndian: Bool
    private var carry: [UInt8] = []
    private var highSurrogate: UInt16?
    private var started = false
    private var offset = 0

    init(bigEndian: Bool) { self.bigEndian = bigEndian }

    mutating func feed(_ bytes: ArraySlice<UInt8>, name: String) throws(ImportError) -> [UInt8] {
        var input = carry + bytes
        carry = []
        if input.count % 2 == 1 { carry = [input.removeLast()] }
        var output: [UInt8] = []
        output.reserveCapacity(input.count * 3 / 2)
        var index = 0
        while index < input.count {
            let unit = bigEndian ? UInt16(input[index]) << 8 | UInt16(input[index + 1])
                                 : UInt16(input[index + 1]) << 8 | UInt16(input[index])
            index += 2
            offset += 2
            if !started {
                started = true
                if unit == 0xFEFF { continue }
            }
            let scalar: Unicode.Scalar?
            if let high = highSurrogate {
                highSurrogate = nil
                guard (0xDC00...0xDFFF).contains(unit) else { throw broken(name) }
                scalar = Unicode.Scalar(0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00))
            } else if (0xD800...0xDBFF).contains(unit) {
                highSurrogate = unit
                continue
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw broken(name)
            } else {
                scalar = Unicode.Scalar(unit)
            }
            guard let scalar else { throw broken(name) }
            output.append(contentsOf: String(scalar).utf8)
        }
        return output
    }

    func finish(name: String) throws(ImportError) {
        if !carry.isEmpty || highSurrogate != nil { throw broken(name) }
    }

    private func broken(_ name: String) -> ImportError {
        ImportError(file: name, .input(.brokenUTF16(offset: offset)))
    }
}
