import Foundation

/// What is at a path, as far as opening a log there goes: only a regular file
/// is a database; a named pipe would block SQLite's first read and a device
/// (`/dev/null`) reads as an empty database.
enum StoreFileKind: Equatable, CustomStringConvertible {
    case missing, regular, folder, namedPipe, device, socket, other

    /// The kind of what `path` names (symbolic links followed).
    init(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .namedPipe
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// "a folder", "a named pipe (FIFO)"… for "PATH is …".
    var description: String {
        switch self {
        case .missing: "missing"
        case .regular: "a file"
        case .folder: "a folder"
        case .namedPipe: "a named pipe (FIFO)"
        case .device: "a device"
        case .socket: "a socket"
        case .other: "a special file"
        }
    }
}
