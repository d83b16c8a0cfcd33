import Foundation
import WorkoutModel
import WorkoutStorage

/// GymBook's CSV export (seen in Italian):
///
///     Data,Programma,Orario,Esercizio,Zona,Gruppi muscolari (Primari),Gruppi muscolari (Secondari),
///     Set / Set di riscaldamento / Set di defaticamento,Ripetizioni / Tempo,Peso / Distanza,Appunti,Saltato
///
/// with day-first dates (`09/01/25`), a time of day (`18:42`), cells that
/// carry their unit (`20 ripetizioni`, `60 secondi`, `0,00 kg`, `1,20 km`)
/// and `Saltato` (skipped) `Sì`/`Si` for a set planned and not done. A set
/// kind naming a warm-up (`riscaldamento`) is a warm-up set.
struct GymBookCSV: CSVRecordParser {
    static let source = "gymbook"

    private let context: CSVContext
    private let date: Int, time: Int?, program: Int?, exercise: Int
    private let kind: Int?, amount: Int, load: Int?, notes: Int?, skipped: Int?
    private var numbering = CSVSetNumbering()

    init(header: CSVHeader, context: CSVContext) throws(ImportError) {
        self.context = context
        let names = GymBookCSV.names
        date = try header.required("Data", of: GymBookCSV.candidates(names.date), in: context)
        exercise = try header.required("Esercizio", of: GymBookCSV.candidates(names.exercise), in: context)
        amount = try header.required("Ripetizioni / Tempo", of: GymBookCSV.candidates(names.amount), in: context)
        time = header.index(of: GymBookCSV.candidates(names.time))
        program = header.index(of: GymBookCSV.candidates(names.program))
        kind = header.index(of: GymBookCSV.candidates(names.kind))
        load = header.index(of: GymBookCSV.candidates(names.load))
        notes = header.index(of: GymBookCSV.candidates(names.notes))
        skipped = header.index(of: GymBookCSV.candidates(names.skipped))
        // English is the one language whose dates follow the phone's region (04/05/2023 either way).
        if context.dateOrder == nil, header.index(of: GymBookCSV.candidates([GymBookCSV.english.amount])) != nil {
            throw ImportError(file: context.file, .regionDateOrder,
                              at: SourceLocation(line: header.line, column: 1))
        }
    }

    var nameColumn: Int { exercise }

    var units: [UnitNote] { [UnitNote("Peso / Distanza", "the unit written in each cell (kg, lb, km, m)")] }

    var columnUses: [Int: ColumnUse] {
        Self.uses((date, ColumnUse(.date)), (time, ColumnUse(nil, as: "time of day")), (exercise, ColumnUse(.exercise)),
                  (kind, ColumnUse(.setType, "riscaldamento: warm-up")),
                  (amount, ColumnUse(.reps, "unit in each cell", as: "reps or seconds")),
                  (load, ColumnUse(.weight, "unit in each cell", as: "weight or distance")),
                  (notes, ColumnUse(.notes)), (skipped, ColumnUse(nil, "Sì: not imported", as: "skipped")))
    }

    static var ignoredColumns: [String: String] {
        ["programma": "workout name", "training": "workout name", "workout": "workout name", "programme": "workout name",
         "programa": "workout name", "zona": "body part", "region": "body part", "zone": "body part",
         "gruppi muscolari (primari)": "muscles", "gruppi muscolari (secondari)": "muscles"]
    }

    /// GymBook's Italian, German, French and Spanish exports write dates day first.
    static var dateOrder: DateOrder? { .dmy }

    mutating func record(from row: CSVRow, problems: inout ProblemLog) -> CSVRowOutcome {
        let fields = CSVFields(row: row)
        var failed = false
        let day = fields.read(date, &problems, &failed) { text throws(FieldError) in try GymBookCSV.day(text) }
        let clock = fields.read(time, &problems, &failed) { text throws(FieldError) in try GymBookCSV.secondOfDay(text) }
        let name = fields.name(exercise, label: "Esercizio", &problems, &failed)
        let work = fields.read(amount, &problems, &failed) { text throws(FieldError) in try GymBookCSV.repsOrSeconds(text) }
        let weighed = fields.read(load, &problems, &failed) { text throws(FieldError) in try GymBookCSV.weightOrDistance(text) }
        let wasSkipped = fields.read(skipped, &problems, &failed) { text throws(FieldError) in try GymBookCSV.yes(text) }
        guard !failed, let day else { return .rejected }
        if wasSkipped == true { return .skipped(.notDone) }
        let reps = work?.reps, seconds = work?.seconds, metres = weighed?.metres
        if reps == nil, seconds == nil, metres == nil { return .skipped(.noWork) }
        let when = LocalDateTime(date: day, secondOfDay: clock ?? 12 * 3600, utcOffset: nil)
        let workout = fields[program].trimmingSpaces
        let (order, sourceKey) = numbering.next(day: day, natural: "\(when.keyText)|\(workout)|\(name)")
        let (instant, offset) = when.resolve(in: context.timeZone)
        let note = fields[notes].trimmingSpaces
        let kindText = fields[kind].lowercased()
        let isWarmup = GymBookCSV.warmUpWords.contains { kindText.contains($0) }
        return .set(ImportRecord(
            exerciseName: name, day: day, instant: instant, utcOffsetSeconds: offset,
            order: order, reps: reps, weight: weighed?.weight, isBodyweight: weighed?.weight == nil && reps != nil && metres == nil,
            setType: isWarmup ? .warmup : .normal, duration: seconds, distance: metres, notes: note.isEmpty ? nil : note,
            source: GymBookCSV.source, sourceKey: sourceKey,
            location: SourceLocation(line: row.line, column: 1)))
    }

    /// `09/01/25`, rewritten by `CSVSource` (see `NumericDates.rewrittenDay`).
    static func day(_ raw: String) throws(FieldError) -> Day {
        try NumericDates.rewrittenDay(raw, column: "Data", written: "DD/MM/YY")
    }

    /// `18:42` (empty: no time given).
    static func secondOfDay(_ raw: String) throws(FieldError) -> Double? {
        let text = raw.trimmingSpaces
        if text.isEmpty { return nil }
        let parts = text.split(separator: ":")
        guard (2...3).contains(parts.count), let h = Int(parts[0]), let m = Int(parts[1]), h < 24, m < 60,
              parts.count == 2 || Int(parts[2]).map({ $0 < 60 }) == true else {
            throw FieldError(.notATimeOfDay(text))
        }
        return Double(h * 3600 + m * 60 + (parts.count == 3 ? Int(parts[2]) ?? 0 : 0))
    }

    /// `20 ripetizioni` or a time (`60 secondi`, `2 minuti`, `1:30`).
    static func repsOrSeconds(_ raw: String) throws(FieldError) -> (reps: Int?, seconds: Double?)? {
        let text = raw.trimmingSpaces
        if text.isEmpty { return nil }
        let (number, word) = GymBookCSV.split(text)
        if GymBookCSV.repsWords.contains(word) {
            return (try FieldParsing.count(number, "Ripetizioni"), nil)
        }
        guard let seconds = try? FieldParsing.duration(text, "Tempo") else {
            throw FieldError(.neitherRepsNorTime(text))
        }
        return (nil, seconds > 0 ? seconds : nil)
    }

    /// `12,50 kg`, `25 lb`, `1,20 km`, `400 m`; zero is none.
    static func weightOrDistance(_ raw: String) throws(FieldError) -> (weight: Weight?, metres: Double?)? {
        let text = raw.trimmingSpaces
        if text.isEmpty { return nil }
        let (number, word) = GymBookCSV.split(text)
        if let unit = try? FieldParsing.weightUnit(word) {
            return (try FieldParsing.weight(number, unit: unit), nil)
        }
        if let perUnit = try? FieldParsing.metresPer(word) {
            return (nil, try FieldParsing.nonNegative(number, "distance").flatMap { $0 > 0 ? $0 * perUnit : nil })
        }
        throw FieldError(.unknownLoadUnit(text))
    }

    /// `Sì`/`Si`/`Yes` or `No`.
    static func yes(_ raw: String) throws(FieldError) -> Bool? {
        switch raw.trimmingSpaces.lowercased() {
        case "": nil
        case "sì", "sí", "si", "yes", "ja", "oui", "true", "1": true
        case "no", "nein", "non", "false", "0": false
        default: throw FieldError(.notYesOrNo(field: "Saltato", text: raw.trimmingSpaces, yes: "Sì", no: "No"))
        }
    }

    /// The number and the unit word of `20 ripetizioni`, lower case.
    private static func split(_ text: String) -> (number: String, word: String) {
        let number = text.prefix { $0.isNumber || $0 == "," || $0 == "." || $0 == "-" }
        return (String(number), String(text.dropFirst(number.count)).trimmingSpaces.lowercased())
    }
}
