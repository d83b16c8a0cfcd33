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
struct ImportInput {
    /// The name used in messages: the path as given, `stdin` for `-`.
    let name: String
    /// The file to read: the path itself, or the temporary copy.
    let path: String
    /// The open copy, unlinked at once where `/proc/self/fd` can reopen it,
    /// so a killed import leaves no file behind; -1 for the file itself.
    private let copyDescriptor: Int32
    private let named: Bool

    /// Opens `file` (`-` is standard input), copying it when it is not a
    /// regular UTF-8 file.
    init(_ file: String) throws(ImportError) {
        name = file == "-" ? "stdin" : file
        let descriptor = file == "-" ? dup(STDIN_FILENO) : open(file, O_RDONLY)
        guard descriptor >= 0 else {
            throw ImportError(file: name, "cannot open: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw ImportError(file: name, "cannot read: \(String(cString: strerror(errno)))")
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR {
            // A folder of Hevy's API pages; `ImportFile` reads or refuses it.
            (path, copyDescriptor, named) = (file, -1, false)
            return
        }
        let encoding = try ImportInput.encoding(descriptor, regular: kind == S_IFREG, name: name)
        if kind == S_IFREG, encoding == nil {
            path = file
            copyDescriptor = -1
            named = false
            return
        }
        let (copied, descriptorOfCopy) = try ImportInput.copy(descriptor, transcoding: encoding, name: name)
        copyDescriptor = descriptorOfCopy
        let reopen = "/proc/self/fd/\(descriptorOfCopy)"
        if access(reopen, R_OK) == 0, unlink(copied) == 0 {
            path = reopen
            named = false
        } else {
            path = copied
            named = true
        }
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

    /// Copies everything `descriptor` holds into a new temporary file, as
    /// UTF-8 when it is UTF-16 (`bigEndian` given, or found at a stream's start).
    private static func copy(_ descriptor: Int32, transcoding bigEndian: Bool?,
                             name: String) throws(ImportError) -> (path: String, descriptor: Int32) {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/repchart-import-XXXXXX").utf8CString)
        let output = mkstemp(&template)
        guard output >= 0 else {
            throw ImportError(file: name, "cannot make a temporary copy in \(folder): \(String(cString: strerror(errno)))")
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(ImportError) {
            var transcoder = bigEndian.map { UTF16Transcoder(bigEndian: $0) }
            var first = true
            let size = 1 << 16
            var buffer = [UInt8](repeating: 0, count: size)
            while true {
                let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, size) }
                if got < 0 {
                    if errno == EINTR { continue }
                    throw ImportError(file: name, "cannot read: \(String(cString: strerror(errno))) (nothing imported)")
                }
                if got == 0 { break }
                let chunk = buffer[0..<got]
                if first, transcoder == nil, got >= 2, let big = utf16(chunk[0], chunk[1]) {
                    transcoder = UTF16Transcoder(bigEndian: big)
                }
                first = false
                if var active = transcoder {
                    let text = try active.feed(chunk, name: name)
                    transcoder = active
                    try write(output, text[...], path: path, name: name)
                } else {
                    try write(output, chunk, path: path, name: name)
                }
            }
            if let transcoder { try transcoder.finish(name: name) }
        } catch {
            close(output)
            unlink(path)
            throw error
        }
        return (path, output)
    }

    private static func write(_ output: Int32, _ bytes: ArraySlice<UInt8>, path: String, name: String) throws(ImportError) {
        var done = bytes.startIndex
        while done < bytes.endIndex {
            let wrote = bytes[done...].withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if wrote < 0 {
                if errno == EINTR { continue }
                throw ImportError(file: name, "cannot copy to \(path): \(String(cString: strerror(errno))) (nothing imported)")
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
        ImportError(file: name, "UTF-16 text is broken near byte \(offset) (truncated, or not UTF-16); re-save the file as CSV UTF-8")
    }
}
