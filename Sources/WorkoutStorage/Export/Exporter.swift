import FileOutput
import Foundation
import GRDB
import WorkoutModel

/// Why an export failed (the output file is then left as it was).
package struct ExportError: Error, Sendable, CustomStringConvertible {
    /// One line: what failed and where.
    package var message: String
    /// A failure told as `message`.
    package init(_ message: String) { self.message = message }
    package var description: String { message }

    /// Runs `body`, a read of `store` that writes an export, with its failures
    /// as one line each: an output failure as it is, the log's in its words.
    static func mapping<T>(_ store: WorkoutStore, _ body: () throws -> T) throws(ExportError) -> T {
        try mapping(store.path, body)
    }

    /// `mapping` for the log at `path`.
    static func mapping<T>(_ path: String, _ body: () throws -> T) throws(ExportError) -> T {
        do {
            return try body()
        } catch let error as ExportError {
            throw error
        } catch let error as StoreError {
            throw ExportError(error.description)
        } catch {
            throw ExportError(StoreError(error, path: path).description)
        }
    }
}

/// Writes a store as RepChart JSON (docs/export-format.md): settings,
/// exercises and every set, in a fixed order with fixed number and date
/// spellings, so two exports of the same data are byte-identical and
/// export → import into an empty database → export gives the same bytes.
///
/// Reads one snapshot and streams sets out in chunks, so memory stays
/// bounded whatever the number of sets.
package enum Exporter {
    /// What an export holds, counted while it was written (one snapshot).
    package struct Contents: Sendable, Equatable {
        /// Exercises in the document.
        package var exercises = 0
        /// Sets in the document.
        package var sets = 0
        /// Sets written with a weight below zero (an assisted machine's help, `bw-25kg`): Strong's
        /// layout has no way to say so, and readers of it (RepChart's too) refuse such a row.
        package var negativeWeights = 0
        /// Sets of an exercise named "(Assisted)" with a load of their own (not on body weight),
        /// which Strong's layout can only write as the machine's help.
        package var assistedLoads = 0
    }

    /// Calls `sink` with the document in chunks of about 64 KB; returns what it holds.
    @discardableResult
    package static func write(_ store: WorkoutStore, to sink: ([UInt8]) throws -> Void) throws(ExportError) -> Contents {
        try ExportError.mapping(store) {
            try withoutActuallyEscaping(sink) { sink in
                try store.pool.read { db in
                    var out = ExportBuffer(sink: sink)
                    let contents = try document(db, &out)
                    try out.flush()
                    return contents
                }
            }
        }
    }

    /// The whole document in memory (for tests and small stores).
    package static func data(_ store: WorkoutStore) throws(ExportError) -> [UInt8] {
        var bytes: [UInt8] = []
        try write(store) { chunk in bytes.append(contentsOf: chunk) }
        return bytes
    }

    /// Writes to `path` atomically (a temporary file in the same folder,
    /// synced, then renamed over `path`; a new file is private, 0600), or to
    /// standard output for nil or "-". Never over the log itself.
    @discardableResult
    package static func write(_ store: WorkoutStore, toFile path: String?) throws(ExportError) -> Contents {
        if path == nil || path == "-" {
            return try write(store) { chunk throws(ExportError) in try ExportOutput.writeToStandardOutput(chunk) }
        }
        guard let path else { return Contents() }
        try checkNotTheLog(path, of: store)
        var contents = Contents()
        try ExportOutput.write(toFile: path) { append throws(ExportError) in contents = try write(store, to: append) }
        return contents
    }

    /// Refuses `path` when it is the log `store` reads or one of its
    /// companion files, by any name (a symbolic or hard link): an export
    /// there would replace the data it is made from.
    package static func checkNotTheLog(_ path: String, of store: WorkoutStore) throws(ExportError) {
        try checkNotTheLog(path, logAt: store.path)
    }

    /// As `checkNotTheLog(_:of:)`, for the log at `log` (one SQLite may not open).
    static func checkNotTheLog(_ path: String, logAt log: String) throws(ExportError) {
        guard let suffix = FileIdentity.databaseFile(at: path, of: log) else { return }
        let which = suffix.isEmpty ? "the log being exported" : "the log's \(suffix.dropFirst()) file"
        throw ExportError("\(path) is \(which) (\(log)\(suffix)); write the export to another file")
    }

    // MARK: The document

    private static func document(_ db: Database, _ out: inout ExportBuffer) throws -> Contents {
        // Version 2 added exercises' `muscles` and version 3 sets' `kept`; a log without
        // them stays the version older RepCharts read too.
        let muscles = try MuscleMappingRecords.all(db)
        let kept = try KeptSets.numbers(db)
        let version = RepchartFormat.version(muscles: !muscles.isEmpty, kept: !kept.isEmpty)
        out.append("{\n  \"format\": \"\(RepchartFormat.name)\",\n  \"version\": \(version),\n")
        out.append("  \"settings\": ")
        settings(try SettingRecords.load(db), &out)
        out.append(",\n  \"exercises\": [")
        let exercises = try ExerciseRecords.all(db).sorted { a, b in
            let ka = ExerciseName.key(a.name), kb = ExerciseName.key(b.name)
            return ka != kb ? ka < kb : a.id.uuidString < b.id.uuidString
        }
        for (index, exercise) in exercises.enumerated() {
            out.append(index == 0 ? "\n    " : ",\n    ")
            self.exercise(exercise, muscles: muscles[exercise.id], &out)
        }
        out.append(exercises.isEmpty ? "],\n  \"sets\": [" : "\n  ],\n  \"sets\": [")
        let rows = try Row.fetchCursor(db, sql: """
            \(SetRecords.select) ORDER BY s.day, s.position, s.performedAt, s.id
            """)
        var contents = Contents(exercises: exercises.count)
        while let row = try rows.next() {
            out.append(contents.sets == 0 ? "\n    " : ",\n    ")
            contents.sets += 1
            let decoded = try SetRecords.decode(row)
            set(decoded, kept: decoded.number.map(kept.contains) ?? false, &out)
            try out.flushIfFull()
        }
        out.append(contents.sets == 0 ? "]\n}\n" : "\n  ]\n}\n")
        return contents
    }

    static func settings(_ settings: Settings, _ out: inout ExportBuffer) {
        var fields: [String] = []
        if let weight = settings.bodyWeight {
            fields.append("\"body_weight\": {\"unit\": \"\(weight.unit.rawValue)\", \"value\": \(JSONWriting.number(weight.value))}")
        }
        fields.append("\"default_unit\": \"\(settings.defaultUnit.rawValue)\"")
        if let zone = settings.timeZone { fields.append("\"time_zone\": \(JSONWriting.string(zone))") }
        fields.append("\"week_start\": \"\(settings.weekStart.rawValue)\"")
        out.append("{" + fields.joined(separator: ", ") + "}")
    }

    static func exercise(_ exercise: Exercise, muscles: MuscleMapping?, _ out: inout ExportBuffer) {
        let aliases = exercise.aliases.sorted { ExerciseName.key($0) < ExerciseName.key($1) }
        out.append("{\"id\": \"\(exercise.id.uuidString)\", \"name\": \(JSONWriting.string(exercise.name)), \"aliases\": [")
        out.append(aliases.map(JSONWriting.string).joined(separator: ", "))
        out.append("], \"color\": \(JSONWriting.string(exercise.color)), \"kind\": \"\(exercise.kind.rawValue)\"")
        if let muscles { out.append(", \"muscles\": \(JSONWriting.string(muscles.text()))") }
        out.append("}")
    }

    /// One set object; `kept` when the lifter kept it as real after a likely-typo warning.
    static func set(_ set: WorkoutSet, kept: Bool = false, _ out: inout ExportBuffer) {
        out.append("{\"id\": \"\(set.id.uuidString)\", \"exercise\": \"\(set.exerciseId.uuidString)\"")
        out.append(", \"day\": \"\(set.day)\", \"performed_at\": \"")
        out.append(Timestamp.text(set.performedAt, offset: set.utcOffset))
        out.append("\"")
        if let position = set.position { out.append(", \"position\": \(position)") }
        if let reps = set.reps { out.append(", \"reps\": \(reps)") }
        if let weight = set.weight {
            out.append(", \"weight\": \(JSONWriting.number(weight.value)), \"unit\": \"\(weight.unit.rawValue)\"")
        }
        if set.isBodyweight { out.append(", \"bodyweight\": true") }
        if let rpe = set.rpe { out.append(", \"rpe\": \(JSONWriting.number(rpe))") }
        if let rir = set.rir { out.append(", \"rir\": \(JSONWriting.number(rir))") }
        out.append(", \"type\": \"\(set.type.rawValue)\"")
        if let duration = set.duration { out.append(", \"duration\": \(JSONWriting.number(duration))") }
        if let distance = set.distance { out.append(", \"distance\": \(JSONWriting.number(distance))") }
        if let note = set.note { out.append(", \"note\": \(JSONWriting.string(note))") }
        if kept { out.append(", \"kept\": true") }
        out.append(", \"source\": \(JSONWriting.string(set.source))")
        if let key = set.sourceKey { out.append(", \"source_key\": \(JSONWriting.string(key))") }
        out.append(", \"created_at\": \"\(Timestamp.text(set.createdAt, offset: 0))\"}")
    }
}

/// Collects output bytes and hands them to the sink in large chunks.
struct ExportBuffer {
    static let chunk = 1 << 16
    let sink: ([UInt8]) throws -> Void
    var bytes: [UInt8] = []

    init(sink: @escaping ([UInt8]) throws -> Void) {
        self.sink = sink
        bytes.reserveCapacity(ExportBuffer.chunk + 4096)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func flushIfFull() throws {
        if bytes.count >= ExportBuffer.chunk { try flush() }
    }

    mutating func flush() throws {
        guard !bytes.isEmpty else { return }
        try sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}

/// RFC 3339 timestamps with the set's own UTC offset, to the millisecond, as
/// the exports write them (and an import's refusal quotes a set's time).
package enum Timestamp {
    /// `2026-11-20T18:30:00+01:00`: `.123` is added when there are
    /// milliseconds, `Z` stands for offset 0, and `:SS` is added to offsets
    /// that are not whole minutes.
    package static func text(_ date: Date, offset: Int) -> String {
        let ms = WorkoutSet.milliseconds(date) + Int64(offset) * 1000
        var days = ms / 86_400_000
        var rest = ms % 86_400_000
        if rest < 0 { rest += 86_400_000; days -= 1 }
        let day = Day(daysSinceEpoch: Int(days))
        let millis = Int(rest % 1000)
        let seconds = Int(rest / 1000)
        var text = "\(day)T" + zeroPadded(seconds / 3600, 2) + ":" + zeroPadded(seconds / 60 % 60, 2)
            + ":" + zeroPadded(seconds % 60, 2)
        if millis != 0 { text += "." + zeroPadded(millis, 3) }
        if offset == 0 { return text + "Z" }
        let magnitude = abs(offset)
        text += (offset < 0 ? "-" : "+") + zeroPadded(magnitude / 3600, 2) + ":" + zeroPadded(magnitude / 60 % 60, 2)
        if magnitude % 60 != 0 { text += ":" + zeroPadded(magnitude % 60, 2) }
        return text
    }
}
