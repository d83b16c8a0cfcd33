import Foundation
import GRDB
import WorkoutModel

/// What kind of training a range holds: lifting (sets with reps), cardio
/// (sets with a time or distance and no reps), or both. Charts and the
/// summary choose their default metric from it.
package struct TrainingMix: Hashable, Sendable {
    /// Sets with reps.
    package var liftingSets = 0
    /// Sets with reps and a load (added weight, or body weight when it is known).
    package var loadedSets = 0
    /// Of `loadedSets`, those that give an estimated 1RM: all but bodyweight sets
    /// while the body weight is unknown (their added load alone gives none).
    package var estimatedSets = 0
    /// Sets without reps that have a duration.
    package var timedSets = 0
    /// Sets without reps that have a distance.
    package var distanceSets = 0
    /// Sets with reps on an assisted machine (body weight minus its help) while the body
    /// weight is unknown: lifted, but with no load to count.
    package var assistedSets = 0

    /// A mix of the given set counts.
    package init(liftingSets: Int = 0, loadedSets: Int = 0, estimatedSets: Int? = nil, timedSets: Int = 0,
                distanceSets: Int = 0, assistedSets: Int = 0) {
        self.liftingSets = liftingSets
        self.assistedSets = assistedSets
        self.loadedSets = loadedSets
        self.estimatedSets = estimatedSets ?? loadedSets
        self.timedSets = timedSets
        self.distanceSets = distanceSets
    }

    /// Whether any set has reps (lifting charts then have something to show).
    package var hasLifting: Bool { liftingSets > 0 }
    /// Whether any set is timed or has a distance without reps.
    package var hasCardio: Bool { timedSets > 0 || distanceSets > 0 }
}

extension WorkoutStore {
    /// The mix of training in `range` (of `exerciseIds` only, when given).
    package func trainingMix(range: DayRange, exerciseIds: [UUID]? = nil) throws(StoreError) -> TrainingMix {
        let query = AggregateQuery(range: range, metric: .sets, exerciseIds: exerciseIds, includeWarmups: true)
        let makeSQL = { (bodyWeight: Weight?) in """
            SELECT TOTAL(reps IS NOT NULL), TOTAL(reps IS NOT NULL AND \(AggregateSQL.loadKg(bodyWeight: bodyWeight)) > 0),
                   TOTAL(reps IS NULL AND duration IS NOT NULL), TOTAL(reps IS NULL AND distance IS NOT NULL),
                   TOTAL(reps IS NOT NULL AND \(AggregateSQL.loadKg(bodyWeight: bodyWeight)) > 0
                         \(bodyWeight?.value.isFinite == true ? "" : "AND NOT bodyweight")),
                   \(bodyWeight?.value.isFinite == true ? "0" : "TOTAL(reps IS NOT NULL AND bodyweight AND loadKg < 0)")
            FROM workoutSet WHERE \(AggregateSQL.filter(query))
            """ }
        let rows = try aggregateRows(makeSQL, AggregateSQL.arguments(query)) { row, _ in
            TrainingMix(liftingSets: Int(try row.decode(Double.self, atIndex: 0)),
                        loadedSets: Int(try row.decode(Double.self, atIndex: 1)),
                        estimatedSets: Int(try row.decode(Double.self, atIndex: 4)),
                        timedSets: Int(try row.decode(Double.self, atIndex: 2)),
                        distanceSets: Int(try row.decode(Double.self, atIndex: 3)),
                        assistedSets: Int(try row.decode(Double.self, atIndex: 5)))
        }
        return rows.first ?? TrainingMix()
    }
}
