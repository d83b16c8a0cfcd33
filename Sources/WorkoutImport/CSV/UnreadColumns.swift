import WorkoutModel
import WorkoutStorage

/// The columns a CSV reader leaves unread, checked before any row is
/// imported: a column of numbers nobody explained may be the reps or
/// weights of every set, and a `--column` the reader cannot follow would
/// be dropped without a word. Either refuses the file with how to fix it.
enum UnreadColumns {
    /// Refuses a column of numbers (in `sample`) that no use takes and no
    /// reason explains; `section` names the block of a multi-part file.
    static func refuseNumbers(_ header: CSVHeader, uses: [Int: ColumnUse], reasons: [String: String],
                              sample: [CSVRow], file: String, section: String = "") throws(ImportError) {
        try refuseRepeated(header, uses: uses, file: file)
        var unread: [Int] = []
        for index in header.names.indices where uses[index] == nil && !WorkoutColumns.explains(header.keys[index], reasons) {
            let values = sample.compactMap { index < $0.fields.count ? $0.fields[index].trimmingSpaces : nil }
                .filter { !$0.isEmpty }
            if !values.isEmpty, values.allSatisfy(DecimalMark.isNumber) { unread.append(index) }
        }
        guard let first = unread.first else { return }
        throw ImportError(file: file, .numbersNoFieldTakes(section: section, columns: unread.map { header.names[$0] }),
                          at: SourceLocation(line: header.line, column: first + 1))
    }

    /// Refuses a column left unread that has the name of one that is read (`weight` twice): only the
    /// first would be read, and `--column`, which names columns, cannot tell the two apart.
    static func refuseRepeated(_ header: CSVHeader, uses: [Int: ColumnUse], file: String) throws(ImportError) {
        for index in header.names.indices where uses[index] == nil {
            let key = CSVHeader.normalize(header.names[index])
            guard !key.isEmpty, let first = header.names.indices.first(where: { other in
                other < index && uses[other] != nil && CSVHeader.normalize(header.names[other]) == key
            }) else { continue }
            throw ImportError(file: file, .repeatedColumn(name: header.names[index], first: first + 1, repeated: index + 1),
                              at: SourceLocation(line: header.line, column: index + 1))
        }
    }

    /// Refuses a `--column NAME=FIELD` (other than `ignore`) whose column
    /// the `format` reader does not read as FIELD: it would be left out.
    static func refuseUnfollowed(_ header: CSVHeader, uses: [Int: ColumnUse], columns: [String: ColumnField],
                                 file: String, format: String) throws(ImportError) {
        try refuseRepeated(header, uses: uses, file: file)
        // A mapping names columns: two of one name would both take it (`weight=ignore` dropped both, the load lost).
        for (index, name) in header.names.enumerated() where columns[CSVHeader.normalize(name)] != nil {
            let key = CSVHeader.normalize(name)
            guard let first = header.names.indices.first(where: { $0 < index && CSVHeader.normalize(header.names[$0]) == key })
            else { continue }
            throw ImportError(file: file, .repeatedColumn(name: name, first: first + 1, repeated: index + 1),
                              at: SourceLocation(line: header.line, column: index + 1))
        }
        for (index, name) in header.names.enumerated() {
            guard let field = columns[CSVHeader.normalize(name)], field != .ignore, uses[index]?.field != field else { continue }
            throw ImportError(file: file, .mappedColumnNotFollowed(name: name, field: field, format: format),
                              at: SourceLocation(line: header.line, column: index + 1))
        }
    }
}
