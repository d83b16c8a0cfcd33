import FileOutput
import Foundation

/// A log whose write-ahead log holds changes, read where its `-shm` is
/// missing and cannot be made (a crash, then a read-only mount or folder):
/// SQLite reads a `-wal` only beside its `-shm`, so it answers "unable to
/// open database file", which reads as a damaged log. Named for what it is.
enum UnreadableWAL {
    /// Why `path` cannot be read, when that is the reason; else nil.
    static func reason(path: String) -> String? {
        var info = stat()
        guard stat(path + "-wal", &info) == 0, info.st_size > 0, !FileManager.default.fileExists(atPath: path + "-shm"),
              access(Folder.containing(path), W_OK) != 0 else { return nil }
        return "its changes in \(path)-wal can be read only beside a \(path)-shm file, which this folder does not "
            + "let RepChart make; copy the log and its -wal to a folder you can write, and read the copy"
    }
}
