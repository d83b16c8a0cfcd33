/// Strong's column layouts, by position. Strong writes its header in the
/// app's language; when a header is in one we do not know (or the line is
/// missing), a file whose column count matches one of these layouts and
/// whose first row has a date first and a set order in the right place is
/// read as Strong with these English names.
struct StrongLayout {
    let header: CSVHeader
    /// The "header" line is the first row of data: the file has no header.
    let headerIsData: Bool

    /// The layouts Strong has written, each with its columns in order.
    static let layouts: [[String]] = [
        ["Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes", "RPE"],
        ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes", "RPE"],
        ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes"],
        ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Weight Unit", "Reps", "RPE", "Distance", "Distance Unit", "Seconds", "Notes", "Workout Notes"],
        ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Weight Unit", "Reps", "RPE", "Distance", "Distance Unit", "Seconds", "Notes", "Workout Notes", "Workout Duration"],
    ]

    /// The layout `header` (and the row after it) fit, nil when none does.
    static func matching(header: CSVRow, next: CSVRow?) -> StrongLayout? {
        for names in layouts where names.count == header.fields.count {
            let english = CSVHeader(CSVRow(fields: names, line: header.line, columns: header.columns))
            if fits(header, names) {
                return StrongLayout(header: english, headerIsData: true)
            }
            if let next, fits(next, names) {
                return StrongLayout(header: english, headerIsData: false)
            }
        }
        return nil
    }

    /// A date in the first column and a set order where the layout has it.
    private static func fits(_ row: CSVRow, _ names: [String]) -> Bool {
        guard row.fields.count == names.count, let order = names.firstIndex(of: "Set Order"),
              (try? DateParsing.dateTime(row.fields[0])) != nil else { return false }
        // An RPE column holds numbers or nothing (a renamed column holding words is not Strong's).
        if let rpe = names.firstIndex(of: "RPE"), !row.fields[rpe].trimmingSpaces.isEmpty,
           (try? FieldParsing.decimal(row.fields[rpe], "RPE")) == nil { return false }
        let value = row.fields[order].trimmingSpaces
        return Int(value) != nil || ["W", "D", "F"].contains(value.uppercased()) || value.lowercased() == "rest timer"
    }
}
