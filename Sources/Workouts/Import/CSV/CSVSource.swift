import Foundation

/// Reads a CSV export from start to end: the header picks (or checks) the
/// format, then every row goes through that format's parser.
struct CSVSource {
    let path: String
    let format: ImportFormat
    let context: CSVContext

    /// Calls `body` with every set; rows with problems are logged and skipped.
    /// Returns the format read and how many rows held no set.
    func scan(problems: inout ProblemLog, input: ByteInput,
              _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> (ImportFormat, skipped: Int) {
        var reader = try CSVReader(input: input)
        guard let headerRow = try reader.next() else { throw ImportError(file: path, "the file is empty") }
        let header = CSVHeader(headerRow)
        var resolved = format
        if format == .auto {
            guard let detected = ImportFormat.detect(header) else {
                throw ImportError(file: path, "cannot tell the format from the header \"\(header.names.joined(separator: String(UnicodeScalar(reader.separator))))\"; expected a Strong, Hevy or FitNotes export or a CSV with date and exercise columns",
                                  at: SourceLocation(line: headerRow.line, column: 1))
            }
            resolved = detected
        }
        switch resolved {
        case .strong: return (resolved, try run(StrongCSV.self, header, &reader, &problems, body))
        case .hevy: return (resolved, try run(HevyCSV.self, header, &reader, &problems, body))
        case .fitnotes: return (resolved, try run(FitNotesCSV.self, header, &reader, &problems, body))
        case .csv, .auto: return (.csv, try run(GenericCSV.self, header, &reader, &problems, body))
        case .repchart: throw ImportError(file: path, "not a RepChart JSON file (it starts like CSV)", at: SourceLocation(line: 1, column: 1))
        }
    }

    private func run<P: CSVRecordParser>(
        _ type: P.Type, _ header: CSVHeader, _ reader: inout CSVReader, _ problems: inout ProblemLog,
        _ body: (ImportRecord) throws(ImportError) -> Void
    ) throws(ImportError) -> Int {
        var parser = try P(header: header, context: context)
        let width = header.names.count
        var skipped = 0
        while let row = try reader.next() {
            if row.fields.count < width {
                problems.add("row has \(row.fields.count) field\(row.fields.count == 1 ? "" : "s"), the header has \(width)",
                             at: SourceLocation(line: row.line, column: 1))
                continue
            }
            if row.fields.count > width, row.fields[width...].contains(where: { !$0.trimmingSpaces.isEmpty }) {
                problems.add("row has \(row.fields.count) fields, the header has \(width)",
                             at: row.location(ofField: width))
                continue
            }
            let before = problems.count
            if let record = parser.record(from: row, problems: &problems) {
                try body(record)
            } else if problems.count == before {
                skipped += 1
            }
        }
        return skipped
    }
}
