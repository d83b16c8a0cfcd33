import Foundation
import WorkoutModel
import WorkoutStorage

/// One pass over an import file: checks it is non-empty text, picks the
/// reader (RepChart JSON or one of the CSV formats) and streams its sets.
/// `Importer` makes two passes: one to validate, one to write.
struct ImportFile {
    /// The file's name in messages.
    let path: String
    /// Where its bytes are (`ImportInput.path`: itself, or a copy of a stream).
    let source: String
    let options: ImportOptions
    let timeZone: TimeZone
    /// Hevy API page files named together, read as one import (empty: `source` alone).
    var pages: [String] = []
    /// The file's stamp when the import opened it (a regular file read in place).
    var stamp: FileStamp?

    init(path: String, source: String? = nil, options: ImportOptions, timeZone: TimeZone) {
        self.path = path
        self.source = source ?? path
        self.options = options
        self.timeZone = timeZone
    }

    /// Refuses a file that is not what it was when the import opened it
    /// (called after reading, before anything is committed).
    func checkUnchanged() throws(ImportError) {
        if let stamp, FileStamp(path: source) != stamp { throw .changedWhileRead(path) }
    }

    /// What one pass saw besides the sets.
    struct Pass {
        var format: ImportFormat
        var rows = RowReport()
        var units: [UnitNote] = []
        var columns: ColumnMapping?
        var exercises: [ImportExercise] = []
        var settings: Settings?
    }

    /// A RepChart file's settings and exercises, read before its sets (nil
    /// for CSV). Problems are left for the full read to report.
    func header() throws(ImportError) -> (exercises: [ImportExercise], settings: Settings?)? {
        if ImportFile.isFolder(source) || !pages.isEmpty { return nil }  // Hevy's API pages
        let input = try ByteInput(path: source, name: path)
        let startsLikeJSON = try sniff(input)
        guard options.format == .repchart || (options.format == .auto && startsLikeJSON) else { return nil }
        if startsLikeJSON, readsHevyJSON(input) { return nil }
        try input.skipByteOrderMark()
        var ignored = ProblemLog()
        let contents = try RepchartJSON(path: path).scan(problems: &ignored, input: input, headerOnly: true) { _ in }
        return (contents.exercises, contents.settings)
    }

    /// Reads the whole file, calling `body` for each valid set and logging
    /// problems; throws only for problems that stop reading (syntax, I/O).
    func scan(problems: inout ProblemLog, knownExercises: [UUID: ImportExercise]? = nil,
              progress: ((Double) -> Void)? = nil,
              _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> Pass {
        if ImportFile.isFolder(source) { return try scanHevyFolder(problems: &problems, body) }
        if !pages.isEmpty { return try scanHevyPageFiles(problems: &problems, body) }
        let input = try ByteInput(path: source, name: path)
        let startsLikeJSON = try sniff(input)
        var count = 0
        let report: (ImportRecord) throws(ImportError) -> Void = { record throws(ImportError) in
            count += 1
            if let progress, count & 0xFFF == 0, let size = input.size, size > 0 {
                progress(Double(input.offset) / Double(size))
            }
            try body(record)
        }
        if startsLikeJSON, readsHevyJSON(input) { return try scanHevy(input, problems: &problems, report) }
        if options.format == .repchart || (options.format == .auto && startsLikeJSON) {
            try input.skipByteOrderMark()
            let reader = RepchartJSON(path: path, knownExercises: knownExercises)
            let contents = try reader.scan(problems: &problems, input: input, report)
            return Pass(format: .repchart, exercises: contents.exercises, settings: contents.settings)
        }
        if let pass = try scanJEFIT(input, problems: &problems, report) { return pass }
        let context = CSVContext(file: path, unit: options.unit, timeZone: timeZone, columns: options.columns,
                                 dateOrder: options.dateOrder)
        let source = CSVSource(path: path, format: options.format, context: context, strict: options.strict)
        let outcome = try source.scan(problems: &problems, input: input, report)
        return Pass(format: outcome.format, rows: outcome.rows, units: outcome.units, columns: outcome.columns)
    }

    /// Refuses empty and binary files; true when the text starts with `{` or `[`.
    private func sniff(_ input: ByteInput) throws(ImportError) -> Bool {
        try input.ensure(64 * 1024)
        let head = input.available
        var start = 0
        if head.count >= 3, head[0] == 0xEF, head[1] == 0xBB, head[2] == 0xBF { start = 3 }
        try TextHead.refuseBinary(head, complete: input.reachedEnd, file: path)
        let first = head[start...].first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
        guard let first else { throw ImportError(file: path, .input(.emptyFile)) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }
}
