#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An output file that could not be written. Nothing was changed at `path`.
///
/// `description` is one line naming the path and the reason, e.g.
/// `cannot write /tmp/out/chart.png: the folder /tmp/out does not exist`.
public struct FileWriteError: Error, CustomStringConvertible, Sendable, Hashable {
    /// Why a write failed, as far as the file system says.
    public enum Reason: Sendable, Hashable {
        /// The folder that should hold the file does not exist.
        case folderMissing(String)
        /// Something on the way to the file is not a folder.
        case notAFolder(String)
        /// The destination is a folder, not a file.
        case isDirectory
        /// No permission to create files in the folder (or replace the file).
        case permissionDenied
        /// The file system is mounted read-only.
        case readOnlyFileSystem
        /// ENOSPC or EDQUOT: no space left (or quota exceeded).
        case diskFull
        /// EFBIG: the file is larger than the file size limit allows.
        case fileTooLarge
        /// The path is empty or names no file.
        case invalidPath
        /// The destination is a socket or a block device: neither replaced
        /// nor written into.
        case notAFile
        /// Any other system error, with its errno.
        case system(errno: Int32, message: String)
    }

    /// The destination that was being written.
    public let path: String
    /// Why the write failed.
    public let reason: Reason

    /// A failure to write `path`, for `reason`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// Maps an errno from open/write/fsync/rename to a reason; `folder`
    /// holds `path` (named when it is missing or not a folder).
    public init(path: String, errno code: Int32, folder: String) {
        let reason: Reason = switch code {
        case ENOENT: .folderMissing(folder)
        case ENOTDIR: .notAFolder(folder)
        case EISDIR: .isDirectory
        case EACCES, EPERM: .permissionDenied
        case EROFS: .readOnlyFileSystem
        case ENOSPC, EDQUOT: .diskFull
        case EFBIG: .fileTooLarge
        default: .system(errno: code, message: String(cString: strerror(code)))
        }
        self.init(path: path, reason: reason)
    }

    public var description: String {
        let why: String = switch reason {
        case .folderMissing(let folder): "the folder \(folder) does not exist"
        case .notAFolder(let folder): "\(folder) is not a folder"
        case .isDirectory: "it is a folder"
        case .permissionDenied: "permission denied"
        case .readOnlyFileSystem: "the file system is read-only"
        case .diskFull: "no space left on the device (disk full)"
        case .fileTooLarge: "the file exceeds the file size limit (EFBIG)"
        case .invalidPath: "the path names no file"
        case .notAFile: "it is not a regular file, a pipe or a character device"
        case .system(let code, let message): "\(message) (errno \(code))"
        }
        return "cannot write \(path): \(why)"
    }
}
