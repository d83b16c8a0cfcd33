import Basics
import Workouts

extension ImportError {
    /// The lines the command line prints: each problem worded with the
    /// import's flags where one fixes it.
    var commandLineText: String { lines { $0.commandLineText } }
}

extension ImportProblemKind {
    /// Which to keep is the user's: the file's, once the stored set is deleted; or one of the file's
    /// two. A set of an app's export is changed in the app: deleted here, that export's next import
    /// would add it again.
    static func storedSetAdvice(sameFile: Bool, number: Int64?, app: String?) -> String {
        if sameFile { return "; keep one of the two in the file" }
        if let app {
            return "; it came from a \(app) export: to take the file's, change the set in \(app) and import its export "
                + "again (deleted here, it would come back with that export's next import)"
        }
        return number.map { "; to take the file's, delete the stored one first (`repchart sets delete \($0)`)" } ?? ""
    }

    /// One problem, with the flag (`--unit`, `--date-order`, `--column`, `--map`, `--format`) that fixes it.
    var commandLineText: String {
        switch self {
        case .input, .text, .json, .repchart, .hevy, .csv, .exerciseName, .setIDReused, .timeZoneSetting, .storeCall, .unexpected,
             .invalidSet, .futureDay, .setsStored:
            description
        case .storedSetDiffers(_, let sameFile, let number, _, let app):
            description + Self.storedSetAdvice(sameFile: sameFile, number: number, app: app)
        case .field(let problem): problem.description
        case .inLogs(let text, let problem): "logs \(QuotedInput.quoted(text)): \(problem.commandLineText)"
        case .store(let error): error.commandLineText
        case .mapping(let error): error.commandLineText
        case .unitNotSaid, .settingWithoutUnit, .weightWithoutUnit: Self.finding(self) + "; \(Self.unit)"
        case .dateOrderUnclear, .regionDateOrder: Self.finding(self) + "; \(Self.dateOrder)"
        case .dateOrderContradicted(let given, let example):
            "dates such as \(QuotedInput.quoted(example)) exist only \(given == .dmy ? "month" : "day")-first, "
                + "but --date-order \(given.rawValue) reads them \(given == .dmy ? "day" : "month")-first; "
                + "pass --date-order \(given == .dmy ? "mdy" : "dmy")"
        case .impossibleDay(let column, let text, let written):
            "\(column) \(QuotedInput.quoted(text)) is not a date that exists (expected \(written), day first unless --date-order says otherwise)"
        case .pagesNotHevy(let format):
            "several files are read as Hevy's API pages (--format hevy), not --format \(format); import other files one at a time"
        case .unknownHeader(let header):
            "cannot tell the format from the header \(QuotedInput.quoted(header)); expected a Strong, Hevy, FitNotes or Fitbod export "
                + "or a CSV with date and exercise columns (name them with --column NAME=date --column NAME=exercise)"
        case .mappedColumnNotInHeader(let name, let header):
            "--column names \(QuotedInput.quoted(name)), which is not a column of the header \(QuotedInput.quoted(header))"
        case .mappedColumnNotInBlocks(let name):
            "--column names \(QuotedInput.quoted(name)), which is not a column of any block of the file"
        case .jefitColumnMapped(let name, let field):
            "--column \"\(name)=\(field.rawValue)\": a JEFIT export's columns are read by their names; --column can only leave one out (NAME=ignore)"
        case .strongLiftsColumnMapped(let name, let field):
            "--column \"\(name)=\(field.rawValue)\": a StrongLifts 5x5 export's columns are read by their place; --column can leave one out "
                + "(NAME=ignore) or say whether an exercise's Set cells count reps or seconds (EXERCISE=reps, EXERCISE=seconds)"
        case .strongLiftsColumnUnknown(let column):
            "column \(QuotedInput.quoted(column)) is not one StrongLifts 5x5 writes; leave it out with --column \"\(QuotedInput.clipped(column))=ignore\""
        case .mappedColumnNotFollowed(let name, let field, let format):
            "--column \"\(QuotedInput.clipped(name))=\(field.rawValue)\": "
                + (format == ImportFormat.csv.rawValue ? "a plain CSV import has no such field"
                    : "the \(format) reader does not read one; import with --format csv to read every column as mapped")
        case .rowsWithoutWork:
            Self.finding(self, naming: \.flag) + "say which columns hold them with --column NAME=reps (or weight, seconds, distance)"
        case .timeOrDuration(let column):
            "column \(QuotedInput.quoted(column)) may be a time of day or a duration; say which with --column \"\(QuotedInput.clipped(column))=seconds\" "
                + "(how long each set took) or --column \"\(QuotedInput.clipped(column))=ignore\""
        case .numbersNoFieldTakes(let section, let columns):
            Self.numbersNoFieldTakes(section, columns) { names in
                names.map { "--column \"\(QuotedInput.clipped($0))=FIELD\"" }.joined(separator: " ")
            }
        case .repeatedColumn(let name, let first, let repeated):
            "columns \(first) and \(repeated) are both named \(QuotedInput.quoted(name)) and only the first would be read; "
                + "rename or remove one in the file (--column names columns, so it cannot tell them apart)"
        case .valueNoFieldTakes(let column, let value):
            "column \(QuotedInput.quoted(column)) holds \(QuotedInput.quoted(value)), which no field takes; "
                + "say what it holds with --column \"\(QuotedInput.clipped(column))=FIELD\" (FIELD: \(ColumnField.numeric))"
        case .columnUnread(let column, let failed, let rows, let examples, let field, let unitGiven):
            Self.columnUnread(column, failed, rows, examples) + Self.hint(column, field, unitGiven: unitGiven)
        }
    }

    private static let unit = "pass --unit kg or --unit lb"
    private static let dateOrder = "pass --date-order dmy or --date-order mdy"

    /// The flag or mapping that tells the reader what a column holds; `--unit`
    /// only when it was not given already.
    private static func hint(_ name: String, _ field: ColumnField?, unitGiven: Bool) -> String {
        let column = QuotedInput.quoted(name)
        switch field {
        case .date?:
            return "read numeric dates with --date-order dmy|mdy|ymd, or name the column that holds dates with --column NAME=date"
        case .weight?, .weightUnit?:
            if unitGiven {
                return "say what the column holds with --column \(column)=FIELD (FIELD: \(ColumnField.numeric))"
            }
            return "say the unit with --unit kg or --unit lb, or what the column holds with --column \(column)=FIELD (FIELD: \(ColumnField.numeric))"
        case .distanceUnit?:
            return "say what the column holds with --column \(column)=FIELD, or leave it out with --column \(column)=ignore"
        default:
            return "say what the column holds with --column \(column)=FIELD (FIELD: \(ColumnField.numeric), set-type, notes)"
        }
    }
}

extension ImportMappingError {
    /// The refusal of a `--map` value, naming the flag.
    var commandLineText: String {
        switch kind {
        case .notFromTo:
            "--map expects FROM=TO, such as \"Bench Press (Barbell)=Bench Press\" (got \(QuotedInput.quoted(spec)))"
        case .repeated(let earlier):
            "--map \(QuotedInput.quoted(spec)) maps a name that --map \(QuotedInput.quoted(earlier)) maps already; give one --map per name"
        case .invalidTarget(let reason):
            "--map \(QuotedInput.quoted(spec)): the name it maps to cannot be stored: \(reason)"
        case .unmatched(let closest):
            "--map \(QuotedInput.quoted(spec)) matches no exercise in the file" + closestNames(closest)
        }
    }
}

extension ColumnMappingError {
    /// The refusal of a `--column` value, naming the flag.
    var commandLineText: String {
        if let earlier = sameFieldAs {
            return "--column \(QuotedInput.quoted(earlier)) and --column \(QuotedInput.quoted(spec)) map two columns "
                + "to one field; a field is read from one column (map the other to ignore)"
        }
        return "--column expects NAME=FIELD with FIELD one of \(ColumnField.names) (got \(QuotedInput.quoted(spec)))"
    }
}
