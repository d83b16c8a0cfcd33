import Foundation
import GRDB
import WorkoutModel

/// Gives exercises their stored colours in order of how much they were trained:
/// the most-trained first, each the colour farthest from those already in use
/// (`ColorTally`), so the exercises a lifter trains most are mutually far apart.
enum ColorAssignment {
    /// Recolours the exercises `ids` (the others keep theirs and count as in use),
    /// by volume (kg × reps), then sets, then the order they were added. With
    /// `batch`, only that batch's sets are weighed (an import's new exercises
    /// have no others). Returns how many exercises were recoloured.
    @discardableResult
    static func byVolume(_ db: Database, ids: [UUID], batch: Int64? = nil) throws -> Int {
        guard !ids.isEmpty else { return 0 }
        let wanted = Set(ids.map(\.uuidString))
        var others: [String] = []
        var chosen: [(number: Int64, id: String)] = []
        for row in try Row.fetchAll(db, sql: "SELECT number, id, color FROM exercise ORDER BY number") {
            let id: String = try row.decode(atIndex: 1)
            if wanted.contains(id) {
                chosen.append((try row.decode(atIndex: 0), id))
            } else {
                others.append(try row.decode(atIndex: 2))
            }
        }
        let weights = try self.weights(db, batch: batch)
        let order = chosen.enumerated().sorted { x, y in
            let a = weights[x.element.number] ?? (0, 0), b = weights[y.element.number] ?? (0, 0)
            if a.volume != b.volume { return a.volume > b.volume }
            if a.sets != b.sets { return a.sets > b.sets }
            return x.offset < y.offset
        }
        var tally = ColorTally(others)
        for (_, exercise) in order {
            let color = tally.next
            try db.execute(sql: "UPDATE exercise SET color = ? WHERE number = ?", arguments: [color, exercise.number])
            tally.add(color)
        }
        return order.count
    }

    /// Volume (loads below zero, assisted, count as none) and sets per exercise row number.
    private static func weights(_ db: Database, batch: Int64?) throws -> [Int64: (volume: Double, sets: Int)] {
        let filter = batch == nil ? "" : "WHERE batch = ?"
        let sql = """
            SELECT exercise, SUM(COALESCE(reps, 0) * MAX(COALESCE(loadKg, 0), 0)), COUNT(*)
            FROM workoutSet \(filter) GROUP BY exercise
            """
        var result: [Int64: (volume: Double, sets: Int)] = [:]
        for row in try Row.fetchAll(db, sql: sql, arguments: StatementArguments(batch.map { [$0] } ?? [])) {
            result[try row.decode(atIndex: 0)] = ((try row.decode(atIndex: 1) as Double?) ?? 0, try row.decode(atIndex: 2))
        }
        return result
    }
}
