import GRDB
import WorkoutModel

/// The store's errors from GRDB's: SQLite's result codes as `StoreError`s.
extension StoreError {
    /// Wraps an error thrown inside a database access to the file at `path`.
    package init(_ error: any Error, path: String) {
        if let store = error as? StoreError {
            self = store
        } else if let db = error as? DatabaseError {
            switch db.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy
            case .SQLITE_NOTADB: self = .cannotOpen(path: path, reason: "not a database file")
            case .SQLITE_CORRUPT:
                // The header often says more precisely what is wrong (a cut-off file).
                self = .damaged(path: path, reason: FileHeader.problem(path: path) ?? StoreError.reason(db))
            case .SQLITE_FULL: self = .diskFull(path: path)
            case .SQLITE_READONLY: self = .readOnly(path: path)
            case .SQLITE_IOERR where db.extendedResultCode != .SQLITE_IOERR_READ
                                    && db.extendedResultCode != .SQLITE_IOERR_SHORT_READ:
                // SQLite does not keep errno here; a full disk and `ulimit -f` both end up as this.
                self = .writeFailed(path: path)
            default: self = .failed(path: path, reason: StoreError.reason(db))
            }
        } else if error is RowDecodingError {
            // GRDB found a NULL or a value of another type where the schema promises one.
            self = .damaged(path: path, reason: "a stored value is missing or of the wrong type")
        } else {
            self = .database(String(describing: error))
        }
    }

    /// `error` as the store's error when it came from the store (SQLite, a
    /// stored value, or the store's own refusal), else nil.
    package init?(storeFailure error: any Error, path: String) {
        guard error is StoreError || error is DatabaseError || error is RowDecodingError else { return nil }
        self.init(error, path: path)
    }

    /// SQLite's words for `error`, without GRDB's "while executing" suffix.
    static func reason(_ error: DatabaseError) -> String {
        error.resultCode == .SQLITE_NOTADB ? "not a database file" : error.message ?? "\(error.resultCode)"
    }
}
