import WorkoutModel
import WorkoutStorage

/// Telling other apps' CSV exports apart by their headers (JEFIT's sectioned
/// file is told by its first line, see `JEFITExport`).
extension ImportFormat {
    static func detectOtherApp(_ header: CSVHeader) -> ImportFormat? {
        if GymBookCSV.recognizes(header) { return .gymbook }
        if StrongLiftsCSV.recognizes(header.names) { return .stronglifts }
        if header.contains("workout datetime"), header.contains("completed reps") { return .liftosaur }
        if header.keys.count >= GymRunCSV.signature.count,
           zip(header.names, GymRunCSV.signature).allSatisfy({ CSVHeader.normalize($0) == $1 }) {
            return .gymrun
        }
        return nil
    }
}

extension ImportFile {
    /// A JEFIT export (`--format jefit`, or a file starting with a `###` line), nil for any other file.
    func scanJEFIT(_ input: ByteInput, problems: inout ProblemLog,
                   _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> Pass? {
        guard options.format == .jefit || (options.format == .auto && JEFITExport.recognizes(input.available)) else { return nil }
        let context = CSVContext(file: path, unit: options.unit, timeZone: timeZone, columns: options.columns)
        let outcome = try JEFITExport(path: path, context: context, strict: options.strict).scan(problems: &problems, input: input, body)
        return Pass(format: .jefit, rows: outcome.rows, units: outcome.units, columns: outcome.columns)
    }
}
