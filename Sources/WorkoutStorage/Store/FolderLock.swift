import Foundation
import WorkoutModel

/// An exclusive `flock` on the folder that holds a database, for work that
/// must not run in two processes at once (a schema upgrade and its backup).
///
/// The folder, not the database file: closing any descriptor of the database
/// would drop the POSIX locks SQLite holds on it in this process, and a
/// separate lock file would be left lying around.
struct FolderLock {
    private let descriptor: Int32

    /// Waits until no other process holds the lock on `path`'s folder.
    init(holding path: String) throws(StoreError) {
        let folder = WorkoutStore.folder(of: path)
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .cannotOpen(path: path, reason: "cannot open its folder \(folder): \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .cannotOpen(path: path, reason: "cannot lock its folder \(folder): \(reason)")
        }
    }

    func unlock() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
