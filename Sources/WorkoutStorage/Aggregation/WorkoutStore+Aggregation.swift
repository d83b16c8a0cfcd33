import Foundation
import GRDB
import WorkoutModel

/// The numbers the charts are made of, computed in SQL with GROUP BY. A range
/// of days is read from the covering (day, exercise, type, reps, loadKg, …)
/// index alone, in group order, so a week over a million sets takes about a
/// millisecond; one exercise's history uses the (exercise, day) index.
extension WorkoutStore {
    /// Totals per (day, exercise) in the range, ordered by day then exercise id.
    /// Groups whose total is zero (e.g. volume of planks) are left out unless
    /// `query.keepsZeroTotals`. Still one pass over the covering index: the
    /// bodyweight count reads a column the index holds.
    package func dailyTotals(_ query: AggregateQuery) throws(StoreError) -> [DayExerciseTotal] {
        let having = query.keepsZeroTotals ? "" : "HAVING value <> 0"
        let makeSQL = { (bodyWeight: Weight?) in """
            SELECT day, exercise, \(AggregateSQL.value(query, bodyWeight: bodyWeight)) AS value, COUNT(*), TOTAL(bodyweight)
            FROM workoutSet WHERE \(AggregateSQL.filter(query))
            GROUP BY day, exercise \(having) ORDER BY day, exercise
            """ }
        return try aggregateRows(makeSQL, AggregateSQL.arguments(query)) { row, ids in
            let dayText: String = (try row.decode(atIndex: 0))
            guard let day = try? Day(parsing: dayText), let id = ids[(try row.decode(atIndex: 1))] else { return nil }
            return DayExerciseTotal(day: day, exerciseId: id, value: (try row.decode(atIndex: 2)), sets: (try row.decode(atIndex: 3)),
                                    bodyweightSets: Int(try row.decode(Double.self, atIndex: 4)))
        }
    }

    /// Totals per exercise over the range, largest first.
    package func exerciseTotals(_ query: AggregateQuery) throws(StoreError) -> [ExerciseTotal] {
        // Day groups first: they follow the covering (day, exercise, …) index, so no
        // sort is needed; the few day rows are then summed per exercise.
        let makeSQL = { (bodyWeight: Weight?) in """
            SELECT exercise, TOTAL(value) AS total, SUM(sets), COUNT(*) FROM (
                SELECT day, exercise, \(AggregateSQL.value(query, bodyWeight: bodyWeight)) AS value, COUNT(*) AS sets
                FROM workoutSet WHERE \(AggregateSQL.filter(query)) GROUP BY day, exercise)
            GROUP BY exercise HAVING total <> 0
            """ }
        return try aggregateRows(makeSQL, AggregateSQL.arguments(query)) { row, ids in
            guard let id = ids[(try row.decode(atIndex: 0))] else { return nil }
            return ExerciseTotal(exerciseId: id, value: (try row.decode(atIndex: 1)), sets: (try row.decode(atIndex: 2)), days: (try row.decode(atIndex: 3)))
        }
        .sorted { ($0.value, $1.exerciseId.uuidString) > ($1.value, $0.exerciseId.uuidString) }
    }

    /// The first day `exerciseId` has a set, nil when it has none (or no such exercise):
    /// one seek along the (exercise, day) index, however long the history.
    package func firstDay(of exerciseId: UUID) throws(StoreError) -> Day? {
        try reading { db in
            guard let number = try ExerciseRecords.number(db, id: exerciseId) else { return nil }
            let text = try String.fetchOne(db, sql: "SELECT MIN(day) FROM workoutSet WHERE exercise = ?", arguments: [number])
            return text.flatMap { try? Day(parsing: $0) }
        }
    }

    /// The first day the log has a set, nil when it has none: one seek along the day index.
    package func firstDay() throws(StoreError) -> Day? {
        try reading { db in
            let text = try String.fetchOne(db, sql: "SELECT MIN(day) FROM workoutSet")
            return text.flatMap { try? Day(parsing: $0) }
        }
    }

    /// The best Epley estimate per exercise per day (sets with reps and a positive
    /// load; warm-ups left out unless `includeWarmups`), ordered by day. Bodyweight
    /// sets count only when the body weight is known: the added load alone gives no estimate.
    package func bestEstimatedOneRepMax(range: DayRange, exerciseIds: [UUID]? = nil, unit: WeightUnit = .kg,
                                       includeWarmups: Bool = false) throws(StoreError) -> [DayBestEstimate] {
        let query = AggregateQuery(range: range, metric: .volume, unit: unit, exerciseIds: exerciseIds,
                                   includeWarmups: includeWarmups)
        let factor = AggregateSQL.factor(unit)
        let makeSQL = { (bodyWeight: Weight?) in """
            SELECT day, exercise, MAX(\(AggregateSQL.epley)), reps, load
            FROM \(AggregateSQL.estimableSets(query, bodyWeight: bodyWeight))
            GROUP BY day, exercise ORDER BY day, exercise
            """ }
        return try aggregateRows(makeSQL, AggregateSQL.arguments(query)) { row, ids in
            let dayText: String = (try row.decode(atIndex: 0))
            guard let day = try? Day(parsing: dayText), let id = ids[(try row.decode(atIndex: 1))] else { return nil }
            let best: Double = (try row.decode(atIndex: 2))
            let load: Double = (try row.decode(atIndex: 4))
            return DayBestEstimate(day: day, exerciseId: id, estimatedOneRepMax: best * factor,
                                   reps: (try row.decode(atIndex: 3)), load: load * factor)
        }
    }

    /// The heaviest load of each training day's working sets with reps, in `unit`:
    /// a loaded set's load; a bodyweight set's body weight plus its added load when the
    /// body weight is known, else its added load alone (none for a plain bodyweight
    /// set, an assisted set's help below zero), so every day of a bodyweight lift is
    /// there. Days of a loaded lift whose heaviest is not above zero are left out.
    package func topSetLoads(range: DayRange, exerciseId: UUID, unit: WeightUnit = .kg) throws(StoreError) -> [(day: Day, load: Double)] {
        let query = AggregateQuery(range: range, metric: .volume, unit: unit, exerciseIds: [exerciseId], includeWarmups: false)
        let factor = AggregateSQL.factor(unit)
        let makeSQL = { (bodyWeight: Weight?) in """
            SELECT day, MAX(load) AS top FROM \(AggregateSQL.loadedSets(query, bodyWeight: bodyWeight))
            GROUP BY day HAVING top > 0 OR MAX(bodyweight) ORDER BY day
            """ }
        return try aggregateRows(makeSQL, AggregateSQL.arguments(query)) { row, _ in
            let dayText: String = (try row.decode(atIndex: 0))
            guard let day = try? Day(parsing: dayText) else { return nil }
            return (day, (try row.decode(atIndex: 1) as Double) * factor)
        }
    }

    /// The load of each working set of `exerciseId` on `day` as `topSetLoads` counts
    /// sets, heaviest first: the day's next heaviest when its heaviest is a likely typo.
    package func topSetLoads(on day: Day, exerciseId: UUID, unit: WeightUnit = .kg) throws(StoreError) -> [Double] {
        let query = AggregateQuery(range: DayRange(day), metric: .volume, unit: unit, exerciseIds: [exerciseId], includeWarmups: false)
        let factor = AggregateSQL.factor(unit)
        let makeSQL = { (bodyWeight: Weight?) in
            "SELECT load FROM \(AggregateSQL.loadedSets(query, bodyWeight: bodyWeight)) ORDER BY load DESC"
        }
        return try aggregateRows(makeSQL, AggregateSQL.arguments(query)) { row, _ in
            (try row.decode(atIndex: 0) as Double) * factor
        }
    }

    /// The Epley estimate of each set of `exerciseId` on `day`, as
    /// `bestEstimatedOneRepMax` counts sets, highest first: the day's next best
    /// when its best is a likely typo.
    package func estimatedOneRepMaxes(on day: Day, exerciseId: UUID, unit: WeightUnit = .kg) throws(StoreError) -> [Double] {
        let query = AggregateQuery(range: DayRange(day), metric: .volume, unit: unit,
                                   exerciseIds: [exerciseId], includeWarmups: false)
        let factor = AggregateSQL.factor(unit)
        let makeSQL = { (bodyWeight: Weight?) in """
            SELECT \(AggregateSQL.epley) AS estimate
            FROM \(AggregateSQL.estimableSets(query, bodyWeight: bodyWeight))
            ORDER BY estimate DESC
            """ }
        return try aggregateRows(makeSQL, AggregateSQL.arguments(query)) { row, _ in
            (try row.decode(atIndex: 0) as Double) * factor
        }
    }

    /// Every exercise with its sets, reps, volume (warm-ups left out), duration,
    /// distance and training days in `range` (all time when nil); exercises
    /// without sets are included with zeros. Ordered by name.
    package func exerciseSummaries(range: DayRange? = nil, unit: WeightUnit = .kg) throws(StoreError) -> [ExerciseSummary] {
        let rangeFilter = range == nil ? "" : "WHERE day BETWEEN ? AND ?"
        let arguments: StatementArguments = range.map { [$0.from.description, $0.to.description] } ?? []
        // Per (day, exercise) along the covering index, then per exercise.
        let makeSQL = { (bodyWeight: Weight?) in """
            SELECT exercise, SUM(sets), SUM(reps), TOTAL(volume), TOTAL(duration), TOTAL(distance), COUNT(*), MIN(day), MAX(day)
            FROM (SELECT day, exercise, COUNT(*) AS sets, SUM(COALESCE(reps, 0)) AS reps,
                         TOTAL(CASE WHEN type <> 'warmup' THEN reps * \(AggregateSQL.loadKg(bodyWeight: bodyWeight)) END) AS volume,
                         TOTAL(duration) AS duration, TOTAL(distance) AS distance
                  FROM workoutSet \(rangeFilter) GROUP BY day, exercise)
            GROUP BY exercise
            """ }
        let factor = AggregateSQL.factor(unit)
        return try reading { db in
            let bodyWeight = try SettingRecords.load(db).bodyWeight
            let sql = makeSQL(bodyWeight)
            let ids = try ExerciseRecords.idsByNumber(db)
            var rows: [UUID: Row] = [:]
            for row in try Row.fetchAll(db, sql: sql, arguments: arguments) {
                if let id = ids[(try row.decode(atIndex: 0))] { rows[id] = row }
            }
            return try ExerciseRecords.all(db).map { exercise in
                guard let row = rows[exercise.id] else {
                    return ExerciseSummary(exercise: exercise, sets: 0, reps: 0, volume: 0, duration: 0, distance: 0,
                                           days: 0, firstDay: nil, lastDay: nil)
                }
                let first: String? = (try row.decode(atIndex: 7))
                let last: String? = (try row.decode(atIndex: 8))
                return ExerciseSummary(exercise: exercise, sets: (try row.decode(atIndex: 1)), reps: (try row.decode(atIndex: 2)), volume: ((try row.decode(Double.self, atIndex: 3))) * factor,
                                       duration: (try row.decode(atIndex: 4)), distance: (try row.decode(atIndex: 5)), days: (try row.decode(atIndex: 6)),
                                       firstDay: first.flatMap { try? Day(parsing: $0) },
                                       lastDay: last.flatMap { try? Day(parsing: $0) })
            }
        }
    }

    /// Runs the SQL that `makeSQL` builds for the stored body weight and maps each
    /// row (with exercise ids by row number), all in one read; nil rows are dropped.
    func aggregateRows<T>(_ makeSQL: (Weight?) -> String, _ arguments: StatementArguments,
                                  _ transform: (Row, [Int64: UUID]) throws -> T?) throws(StoreError) -> [T] {
        try reading { db in
            let sql = makeSQL(try SettingRecords.load(db).bodyWeight)
            let ids = try ExerciseRecords.idsByNumber(db)
            return try Row.fetchAll(db, sql: sql, arguments: arguments).compactMap { try transform($0, ids) }
        }
    }

    /// The distinct days with at least one set in `range`, in order (sessions, streaks).
    package func trainingDays(in range: DayRange) throws(StoreError) -> [Day] {
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

    /// The Epley estimate of a row of `estimableSets`: its load, or for more than one rep
    /// load × (1 + reps / 30).
    static let epley = "CASE WHEN reps = 1 THEN load ELSE load * (1 + reps / 30.0) END"

    /// The sets of `query` that give an estimated 1RM, with their `day`, `exercise`, `reps`
    /// and `load` (kg): reps and a positive load; bodyweight sets only with a known body weight
    /// (the added load alone gives no estimate). A subquery, to select from.
    static func estimableSets(_ query: AggregateQuery, bodyWeight: Weight?) -> String {
        """
        (SELECT day, exercise, reps, \(loadKg(bodyWeight: bodyWeight)) AS load
         FROM workoutSet WHERE \(filter(query)) AND reps >= 1
         \(bodyWeight?.value.isFinite == true ? "" : "AND NOT bodyweight"))
        WHERE load > 0
        """
    }

    /// The sets of `query` with reps and a weight or on body weight, with their `day`,
    /// `load` (kg) and `bodyweight`: what a top set is chosen from. A bodyweight set's
    /// load is as `loadKg` counts it with the body weight known; without it, its added
    /// load, signed (an assisted set's help below zero, so going from more help to less
    /// reads as going up). A subquery, to select from.
    static func loadedSets(_ query: AggregateQuery, bodyWeight: Weight?) -> String {
        let load = bodyWeight?.value.isFinite == true ? loadKg(bodyWeight: bodyWeight) : "COALESCE(loadKg, 0)"
        return """
        (SELECT day, \(load) AS load, bodyweight
         FROM workoutSet WHERE \(filter(query)) AND reps >= 1 AND (weight IS NOT NULL OR bodyweight))
        """
    }

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
            conditions.append("exercise IN (SELECT number FROM exercise WHERE id IN (\(marks(ids.count))))")
        }
        if !query.warmupsIncluded { conditions.append("type <> 'warmup'") }
        return conditions.joined(separator: " AND ")
    }

    /// "?,?,?" for `count` bound values.
    static func marks(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ",")
    }

    static func arguments(_ query: AggregateQuery) -> StatementArguments {
        var values: [String] = [query.range.from.description, query.range.to.description]
        values += query.exerciseIds?.map(\.uuidString) ?? []
        return StatementArguments(values)
    }
}
