import Foundation
import GRDB

/// The numbers the charts are made of, computed in SQL with GROUP BY over the
/// (day) and (exercise, day) indexes.
extension WorkoutStore {
    /// Totals per (day, exercise) in the range, ordered by day then exercise id.
    /// Groups whose total is zero (e.g. volume of planks) are left out.
    public func dailyTotals(_ query: AggregateQuery) throws(StoreError) -> [DayExerciseTotal] {
        let bodyWeight = try settings().bodyWeight
        let sql = """
            SELECT day, exerciseId, \(AggregateSQL.value(query, bodyWeight: bodyWeight)) AS value, COUNT(*)
            FROM workoutSet WHERE \(AggregateSQL.filter(query))
            GROUP BY day, exerciseId HAVING value <> 0 ORDER BY day, exerciseId
            """
        let arguments = AggregateSQL.arguments(query)
        return try reading { db in
            try Row.fetchAll(db, sql: sql, arguments: arguments).compactMap { row in
                let dayText: String = row[0]
                guard let day = try? Day(parsing: dayText), let id = UUID(uuidString: row[1]) else { return nil }
                return DayExerciseTotal(day: day, exerciseId: id, value: row[2], sets: row[3])
            }
        }
    }

    /// Totals per exercise over the range, largest first.
    public func exerciseTotals(_ query: AggregateQuery) throws(StoreError) -> [ExerciseTotal] {
        let bodyWeight = try settings().bodyWeight
        let sql = """
            SELECT exerciseId, \(AggregateSQL.value(query, bodyWeight: bodyWeight)) AS value, COUNT(*), COUNT(DISTINCT day)
            FROM workoutSet WHERE \(AggregateSQL.filter(query))
            GROUP BY exerciseId HAVING value <> 0 ORDER BY value DESC, exerciseId
            """
        let arguments = AggregateSQL.arguments(query)
        return try reading { db in
            try Row.fetchAll(db, sql: sql, arguments: arguments).compactMap { row in
                guard let id = UUID(uuidString: row[0]) else { return nil }
                return ExerciseTotal(exerciseId: id, value: row[1], sets: row[2], days: row[3])
            }
        }
    }

    /// The best Epley estimate per exercise per day (sets with reps and a positive
    /// load; warm-ups left out unless `includeWarmups`), ordered by day.
    public func bestEstimatedOneRepMax(range: DayRange, exerciseIds: [UUID]? = nil, unit: WeightUnit = .kg,
                                       includeWarmups: Bool = false) throws(StoreError) -> [DayBestEstimate] {
        let bodyWeight = try settings().bodyWeight
        let query = AggregateQuery(range: range, metric: .volume, unit: unit, exerciseIds: exerciseIds,
                                   includeWarmups: includeWarmups)
        let factor = AggregateSQL.factor(unit)
        let sql = """
            SELECT day, exerciseId, MAX(CASE WHEN reps = 1 THEN load ELSE load * (1 + reps / 30.0) END), reps, load
            FROM (SELECT day, exerciseId, reps, \(AggregateSQL.loadKg(bodyWeight: bodyWeight)) AS load
                  FROM workoutSet WHERE \(AggregateSQL.filter(query)) AND reps >= 1)
            WHERE load > 0
            GROUP BY day, exerciseId ORDER BY day, exerciseId
            """
        let arguments = AggregateSQL.arguments(query)
        return try reading { db in
            try Row.fetchAll(db, sql: sql, arguments: arguments).compactMap { row in
                let dayText: String = row[0]
                guard let day = try? Day(parsing: dayText), let id = UUID(uuidString: row[1]) else { return nil }
                let best: Double = row[2]
                let load: Double = row[4]
                return DayBestEstimate(day: day, exerciseId: id, estimatedOneRepMax: best * factor,
                                       reps: row[3], load: load * factor)
            }
        }
    }

    /// Every exercise with its sets, reps, volume (warm-ups left out), duration,
    /// distance and training days in `range` (all time when nil); exercises
    /// without sets are included with zeros. Ordered by name.
    public func exerciseSummaries(range: DayRange? = nil, unit: WeightUnit = .kg) throws(StoreError) -> [ExerciseSummary] {
        let bodyWeight = try settings().bodyWeight
        let rangeFilter = range == nil ? "" : "WHERE day BETWEEN ? AND ?"
        let arguments: StatementArguments = range.map { [$0.from.description, $0.to.description] } ?? []
        let sql = """
            SELECT exerciseId, COUNT(*), SUM(COALESCE(reps, 0)),
                   SUM(CASE WHEN type <> 'warmup' THEN COALESCE(reps, 0) * \(AggregateSQL.loadKg(bodyWeight: bodyWeight)) ELSE 0 END),
                   SUM(COALESCE(duration, 0)), SUM(COALESCE(distance, 0)), COUNT(DISTINCT day), MIN(day), MAX(day)
            FROM workoutSet \(rangeFilter) GROUP BY exerciseId
            """
        let factor = AggregateSQL.factor(unit)
        return try reading { db in
            var rows: [String: Row] = [:]
            for row in try Row.fetchAll(db, sql: sql, arguments: arguments) { rows[row[0]] = row }
            return try ExerciseRecords.all(db).map { exercise in
                guard let row = rows[exercise.id.uuidString] else {
                    return ExerciseSummary(exercise: exercise, sets: 0, reps: 0, volume: 0, duration: 0, distance: 0,
                                           days: 0, firstDay: nil, lastDay: nil)
                }
                let first: String? = row[7]
                let last: String? = row[8]
                return ExerciseSummary(exercise: exercise, sets: row[1], reps: row[2], volume: (row[3] as Double) * factor,
                                       duration: row[4], distance: row[5], days: row[6],
                                       firstDay: first.flatMap { try? Day(parsing: $0) },
                                       lastDay: last.flatMap { try? Day(parsing: $0) })
            }
        }
    }

    /// The distinct days with at least one set in `range`, in order (sessions, streaks).
    public func trainingDays(in range: DayRange) throws(StoreError) -> [Day] {
        try reading { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT day FROM workoutSet WHERE day BETWEEN ? AND ? ORDER BY day",
                                arguments: [range.from.description, range.to.description])
                .compactMap { try? Day(parsing: $0) }
        }
    }
}

/// SQL fragments shared by the aggregate queries.
enum AggregateSQL {
    /// Multiplier from kilograms to `unit`.
    static func factor(_ unit: WeightUnit) -> Double { WeightUnit.kg.convert(1, to: unit) }

    /// The load of a set in kg. Bodyweight sets count only added load unless the body
    /// weight is known; then body weight plus added (minus assisted) load, never below zero.
    static func loadKg(bodyWeight: Weight?) -> String {
        let plain = "COALESCE(loadKg, 0)"
        guard let bodyWeight, bodyWeight.value.isFinite else {
            return "(CASE WHEN bodyweight THEN MAX(\(plain), 0) ELSE \(plain) END)"
        }
        let kg = String(bodyWeight.value(in: .kg))   // a Double, so safe to inline
        return "(CASE WHEN bodyweight THEN MAX(\(kg) + \(plain), 0) ELSE \(plain) END)"
    }

    static func value(_ query: AggregateQuery, bodyWeight: Weight?) -> String {
        switch query.metric {
        case .reps: "TOTAL(reps)"
        case .sets: "CAST(COUNT(*) AS REAL)"
        case .volume: "TOTAL(reps * \(loadKg(bodyWeight: bodyWeight))) * \(factor(query.unit))"
        case .duration: "TOTAL(duration)"
        case .distance: "TOTAL(distance)"
        }
    }

    static func filter(_ query: AggregateQuery) -> String {
        var conditions = ["day BETWEEN ? AND ?"]
        if let ids = query.exerciseIds {
            conditions.append("exerciseId IN (\(Array(repeating: "?", count: ids.count).joined(separator: ",")))")
        }
        if !query.warmupsIncluded { conditions.append("type <> 'warmup'") }
        return conditions.joined(separator: " AND ")
    }

    static func arguments(_ query: AggregateQuery) -> StatementArguments {
        var values: [String] = [query.range.from.description, query.range.to.description]
        values += query.exerciseIds?.map(\.uuidString) ?? []
        return StatementArguments(values)
    }
}
