import Foundation
import WorkoutModel
import WorkoutStorage

/// Reads a CSV export from start to end: the header picks (or checks) the
/// format, then every row goes through that format's parser.
struct CSVSource {
    let path: String
    let format: ImportFormat
    let context: CSVContext
    /// `--strict`: a row with an impossible value refuses the whole file.
    let strict: Bool

    /// What a pass over the rows found besides the sets.
    struct Outcome {
        var format: ImportFormat
        var rows = RowReport()
        var units: [UnitNote] = []
        var columns: ColumnMapping?
    }

    /// Rows read ahead of the first set, to judge columns, dates and numbers by.
    static let sampleRows = 500

    /// Calls `body` with every set. Rows that hold no set are counted; rows
    /// with problems are rejected and reported (into `problems` when strict).
    func scan(problems: inout ProblemLog, input: ByteInput,
              _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> Outcome {
        var reader = try CSVReader(input: input)
        guard let headerRow = try reader.next() else { throw ImportError(file: path, .input(.emptyFile)) }
        if format == .stronglifts || (format == .auto && StrongLiftsCSV.recognizes(headerRow.fields)) {
            // Read by place, groups repeating across the row; `--column` there names exercises too.
            return try StrongLiftsCSV(path: path, context: context, strict: strict).scan(header: headerRow, reader: &reader, problems: &problems, body)
        }
        try checkColumnNames(headerRow)
        var header = CSVHeader(headerRow, columns: context.columns)
        var resolved = format
        var byPlace: ColumnsByPlace?
        var pending: [CSVRow] = []
        while pending.count < CSVSource.sampleRows, let row = try reader.next() { pending.append(row) }
        let detected = ImportFormat.detect(header)
        if format == .auto || format == .strong, detected == nil || detected == .csv || detected == .strong,
           let layout = StrongLayout.matching(header: header, row: headerRow, next: pending.first, columns: context.columns) {
            // Strong's layouts are known by shape, whatever the header's language (or without one).
            header = layout.header
            if layout.headerIsData { pending.insert(headerRow, at: 0) }
            resolved = .strong
            if layout.columnsByPlace > 0 {
                byPlace = ColumnsByPlace(columns: layout.columnsByPlace, of: header.keys.count, noHeaderLine: layout.headerIsData)
            }
        } else if format == .auto {
            guard let detected else {
                throw ImportError(file: path, .unknownHeader(header.names.joined(separator: String(UnicodeScalar(reader.separator)))),
                                  at: SourceLocation(line: headerRow.line, column: 1))
            }
            resolved = detected
        }
        var outcome = Outcome(format: resolved)
        outcome.rows.columnsByPlace = byPlace
        // Without a header line (a Strong layout known by shape) no later line can repeat it.
        let repeated = pending.first?.line == headerRow.line ? nil : CSVSource.headerText(headerRow.fields)
        switch resolved {
        case .strong: try run(StrongCSV.self, header, repeated, pending, &reader, &problems, &outcome, body)
        case .hevy: try run(HevyCSV.self, header, repeated, pending, &reader, &problems, &outcome, body)
        case .fitnotes: try run(FitNotesCSV.self, header, repeated, pending, &reader, &problems, &outcome, body)
        case .fitbod: try run(FitbodCSV.self, header, repeated, pending, &reader, &problems, &outcome, body)
        case .gymbook: try run(GymBookCSV.self, header, repeated, pending, &reader, &problems, &outcome, body)
        case .liftosaur: try run(LiftosaurCSV.self, header, repeated, pending, &reader, &problems, &outcome, body)
        case .gymrun: try run(GymRunCSV.self, header, repeated, pending, &reader, &problems, &outcome, body)
        case .stronglifts: break  // read above
        case .jefit: throw ImportError(file: path, .csv(.notJEFIT), at: SourceLocation(line: 1, column: 1))
        case .csv, .auto:
            outcome.format = .csv
            try run(GenericCSV.self, header, repeated, pending, &reader, &problems, &outcome, body)
        case .repchart: throw ImportError(file: path, .repchart(.startsLikeCSV), at: SourceLocation(line: 1, column: 1))
        }
        return outcome
    }

    /// A header line's fields as compared with a later line: trimmed, without
    /// the byte order mark a second file joined on brings along.
    static func headerText(_ fields: [String]) -> [String] {
        fields.indices.map { headerField(fields, $0) }
    }

    /// Whether `fields` repeat the header line `header` (as `headerText` gives it).
    static func repeats(_ header: [String], _ fields: [String]) -> Bool {
        guard fields.count == header.count, let first = fields.first else { return false }
        // Nearly every row differs in its first field as written, with nothing to trim at its ends.
        let plain: (UInt8?) -> Bool = { byte in byte.map { $0 > 0x20 && $0 < 0x7F } ?? false }
        if first != header[0], plain(first.utf8.first), plain(first.utf8.last) { return false }
        for index in fields.indices where headerField(fields, index) != header[index] { return false }
        return true
    }

    private static func headerField(_ fields: [String], _ index: Int) -> String {
        let field = fields[index]
        return (index == 0 && field.hasPrefix("\u{FEFF}") ? String(field.dropFirst()) : field).trimmingSpaces
    }

    /// Every `--column` name must be a column of the header.
    private func checkColumnNames(_ header: CSVRow) throws(ImportError) {
        let names = Set(header.fields.map(CSVHeader.normalize))
        for name in context.columns.keys.sorted() where !names.contains(name) {
            throw ImportError(file: path, .mappedColumnNotInHeader(name: name, header: header.fields.joined(separator: ",")),
                              at: SourceLocation(line: header.line, column: 1))
        }
    }

    private func run<P: CSVRecordParser>(
        _ type: P.Type, _ header: CSVHeader, _ headerLine: [String]?, _ pending: [CSVRow], _ reader: inout CSVReader,
        _ problems: inout ProblemLog, _ outcome: inout Outcome,
        _ body: (ImportRecord) throws(ImportError) -> Void
    ) throws(ImportError) {
        var parser = try P(header: header, context: context)
        let cells = SpreadsheetCells(header: header, format: outcome.format)
        // Columns, dates and numbers are judged by data rows, not by a header line repeated among them.
        let sample = headerLine.map { line in pending.filter { !CSVSource.repeats(line, $0.fields) } } ?? pending
        outcome.units = parser.units
        let uses = parser.columnUses
        let reasons = WorkoutColumns.reasons.merging(P.ignoredColumns) { _, format in format }
        if !uses.isEmpty {
            outcome.columns = ColumnMapping(header: header, uses: uses, ignored: reasons)
            try UnreadColumns.refuseUnfollowed(header, uses: uses, columns: context.columns, file: path, format: outcome.format.rawValue)
            try UnreadColumns.refuseNumbers(header, uses: uses, reasons: reasons, sample: sample, file: path)
        }
        // The first date column is the day; a later one (a time of completion) is read as written.
        let dateColumn = uses.filter { $0.value.field == .date }.keys.min()
        let dates = try NumericDates(order: context.dateOrder, usual: P.dateOrder, usualSeparators: P.dateSeparators,
                                     column: dateColumn, name: dateColumn.map { header.names[$0] } ?? "Date",
                                     sample: sample, file: path)
        let namedMonths = NamedMonthDates(column: dateColumn, sample: sample)
        let numbers = DecimalMark(sample: sample, columns: uses.filter { $0.value.isNumber }.compactMapValues(\.field))
        let width = header.names.count
        var rejected = ProblemLog()
        var rejectedRows = 0
        var unread = UnreadFields()
        var unreadRows = 0
        var rows = 0
        var pending = pending[...]
        while true {
            let next: CSVRow
            if let first = pending.popFirst() {
                next = first
            } else if let read = try reader.next() {
                next = read
            } else {
                break
            }
            if let headerLine, CSVSource.repeats(headerLine, next.fields) {
                // Another export joined on: its sets are numbered afresh, so the sets both
                // exports hold have the same keys and are stored once.
                outcome.rows.skipped[.repeatedHeader, default: 0] += 1
                parser = try P(header: header, context: context)
                continue
            }
            rows += 1
            var row = CSVSource.mended(next, width: width, nameColumn: parser.nameColumn)
            if row.fields.count < next.fields.count { outcome.rows.namesRejoined += 1 }
            var rowProblems = ProblemLog()
            let result: CSVRowOutcome
            if let problem = CSVSource.widthProblem(row, width: width) {
                rowProblems.add(problem)
                result = .rejected
            } else {
                row = dates.normalized(namedMonths.normalized(row))
                if let (problem, column) = dates.unplaced(row) {
                    // One is a typo (30 February); many mean the order is wrong:
                    // they count towards the refusal of a column that cannot be read.
                    rowProblems.add(problem)
                    rowProblems.unreadColumns.append(column)
                    result = .rejected
                } else if numbers.normalize(&row, &rowProblems) {
                    result = parser.record(from: row, problems: &rowProblems)
                    if parser.takeJoinedExport() { outcome.rows.exportsJoined.note(row.line) }
                } else {
                    result = .rejected
                }
            }
            switch result {
            case .set(let record): try body(cells.restored(record, row))
            case .skipped(let reason): outcome.rows.skipped[reason, default: 0] += 1
            case .rejected:
                if unread.add(row, rowProblems) { unreadRows += 1 } else { rejectedRows += 1 }
                for problem in rowProblems.kept {
                    if strict { problems.add(problem) } else { rejected.add(problem) }
                }
            }
        }
        outcome.rows.mendedFields = reader.mendedFields
        // Under --strict every such row already refuses the file, each listed where it is.
        if !strict, let refusal = unread.refusal(rows: rows, header: header, uses: uses, unitGiven: context.unit != nil, file: path) { throw refusal }
        outcome.rows.add(rejected, rows: rejectedRows, unreadable: unreadRows)
        try refuseManyEmptyRows(outcome, rows: rows, header: header)
    }

    /// More than a few per cent of rows without reps, time or distance means
    /// a column was not understood: refused rather than imported without them.
    private func refuseManyEmptyRows(_ outcome: Outcome, rows: Int, header: CSVHeader) throws(ImportError) {
        let empty = outcome.rows.skipped[.noWork] ?? 0
        guard empty > CSVSource.emptyRowsAllowed, empty * 100 > rows * CSVSource.emptyRowsPercent else { return }
        throw ImportError(file: path, .rowsWithoutWork(empty: empty, rows: rows, read: outcome.columns),
                          at: SourceLocation(line: header.line, column: 1))
    }

    /// Rows without work a file may have (planned sets never done, typos)
    /// before it is refused: a few, or a few per cent.
    static let emptyRowsAllowed = 2
    static let emptyRowsPercent = 5

    /// A row with fewer fields than the header, or more that are not empty.
    static func widthProblem(_ row: CSVRow, width: Int) -> ImportProblem? {
        if row.fields.count < width {
            return ImportProblem(.csv(.rowWidth(fields: row.fields.count, header: width)),
                                 at: SourceLocation(line: row.line, column: 1))
        }
        if row.fields.count > width, row.fields[width...].contains(where: { !$0.trimmingSpaces.isEmpty }) {
            return ImportProblem(.csv(.rowWidth(fields: row.fields.count, header: width)), at: row.location(ofField: width))
        }
        return nil
    }

    /// FitNotes writes a name such as `Overhead Press (Each Side, Dumbbells)`
    /// without quotes; the comma and space split it in two. Rejoined while
    /// the row is too wide and the next field starts with a space.
    static func mended(_ row: CSVRow, width: Int, nameColumn: Int) -> CSVRow {
        var row = row
        while row.fields.count > width, nameColumn + 1 < row.fields.count,
              row.fields[nameColumn + 1].first == " " {
            row.fields[nameColumn] += "," + row.fields[nameColumn + 1]
            row.fields.remove(at: nameColumn + 1)
            if nameColumn + 1 < row.columns.count { row.columns.remove(at: nameColumn + 1) }
        }
        return row
    }
}
