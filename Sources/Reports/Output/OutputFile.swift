#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FileOutput
import PNGCodec

/// Writing a chart: atomically, to standard output for "-", and never over a
/// file of another kind (a PNG replaces only a PNG, an SVG only an SVG)
/// unless forced. A named pipe or a character device (`/dev/stdout`,
/// `/dev/null`) is written into as a stream and never replaced, forced or not.
///
/// A chart is made again from the log on demand, so it is replaced without
/// waiting for the disk (`AtomicFile.Durability.replaced`): readers never see
/// half a file, and a power cut can lose only the newest image, never the log.
package enum OutputFile {
    /// `name` inside `folder` (nil: the current folder).
    package static func path(folder: String?, name: String) -> String {
        guard let folder, !folder.isEmpty, folder != "." else { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Writes `bytes` to `path` ("-" is standard output), looked at once:
    /// unless `force`, an existing file of another kind is refused.
    package static func write(_ bytes: [UInt8], to path: String, format: ChartFormat, force: Bool) throws(ReportsError) {
        let target = OutputTarget(path)
        if !force { try checkReplaceable(target, format: format) }
        try write(bytes, to: target, format: format)
    }

    /// Writes `bytes` to `target` as it was looked at, not looking again;
    /// the caller has checked it may be replaced (`checkReplaceable`) or forces.
    package static func write(_ bytes: [UInt8], to target: OutputTarget, format: ChartFormat) throws(ReportsError) {
        guard let status = target.status else {
            if format == .png && isatty(STDOUT_FILENO) == 1 {
                throw ReportsError(OutputProblem.pngToTerminal(path: "-"))
            }
            try writeAll(bytes, to: STDOUT_FILENO, name: "standard output")
            return
        }
        switch status.kind {
        case .stream:
            try writeStream(bytes, to: target.path, format: format)
            return
        case .other:
            throw ReportsError(OutputProblem.notWritable(path: target.path))
        case .folder, .regular, .missing:
            break
        }
        do {
            try AtomicFile.write(bytes, toFile: target.path, as: status, durability: .replaced)
        } catch {
            throw ReportsError(error)
        }
    }

    /// Refuses `target` when it is the log at `log` or one of its companion
    /// files, by any name (a symbolic or hard link too), forced or not: an
    /// image there would replace the training it is drawn from.
    package static func checkNotTheLog(_ target: OutputTarget, log: String) throws(ReportsError) {
        guard target.status?.kind == .regular, let suffix = FileIdentity.databaseFile(at: target.path, of: log) else { return }
        throw ReportsError(OutputProblem.isTheLog(path: target.path, log: log + suffix))
    }

    /// Refuses to replace an existing file that is not the same kind of output.
    package static func checkReplaceable(_ path: String, format: ChartFormat) throws(ReportsError) {
        try checkReplaceable(OutputTarget(path), format: format)
    }

    /// As `checkReplaceable(_:format:)`, from the look `target` holds.
    package static func checkReplaceable(_ target: OutputTarget, format: ChartFormat) throws(ReportsError) {
        switch format {
        case .png:
            try checkReplaceable(target, holding: "a PNG image") { $0.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }
        case .svg:
            try checkReplaceable(target, holding: "an SVG image", recognizedBy: looksLikeSVG)
        }
    }

    /// Refuses to replace an existing file whose first 512 bytes `recognizes`
    /// does not accept (`kind` names what it accepts, "a PNG image"), a
    /// folder, or a file nothing is written to. A missing file or a stream passes.
    package static func checkReplaceable(_ path: String, holding kind: String,
                                        recognizedBy recognizes: ([UInt8]) -> Bool) throws(ReportsError) {
        try checkReplaceable(OutputTarget(path), holding: kind, recognizedBy: recognizes)
    }

    /// As `checkReplaceable(_:holding:recognizedBy:)`, from the look `target` holds.
    package static func checkReplaceable(_ target: OutputTarget, holding kind: String,
                                        recognizedBy recognizes: ([UInt8]) -> Bool) throws(ReportsError) {
        let path = target.path
        switch target.kind {
        case .missing, .stream: return   // nothing there yet, or written into, not replaced
        case .folder: throw ReportsError(OutputProblem.folder(path: path))
        case .other: throw ReportsError(OutputProblem.notWritable(path: path))
        case .regular: break
        }
        if !recognizes(readHead(path, count: 512)) {
            throw ReportsError(OutputProblem.existsNotKind(path: path, kind: kind))
        }
    }

    /// JSON text (a RepChart export, or any other JSON a backup may have
    /// been): after white space or a BOM, `{` or `[`; an empty file too.
    package static func looksLikeJSON(_ head: [UInt8]) -> Bool {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        bytes = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        return bytes.isEmpty || bytes.first == UInt8(ascii: "{") || bytes.first == UInt8(ascii: "[")
    }

    /// A CSV file is text whose first line holds a comma or semicolon (an empty file counts too).
    package static func looksLikeCSV(_ head: [UInt8]) -> Bool {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard !bytes.isEmpty else { return true }
        guard !bytes.contains(0), String(validating: Array(bytes.prefix(while: { $0 != 0x0A && $0 != 0x0D })), as: UTF8.self) != nil
        else { return false }
        let first = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        return first.contains(UInt8(ascii: ",")) || first.contains(UInt8(ascii: ";"))
    }

    /// An SVG document starts (after white space or a BOM) with an XML
    /// declaration, a comment or `<svg`, and mentions `<svg` early on.
    static func looksLikeSVG(_ head: [UInt8]) -> Bool {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        bytes = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        guard bytes.first == UInt8(ascii: "<") else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains("<svg")
    }

    static func readHead(_ path: String, count: Int) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: count)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, count) }
        return n > 0 ? Array(buffer[0..<n]) : []
    }

    /// Writes into a pipe or device as it is: no temporary file, no rename.
    static func writeStream(_ bytes: [UInt8], to path: String, format: ChartFormat) throws(ReportsError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ReportsError(OutputProblem.cannotOpen(path: path, reason: String(cString: strerror(errno)))) }
        defer { close(fd) }
        if format == .png && isatty(fd) == 1 {
            throw ReportsError(OutputProblem.pngToTerminal(path: path))
        }
        try writeAll(bytes, to: fd, name: path)
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32, name: String) throws(ReportsError) {
        let failure: Int32 = bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let n = systemWrite(fd, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
        if failure != 0 {
            throw ReportsError(OutputProblem.cannotWrite(name: name, reason: String(cString: strerror(failure))))
        }
    }

    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }

    /// The config file's `outputFolder` is used as it is, never created: a
    /// folder that is not there is a mistake in the config, as `-o` into a
    /// missing folder is.
    package static func requireConfiguredFolder(_ folder: String) throws(ReportsError) {
        switch FileKind(atPath: folder) {
        case .folder: return
        case .missing:
            throw ReportsError(OutputProblem.configuredFolderMissing(folder))
        default:
            throw ReportsError(OutputProblem.configuredFolderNotFolder(folder))
        }
    }

    /// Creates `folder` and its parents when missing (`Folder.make`).
    package static func makeFolder(_ folder: String) throws(ReportsError) {
        do {
            try Folder.make(folder)
        } catch {
            switch error {
            case .notAFolder(let folder): throw ReportsError(OutputProblem.notAFolder(folder))
            case .cannotCreate(let folder, let why): throw ReportsError(OutputProblem.cannotCreateFolder(folder, reason: why))
            }
        }
    }
}
