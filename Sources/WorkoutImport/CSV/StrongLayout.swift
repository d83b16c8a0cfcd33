import WorkoutModel
import WorkoutStorage

/// Strong's column layouts, by position. Strong writes its header in the
/// app's language; when a header is in one we do not know (or the line is
/// missing), a file whose column count matches one of these layouts and
/// whose first row has a date first and a set order in the right place is
/// read as Strong with these English names.
struct StrongLayout {
    let header: CSVHeader
    /// The "header" line is the first row of data: the file has no header.
    let headerIsData: Bool
    /// Columns read by their place in the layout, not by their names (every
    /// one without a header line; those in a language RepChart does not know).
    var columnsByPlace = 0

    /// The layouts Strong has written, each with its columns in order.
    static let layouts: [[String]] = [
        ["Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes", "RPE"],
        ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes", "RPE"],
        ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes"],
        ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Weight Unit", "Reps", "RPE", "Distance", "Distance Unit", "Seconds", "Notes", "Workout Notes"],
        ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Weight Unit", "Reps", "RPE", "Distance", "Distance Unit", "Seconds", "Notes", "Workout Notes", "Workout Duration"],
    ]

    /// The layout the header line `row` (read as `dictionary`) and the row
    /// after it fit, nil when none does. The header keeps its names; each
    /// column is read as the layout's, except one `--column` names and one
    /// whose name carries its unit (`kg`, `Weight (lbs)`).
    static func matching(header dictionary: CSVHeader, row: CSVRow, next: CSVRow?,
                         columns: [String: ColumnField] = [:]) -> StrongLayout? {
        for names in layouts where names.count == row.fields.count {
            let keys = names.map(CSVHeader.normalize)
            if fits(row, names) {
                return StrongLayout(header: CSVHeader(names: names, keys: keys, line: row.line), headerIsData: true,
                                    columnsByPlace: names.count)
            }
            // Names RepChart understands win over position: a header whose known
            // names stand where the layout has other fields is read by its names.
            if let next, fits(next, names), !contradicts(dictionary, keys) {
                let merged = keys.indices.map { index in
                    let own = dictionary.keys[index]
                    let named = columns[CSVHeader.normalize(row.fields[index])] != nil
                    return named || own.hasPrefix(keys[index] + " (") || unitNames.contains(own) ? own : keys[index]
                }
                // A synonym ("Dauer", a workout's duration) is read by its name's meaning, not a guess.
                let byPlace = merged.indices.filter { merged[$0] != dictionary.keys[$0] && meaning(dictionary.keys[$0]) == nil }.count
                return StrongLayout(header: CSVHeader(names: row.fields, keys: merged, line: row.line), headerIsData: false,
                                    columnsByPlace: byPlace)
            }
        }
        return nil
    }

    /// Whether a column whose name RepChart understands stands where the
    /// layout has another field (`reps` where Strong has `Weight`). Names in
    /// a language RepChart does not know say nothing, and do not count.
    private static func contradicts(_ header: CSVHeader, _ keys: [String]) -> Bool {
        zip(header.keys, keys).contains { own, layout in
            guard let named = meaning(own), let expected = meaning(layout) else { return false }
            return named != expected
        }
    }

    /// The field a column name means, by its group of synonyms (a unit in
    /// brackets, as in `weight (kg)`, left out); nil for a name not known.
    private static func meaning(_ key: String) -> Int? {
        let bare = key.firstIndex(of: "(").map { String(key[..<$0]).trimmingSpaces } ?? key
        return fieldGroups.firstIndex { $0.contains(bare) }
    }

    /// Column names that mean one field, in groups (normalized).
    private static let fieldGroups: [Set<String>] = [
        Set(GenericCSV.dateNames),
        ["workout name", "workout", "workout title", "title", "routine"],
        ["duration", "workout duration"],
        ["exercise name", "exercise", "exercise title", "lift", "movement"],
        ["set order", "set", "set number", "set #"],
        ["weight", "load"],
        ["weight unit", "unit", "units"],
        ["reps", "rep", "repetitions"],
        ["rpe"], ["rir"],
        ["distance", "distance m", "metres", "meters"],
        ["distance unit"],
        ["seconds", "duration seconds"],
        ["notes", "note", "comment", "comments"],
        ["workout notes"],
    ]

    /// Column names that are a unit: Strong's 2016 `kg` and `km` columns.
    private static let unitNames: Set<String> = ["kg", "kgs", "lb", "lbs", "km", "mi", "miles", "meters", "metres"]

    /// A date in the first column, a set order where the layout has it (a
    /// number, W, D or F, or a word with no reps and no weight: a rest timer
    /// or note in the app's language), and numbers or nothing for weight,
    /// reps, seconds and RPE.
    private static func fits(_ row: CSVRow, _ names: [String]) -> Bool {
        guard row.fields.count == names.count, let order = names.firstIndex(of: "Set Order"),
              (try? DateParsing.dateTime(row.fields[0])) != nil else { return false }
        for column in ["Weight", "Reps", "RPE", "Seconds"] {
            guard let index = names.firstIndex(of: column) else { continue }
            let value = row.fields[index].trimmingSpaces
            if !value.isEmpty, !DecimalMark.isNumber(value) { return false }
        }
        let value = row.fields[order].trimmingSpaces
        if Int(value) != nil || ["W", "D", "F"].contains(value.uppercased()) { return true }
        // A word is a rest timer or a note: it holds no reps and no weight.
        guard !value.isEmpty, value.count <= 40, value.allSatisfy({ $0.isLetter || $0 == " " }) else { return false }
        return ["Weight", "Reps"].allSatisfy { column in
            names.firstIndex(of: column).map { (try? FieldParsing.decimal(row.fields[$0], "")) ?? 0 == 0 } ?? true
        }
    }
}
