import Basics

/// Everything the workout store can refuse or fail at, as one line for a person.
///
/// The cases carry the values; `description` words them in the store's terms
/// and names no command or flag (a command line words its own advice).
package enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The database file could not be opened or created.
    case cannotOpen(path: String, reason: String)
    /// No log was named and HOME is not set, so the default place `path` has no folder.
    case noHome(path: String)
    /// No log was named and HOME (`home`) is not a folder that exists.
    case homeNotAFolder(path: String, home: String)
    /// A command that only reads found no file at `path` (and created none).
    case noLog(path: String)
    /// A command that only reads found an empty file (0 bytes) at `path`: no log, and
    /// perhaps one lost (a copy that failed); left as it is.
    case emptyLog(path: String)
    /// The file is another application's SQLite database (its `tables`); nothing was changed.
    case notALog(path: String, tables: [String])
    /// The file is a database from a newer RepChart, at schema `version`.
    case newerSchema(path: String, version: Int)
    /// The file is not a database, or SQLite found it corrupt.
    case damaged(path: String, reason: String)
    /// A write failed because the disk (or a file-size limit) is full; nothing was changed.
    case diskFull(path: String)
    /// Writing failed with an I/O error (SQLite keeps no errno: often a full disk).
    case writeFailed(path: String)
    /// A write failed because the file or its folder is read-only.
    case readOnly(path: String)
    /// SQLite refused a statement on the file at `path` (a schema changed by hand, say).
    case failed(path: String, reason: String)
    /// SQLite reported an error.
    case database(String)
    /// Another process kept the database locked past the busy timeout.
    case busy
    /// No exercise by that name or alias; `suggestions` are close names.
    case unknownExercise(String, suggestions: [String])
    /// A name that is several exercises' without their equipment ("bench press": barbell,
    /// dumbbell), as charts label them; `exercises` are their names.
    case ambiguousExercise(String, exercises: [String])
    /// A name or alias already belongs to `owner`.
    case nameTaken(String, owner: String)
    /// A name the store refuses, and why.
    case invalidName(String, NameProblem)
    /// `merge` was given two names of one exercise.
    case sameExercise(String, String)
    /// A colour that is not hex `#RRGGBB`.
    case invalidColor(String)
    /// A set failed validation; `index` counts from 1 in the batch.
    case invalidSet(index: Int, problem: InvalidSet)
    /// Set `index` (from 1 in the batch) is assisted by `assistance`, more than the
    /// `bodyWeight` the log knows: a typo, refused.
    case assistanceOverBodyWeight(index: Int, assistance: Weight, bodyWeight: Weight)
    /// `sets delete` was given an id that matches no set.
    case unknownSet(String)
    /// An id prefix that matches more than one set.
    case ambiguousSet(String)
    /// A set references an exercise id the store does not have.
    case missingExercise(String)
    /// A set with the same id but different content already exists.
    case conflictingSet(String)
    /// A value `settings set` cannot use for `key`, and why.
    case invalidSetting(key: String, value: String, problem: SettingProblem)
    /// `undo` on a log with no batch left to remove.
    case nothingToUndo
    /// `undo --import ID` (or `sets delete --import ID`) naming no import that
    /// still has sets; nil: the log holds no such import at all.
    case unknownImport(String?)
    /// An import id prefix that more than one import starts with.
    case ambiguousImport(String)

    /// The newest schema this RepChart reads (the store's migrations end there).
    package static let newestSchema = 3

    package var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "cannot open database \(path): \(reason)"
        case .noHome(let path):
            return "cannot open database \(path): HOME is not set; set HOME or REPCHART_DB"
        case .homeNotAFolder(let path, let home):
            return "cannot open database \(path): HOME (\(QuotedInput.clipped(home))) is not a folder that exists; "
                + "set HOME, XDG_DATA_HOME or REPCHART_DB"
        case .noLog(let path):
            return "no log at \(path); logging or importing sets creates one"
        case .emptyLog(let path):
            return "\(path) is an empty file (0 bytes), not a log; logging or importing sets starts one in it, "
                + "and a backup copy can replace it if it held one"
        case .notALog(let path, let tables):
            return "\(path) is not a RepChart log but another application's SQLite database "
                + "(\(StoreError.tableList(tables))); nothing was changed"
        case .newerSchema(let path, let version):
            return "database \(path) was written by a newer RepChart (schema \(version); this one reads up to "
                + "\(StoreError.newestSchema)); install the newer RepChart to use it, nothing was changed"
        case .damaged(let path, let reason):
            return "database \(path) is damaged (\(reason)); a backup copy can replace it"
        case .diskFull(let path):
            return "cannot write to database \(path): the disk is full (or a file-size limit was hit); nothing was changed"
        case .writeFailed(let path):
            return "cannot write to database \(path): disk I/O error (a full disk or a file-size limit causes this); "
                + "nothing was changed"
        case .readOnly(let path):
            return "cannot write to database \(path): the log is read-only (its file mode, an immutable attribute or "
                + "its folder); reading it still works, nothing was changed"
        case .failed(let path, let reason):
            return "database \(path) could not be read or written (\(reason))"
        case .database(let message):
            return "database error: \(message)"
        case .busy:
            return "the database stayed locked by another process for too long; try again"
        case .unknownExercise(let name, let suggestions):
            let quoted = suggestions.map { "'\($0)'" }
            switch quoted.count {
            case 0: return "unknown exercise '\(QuotedInput.clipped(name))'; add it to the log's exercises first"
            case 1: return "unknown exercise '\(QuotedInput.clipped(name))'; did you mean \(quoted[0])?"
            default:
                return "unknown exercise '\(QuotedInput.clipped(name))'; did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted[quoted.count - 1])?"
            }
        case .ambiguousExercise(let name, let exercises):
            let quoted = exercises.map { "'\($0)'" }
            return "'\(QuotedInput.clipped(name))' names \(exercises.count) exercises, \(quoted.dropLast().joined(separator: ", ")) and "
                + "\(quoted.last ?? ""); name one"
        case .nameTaken(let name, let owner):
            return owner.lowercased() == name.lowercased()
                ? "an exercise named '\(owner)' already exists"
                : "'\(name)' is already a name of '\(owner)'"
        case .invalidName(let name, let problem):
            return "invalid exercise name '\(QuotedInput.clipped(name))': \(problem)"
        case .sameExercise(let a, let b):
            return "'\(a)' and '\(b)' are names of the same exercise; nothing to merge"
        case .invalidColor(let text):
            return "'\(QuotedInput.clipped(text))' is not a colour; use hex such as #0072B2"
        case .invalidSet(let index, let problem):
            return "set \(index): \(problem.reason)"
        case .assistanceOverBodyWeight(let index, let assistance, let bodyWeight):
            return "set \(index): \(StoreError.assistance(assistance, bodyWeight)); check the number, or update the body weight setting"
        case .unknownSet(let ref):
            return "no set with id \(ref)"
        case .ambiguousSet(let ref):
            return "id \(ref) matches more than one set; use the set's number"
        case .missingExercise(let id):
            return "no exercise with id \(id)"
        case .conflictingSet(let id):
            return "set \(id) already exists with different content"
        case .invalidSetting(let key, _, .unknownKey):
            return "unknown setting '\(QuotedInput.clipped(key))'; use one of " + Settings.keys.map(\.key).joined(separator: ", ")
        case .invalidSetting(let key, let value, let problem):
            return "invalid value '\(QuotedInput.clipped(value))' for setting \(key): \(problem)"
        case .nothingToUndo:
            return "nothing to undo"
        case .unknownImport(let reference):
            guard let reference else { return "no import left to take back" }
            return "no import with id \(QuotedInput.clipped(reference)) (an import's id has 8+ characters)"
        case .ambiguousImport(let reference):
            return "id \(QuotedInput.clipped(reference)) matches more than one import; give more of it"
        }
    }
}

extension StoreError {
    /// "an assistance of 90 kg is heavier than the body weight (80 kg)".
    package static func assistance(_ assistance: Weight, _ bodyWeight: Weight) -> String {
        "an assistance of \(Format.number(assistance.value)) \(assistance.unit) is heavier than the body weight "
            + "(\(Format.number(bodyWeight.value)) \(bodyWeight.unit))"
    }

    /// "tables a, b and 3 more": a few names, never a whole schema.
    package static func tableList(_ tables: [String]) -> String {
        let shown = tables.prefix(3).map { QuotedInput.clipped($0) }.joined(separator: ", ")
        let more = tables.count > 3 ? " and \(tables.count - 3) more" : ""
        return "table\(tables.count == 1 ? "" : "s") \(shown)\(more)"
    }
}
