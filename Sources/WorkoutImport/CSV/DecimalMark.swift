import Basics
import WorkoutModel
import WorkoutStorage

/// A file's decimal mark, told from its numbers: `62,5` shows a comma,
/// `62.5` a point, `1.025,5` a comma with points grouping thousands. In a
/// comma file `1.025` is then 1025 (a point groups thousands), in a point
/// file `1,025` is 1025; where the file shows neither, such a number could
/// be either, and its row is refused.
struct DecimalMark {
    enum Mark { case point, comma }

    let mark: Mark?
    /// The numeric columns, with the field each is read as (for messages).
    let columns: [Int: ColumnField]

    init(sample: [CSVRow], columns: [Int: ColumnField]) {
        self.columns = columns
        var point = false, comma = false
        for row in sample {
            for column in columns.keys where column < row.fields.count {
                switch DecimalMark.evidence(row.fields[column].trimmingSpaces) {
                case .point?: point = true
                case .comma?: comma = true
                case nil: break
                }
            }
        }
        mark = point == comma ? nil : (point ? .point : .comma)
    }

    /// Whether `text` is a number, in either mark, grouped or not.
    static func isNumber(_ text: String) -> Bool {
        guard let shape = shape(text) else { return false }
        return shape.digits > 0
    }

    /// The mark `text` shows, nil when it shows none (or is no number).
    static func evidence(_ text: String) -> Mark? {
        guard let shape = shape(text), shape.digits > 0 else { return nil }
        switch (shape.points, shape.commas) {
        case (0, 0): return nil
        case (_, 0): return shape.points > 1 ? .comma : (shape.afterLast == 3 ? nil : .point)
        case (0, _): return shape.commas > 1 ? .point : (shape.afterLast == 3 ? nil : .comma)
        default: return shape.last == UInt8(ascii: ",") ? .comma : .point
        }
    }

    /// Rewrites the numeric fields of `row` with a point for the decimal
    /// mark and no grouping; false (with a problem) when one could be read two ways.
    func normalize(_ row: inout CSVRow, _ problems: inout ProblemLog) -> Bool {
        for (column, field) in columns where column < row.fields.count {
            let text = row.fields[column].trimmingSpaces
            guard let shape = DecimalMark.shape(text), shape.digits > 0, shape.points + shape.commas > 0 else { continue }
            let grouping: Character
            switch mark {
            case .comma?: grouping = "."
            case .point?: grouping = ","
            case nil:
                if shape.points + shape.commas == 1, shape.afterLast == 3, shape.leadingDigits <= 3, !text.hasPrefix("0") {
                    problems.add(.csv(.decimalMarkUnclear(field: field, text: text)),
                                 at: row.location(ofField: column))
                    problems.unreadColumns.append(column)
                    return false
                }
                continue
            }
            // No grouping mark in it (most numbers): nothing to take out.
            guard grouping == "." ? shape.points > 0 : shape.commas > 0,
                  DecimalMark.isGrouped(text, by: grouping) else { continue }
            row.fields[column] = String(text.compactMap { $0 == grouping ? nil : ($0 == "," ? "." : $0) })
        }
        return true
    }

    /// `1.025` or `12.345.678,5` grouped by `separator` in threes.
    static func isGrouped(_ text: String, by separator: Character) -> Bool {
        let decimal: Character = separator == "." ? "," : "."
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        if let mark = body.firstIndex(of: decimal) { body = body[..<mark] }
        let groups = body.split(separator: separator, omittingEmptySubsequences: false)
        guard groups.count > 1, let head = groups.first, (1...3).contains(head.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    private struct Shape {
        var digits = 0, points = 0, commas = 0
        /// Digits after the last separator, and before the first.
        var afterLast = 0, leadingDigits = 0
        var last: UInt8?
    }

    /// Read from the bytes: every character a number may hold is ASCII.
    private static func shape(_ text: String) -> Shape? {
        var shape = Shape()
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                shape.digits += 1
                shape.afterLast += 1
                if shape.last == nil { shape.leadingDigits += 1 }
            case UInt8(ascii: "."), UInt8(ascii: ","):
                if byte == UInt8(ascii: ".") { shape.points += 1 } else { shape.commas += 1 }
                shape.last = byte
                shape.afterLast = 0
            case UInt8(ascii: "-") where offset == 0, UInt8(ascii: "+") where offset == 0: continue
            default: return nil
            }
        }
        return shape
    }
}
