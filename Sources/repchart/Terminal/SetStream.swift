import Foundation
import Workouts

/// `repchart sets` for a listing of any size, written as the store's cursor
/// reads it: memory stays flat in the number of sets and the first line goes
/// out at once. JSON is the same bytes `SetListing.json` makes. The table is
/// the same as `SetListing.table` up to `block` sets; past that it is printed
/// in blocks, and when a block needs more or wider columns its header is
/// printed again above it, so every row sits under a header it fits.
struct SetStream {
    /// Sets laid out together; a listing of at most this many is one table.
    static let block = 4096

    private let names: [UUID: String]
    private let write: (String) -> Void

    /// A stream naming sets' exercises from `exercises`, handing text to `write`.
    init(exercises: [Exercise], write: @escaping (String) -> Void) {
        names = Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        self.write = write
    }

    /// A JSON writer: `add` each set, then `finish`.
    func json() -> JSONWriter { JSONWriter(names: names, write: write) }

    /// A table writer: `add` each set, then `finish` (which says "No sets." for none).
    /// `placeInLog` numbers a first day listed only in part (`SetListing.SetNumbering`).
    func table(placeInLog: ((WorkoutSet) throws(StoreError) -> Int?)? = nil) -> TableWriter {
        TableWriter(names: names, numbering: SetListing.SetNumbering(dayOrdered: true), placeInLog: placeInLog,
                    write: write)
    }

    struct JSONWriter {
        let names: [UUID: String]
        let write: (String) -> Void
        private let encoder = JSONWriting.listingEncoder()
        private var count = 0
        private var records: [SetRecordJSON] = []

        init(names: [UUID: String], write: @escaping (String) -> Void) {
            self.names = names
            self.write = write
        }

        mutating func add(_ set: WorkoutSet) throws {
            records.append(SetListing.record(set, name: names[set.exerciseId] ?? ""))
            if records.count == 512 { try flush() }
        }

        mutating func finish() throws {
            try flush()
            write(count == 0 ? "[\n\n]\n" : "\n]\n")
        }

        /// The pending records as the elements of the whole array: a slice of
        /// the array is encoded as an array and its brackets left out.
        private mutating func flush() throws {
            guard !records.isEmpty else { return }
            let array = String(decoding: try encoder.encode(records), as: UTF8.self)
            let elements = array.dropFirst(2).dropLast(2)   // "[\n" … "\n]"
            write((count == 0 ? "[\n" : ",\n") + elements)
            count += records.count
            records.removeAll(keepingCapacity: true)
        }
    }

    struct TableWriter {
        let names: [UUID: String]
        let write: (String) -> Void
        private var pending: [WorkoutSet] = []
        private var numbering: SetListing.SetNumbering
        private let placeInLog: ((WorkoutSet) throws(StoreError) -> Int?)?
        private var shown: SetListing.Columns?
        private var widths: [Int] = []
        private var numbers: [Int] = []

        init(names: [UUID: String], numbering: SetListing.SetNumbering,
             placeInLog: ((WorkoutSet) throws(StoreError) -> Int?)? = nil, write: @escaping (String) -> Void) {
            self.names = names
            self.numbering = numbering
            self.placeInLog = placeInLog
            self.write = write
        }

        mutating func add(_ set: WorkoutSet) throws(StoreError) {
            let number = if let placeInLog { try numbering.next(set, placeInLog: placeInLog) } else { numbering.next(set) }
            pending.append(set)
            numbers.append(number)
            if pending.count == SetStream.block { printBlock() }
        }

        mutating func finish() {
            if shown == nil && pending.isEmpty { write("No sets.\n") }
            if !pending.isEmpty { printBlock() }
        }

        private mutating func printBlock() {
            var columns = shown ?? SetListing.Columns()
            for set in pending { columns.add(set) }
            var table = TextTable(columns: columns.columns(showDay: true, showExercise: true))
            for (set, number) in zip(pending, numbers) {
                table.append(columns.row(set, name: names[set.exerciseId], number: number, showDay: true, showExercise: true))
            }
            let blockWidths = table.columnWidths()
            let same = columns == shown
            let newWidths = same ? zip(widths, blockWidths).map { max($0, $1) } : blockWidths
            let header = !same || newWidths != widths
            if shown != nil && header { write("\n") }
            write(table.render(widths: newWidths, header: header) + "\n")
            shown = columns
            widths = newWidths
            pending.removeAll(keepingCapacity: true)
            numbers.removeAll(keepingCapacity: true)
        }
    }
}
