import Foundation
import GRDB
import WorkoutModel

/// Streams a log's sets, in day and position order, with their exercise's
/// name, from one snapshot: what the CSV layouts are written from. Memory
/// stays bounded whatever the number of sets.
enum SetRowsExport {
    /// Calls `row` for each set `selection` takes, then hands the text to `sink` in chunks;
    /// returns the sets written and the exercises they belong to, counted in the same snapshot.
    static func write(_ store: WorkoutStore, selection: ExportSelection, header: String,
                      to sink: ([UInt8]) throws -> Void,
                      _ row: (WorkoutSet, String, inout ExportBuffer) -> Void) throws(ExportError) -> Exporter.Contents {
        try ExportError.mapping(store) {
            try withoutActuallyEscaping(sink) { sink in
                try store.pool.read { db in
                    var written = Set<UUID>(), sets = 0
                    var out = ExportBuffer(sink: sink)
                    out.append(header + "\n")
                    let names = Dictionary(try ExerciseRecords.all(db).map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
                    let rows = try Row.fetchCursor(db, sql: "\(SetRecords.select) ORDER BY s.day, s.position, s.performedAt, s.id")
                    while let record = try rows.next() {
                        let set = try SetRecords.decode(record)
                        guard selection.contains(set.day) else { continue }
                        row(set, names[set.exerciseId] ?? "", &out)
                        sets += 1
                        written.insert(set.exerciseId)
                        try out.flushIfFull()
                    }
                    try out.flush()
                    return Exporter.Contents(exercises: written.count, sets: sets)
                }
            }
        }
    }

    /// A text cell: a `'` first when a spreadsheet would run it as a formula
    /// (`FormulaNeutraliser`), then quoted (quotes doubled) when it holds a
    /// comma, quote or line break.
    static func field(_ raw: String) -> String {
        let text = FormulaNeutraliser.neutralised(raw)
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func number(_ value: Double?) -> String {
        value.map(JSONWriting.number) ?? ""
    }
}
