import Basics
import WorkoutModel
import WorkoutStorage

/// Dates written with numbers only, such as `09/01/25` or `9.1.2025 10:00`:
/// whether the day or the month comes first is `--date-order`, or what the
/// file shows (a first number above 12 is a day), or, when it shows neither,
/// the order its format always writes in that form (`usual`); else the file
/// is refused. An order given that the file's dates show wrong (day-first
/// asked for, and `04/29/2025` among them, with no date only day-first
/// reads) is refused too, rather than leave those rows out as dates that do
/// not exist. Such dates are rewritten `YYYY-MM-DD` for the readers.
struct NumericDates {
    let column: Int?
    let order: DateOrder?
    /// The date column's name in the header, for problems.
    let name: String

    /// `usual`: the order the format writes dates separated by one of
    /// `usualSeparators` (GymRun's own `dd.mm.yyyy`), taken when the file's
    /// dates show no order; other forms (a phone region's) need evidence.
    init(order given: DateOrder?, usual: DateOrder? = nil, usualSeparators: String = "/.-",
         column: Int?, name: String = "Date", sample: [CSVRow], file: String) throws(ImportError) {
        self.column = column
        self.name = name
        guard let column else {
            order = given
            return
        }
        var dayFirstDate: (text: String, location: SourceLocation)?
        var monthFirstDate: (text: String, location: SourceLocation)?
        var allUsual = true
        var example: (text: String, location: SourceLocation)?
        var twoWays: (text: String, location: SourceLocation)?
        var neither: String?
        for row in sample where column < row.fields.count {
            let text = row.fields[column].trimmingSpaces
            guard let parts = NumericDates.parts(text) else { continue }
            let found = (text, row.location(ofField: column))
            if example == nil { example = found }
            // The example of an unclear order is one that reads two ways (not 01/01/2025), when there is one.
            if twoWays == nil, parts.first != parts.second, parts.first <= 12, parts.second <= 12 { twoWays = found }
            // Only a date that exists in one order is evidence of it: 31/02/2025 is a typo, not a day first.
            if parts.first > 12, parts.second <= 12, dayFirstDate == nil, Self.exists(parts, .dmy) { dayFirstDate = found }
            if parts.second > 12, parts.first <= 12, monthFirstDate == nil, Self.exists(parts, .mdy) { monthFirstDate = found }
            if neither == nil, !Self.exists(parts, .dmy), !Self.exists(parts, .mdy) { neither = text }
            if !usualSeparators.unicodeScalars.contains(parts.separator) { allUsual = false }
        }
        if let given {
            let contrary = switch given {
            case .dmy: dayFirstDate == nil ? monthFirstDate : nil
            case .mdy: monthFirstDate == nil ? dayFirstDate : nil
            case .ymd: nil as (text: String, location: SourceLocation)?
            }
            if let contrary {
                throw ImportError(file: file, .dateOrderContradicted(given: given, example: contrary.text), at: contrary.location)
            }
            order = given
            return
        }
        let (dayFirst, monthFirst) = (dayFirstDate != nil, monthFirstDate != nil)
        guard let example else {
            order = usual
            return
        }
        if dayFirst != monthFirst {
            order = dayFirst ? .dmy : .mdy
            return
        }
        if !dayFirst, let usual, allUsual {
            order = usual
            return
        }
        // A 31 in a date that exists in neither order (31/02/2025) is not "no day above 12".
        let why = dayFirst ? "both orders occur"
            : neither.map { "no date in the first \(sample.count) rows shows which; \(QuotedInput.quoted($0)) is a date in neither order" }
            ?? "no day above 12 in the first \(sample.count) rows"
        let shown = dayFirst ? example : twoWays ?? example
        throw ImportError(file: file, .dateOrderUnclear(example: shown.text, why: why), at: shown.location)
    }

    /// The day `parts` are in `order`, nil when there is no such day.
    static func day(_ parts: (first: Int, second: Int, third: Int, rest: String, separator: Unicode.Scalar),
                    _ order: DateOrder) -> Day? {
        var (year, month, day) = switch order {
        case .dmy: (parts.third, parts.second, parts.first)
        case .mdy: (parts.third, parts.first, parts.second)
        case .ymd: (parts.first, parts.second, parts.third)
        }
        if year < 100 { year += 2000 }
        return Day(year: year, month: month, day: day)
    }

    /// Whether `parts` are a day that exists in `order`.
    static func exists(_ parts: (first: Int, second: Int, third: Int, rest: String, separator: Unicode.Scalar),
                       _ order: DateOrder) -> Bool {
        day(parts, order) != nil
    }

    /// `row` with its date rewritten `YYYY-MM-DD` (the rest kept), when it
    /// is a numeric date that exists in the file's order.
    func normalized(_ row: CSVRow) -> CSVRow {
        guard let order, let column, column < row.fields.count,
              let parts = NumericDates.parts(row.fields[column].trimmingSpaces) else { return row }
        guard let date = Self.day(parts, order) else { return row }
        var row = row
        row.fields[column] = date.description + parts.rest
        return row
    }

    /// The date cell of `row` (after `normalized`) when it is a numeric date
    /// that does not exist in the file's order (`02/30/2025` read month
    /// first): its problem, worded with the order it was read in, and its
    /// column.
    func unplaced(_ row: CSVRow) -> (problem: ImportProblem, column: Int)? {
        guard let order, let column, column < row.fields.count else { return nil }
        let text = row.fields[column].trimmingSpaces
        guard NumericDates.parts(text) != nil else { return nil }
        let problem = ImportProblem(.field(.noSuchDayInOrder(column: name, text: text, order: order)),
                                    at: row.location(ofField: column))
        return (problem, column)
    }

    /// A date column's cell as `CSVSource` hands it to a reader: rewritten to
    /// `YYYY-MM-DD` in the file's order (day first unless `--date-order` says
    /// otherwise). A cell left as written is not a date in that order.
    /// `column` and `written` name the column and its form in the error.
    static func rewrittenDay(_ raw: String, column: String, written: String) throws(FieldError) -> Day {
        let text = raw.trimmingSpaces
        guard let day = try? Day(parsing: text) else {
            throw FieldError(.impossibleDay(column: column, text: text, written: written), .impossible)
        }
        return day
    }

    /// `a/b/c`, `a.b.c` or `a-b-c` with `a` and `b` of one or two digits and
    /// `c` of two or four, then nothing or a time.
    static func parts(_ text: String) -> (first: Int, second: Int, third: Int, rest: String, separator: Unicode.Scalar)? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func number(_ allowed: ClosedRange<Int>) -> Int? {
            var value = 0, count = 0
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                value = value * 10 + Int(scalars[index].value - 48)
                count += 1
                index += 1
            }
            return allowed.contains(count) ? value : nil
        }
        guard let first = number(1...2), index < scalars.count, "/.-".unicodeScalars.contains(scalars[index]) else { return nil }
        let separator = scalars[index]
        index += 1
        guard let second = number(1...2), index < scalars.count, scalars[index] == separator else { return nil }
        index += 1
        let start = index
        guard let third = number(2...4), index - start != 3 else { return nil }
        let rest = String(String.UnicodeScalarView(scalars[index...]))
        guard rest.isEmpty || rest.first == " " || rest.first == "," || rest.first == "T" else { return nil }
        return (first, second, third, rest, separator)
    }
}
