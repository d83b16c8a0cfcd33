import GRDB
import WorkoutModel

/// The read transaction `WorkoutStore.readingOneSnapshot` holds open, so the
/// store's reads made inside it (on the same thread) join it instead of
/// beginning their own.
final class OpenSnapshot: @unchecked Sendable {
    // Unchecked: the connection is only used on the thread that set it, inside
    // the read that opened it (a task-local is never seen by other threads).
    let db: Database
    let store: ObjectIdentifier

    init(db: Database, store: ObjectIdentifier) {
        self.db = db
        self.store = store
    }

    @TaskLocal static var current: OpenSnapshot?
}
