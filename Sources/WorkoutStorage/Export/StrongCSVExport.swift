import WorkoutModel

/// The sets in the 12 columns of Strong's current export, which apps that
/// import Strong files take:
///
///     Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
///
/// `Date` is the set's local time; a day's sets are one workout, named by
/// its day. Weights are in kg and distances in km, or lb and miles
/// (`ExportSelection.unit`). Set order counts an exercise's sets in the
/// workout, and Strong's letters stand for warm-up (W), drop (D) and failure (F) sets.
/// The help of an assisted machine is the weight of an exercise named
/// "(Assisted)", as Strong writes it, and a load added to body weight a
/// weight below zero (`AssistedLoad`); of any other exercise, help is a
/// weight below zero.
enum StrongCSVExport {
    static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"

    @discardableResult
    static func write(_ store: WorkoutStore, selection: ExportSelection, to sink: ([UInt8]) throws -> Void) throws(ExportError) -> Exporter.Contents {
        var day: Day?
        var counts: [String: Int] = [:]
        let metresPer = selection.unit == .lb ? 1609.344 : 1000
        var negative = 0, unsaid = 0
        var contents = try SetRowsExport.write(store, selection: selection, header: header, to: sink) { set, name, out in
            if set.day != day {
                day = set.day
                counts.removeAll(keepingCapacity: true)
            }
            let order: String
            switch set.type {
            case .warmup: order = "W"
            case .drop: order = "D"
            case .failure: order = "F"
            case .normal, .amrap:
                counts[name, default: 0] += 1
                order = String(counts[name] ?? 1)
            }
            let local = Timestamp.text(set.performedAt, offset: set.utcOffset)
            let stored = set.weight.map { $0.unit.convert($0.value, to: selection.unit) }
            // An assisted exercise's help is its weight, as Strong writes it ("Pull Up (Assisted)", 25).
            let said = AssistedLoad.strongWeight(stored, of: name, bodyweight: set.isBodyweight)
            if said == nil { unsaid += 1 }
            let weight = said ?? stored
            if let weight, weight < 0, !AssistedLoad.isAssisted(name) { negative += 1 }
            let fields = [
                "\(set.day) " + local.dropFirst(11).prefix(8), "RepChart \(set.day)", "", SetRowsExport.field(name), order,
                SetRowsExport.number(weight ?? 0), set.reps.map(String.init) ?? "0",
                SetRowsExport.number((set.distance ?? 0) / metresPer), SetRowsExport.number(set.duration ?? 0),
                SetRowsExport.field(set.note ?? ""), "", SetRowsExport.number(set.rpe),
            ]
            out.append(fields.joined(separator: ",") + "\n")
        }
        contents.negativeWeights = negative
        contents.assistedLoads = unsaid
        return contents
    }
}
