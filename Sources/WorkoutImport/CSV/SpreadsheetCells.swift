import WorkoutModel
import WorkoutStorage

/// Takes off the `'` RepChart's CSV exports put before a name or note that
/// a spreadsheet would run as a formula (`FormulaNeutraliser`), in files
/// RepChart wrote only: the tidy export (its header exactly), and rows of
/// Strong's layout whose workout is named `RepChart YYYY-MM-DD`. Other
/// apps' files keep every character they hold.
struct SpreadsheetCells {
    private let tidy: Bool
    private let workoutName: Int?

    init(header: CSVHeader, format: ImportFormat) {
        tidy = format == .csv && Self.isTidy(header)
        workoutName = format == .strong ? header.keys.firstIndex(of: "workout name") : nil
    }

    /// Whether `header` is exactly the header of RepChart's own CSV export.
    static func isTidy(_ header: CSVHeader) -> Bool {
        let tidyNames = FormulaNeutraliser.tidyHeader.split(separator: ",").map { CSVHeader.normalize(String($0)) }
        return header.names.map(CSVHeader.normalize) == tidyNames
    }

    func restored(_ record: ImportRecord, _ row: CSVRow) -> ImportRecord {
        guard tidy || workoutName.map({ CSVFields(row: row)[$0].trimmingSpaces.hasPrefix("RepChart ") }) == true else { return record }
        var record = record
        record.exerciseName = FormulaNeutraliser.restored(record.exerciseName)
        record.notes = record.notes.map(FormulaNeutraliser.restored)
        return record
    }
}
