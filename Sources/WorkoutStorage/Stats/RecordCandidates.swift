import Foundation
import GRDB
import WorkoutModel

/// The best load lifted for one rep count by one exercise on one day: the
/// only sets that can be records. Grouping in SQL first means a log of a
/// million sets reaches Swift as far fewer rows (a 5 × 5 is one row).
struct RecordCandidate: Hashable, Sendable {
    var exerciseId: UUID
    var day: Day
    var reps: Int
    /// The load it counts with, in kg (body weight included when known).
    var loadKg: Double
    /// The set's load as entered.
    var weight: Weight?
    var isBodyweight: Bool
    /// The set's short id.
    var number: Int64
    /// False for a bodyweight set while the body weight is unknown: its load is
    /// the added load alone, which ranks rep maxes but gives no estimated 1RM
    /// (Epley of 8 × bw+16 kg is not 16 × 1.27 kg).
    var estimates: Bool = true
    /// The lifter said this set is real (`keepSets`): never judged a likely typo.
    var isKept: Bool = false
}

extension RecordCandidate {
    /// Whether a set's load gives an estimated 1RM: any but a bodyweight set without a known body weight.
    static func estimates(isBodyweight: Bool, bodyWeight: Weight?) -> Bool {
        !isBodyweight || bodyWeight?.value.isFinite == true
    }
}

extension WorkoutStore {
    /// Candidates in the order they were done (day, then position), warm-ups,
    /// sets without reps and sets without a positive load left out.
    func recordCandidates(exerciseId: UUID? = nil, from first: Day? = nil, through last: Day? = nil,
                          bodyWeight: Weight?) throws(StoreError) -> [RecordCandidate] {
        try reading { db in
            try Self.recordCandidates(db, exerciseId: exerciseId, from: first, through: last, bodyWeight: bodyWeight)
        }
    }

    /// `recordCandidates(exerciseId:from:through:bodyWeight:)` in an open read.
    ///
    /// A day's best set of a rep count hides that day's other sets of it. When
    /// the best is a likely typo (5 × 1500 kg after 3 × 5 × 100 kg), records
    /// would lose the day's real sets with it: the next best of its group
    /// joins the candidates, and so on below each typo (`RecordSeeds.unlikelyPerGroup`
    /// rounds at most), so a screen of them keeps what the lifter did.
    static func recordCandidates(_ db: Database, exerciseId: UUID? = nil, from first: Day? = nil, through last: Day? = nil,
                                 bodyWeight: Weight?) throws -> [RecordCandidate] {
        var conditions = ["type <> 'warmup'", "reps >= 1"]
        var arguments: [String] = []
        if let first {
            conditions.append("day >= ?")
            arguments.append(first.description)
        }
        if let last {
            conditions.append("day <= ?")
            arguments.append(last.description)
        }
        if let exerciseId {
            conditions.append("exercise = (SELECT number FROM exercise WHERE id = ?)")
            arguments.append(exerciseId.uuidString)
        }
        let load = AggregateSQL.loadKg(bodyWeight: bodyWeight)
        // With a single MAX() SQLite takes the bare columns from the row holding
        // the maximum, so position, number, weight and unit belong to that set.
        let sql = """
            SELECT exercise, day, reps, MAX(load), position, number, weight, unit, bodyweight
            FROM (SELECT exercise, day, reps, position, number, weight, unit, bodyweight, \(load) AS load
                  FROM workoutSet WHERE \(conditions.joined(separator: " AND ")))
            WHERE load > 0
            GROUP BY exercise, day, reps
            ORDER BY day, position, number
            """
        let ids = try ExerciseRecords.idsByNumber(db)
        let kept = try KeptSets.numbers(db)
        var found: [(candidate: RecordCandidate, position: Int)] = []
        let rows = try Row.fetchCursor(db, sql: sql, arguments: StatementArguments(arguments))
        while let row = try rows.next() {
            if let candidate = try candidate(row, ids: ids, kept: kept, bodyWeight: bodyWeight) { found.append(candidate) }
        }
        // The next best below each likely typo, until a round finds none.
        let numbers = Dictionary(ids.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        let below = try db.cachedStatement(sql: """
            SELECT exercise, day, reps, load, position, number, weight, unit, bodyweight
            FROM (SELECT exercise, day, reps, position, number, weight, unit, bodyweight, \(load) AS load
                  FROM workoutSet WHERE type <> 'warmup' AND exercise = ? AND day = ? AND reps = ?)
            WHERE load > 0 AND load < ?
            ORDER BY load DESC, position, number LIMIT 1
            """)
        var looked: Set<Int64> = []
        for _ in 0..<RecordSeeds.unlikelyPerGroup {
            var more: [(candidate: RecordCandidate, position: Int)] = []
            for (typo, _) in RecordCandidateScreen(found.map(\.candidate)).unlikely where looked.insert(typo.number).inserted {
                guard let exercise = numbers[typo.exerciseId] else { continue }
                let arguments: StatementArguments = [exercise, typo.day.description, typo.reps, typo.loadKg]
                if let row = try Row.fetchOne(below, arguments: arguments),
                   let next = try candidate(row, ids: ids, kept: kept, bodyWeight: bodyWeight) {
                    more.append(next)
                }
            }
            if more.isEmpty { break }
            found += more
        }
        if !looked.isEmpty {
            found.sort { ($0.candidate.day, $0.position, $0.candidate.number) < ($1.candidate.day, $1.position, $1.candidate.number) }
        }
        return found.map(\.candidate)
    }

    /// A row of exercise, day, reps, load, position, number, weight, unit and
    /// bodyweight as a candidate and its position in the day.
    private static func candidate(_ row: Row, ids: [Int64: UUID], kept: Set<Int64>,
                                  bodyWeight: Weight?) throws -> (candidate: RecordCandidate, position: Int)? {
        let dayText: String = (try row.decode(atIndex: 1))
        guard let id = ids[(try row.decode(atIndex: 0))], let day = try? Day(parsing: dayText) else { return nil }
        let value: Double? = (try row.decode(atIndex: 6))
        let unitText: String? = (try row.decode(atIndex: 7))
        let weight = value.flatMap { v in unitText.flatMap(WeightUnit.init(rawValue:)).map { Weight(v, $0) } }
        let number: Int64 = try row.decode(atIndex: 5)
        let isBodyweight: Bool = try row.decode(atIndex: 8)
        let candidate = RecordCandidate(exerciseId: id, day: day, reps: (try row.decode(atIndex: 2)),
                                        loadKg: (try row.decode(atIndex: 3)), weight: weight,
                                        isBodyweight: isBodyweight, number: number,
                                        estimates: RecordCandidate.estimates(isBodyweight: isBodyweight, bodyWeight: bodyWeight),
                                        isKept: kept.contains(number))
        return (candidate, try row.decode(atIndex: 4))
    }
}
