import Basics
import Foundation
import WorkoutModel
import WorkoutStorage

/// Reads RepChart's own JSON format (docs/export-format.md) as a stream:
/// settings and exercises are small and kept; sets go to a callback one at a
/// time. Syntax errors stop the read; wrong types, bad values and missing
/// fields are logged with their JSON path and the read goes on.
struct RepchartJSON {
    static let formatName = RepchartFormat.name
    static let version = RepchartFormat.version
    /// Version 1 files (before exercises carried `muscles`) read the same way.
    static let readableVersions: ClosedRange<Double> = 1...Double(RepchartFormat.version)

    let path: String
    /// Exercises from an earlier pass over the same file, so sets can be
    /// named as they stream even when `sets` comes before `exercises`.
    var knownExercises: [UUID: ImportExercise]?

    struct Contents {
        var exercises: [ImportExercise] = []
        var settings: Settings?
        var sets = 0
    }

    /// Reads the file. With `headerOnly`, reads settings and exercises and
    /// stops at `sets` once the exercises are known (skipping `sets` when
    /// they come first); sets are not reported and nothing is checked for
    /// completeness.
    func scan(problems: inout ProblemLog, input: ByteInput, headerOnly: Bool = false,
              _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> Contents {
        var scanner = JSONScanner(input: input)
        var contents = Contents()
        var seen = Set<String>()
        var unresolved: [(UUID, SourceLocation)] = []
        let known = knownExercises
        guard try scanner.peek() == UInt8(ascii: "{") else {
            var here = scanner.location
            here.path = "$"
            throw ImportError(file: path, .repchart(.notAnObject), at: here)
        }
        var stoppedEarly = false
        try scanner.objectWhile(path: "$") { scanner, jsonKey throws(ImportError) in
            let key = jsonKey.description
            _ = try scanner.peek()
            var here = scanner.location
            here.path = "$.\(key)"
            if headerOnly, key == "sets" {
                if seen.contains("exercises") {
                    stoppedEarly = true
                    return false
                }
                try scanner.skip(path: "$.sets")
                return true
            }
            guard seen.insert(key).inserted else {
                problems.add(.repchart(.duplicateTopLevelField(key)), at: here)
                try scanner.skip(path: "$.\(key)")
                return true
            }
            switch key {
            case "format":
                try readFormat(&scanner, &problems, at: here)
            case "version":
                try readVersion(&scanner, &problems, at: here)
            case "settings":
                contents.settings = try readSettings(&scanner, &problems)
            case "exercises":
                try readExercises(&scanner, &problems, at: here, into: &contents)
            case "sets":
                try readSets(&scanner, &problems, at: here, into: &contents, unresolved: &unresolved, body)
            default:
                problems.add(.repchart(.unknownTopLevelField(key)), at: here)
                try scanner.skip(path: "$.\(key)")
            }
            return true
        }
        if headerOnly || stoppedEarly { return contents }
        if let extra = try scanner.peek() {
            throw scanner.syntax(.afterDocument(extra), path: "$")
        }
        let whole = SourceLocation(line: 1, column: 1, path: "$")
        for required in ["format", "version", "exercises", "sets"] where !seen.contains(required) {
            problems.add(.json(.missingField(required)), at: whole)
        }
        if known == nil {
            let ids = Set(contents.exercises.map(\.id))
            for (id, location) in unresolved where !ids.contains(id) {
                problems.add(.repchart(.exerciseNotListed(id)), at: location)
            }
        }
        return contents
    }

    // MARK: Top-level fields

    /// Whether the value at `path` is of `kind`; if not, says so (`words`:
    /// "a string"), skips it, and the read goes on.
    private func expect(_ kind: JSONKind, _ words: String, at path: String, _ here: SourceLocation,
                        _ scanner: inout JSONScanner, _ problems: inout ProblemLog) throws(ImportError) -> Bool {
        let found = try scanner.kind(path: path)
        guard found == kind else {
            problems.add(.json(.expected(words, found: found)), at: here)
            try scanner.skip(path: path)
            return false
        }
        return true
    }

    private func readFormat(_ scanner: inout JSONScanner, _ problems: inout ProblemLog,
                            at here: SourceLocation) throws(ImportError) {
        guard try expect(.string, "a string", at: "$.format", here, &scanner, &problems) else { return }
        let name = try scanner.string(path: "$.format")
        if name != RepchartJSON.formatName {
            throw ImportError(file: path, .repchart(.otherFormat(name)), at: here)
        }
    }

    private func readVersion(_ scanner: inout JSONScanner, _ problems: inout ProblemLog,
                             at here: SourceLocation) throws(ImportError) {
        guard try expect(.number, "a whole number", at: "$.version", here, &scanner, &problems) else { return }
        let number = try scanner.number(path: "$.version")
        guard number.isInteger, RepchartJSON.readableVersions.contains(number.value) else {
            throw ImportError(file: path, .repchart(.unsupportedVersion(number.value)), at: here)
        }
    }

    /// The exercises, each once: a repeated id or name is reported and left out.
    private func readExercises(_ scanner: inout JSONScanner, _ problems: inout ProblemLog, at here: SourceLocation,
                               into contents: inout Contents) throws(ImportError) {
        guard try expect(.array, "an array", at: "$.exercises", here, &scanner, &problems) else { return }
        var ids = [UUID: Int]()
        var names = [String: Int]()
        try scanner.array(path: "$.exercises") { scanner, index throws(ImportError) in
            guard let exercise = try readExercise(&scanner, index, &problems) else { return }
            if let first = ids.updateValue(index, forKey: exercise.id) {
                problems.add(.repchart(.exerciseIDReused(exercise.id, first: first)), at: exercise.location)
            } else if let first = names.updateValue(index, forKey: ExerciseName.key(exercise.name)) {
                problems.add(.repchart(.exerciseNameReused(exercise.name, first: first)), at: exercise.location)
            } else {
                contents.exercises.append(exercise)
            }
        }
    }

    /// The sets, one at a time to `body`, named from `knownExercises`; without
    /// them, ids are checked against the exercises once the file is read (`unresolved`).
    private func readSets(_ scanner: inout JSONScanner, _ problems: inout ProblemLog, at here: SourceLocation,
                          into contents: inout Contents, unresolved: inout [(UUID, SourceLocation)],
                          _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) {
        guard try expect(.array, "an array", at: "$.sets", here, &scanner, &problems) else { return }
        let known = knownExercises
        let names = known ?? [:]
        var reader = SetReader()
        try scanner.array(path: "$.sets") { scanner, index throws(ImportError) in
            contents.sets += 1
            guard var record = try reader.read(&scanner, index, &problems) else { return }
            if let exerciseID = record.exerciseID {
                if let exercise = names[exerciseID] {
                    record.exerciseName = exercise.name
                } else if known == nil {
                    unresolved.append((exerciseID, record.location))
                } else {
                    problems.add(.repchart(.exerciseNotListed(exerciseID)), at: record.location)
                    return
                }
            }
            try body(record)
        }
    }

    // MARK: Settings

    static func unknownUnit(_ text: String) -> ImportProblemKind { .repchart(.unknownUnit(text)) }

    private enum SettingField: Int, JSONFieldSet {
        case weekStart, defaultUnit, timeZone, bodyWeight
        static let keys = ["week_start", "default_unit", "time_zone", "body_weight"].map(JSONKey.init)
    }

    private func readSettings(_ scanner: inout JSONScanner, _ problems: inout ProblemLog) throws(ImportError) -> Settings? {
        var fields = FieldReader<SettingField>(path: "$.settings")
        guard try fields.open(&scanner, &problems) else { return nil }
        var settings = Settings()
        try scanner.object(path: "$.settings") { scanner, key throws(ImportError) in
            guard let field = try fields.next(key, &scanner, &problems) else { return }
            switch field {
            case .weekStart:
                if let value = try fields.parsed(&scanner, &problems, WeekStart.init(rawValue:),
                                                 else: { .repchart(.unknownWeekStart($0)) }) {
                    settings.weekStart = value
                }
            case .defaultUnit:
                if let value = try fields.parsed(&scanner, &problems, WeightUnit.init(rawValue:), else: Self.unknownUnit) {
                    settings.defaultUnit = value
                }
            case .timeZone:
                if let value = try fields.parsed(&scanner, &problems, { TimeZone(identifier: $0) != nil ? $0 : nil },
                                                 else: { .repchart(.unknownTimeZone($0)) }) {
                    settings.timeZone = value
                }
            case .bodyWeight:
                settings.bodyWeight = try readWeight(&scanner, &problems)
            }
        }
        return settings
    }

    private enum WeightField: Int, JSONFieldSet {
        case value, unit
        static let keys = ["value", "unit"].map(JSONKey.init)
    }

    /// `{"unit": "kg", "value": 80}`.
    private func readWeight(_ scanner: inout JSONScanner, _ problems: inout ProblemLog) throws(ImportError) -> Weight? {
        var fields = FieldReader<WeightField>(path: "$.settings.body_weight")
        guard try fields.open(&scanner, &problems, nullable: true) else { return nil }
        var value: Double?, unit: WeightUnit?
        var valueAt = SourceLocation(line: 0, column: 0)
        try scanner.object(path: "$.settings.body_weight") { scanner, key throws(ImportError) in
            guard let field = try fields.next(key, &scanner, &problems) else { return }
            switch field {
            case .value:
                valueAt = fields.location(&scanner)
                value = try fields.number(&scanner, &problems, minimum: 0)
            case .unit: unit = try fields.parsed(&scanner, &problems, WeightUnit.init(rawValue:), else: Self.unknownUnit)
            }
        }
        fields.require(.value, value != nil, &problems)
        fields.require(.unit, unit != nil, &problems)
        guard let value, let unit else { return nil }
        // The limits `repchart config bodyweight` sets: one stored value out of them makes every later export unreadable.
        let weight = Weight(value, unit)
        guard value > 0, weight.value(in: .kg) <= Settings.maxBodyWeightKilograms else {
            fields.problem(.repchart(.bodyWeightOutOfRange(value: value, unit: unit)),
                           valueAt, &problems, field: .value)
            return nil
        }
        return weight
    }

    // MARK: Exercises

    private enum ExerciseField: Int, JSONFieldSet {
        case id, name, aliases, color, kind, muscles
        static let keys = ["id", "name", "aliases", "color", "kind", "muscles"].map(JSONKey.init)
    }

    private func readExercise(_ scanner: inout JSONScanner, _ index: Int,
                              _ problems: inout ProblemLog) throws(ImportError) -> ImportExercise? {
        let base = "$.exercises[\(index)]"
        var fields = FieldReader<ExerciseField>(path: base)
        guard try fields.open(&scanner, &problems) else { return nil }
        var id: UUID?, name: String?, aliases: [String] = [], color: String?, exerciseKind: ExerciseKind?
        var muscles: MuscleMapping?
        try scanner.object(path: base) { scanner, key throws(ImportError) in
            guard let field = try fields.next(key, &scanner, &problems) else { return }
            let at = fields.location(&scanner)
            switch field {
            case .id: id = try fields.uuid(&scanner, &problems)
            case .name: name = try fields.string(&scanner, &problems)
            case .aliases:
                let kind = try scanner.kind(path: base)
                guard kind == .array else {
                    fields.problem(.json(.expected("an array of strings", found: kind)), at, &problems)
                    try scanner.skip(path: base)
                    return
                }
                try scanner.array(path: base) { scanner, item throws(ImportError) in
                    _ = try scanner.peek()
                    var itemAt = scanner.location
                    itemAt.path = "\(base).aliases[\(item)]"
                    let kind = try scanner.kind(path: base)
                    guard kind == .string else {
                        problems.add(.json(.expected(JSONKind.string.name, found: kind)), at: itemAt)
                        fields.failed = true
                        try scanner.skip(path: base)
                        return
                    }
                    aliases.append(try scanner.string(path: base))
                }
            case .color:
                color = try fields.parsed(&scanner, &problems, Palette.normalizedHex,
                                          else: { .repchart(.notHexColour($0)) })
            case .muscles:
                // Version 2: the log's own mapping, "chest triceps:0.5".
                muscles = try fields.parsed(&scanner, &problems, { text in
                    try? MuscleMapping(parsing: text.split(separator: " ").map(String.init))
                }, else: { .repchart(.notMuscles($0)) })
            case .kind:
                exerciseKind = try fields.parsed(&scanner, &problems, ExerciseKind.init(rawValue:)) {
                    .repchart(.unknownExerciseKind($0))
                }
            }
        }
        fields.require(.id, id != nil, &problems)
        fields.require(.name, name != nil, &problems)
        fields.require(.kind, exerciseKind != nil, &problems)
        guard !fields.failed, let id, let name, let exerciseKind else { return nil }
        var location = fields.start
        location.path = base
        var exercise = ImportExercise(id: id, name: name, aliases: aliases, color: color, kind: exerciseKind, location: location)
        exercise.muscles = muscles
        return exercise
    }
}

// MARK: Sets

/// Reads set objects; keeps the last `source` so a million "log"s share one String.
private struct SetReader {
    enum Field: Int, JSONFieldSet {
        case id, exercise, day, performedAt, createdAt, position, reps, weight, unit, bodyweight, rpe, rir, type
        case duration, distance, note, source, sourceKey, kept
        static let keys = ["id", "exercise", "day", "performed_at", "created_at", "position", "reps", "weight",
                           "unit", "bodyweight", "rpe", "rir", "type", "duration", "distance", "note", "source",
                           "source_key", "kept"].map(JSONKey.init)
    }

    private var lastSource = ""

    mutating func read(_ scanner: inout JSONScanner, _ index: Int,
                       _ problems: inout ProblemLog) throws(ImportError) -> ImportRecord? {
        var fields = FieldReader<Field>(setIndex: index)
        guard try fields.open(&scanner, &problems) else { return nil }
        var id: UUID?, exercise: UUID?, day: Day?, instant: (Date, Int)?, createdAt: Date?
        var position: Int?, reps: Int?, weight: Double?, unit: WeightUnit?, bodyweight = false, kept = false
        var rpe: Double?, rir: Double?, type = SetType.normal, duration: Double?, distance: Double?
        var note: String?, source: String?, sourceKey: String?
        var weightAt: SourceLocation?
        try scanner.object(path: "$.sets[\(index)]") { scanner, key throws(ImportError) in
            guard let field = try fields.next(key, &scanner, &problems) else { return }
            switch field {
            case .id: id = try fields.uuid(&scanner, &problems)
            case .exercise: exercise = try fields.uuid(&scanner, &problems)
            case .day: day = try fields.day(&scanner, &problems)
            case .performedAt: instant = try fields.timestamp(&scanner, &problems)
            case .createdAt: createdAt = try fields.timestamp(&scanner, &problems)?.0
            case .position: position = try fields.integer(&scanner, &problems, minimum: 1)
            case .reps: reps = try fields.integer(&scanner, &problems, minimum: 1)
            case .weight:
                weightAt = fields.location(&scanner)
                weight = try fields.number(&scanner, &problems, minimum: nil)
            case .unit: unit = try fields.choice(&scanner, &problems, WeightUnit.self, else: RepchartJSON.unknownUnit)
            case .bodyweight: bodyweight = try fields.bool(&scanner, &problems) ?? false
            case .rpe: rpe = try fields.number(&scanner, &problems, minimum: 0)
            case .rir: rir = try fields.number(&scanner, &problems, minimum: 0)
            case .type:
                if let value = try fields.choice(&scanner, &problems, SetType.self, else: {
                    .repchart(.unknownSetType($0))
                }) {
                    type = value
                }
            case .duration: duration = try fields.number(&scanner, &problems, minimum: 0)
            case .distance: distance = try fields.number(&scanner, &problems, minimum: 0)
            case .note: note = try fields.string(&scanner, &problems)
            case .source:
                if let text = try fields.string(&scanner, &problems, reusing: lastSource) {
                    lastSource = text
                    source = text
                }
            case .sourceKey: sourceKey = try fields.string(&scanner, &problems)
            case .kept: kept = try fields.bool(&scanner, &problems) ?? false
            }
        }
        fields.require(.id, id != nil, &problems)
        fields.require(.exercise, exercise != nil, &problems)
        fields.require(.day, day != nil, &problems)
        fields.require(.performedAt, instant != nil, &problems)
        fields.require(.source, source != nil, &problems)
        if weight != nil, unit == nil, !fields.has(.unit) {
            fields.problem(.repchart(.weightWithoutUnitField), weightAt ?? fields.start, &problems, field: .weight)
        }
        if unit != nil, weight == nil, !fields.has(.weight) {
            fields.problem(.repchart(.unitWithoutWeight), fields.start, &problems, field: nil)
        }
        guard !fields.failed, let id, let exercise, let day, let instant, let source else { return nil }
        var record = ImportRecord(
            id: id, exerciseName: "", exerciseID: exercise, day: day, instant: instant.0,
            utcOffsetSeconds: instant.1, order: position, reps: reps,
            weight: weight.flatMap { value in unit.map { Weight(value, $0) } }, isBodyweight: bodyweight,
            rpe: rpe, rir: rir, setType: type, duration: duration, distance: distance, notes: note,
            source: source, sourceKey: sourceKey, createdAt: createdAt,
            location: SourceLocation(line: fields.start.line, column: fields.start.column, setIndex: index))
        record.isKept = kept
        return record
    }
}
