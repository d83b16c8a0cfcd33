import Basics
import Foundation
import WorkoutModel
import WorkoutStorage

/// StrongLifts 5x5's CSV export: one row per workout, exercises in groups
/// of columns that repeat across the row:
///
///     Date,Note,Body Weight (KG),Body Weight (LB),Exercise 1,Weight (KG),Weight (LB),Set 1,…,Set 5,Exercise 2,…
///
/// A row may leave out its trailing empty groups. Each `Set N` cell above 0
/// is a set of that many reps at the group's weight: the KG column's, else
/// the LB column's, in the unit of the column it came from. An empty cell
/// (or 0) is no set. Planks are timed in StrongLifts, so an exercise named
/// like a plank counts seconds; `--column "EXERCISE=reps"` or `=seconds`
/// says what another exercise's cells count. The body weight columns are
/// not stored: the log keeps one body weight setting, not one per day.
/// Sets are keyed by the workout's date, the group's place and the set's
/// number, so a rename in the app does not make them new.
struct StrongLiftsCSV {
    static let source = "stronglifts"

    let path: String
    let context: CSVContext
    let strict: Bool

    /// One exercise's columns in the header.
    private struct Group {
        var position: Int
        var exercise: Int
        var kg: Int?
        var lb: Int?
        var sets: [(number: Int, column: Int)] = []
    }

    /// The header's columns, read by their place.
    private struct Layout {
        var date: Int
        var note: Int?
        var groups: [Group]
        var ignored: [Int] = []
    }

    /// Columns before the groups that hold nothing a set takes, with why.
    static let ignoredColumns: [String: String] = [
        "body weight (kg)": bodyWeightReason, "body weight (lb)": bodyWeightReason, "body weight (lbs)": bodyWeightReason,
        "body weight": bodyWeightReason, "workout": "workout name (A or B)",
    ]
    private static let bodyWeightReason = "body weight of the day: not stored, the log keeps one body weight setting"

    /// A header that starts with `Date` and has `Exercise 1`, `Set 1` and a weight column.
    static func recognizes(_ names: [String]) -> Bool {
        let keys = names.map(CSVHeader.normalize)
        return keys.first == "date" && keys.contains("exercise 1") && keys.contains("set 1")
            && (keys.contains("weight (kg)") || keys.contains("weight (lb)"))
    }

    func scan(header row: CSVRow, reader: inout CSVReader, problems: inout ProblemLog,
              _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> CSVSource.Outcome {
        guard StrongLiftsCSV.recognizes(row.fields) else {
            throw ImportError(file: path, .csv(.notStrongLifts),
                              at: SourceLocation(line: row.line, column: 1))
        }
        let layout = try read(header: row)
        let counts = try exerciseFields(header: row)
        var pending: [CSVRow] = []
        while pending.count < CSVSource.sampleRows, let next = try reader.next() { pending.append(next) }
        let dates = try NumericDates(order: context.dateOrder, column: layout.date, sample: pending, file: path)
        var outcome = CSVSource.Outcome(format: .stronglifts)
        outcome.columns = mapping(row, layout, counts)
        outcome.units = [UnitNote("Weight (KG)", "kg"), UnitNote("Weight (LB)", "lb, when Weight (KG) is empty")]
        var numbering = CSVSetNumbering()
        var rejected = ProblemLog(), rejectedRows = 0, unreadableRows = 0
        var queue = pending[...]
        while true {
            let next: CSVRow
            if let first = queue.popFirst() { next = first } else if let read = try reader.next() { next = read } else { break }
            var rowProblems = ProblemLog()
            let sets = records(dates.normalized(next), layout, counts, dates.order, &numbering, &rowProblems, width: row.fields.count)
            guard let sets else {
                if rowProblems.unreadColumns.isEmpty { rejectedRows += 1 } else { unreadableRows += 1 }
                for problem in rowProblems.kept { if strict { problems.add(problem) } else { rejected.add(problem) } }
                continue
            }
            if sets.isEmpty { outcome.rows.skipped[.noWork, default: 0] += 1 }
            for set in sets { try body(set) }
        }
        outcome.rows.mendedFields = reader.mendedFields
        outcome.rows.add(rejected, rows: rejectedRows, unreadable: unreadableRows)
        return outcome
    }

    /// The sets of one workout row; nil (with its problems logged) when a cell cannot be read.
    private func records(_ row: CSVRow, _ layout: Layout, _ counts: [String: ColumnField], _ order: DateOrder?,
                         _ numbering: inout CSVSetNumbering, _ problems: inout ProblemLog, width: Int) -> [ImportRecord]? {
        if row.fields.count > width, let problem = CSVSource.widthProblem(row, width: width) {
            problems.add(problem)
            return nil
        }
        let fields = CSVFields(row: row)
        var failed = false
        let when = fields.read(layout.date, &problems, &failed) { text throws(FieldError) in
            guard !text.trimmingSpaces.isEmpty else { throw FieldError(.empty(field: "Date")) }
            // A numeric date left as written does not exist in the file's order (30/02/18).
            if let order, NumericDates.parts(text.trimmingSpaces) != nil {
                throw FieldError(.noSuchDayInOrder(column: "Date", text: text.trimmingSpaces, order: order))
            }
            return try DateParsing.dateTime(text)
        }
        var found: [(group: Group, name: String, load: Weight?, seconds: Bool, number: Int, count: Double)] = []
        for group in layout.groups {
            let name = fields[group.exercise].trimmingSpaces
            let seconds = counts[CSVHeader.normalize(name)].map { $0 == .seconds } ?? StrongLiftsCSV.isTimed(name)
            let kgGiven = !fields[group.kg].trimmingSpaces.isEmpty
            let load = fields.read(kgGiven ? group.kg : group.lb, &problems, &failed) { text throws(FieldError) in
                try FieldParsing.weight(text, unit: kgGiven ? .kg : .lb)
            }
            // Both written, they are one weight, each rounded to its own plates (40 kg beside 90 lb); a KG
            // of 0 beside an LB of 135 would store a loaded squat as bodyweight, so the row is refused.
            if kgGiven, !failed, let column = group.lb, !fields[column].trimmingSpaces.isEmpty {
                let kilograms = fields[group.kg].trimmingSpaces
                _ = fields.read(column, &problems, &failed) { text throws(FieldError) in
                    let pounds = try FieldParsing.weight(text, unit: .lb)?.value ?? 0
                    guard StrongLiftsCSV.isOneWeight(kilograms: load?.value ?? 0, pounds: pounds) else {
                        throw FieldError(.weightsDisagree(kilograms: kilograms, pounds: text.trimmingSpaces))
                    }
                    return pounds
                }
            }
            for (number, column) in group.sets {
                let value = fields.read(column, &problems, &failed) { text throws(FieldError) -> Double? in
                    seconds ? try FieldParsing.nonNegative(text, "Set \(number)") : try FieldParsing.count(text, "Set \(number)").map(Double.init)
                }
                guard let value, value > 0 else { continue }
                if name.isEmpty {
                    problems.add(.csv(.strongLiftsSetWithoutExercise(position: group.position, set: number, text: fields[column].trimmingSpaces)),
                                 at: fields.location(group.exercise))
                    failed = true
                }
                found.append((group, name, load, seconds, number, value))
            }
        }
        guard !failed, let moment = when?.untimedAtNoon else { return nil }
        let (instant, offset) = moment.resolve(in: context.timeZone)
        let note = fields[layout.note].trimmingSpaces
        return found.enumerated().map { index, set in
            let (order, key) = numbering.next(day: moment.date, natural: "\(moment.date)|\(set.group.position)|\(set.number)")
            let reps = set.seconds ? nil : Int(set.count)
            return ImportRecord(
                exerciseName: set.name, day: moment.date, instant: instant, utcOffsetSeconds: offset, order: order,
                reps: reps, weight: set.load, isBodyweight: set.load == nil && reps != nil,
                duration: set.seconds ? set.count : nil, notes: index == 0 && !note.isEmpty ? note : nil,
                source: StrongLiftsCSV.source, sourceKey: key, location: fields.location(set.group.exercise))
        }
    }

    /// Whether `kilograms` and `pounds` (either 0 for none) are one weight: within 5 lb, one plate
    /// step, the most StrongLifts' rounding of each column to its own plates puts between them at any
    /// load (40 kg beside 90 lb; 200 kg beside 420 lb is not).
    static func isOneWeight(kilograms: Double, pounds: Double) -> Bool {
        abs(WeightUnit.kg.convert(kilograms, to: .lb) - pounds) <= 5
    }

    /// Planks (and side planks) are timed in StrongLifts: their cells are seconds.
    static func isTimed(_ name: String) -> Bool {
        ExerciseName.key(name).contains("plank")
    }
}

extension StrongLiftsCSV {
    /// The columns by place: the leading ones, then one group per `Exercise N`.
    private func read(header row: CSVRow) throws(ImportError) -> Layout {
        let keys = row.fields.map(CSVHeader.normalize)
        var date: Int?, note: Int?
        var groups: [Group] = []
        var ignored: [Int] = []
        for (index, key) in keys.enumerated() {
            let refuse = { () -> ImportError in
                ImportError(file: path, .strongLiftsColumnUnknown(row.fields[index]),
                            at: row.location(ofField: index))
            }
            if context.columns[key] == .ignore, key != "date", !key.hasPrefix("exercise ") {
                ignored.append(index)
            } else if let number = StrongLiftsCSV.number(key, after: "exercise ") {
                groups.append(Group(position: number, exercise: index))
            } else if var group = groups.popLast() {
                if key == "weight (kg)", group.kg == nil {
                    group.kg = index
                } else if ["weight (lb)", "weight (lbs)"].contains(key), group.lb == nil {
                    group.lb = index
                } else if let number = StrongLiftsCSV.number(key, after: "set ") {
                    group.sets.append((number, index))
                } else {
                    throw refuse()
                }
                groups.append(group)
            } else if key == "date", date == nil {
                date = index
            } else if ["note", "notes"].contains(key), note == nil {
                note = index
            } else if StrongLiftsCSV.ignoredColumns[key] != nil {
                ignored.append(index)
            } else {
                throw refuse()
            }
        }
        guard let date else { throw ImportError(file: path, .csv(.headerWithoutColumn("Date")), at: SourceLocation(line: row.line, column: 1)) }
        return Layout(date: date, note: note, groups: groups, ignored: ignored)
    }

    /// `--column` with an exercise's name says what its `Set` cells count
    /// (reps or seconds); a column of the header can only be left out.
    private func exerciseFields(header row: CSVRow) throws(ImportError) -> [String: ColumnField] {
        let names = Set(row.fields.map(CSVHeader.normalize))
        var counts: [String: ColumnField] = [:]
        for (name, field) in context.columns.sorted(by: { $0.key < $1.key }) {
            if names.contains(name), field == .ignore { continue }
            guard !names.contains(name), field == .reps || field == .seconds else {
                throw ImportError(file: path, .strongLiftsColumnMapped(name: name, field: field),
                                  at: SourceLocation(line: row.line, column: 1))
            }
            counts[name] = field
        }
        return counts
    }

    /// What each column is read as, for the import's report and the dry run.
    private func mapping(_ row: CSVRow, _ layout: Layout, _ counts: [String: ColumnField]) -> ColumnMapping {
        var uses: [Int: ColumnUse] = [layout.date: ColumnUse(.date)]
        if let note = layout.note { uses[note] = ColumnUse(.notes, "the workout's, on its first set") }
        let timed: ImportSetting? = counts.isEmpty ? nil : .column
        for group in layout.groups {
            uses[group.exercise] = ColumnUse(.exercise)
            if let kg = group.kg { uses[kg] = ColumnUse(.weight, "kg") }
            if let lb = group.lb { uses[lb] = ColumnUse(.weight, group.kg == nil ? "lb" : "lb, when Weight (KG) is empty") }
            for (_, column) in group.sets { uses[column] = ColumnUse(.reps, "seconds for planks", setting: timed) }
        }
        let reasons = StrongLiftsCSV.ignoredColumns
        let keys = row.fields.enumerated().map { index, name in
            layout.ignored.contains(index) && context.columns[CSVHeader.normalize(name)] == .ignore ? ColumnField.ignore.key : CSVHeader.normalize(name)
        }
        return ColumnMapping(header: CSVHeader(names: row.fields, keys: keys, line: row.line), uses: uses, ignored: reasons)
    }

    /// N of `PREFIX N` (a whole number from 1).
    private static func number(_ key: String, after prefix: String) -> Int? {
        guard key.hasPrefix(prefix), let value = Int(key.dropFirst(prefix.count)), value > 0 else { return nil }
        return value
    }
}
