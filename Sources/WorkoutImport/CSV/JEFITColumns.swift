import WorkoutModel
import WorkoutStorage

/// What `JEFITExport` reads from the columns of its two blocks of sets, and
/// the columns it leaves out with why: the same mapping line and the same
/// refusal of an unexplained column of numbers as every CSV import.
enum JEFITColumns {
    static let logs = "EXERCISE LOGS"
    static let setLogs = "EXERCISE SET LOGS"

    /// The columns of `section` read, by index (as `JEFITExport` looks them up).
    static func uses(_ section: String, _ header: CSVHeader, unit: WeightUnit?) -> [Int: ColumnUse] {
        let unitName = unit?.rawValue ?? "unit from SETTING"
        switch section {
        case logs:
            return uses((header.index("mydate"), ColumnUse(.date)), (header.index("ename"), ColumnUse(.exercise)),
                        (header.index("logs"), ColumnUse(nil, unitName, as: "sets WEIGHTxREPS")),
                        (header.index("_id"), ColumnUse(nil, as: "log id")),
                        (header.index("logtime"), ColumnUse(nil, as: "time of the sets")))
        case setLogs:
            return uses((header.index("exercise_log_id"), ColumnUse(nil, as: "log id")),
                        (header.index("set_index"), ColumnUse(.setOrder)),
                        (header.index("weight_lbs"), ColumnUse(.weight, unit.map { "lb, converted to \($0.rawValue)" } ?? "lb")),
                        (header.index("reps"), ColumnUse(.reps)), (header.index("distance_mi"), ColumnUse(.distance, "mi")),
                        (header.index("duration"), ColumnUse(.seconds)), (header.index("set_type"), ColumnUse(.setType)),
                        (header.index("log_time"), ColumnUse(nil, as: "time of the set")))
        default:
            return [:]
        }
    }

    /// Columns JEFIT writes that hold nothing a set takes (normalized names).
    static func ignored(_ section: String) -> [String: String] {
        let shared = ["userid": "user id"]
        switch section {
        case logs:
            return shared.merging(["timestamp": "JEFIT's sync time", "belongsys": "JEFIT's id", "record": "JEFIT's 1RM estimate",
                                   "eid": "exercise id", "day item id": "routine id", "belongsession": "workout id",
                                   "interval logs": "interval timer", "auto generated": "JEFIT's flag"]) { first, _ in first }
        case setLogs:
            return shared.merging(["id": "row id", "calories": "not stored", "speed mph": "from distance and time",
                                   "laps": "not stored"]) { first, _ in first }
        default:
            return shared
        }
    }

    private static func uses(_ pairs: (Int?, ColumnUse)...) -> [Int: ColumnUse] {
        var result: [Int: ColumnUse] = [:]
        for (index, use) in pairs {
            if let index, result[index] == nil { result[index] = use }
        }
        return result
    }

    /// The mapping of both blocks, refusing a block with a column of numbers
    /// nothing explains (judged on `samples`, its first rows).
    static func check(_ samples: [String: (header: CSVHeader, rows: [CSVRow])], unit: WeightUnit?,
                      file: String) throws(ImportError) -> ColumnMapping? {
        var mapping: ColumnMapping?
        for section in [logs, setLogs] {
            guard let (header, rows) = samples[section] else { continue }
            let uses = uses(section, header, unit: unit)
            try UnreadColumns.refuseNumbers(header, uses: uses, reasons: ignored(section), sample: rows, file: file,
                                            section: "\(section): ")
            let part = ColumnMapping(header: header, uses: uses, ignored: ignored(section))
            if mapping == nil {
                mapping = part
            } else {
                mapping?.read += part.read
                mapping?.ignored += part.ignored
            }
        }
        return mapping
    }
}
