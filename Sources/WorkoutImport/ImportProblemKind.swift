import Foundation
import Basics
import WorkoutModel
import WorkoutStorage

/// Which problem an import found, with the values that caused it.
///
/// `description` words it in the import's terms and names no flag: where
/// the fix is an import option (the weight unit, the date order, what a
/// column holds), a command line words the advice with its own flags.
package enum ImportProblemKind: Hashable, Sendable, CustomStringConvertible {
    /// The input could not be read as text (opened, read, copied, decoded).
    case input(InputProblem)
    /// The text breaks CSV's or JSON's grammar, or is not UTF-8.
    case text(TextProblem)
    /// A JSON value or field that cannot be taken.
    case json(JSONProblem)
    /// A RepChart JSON export's own refusal.
    case repchart(RepchartFileProblem)
    /// A Hevy JSON export's or its API pages' own refusal.
    case hevy(HevyProblem)
    /// A CSV app export's own refusal (its header, sections or cells).
    case csv(CSVProblem)
    /// An exercise name (or alias) of the file the log cannot store, worded by the store.
    case exerciseName(StoreError)
    /// Set `id` is also used by `other` (a JSON path or "line N") with different content.
    case setIDReused(UUID, other: String)
    /// A set the log would refuse, as the model words it.
    case invalidSet(InvalidSet)
    /// A set's `day` after `latest` (tomorrow in `zone`).
    case futureDay(Day, latest: Day, zone: String)
    /// Set `id` is stored already (`sameFile`: by an earlier set of this file) with different
    /// content; `number`: the stored set's (not for `sameFile`); `differences`: what differs,
    /// as `SetDifference` words it ("reps 5, here 6"); `storedFrom`: the app whose export the stored
    /// set came from ("Strong"), whose next import would add it again were it deleted.
    case storedSetDiffers(UUID, sameFile: Bool, number: Int64?, differences: String, storedFrom: String?)
    /// The log's time-zone setting names no zone.
    case timeZoneSetting(DateInputError)
    /// The log could not be read before the import began, worded by the store alone.
    case storeCall(StoreError)
    /// An error from below the import with no kind of its own, as it describes itself.
    case unexpected(String)
    /// A cell that could not be taken, and why.
    case field(FieldProblem)
    /// A problem in one of a JEFIT log's `logs` cells (`text`, its sets written `WEIGHTxREPS,…`).
    indirect case inLogs(text: String, problem: ImportProblemKind)
    /// The log refused the import or could not be written.
    case store(StoreError)
    /// A name mapping matches no exercise of the file (or cannot be followed).
    case mapping(ImportMappingError)
    /// The file's weights have no unit and none was given.
    case unitNotSaid
    /// A JEFIT export's SETTING block names no weight unit and none was given.
    case settingWithoutUnit
    /// A weight cell `text` has no unit, and neither the file nor the options give one.
    case weightWithoutUnit(String)
    /// Numeric dates such as `example` read both day-first and month-first (`why`).
    case dateOrderUnclear(example: String, why: String)
    /// The date order given (`given`, day- or month-first) reads none of the
    /// file's telling dates, such as `example`, which exist only in the other.
    case dateOrderContradicted(given: DateOrder, example: String)
    /// GymBook in English writes dates in the phone's region order, which the file does not show.
    case regionDateOrder
    /// `column`'s cell `text` is not a date that exists, read as `written` (day first unless told otherwise).
    case impossibleDay(column: String, text: String, written: String)
    /// Several files were given as Hevy's API pages while the format asked for is `format`.
    case pagesNotHevy(format: String)
    /// A header (its names joined as in the file) that no reader knows and that names no date and exercise column.
    case unknownHeader(String)
    /// A column mapping names `name`, which is not a column of `header`.
    case mappedColumnNotInHeader(name: String, header: String)
    /// A column mapping names `name`, which no block of a JEFIT export has.
    case mappedColumnNotInBlocks(name: String)
    /// A column mapping other than `ignore` for a JEFIT export, whose columns are read by their names.
    case jefitColumnMapped(name: String, field: ColumnField)
    /// A column mapping a StrongLifts 5x5 export cannot follow (its columns are read by their place).
    case strongLiftsColumnMapped(name: String, field: ColumnField)
    /// A column StrongLifts 5x5 does not write.
    case strongLiftsColumnUnknown(String)
    /// A column mapped to `field` that the `format` reader does not read as such.
    case mappedColumnNotFollowed(name: String, field: ColumnField, format: String)
    /// `empty` of `rows` rows hold no reps, time or distance; `read` holds the columns read, when known.
    case rowsWithoutWork(empty: Int, rows: Int, read: ColumnMapping?)
    /// `matching` of the file's `count` sets (nine in ten or more) match sets the log held before by
    /// value (the same exercise, time to the second, reps and load), none by id or key: an export of
    /// this log without set ids (RepChart's Strong layout), which would hold them twice. Nothing is written.
    case setsStored(matching: Int, count: Int)
    /// A column named "time" that may hold the time of day or a duration.
    case timeOrDuration(column: String)
    /// Columns (names, in file order) holding numbers that no field takes; `section` names the block ("" or "NAME: ").
    case numbersNoFieldTakes(section: String, columns: [String])
    /// `column` holds the number `value` on a row, which no field takes.
    case valueNoFieldTakes(column: String, value: String)
    /// Columns `first` and `repeated` (counted from 1) are both named `name`: only the first is read.
    case repeatedColumn(name: String, first: Int, repeated: Int)
    /// `column` could not be read on `failed` of `rows` rows (`examples` quoted with their lines), read as `field`;
    /// `unitGiven`: a weight unit was given already.
    case columnUnread(column: String, failed: Int, rows: Int, examples: String, field: ColumnField?, unitGiven: Bool)

    package var description: String {
        switch self {
        case .input(let problem): problem.description
        case .text(let problem): problem.description
        case .json(let problem): problem.description
        case .repchart(let problem): problem.description
        case .hevy(let problem): problem.description
        case .csv(let problem): problem.description
        case .exerciseName(let error), .storeCall(let error): error.description
        case .setIDReused(let id, let other): "set id \(id) is also used by \(other) with different content"
        case .timeZoneSetting(let error): error.description
        case .invalidSet(let error): error.reason
        case .futureDay(let day, let latest, let zone): "the day \(day) is in the future (after tomorrow, \(latest), in \(zone))"
        case .storedSetDiffers(let id, let sameFile, let number, let differences, _):
            sameFile ? "set id \(id) is also used by an earlier set in this file with different content (\(differences))"
                : "set \(id) is already stored\(number.map { " as set \($0)" } ?? "") with different content (\(differences))"
        case .unexpected(let text): text
        case .field(let problem): problem.description
        case .inLogs(let text, let problem): "logs \(QuotedInput.quoted(text)): \(problem)"
        case .store(let error): error.description
        case .mapping(let error): error.description
        case .unitNotSaid: Self.finding(self) + "; say which"
        case .settingWithoutUnit, .weightWithoutUnit: Self.finding(self) + "; say kg or lb"
        case .dateOrderUnclear, .regionDateOrder: Self.finding(self) + "; say which (dmy or mdy)"
        case .dateOrderContradicted(let given, _):
            Self.finding(self) + "; say the file's order (\(given == .dmy ? "mdy" : "dmy"))"
        case .impossibleDay(let column, let text, let written):
            "\(column) \(QuotedInput.quoted(text)) is not a date that exists (expected \(written), day first unless told otherwise)"
        case .pagesNotHevy(let format):
            "several files are read as Hevy's API pages, not as \(format); import other files one at a time"
        case .setsStored(let matching, let count):
            (matching == count ? (count == 1 ? "the file's one set matches a set" : "all \(Numerals.grouped(count)) of the file's sets match sets")
                : "\(Numerals.grouped(matching)) of the file's \(Numerals.grouped(count)) sets match sets")
                + " the log holds (exercise, time, reps, load) but not by id or key: an export of this log? Nothing was imported"
                + (matching == count ? "" : "; import its new sets from a file of their own")
        case .unknownHeader(let header):
            "cannot tell the format from the header \(QuotedInput.quoted(header)); expected a Strong, Hevy, FitNotes or Fitbod "
                + "export or a CSV with date and exercise columns (map them to date and exercise)"
        case .mappedColumnNotInHeader(let name, let header):
            "the column mapping names \(QuotedInput.quoted(name)), which is not a column of the header \(QuotedInput.quoted(header))"
        case .mappedColumnNotInBlocks(let name):
            "the column mapping names \(QuotedInput.quoted(name)), which is not a column of any block of the file"
        case .jefitColumnMapped(let name, let field):
            "column mapping \"\(name)=\(field.rawValue)\": a JEFIT export's columns are read by their names; a mapping can only leave one out (NAME=ignore)"
        case .strongLiftsColumnMapped(let name, let field):
            "column mapping \"\(name)=\(field.rawValue)\": a StrongLifts 5x5 export's columns are read by their place; a mapping can leave one out (NAME=ignore) or say whether an exercise's Set cells count reps or seconds (EXERCISE=reps, EXERCISE=seconds)"
        case .strongLiftsColumnUnknown(let column):
            "column \(QuotedInput.quoted(column)) is not one StrongLifts 5x5 writes; leave it out (\"\(QuotedInput.clipped(column))=ignore\")"
        case .mappedColumnNotFollowed(let name, let field, let format):
            "column mapping \"\(QuotedInput.clipped(name))=\(field.rawValue)\": "
                + (format == ImportFormat.csv.rawValue ? "a plain CSV import has no such field"
                    : "the \(format) reader does not read one; import as plain CSV to read every column as mapped")
        case .rowsWithoutWork:
            Self.finding(self, naming: \.plainName) + "say which columns hold them (NAME=reps, or weight, seconds, distance)"
        case .timeOrDuration(let column):
            "column \(QuotedInput.quoted(column)) may be a time of day or a duration; say which (\"\(QuotedInput.clipped(column))=seconds\" for how long each set took, or \"\(QuotedInput.clipped(column))=ignore\")"
        case .numbersNoFieldTakes(let section, let columns):
            Self.numbersNoFieldTakes(section, columns) { names in
                names.map { "\"\(QuotedInput.clipped($0))=FIELD\"" }.joined(separator: " ")
            }
        case .repeatedColumn(let name, let first, let repeated):
            "columns \(first) and \(repeated) are both named \(QuotedInput.quoted(name)) and only the first would be read; "
                + "rename or remove one in the file (a column mapping names columns, so it cannot tell them apart)"
        case .valueNoFieldTakes(let column, let value):
            "column \(QuotedInput.quoted(column)) holds \(QuotedInput.quoted(value)), which no field takes; say what it holds (\"\(QuotedInput.clipped(column))=FIELD\", FIELD: \(ColumnField.numeric))"
        case .columnUnread(let column, let failed, let rows, let examples, _, _):
            Self.columnUnread(column, failed, rows, examples) + "say what the column holds or how it is written"
        }
    }

    /// What an import found, for the refusals whose advice alone names an
    /// option (the command line's names it by flag, `description` in words):
    /// the words up to the advice, each option in the finding named by `name`.
    /// Worded here once for both; any other kind is its whole `description`.
    package static func finding(_ kind: ImportProblemKind, naming name: (ImportSetting) -> String = \.plainName) -> String {
        switch kind {
        case .unitNotSaid: "the file does not say whether weights are kg or lb"
        case .settingWithoutUnit: "the SETTING block does not name the weight unit (its mass column)"
        case .weightWithoutUnit(let text): "weight \(QuotedInput.clipped(text)) has no unit"
        case .dateOrderUnclear(let example, let why):
            "dates such as \(QuotedInput.quoted(example)) could be day-first or month-first (\(why))"
        case .regionDateOrder: "GymBook in English writes dates in the phone's region order"
        case .dateOrderContradicted(let given, let example):
            "dates such as \(QuotedInput.quoted(example)) exist only \(given == .dmy ? "month" : "day")-first, "
                + "not in the \(given == .dmy ? "day" : "month")-first order asked for"
        case .rowsWithoutWork(let empty, let rows, let read):
            "\(empty) of \(rows) rows have no reps, time or distance and would be dropped; "
                + (read.map { "columns read: \($0.readText(naming: name)); " } ?? "")
        default: kind.description
        }
    }

    /// The refusal of numbers no field takes, the advice for `names` from `advice`.
    package static func numbersNoFieldTakes(_ section: String, _ names: [String], advice: ([String]) -> String) -> String {
        let one = names.count == 1
        return "\(section)column\(one ? "" : "s") \(names.map(QuotedInput.quoted).joined(separator: ", ")) hold\(one ? "s" : "") numbers that no field takes; say what \(one ? "it holds" : "they hold") with \(advice(names)) (FIELD: \(ColumnField.numeric))"
    }

    /// The start of the refusal of a column read on too few rows, up to the advice.
    package static func columnUnread(_ column: String, _ failed: Int, _ rows: Int, _ examples: String) -> String {
        "column \(QuotedInput.quoted(column)) could not be read on \(failed) of \(rows) rows, e.g. \(examples); "
            + "that many is not a typo but a form RepChart does not read, so nothing was imported; "
    }
}
