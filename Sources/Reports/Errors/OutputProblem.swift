/// A place an image, page or folder cannot be written to.
package enum OutputProblem: Sendable, Equatable {
    /// A PNG image would go to a terminal: `path` is "-" for standard output, or a terminal device.
    case pngToTerminal(path: String)
    /// `path` is a folder, where a file was to be written.
    case folder(path: String)
    /// `path` is neither a regular file, a pipe nor a character device.
    case notWritable(path: String)
    /// `path` holds a file that is not `kind` ("a PNG image"); it is replaced only when forced.
    case existsNotKind(path: String, kind: String)
    /// `path` could not be opened for writing; `reason` is the system's.
    case cannotOpen(path: String, reason: String)
    /// Writing to `name` (a path, or "standard output") failed; `reason` is the system's.
    case cannotWrite(name: String, reason: String)
    /// The configured output folder does not exist (it is never created).
    case configuredFolderMissing(String)
    /// The configured output folder is not a folder.
    case configuredFolderNotFolder(String)
    /// A folder to write into is a file.
    case notAFolder(String)
    /// A folder could not be created; `reason` is the system's.
    case cannotCreateFolder(String, reason: String)
    /// `path` ends in the extension of format `named`, but format `asked` was asked for.
    case formatClash(path: String, named: ChartFormat, asked: ChartFormat)
    /// `path` ends in this image extension (such as "gif"), which no format writes.
    case unsupportedExtension(String)
    /// `path` is the log the output is drawn from, or one of its companion
    /// files (`log` names which), by any name: refused even when forced.
    case isTheLog(path: String, log: String)
}

extension OutputProblem: CustomStringConvertible {
    /// One line naming the place and what is wrong with it.
    package var description: String {
        switch self {
        case .pngToTerminal(let path):
            path == "-" ? "standard output is a terminal; a PNG image is not written to it"
                : "\(path) is a terminal; a PNG image is not written to it"
        case .folder(let path): "cannot write \(path): it is a folder"
        case .notWritable(let path): "cannot write \(path): it is not a regular file, a pipe or a character device"
        case .existsNotKind(let path, let kind): "\(path) already exists and is not \(kind); it is replaced only when forced"
        case .cannotOpen(let path, let reason): "cannot write \(path): \(reason)"
        case .cannotWrite(let name, let reason): "cannot write to \(name): \(reason)"
        case .configuredFolderMissing(let folder): "the configured output folder \(folder) does not exist"
        case .configuredFolderNotFolder(let folder): "the configured output folder \(folder) is not a folder"
        case .notAFolder(let folder): "cannot write into \(folder): it is not a folder"
        case .cannotCreateFolder(let folder, let reason): "cannot create folder \(folder): \(reason)"
        case .formatClash(let path, let named, let asked):
            "\(path) ends in .\(named.rawValue) but the format asked for is \(asked.rawValue); make them agree"
        case .unsupportedExtension(let ext): "cannot write .\(ext) files; use a .png or .svg name, or the png or svg format"
        case .isTheLog(let path, let log):
            "\(path) is the log the output is drawn from (\(log)); write it to another file"
        }
    }
}
