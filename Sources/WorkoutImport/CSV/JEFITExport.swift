import Basics
import Foundation
import WorkoutModel
import WorkoutStorage

/// JEFIT's "Backup & Export" file: one CSV holding blocks, each a
/// `### NAME ###` line, a header line and rows:
///
///     ### SETTING ###          row_id,USERID,...,mass,...        " lbs" or " kg": the unit of `logs`
///     ### EXERCISE LOGS ###    USERID,TIMESTAMP,belongSys,logs,_id,record,mydate,eid,ename,...,belongsession,logTime,...
///                              "50.0x15,50.0x15": every set of one exercise on one day, years back
///     ### EXERCISE SET LOGS ### _id,userid,exercise_log_id,set_index,weight_lbs,reps,...,set_type,log_time
///                              one row per set, for recent years only; weights always in pounds
///
/// Every year is imported: an exercise log's sets come from its per-set rows
/// when it has any, else from its `logs` string, never from both. Weights are
/// taken in the settings' unit (pounds converted, rounded to 0.01); the day is
/// `mydate`. Sets are keyed by day, exercise and position, so a newer export
/// that has per-set rows for a day an older one only summed finds the same sets.
///
/// The exercise logs are held until the file has been read (the per-set rows
/// may come after them); JEFIT files are small, a few MB for years of logs.
struct JEFITExport {
    static let source = "jefit"

    let path: String
    let context: CSVContext
    let strict: Bool

    /// True when the text's first line is a `###` section line.
    static func recognizes(_ head: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if head.count >= 3, head[0] == 0xEF, head[1] == 0xBB, head[2] == 0xBF { index = 3 }
        while index < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[index]) { index += 1 }
        return head.count - index >= 3 && head[index] == 0x23 && head[index + 1] == 0x23 && head[index + 2] == 0x23
    }

    /// One EXERCISE LOGS row.
    private struct ExerciseLog {
        var id: String
        var name: String
        var day: Day
        var loggedAt: Date?
        var logs: String
        var row: CSVRow
        var logsColumn: Int
    }

    /// One EXERCISE SET LOGS row.
    private struct SetRow {
        var index: Int
        var pounds: Double
        var reps: Int?
        var type: SetType
        var seconds: Double?
        var metres: Double?
        var doneAt: Date?
        var line: Int
    }

    /// Rows refused so far: their problems go to the caller's log when strict, else are kept here.
    private struct Rejections {
        var problems = ProblemLog()
        var rows = 0

        mutating func add(_ log: ProblemLog, strict: Bool, into caller: inout ProblemLog) {
            rows += 1
            for problem in log.kept { if strict { caller.add(problem) } else { problems.add(problem) } }
        }
    }

    /// What the file's blocks held, read to its end.
    private struct Blocks {
        var massUnit: WeightUnit?
        var logs: [ExerciseLog] = []
        var sets: [String: [SetRow]] = [:]
        var sawLogs = false
        var named = Set<String>()
        var samples: [String: (header: CSVHeader, rows: [CSVRow])] = [:]
    }

    func scan(problems: inout ProblemLog, input: ByteInput,
              _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> CSVSource.Outcome {
        var reader = try CSVReader(input: input)
        var outcome = CSVSource.Outcome(format: .jefit)
        var rejected = Rejections()
        if let (name, field) = context.columns.first(where: { $0.value != .ignore }) {
            throw ImportError(file: path, .jefitColumnMapped(name: name, field: field))
        }
        let blocks = try readBlocks(&reader, &rejected, &problems)
        let unit = try unit(of: blocks)
        // Checked before any set is handed on: a refused file writes nothing.
        outcome.columns = try JEFITColumns.check(blocks.samples, unit: unit, file: path)
        outcome.units = [blocks.massUnit == nil ? UnitNote("logs", unit.rawValue, setting: .unit) : UnitNote("logs", "\(unit.rawValue) (SETTING mass)"),
                         UnitNote("weight_lbs", "lb, converted to \(unit.rawValue)")]
        var numbering = CSVSetNumbering()
        var used = Set<String>()
        for entry in blocks.logs {
            let perSet = blocks.sets[entry.id]?.sorted { $0.index < $1.index }
            if perSet != nil { used.insert(entry.id) }
            var found: [SetRow] = perSet ?? []
            if perSet == nil {
                var log = ProblemLog()
                guard let parsed = parseLogs(entry, unit, &log) else {
                    rejected.add(log, strict: strict, into: &problems)
                    continue
                }
                found = parsed
            }
            if found.isEmpty { outcome.rows.skipped[.noWork, default: 0] += 1 }
            try hand(found, of: entry, unit: unit, numbering: &numbering, rows: &outcome.rows, body)
        }
        for (id, orphans) in blocks.sets where !used.contains(id) {
            for set in orphans {
                var log = ProblemLog()
                log.add(.csv(.jefitLogIDUnknown(id)), at: SourceLocation(line: set.line, column: 1))
                rejected.add(log, strict: strict, into: &problems)
            }
        }
        outcome.rows.add(rejected.problems, rows: rejected.rows)
        return outcome
    }

    /// Reads every block to the end of the file; refused rows go to `rejected`.
    private func readBlocks(_ reader: inout CSVReader, _ rejected: inout Rejections,
                            _ problems: inout ProblemLog) throws(ImportError) -> Blocks {
        var blocks = Blocks()
        var section = ""
        var header: CSVHeader?
        while let row = try reader.next() {
            if row.fields.count == 1, row.fields[0].hasPrefix("###") {
                section = row.fields[0].trimmingCharacters(in: CharacterSet(charactersIn: "# "))
                header = nil
                continue
            }
            guard let columns = header else {
                header = CSVHeader(row, columns: context.columns)
                blocks.named.formUnion(row.fields.map(CSVHeader.normalize))
                if section == JEFITColumns.logs { blocks.sawLogs = true }
                if section == JEFITColumns.logs || section == JEFITColumns.setLogs, let header { blocks.samples[section] = (header, []) }
                continue
            }
            if blocks.samples[section].map({ $0.rows.count < CSVSource.sampleRows }) == true { blocks.samples[section]?.rows.append(row) }
            var log = ProblemLog()
            switch section {
            case "SETTING":
                blocks.massUnit = try settingUnit(row, columns) ?? blocks.massUnit
            case "EXERCISE LOGS":
                if let entry = exerciseLog(row, columns, &log) { blocks.logs.append(entry) } else { rejected.add(log, strict: strict, into: &problems) }
            case "EXERCISE SET LOGS":
                if let (logID, set) = setRow(row, columns, &log) {
                    blocks.sets[logID, default: []].append(set)
                } else {
                    rejected.add(log, strict: strict, into: &problems)
                }
            default:
                continue
            }
        }
        return blocks
    }

    /// The unit of `logs`, once the blocks are known to make an import.
    private func unit(of blocks: Blocks) throws(ImportError) -> WeightUnit {
        guard blocks.sawLogs else {
            throw ImportError(file: path, .csv(.jefitWithoutLogs), at: SourceLocation(line: 1, column: 1))
        }
        guard let unit = blocks.massUnit ?? context.unit else {
            throw ImportError(file: path, .settingWithoutUnit,
                              at: SourceLocation(line: 1, column: 1))
        }
        for name in context.columns.keys.sorted() where !blocks.named.contains(name) {
            throw ImportError(file: path, .mappedColumnNotInBlocks(name: name),
                              at: SourceLocation(line: 1, column: 1))
        }
        return unit
    }

    /// Hands on one exercise log's sets to `body`, numbered within their day;
    /// a set with no work is counted as skipped.
    private func hand(_ found: [SetRow], of entry: ExerciseLog, unit: WeightUnit, numbering: inout CSVSetNumbering,
                      rows: inout RowReport, _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) {
        for (position, set) in found.enumerated() {
            if set.reps == nil, set.seconds == nil, set.metres == nil {
                rows.skipped[.noWork, default: 0] += 1
                continue
            }
            let when = set.doneAt.flatMap { Day(containing: $0, in: context.timeZone) == entry.day ? $0 : nil }
                ?? entry.loggedAt.flatMap { Day(containing: $0, in: context.timeZone) == entry.day ? $0 : nil }
                ?? entry.day.instant(hour: 12, minute: 0, in: context.timeZone)
            let (order, sourceKey) = numbering.next(day: entry.day, natural: "\(entry.day)|\(entry.name)|\(position + 1)")
            let weight = JEFITExport.rounded(WeightUnit.lb.convert(set.pounds, to: unit))
            try body(ImportRecord(
                exerciseName: entry.name, day: entry.day, instant: when, utcOffsetSeconds: context.timeZone.secondsFromGMT(for: when),
                order: order, reps: set.reps, weight: weight > 0 ? Weight(weight, unit) : nil,
                isBodyweight: weight == 0 && set.reps != nil, setType: set.type, duration: set.seconds, distance: set.metres,
                source: JEFITExport.source, sourceKey: sourceKey,
                location: SourceLocation(line: set.line, column: 1)))
        }
    }

    /// 0.01 of the unit: JEFIT stores kilograms through pounds (64.9998).
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    private func settingUnit(_ row: CSVRow, _ header: CSVHeader) throws(ImportError) -> WeightUnit? {
        guard let index = header.index("mass", "mass unit", "weight unit"), index < row.fields.count else { return nil }
        let text = row.fields[index].trimmingSpaces.lowercased()
        if text.hasPrefix("lb") { return .lb }
        if text.hasPrefix("kg") { return .kg }
        throw ImportError(file: path, .csv(.jefitMassUnknown(text)), at: row.location(ofField: index))
    }

    private func exerciseLog(_ row: CSVRow, _ header: CSVHeader, _ problems: inout ProblemLog) -> ExerciseLog? {
        let fields = CSVFields(row: row)
        var failed = false
        guard let logsColumn = header.index("logs"), let nameColumn = header.index("ename"),
              let dateColumn = header.index("mydate"), let idColumn = header.index("_id") else {
            problems.add(.csv(.jefitLogColumnsMissing), at: SourceLocation(line: header.line, column: 1))
            return nil
        }
        let day = fields.read(dateColumn, &problems, &failed) { text throws(FieldError) in try DateParsing.dateTime(text, "mydate").date }
        let name = fields.name(nameColumn, label: "ename", &problems, &failed)
        guard !failed, let day else { return nil }
        return ExerciseLog(id: fields[idColumn].trimmingSpaces, name: name, day: day,
                           loggedAt: JEFITExport.epoch(fields[header.index("logtime")]), logs: fields[logsColumn],
                           row: row, logsColumn: logsColumn)
    }

    private func setRow(_ row: CSVRow, _ header: CSVHeader, _ problems: inout ProblemLog) -> (String, SetRow)? {
        let fields = CSVFields(row: row)
        var failed = false
        guard let logID = header.index("exercise_log_id") else {
            problems.add(.csv(.jefitSetLogsWithoutLogID), at: SourceLocation(line: header.line, column: 1))
            return nil
        }
        let index = fields.read(header.index("set_index"), &problems, &failed) { text throws(FieldError) in try FieldParsing.nonNegative(text, "set_index") }
        let pounds = fields.read(header.index("weight_lbs"), &problems, &failed) { text throws(FieldError) in
            try FieldParsing.weight(text, unit: .lb)?.value
        }
        let reps = fields.read(header.index("reps"), &problems, &failed) { text throws(FieldError) in try FieldParsing.count(text, "reps") }
        let miles = fields.distance(header.index("distance_mi"), metres: 1609.344, &problems, &failed)
        let seconds = fields.read(header.index("duration"), &problems, &failed) { text throws(FieldError) in try FieldParsing.nonNegative(text, "duration") }
        let type = fields.read(header.index("set_type"), &problems, &failed) { text throws(FieldError) -> SetType? in
            // JEFIT writes a normal set as `0` in older exports and `default` in newer ones.
            ["0", "default"].contains(text.trimmingSpaces.lowercased()) ? .normal : try SetTypeParsing.parse(text)
        }
        guard !failed else { return nil }
        return (fields[logID].trimmingSpaces, SetRow(
            index: Int(index ?? 0), pounds: pounds ?? 0, reps: reps, type: type ?? .normal,
            seconds: seconds.positive, metres: miles.positive,
            doneAt: JEFITExport.epoch(fields[header.index("log_time")]), line: row.line))
    }

    /// `50.0x15,50.0x15` in `unit`, as pounds (the per-set rows' unit).
    private func parseLogs(_ entry: ExerciseLog, _ unit: WeightUnit, _ problems: inout ProblemLog) -> [SetRow]? {
        var sets: [SetRow] = []
        let text = entry.logs.trimmingSpaces
        if text.isEmpty { return [] }
        for (index, part) in text.split(separator: ",").enumerated() {
            let pieces = part.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            do throws(FieldError) {
                guard pieces.count == 2 else { throw FieldError(.notWeightTimesReps(String(part))) }
                let weight = try FieldParsing.weight(String(pieces[0]), unit: unit)?.value ?? 0
                let reps = try FieldParsing.count(String(pieces[1]), "reps")
                sets.append(SetRow(index: index, pounds: unit.convert(weight, to: .lb), reps: reps, type: .normal,
                                   line: entry.row.line))
            } catch {
                problems.add(.inLogs(text: text, problem: error.problem), at: entry.row.location(ofField: entry.logsColumn))
                return nil
            }
        }
        return sets
    }

    /// Epoch seconds from 2000 to 2100, else nil (JEFIT writes 0 or a counter when unknown).
    static func epoch(_ text: String) -> Date? {
        guard let value = Double(text.trimmingSpaces), value >= 946_684_800, value < 4_102_444_800 else { return nil }
        return Date(timeIntervalSince1970: value)
    }
}
