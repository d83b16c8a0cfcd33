import WorkoutModel

/// The tidy CSV export: one row per set with every value it holds, which
/// `repchart import` reads back (docs/export-format.md):
///
///     date,exercise,set order,type,reps,weight,unit,bodyweight,seconds,metres,rpe,rir,notes,source,id
///
/// `date` is the set's time with its UTC offset (`2026-11-20T18:30:00+01:00`),
/// whose day is the set's day; weights keep the unit they were logged in.
enum TidyCSVExport {
    static let header = "date,exercise,set order,type,reps,weight,unit,bodyweight,seconds,metres,rpe,rir,notes,source,id"

    @discardableResult
    static func write(_ store: WorkoutStore, selection: ExportSelection, to sink: ([UInt8]) throws -> Void) throws(ExportError) -> Exporter.Contents {
        return try SetRowsExport.write(store, selection: selection, header: header, to: sink) { set, name, out in
            var fields: [String] = []
            fields.reserveCapacity(15)
            fields.append(Timestamp.text(set.performedAt, offset: set.utcOffset))
            fields.append(SetRowsExport.field(name))
            fields.append(set.position.map(String.init) ?? "")
            fields.append(set.type.rawValue)
            fields.append(set.reps.map(String.init) ?? "")
            fields.append(SetRowsExport.number(set.weight?.value))
            fields.append(set.weight?.unit.rawValue ?? "")
            fields.append(set.isBodyweight ? "yes" : "")
            fields.append(SetRowsExport.number(set.duration))
            fields.append(SetRowsExport.number(set.distance))
            fields.append(SetRowsExport.number(set.rpe))
            fields.append(SetRowsExport.number(set.rir))
            fields.append(SetRowsExport.field(set.note ?? ""))
            fields.append(SetRowsExport.field(set.source))
            fields.append(set.id.uuidString)
            out.append(fields.joined(separator: ",") + "\n")
        }
    }
}
