import Basics
import Workouts

extension StoreError {
    /// The line the command line prints: the store's refusal with the command
    /// or flag that helps (the store's own `description` names none).
    var commandLineText: String {
        switch self {
        case .noHome(let path):
            "cannot open database \(path): HOME is not set; pass --db PATH or set REPCHART_DB"
        case .homeNotAFolder(let path, let home):
            "cannot open database \(path): HOME (\(QuotedInput.clipped(home))) is not a folder that exists; "
                + "set HOME, XDG_DATA_HOME or REPCHART_DB, or pass --db PATH"
        case .noLog(let path):
            "no log at \(path); `repchart log` or `import` creates one"
        case .emptyLog(let path):
            "\(path) is an empty file (0 bytes), not a log; `repchart log` or `import` starts one in it, "
                + "and a backup copy can replace it if it held one"
        case .notALog(let path, let tables):
            "\(path) is not a RepChart log but another application's SQLite database "
                + "(\(StoreError.tableList(tables))); nothing was changed; pass --db with a RepChart log"
        case .damaged(let path, let reason):
            "database \(path) is damaged (\(reason)); `repchart doctor --db \(path)` checks it, "
                + "and a backup copy can replace it"
        case .failed(let path, let reason):
            "database \(path) could not be read or written (\(reason)); `repchart doctor --db \(path)` checks it"
        case .unknownExercise(let name, let suggestions) where suggestions.isEmpty:
            "unknown exercise '\(QuotedInput.clipped(name))'; add it with --new or `repchart exercises add`"
        case .assistanceOverBodyWeight(let index, let assistance, let bodyWeight):
            "set \(index): \(StoreError.assistance(assistance, bodyWeight)); check the number, or update it with "
                + "`repchart settings bodyweight`"
        case .ambiguousSet(let ref):
            "id \(ref) matches more than one set; use the number `repchart sets` shows"
        case .unknownImport(let reference?):
            "no import with id \(QuotedInput.clipped(reference)) (the id `repchart undo` names, 8+ characters)"
        default:
            description
        }
    }
}

extension RequestError {
    /// The line the command line prints, naming the flags of a period or listing.
    var commandLineText: String {
        switch self {
        case .store(let error): error.commandLineText
        case .date(let error): error.commandLineText
        case .periodGivenTwice: "give only one of --week, --last and --from/--to"
        case .weekAndRange: "use either --week or --from/--to, not both"
        case .endWithoutStart: "--to needs --from"
        case .startAfterEnd(let from, let to): "--from \(from) is after --to \(to)"
        case .limitBelowOne(let limit): "--limit must be at least 1 (got \(limit))"
        case .notation, .noEarlierSession, .kindMismatch: description
        }
    }
}

extension DateInputError {
    /// The line the command line prints, naming `--tz` where it helps.
    var commandLineText: String {
        switch self {
        case .unreadableSystemTimeZone(let text, let reason):
            "TZ='\(QuotedInput.clipped(text))' cannot be read (\(reason)); "
                + "set TZ to a zone name such as Europe/Berlin, or pass --tz"
        default:
            description
        }
    }
}
