import Foundation
import GRDB
import WorkoutModel

/// The few sets of one exercise that can hold one of its records, found by
/// index seeks instead of a pass over all its sets.
///
/// Every record kind scores a set by its reps and its load, rising with the
/// load. Within one (reps, bodyweight) group the load rises with `loadKg`
/// (body weight, when counted, is the same for the whole group), so only the
/// group's heaviest set can score highest, and among equally heavy sets the
/// earliest holds the record. Fed in the order they were done, these seeds
/// leave a `RecordTracker` exactly where all the exercise's sets would.
///
/// The index is the schema's one lazy index (`Schema.lazyIndexes` says when
/// `log` builds it and why). Without it, records come from a pass over the
/// exercise's sets, which is quick below `indexedFrom` sets.
///
/// The groups are walked with the index `workoutSet_records` (exercise, reps,
/// bodyweight, loadKg, day, position): one seek to the next group, one to its
/// heaviest set, one to the first of its ties (a load repeated for years is
/// thousands of ties, hence day and position in the index); a bodyweight set
/// without a load (load 0, so the body weight alone) is looked up on its own.
enum RecordSeeds {
    static let indexName = "workoutSet_records"
    /// From this many sets of one exercise, `log` builds the index.
    static let indexedFrom = 5_000
    static let index = Schema.recordsIndex

    /// How many likely typos one group may hold before the walk gives up and
    /// the records come from a pass over every set (bounded work per group).
    static let unlikelyPerGroup = 8

    /// The seeds, oldest first. A group's heaviest set that `isUnlikely` judges
    /// a likely typo holds no record: the next heaviest is the group's seed.
    /// Nil when a group holds more than `unlikelyPerGroup` of them.
    static func candidates(_ db: Database, exercise number: Int64, id: UUID, bodyWeight: Weight?,
                           isUnlikely: (RecordCandidate) throws -> Bool = { _ in false }) throws -> [RecordCandidate]? {
        var found: [Row] = []
        var group = (reps: 0, bodyweight: true)   // the walk starts after (0 reps, bodyweight): reps ≥ 1
        while let next = try Row.fetchOne(db, sql: """
                SELECT reps, bodyweight FROM workoutSet
                WHERE exercise = ? AND (reps, bodyweight) > (?, ?)
                ORDER BY reps, bodyweight LIMIT 1
                """, arguments: [number, group.reps, group.bodyweight]) {
            group = (next[0], next[1])
            let keys: StatementArguments = [number, group.reps, group.bodyweight]
            var below: Double?   // the load of the last typo met: the next seed is lighter
            var typos = 0
            while let heaviest = try Double.fetchOne(db, sql: """
                    SELECT loadKg FROM workoutSet
                    WHERE exercise = ? AND reps = ? AND bodyweight = ? AND loadKg IS NOT NULL AND type <> 'warmup'
                      AND loadKg < ?
                    ORDER BY loadKg DESC LIMIT 1
                    """, arguments: keys + [below ?? Double.greatestFiniteMagnitude]) {
                let rows = try Row.fetchAll(db, sql: earliest("loadKg = ?"), arguments: keys + [heaviest])
                if let seed = rows.first.flatMap({ candidate($0, id: id, bodyWeight: bodyWeight) }),
                   try isUnlikely(seed.candidate) {
                    typos += 1
                    if typos > unlikelyPerGroup { return nil }
                    below = heaviest
                    continue
                }
                found += rows
                break
            }
            // Without a load a bodyweight set counts the body weight alone, which
            // beats an assisted (negative) load: it is a seed of its own.
            if group.bodyweight, bodyWeight?.value.isFinite == true {
                found += try Row.fetchAll(db, sql: earliest("loadKg IS NULL"), arguments: keys)
            }
        }
        let seeds = found.compactMap { candidate($0, id: id, bodyWeight: bodyWeight) }
        return seeds.sorted { ($0.day, $0.position, $0.candidate.number) < ($1.day, $1.position, $1.candidate.number) }
            .map(\.candidate)
    }

    /// True when the log has the index.
    static func hasIndex(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?",
                          arguments: [indexName]) ?? false
    }

    /// True when the exercise has enough sets that a pass over them would be
    /// slow: counted from the (exercise, day) index, stopping at `indexedFrom`.
    static func isLarge(_ db: Database, exercise number: Int64) throws -> Bool {
        let count = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM (SELECT 1 FROM workoutSet WHERE exercise = ? LIMIT ?)
            """, arguments: [number, indexedFrom]) ?? 0
        return count >= indexedFrom
    }

    private static func earliest(_ load: String) -> String {
        """
        SELECT day, position, number, reps, loadKg, weight, unit, bodyweight
        FROM workoutSet
        WHERE exercise = ? AND reps = ? AND bodyweight = ? AND \(load) AND type <> 'warmup'
        ORDER BY day, position, number LIMIT 1
        """
    }

    private static func candidate(_ row: Row, id: UUID,
                                  bodyWeight: Weight?) -> (day: String, position: Int, candidate: RecordCandidate)? {
        let dayText: String = row[0]
        guard let day = try? Day(parsing: dayText) else { return nil }
        let isBodyweight: Bool = row[7]
        let stored = (row[4] as Double?) ?? 0
        let body = bodyWeight.map { $0.value(in: .kg) }.flatMap { $0.isFinite ? $0 : nil } ?? 0
        let load = isBodyweight ? max(body + stored, 0) : stored
        let value: Double? = row[5]
        let unit = (row[6] as String?).flatMap(WeightUnit.init(rawValue:))
        let weight = value.flatMap { v in unit.map { Weight(v, $0) } }
        return (dayText, row[1], RecordCandidate(exerciseId: id, day: day, reps: row[3], loadKg: load, weight: weight,
                                                 isBodyweight: isBodyweight, number: row[2],
                                                 estimates: RecordCandidate.estimates(isBodyweight: isBodyweight,
                                                                                      bodyWeight: bodyWeight)))
    }
}
