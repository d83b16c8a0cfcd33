import Foundation
import WorkoutModel

/// Working sets of one muscle group in a period and the period before.
package struct MuscleSetsComparison: Hashable, Sendable {
    /// The muscle group counted.
    package var muscle: MuscleGroup
    /// Working sets in the period, fractional for secondary muscles.
    package var current: Double
    /// Working sets in the period before, counted the same way.
    package var previous: Double
}

extension WorkoutStore {
    /// Working sets per muscle group in `period` against the period before it,
    /// most sets first; groups trained in neither are left out.
    package func muscleSets(_ period: SummaryPeriod, counting: MuscleCounting = MuscleCounting())
        throws(StoreError) -> (rows: [MuscleSetsComparison], unmapped: Int) {
        let resolver = try muscleResolver()
        func sums(_ range: DayRange) throws(StoreError) -> ([MuscleGroup: Double], Set<UUID>) {
            let (totals, unmapped) = try dailyMuscleTotals(AggregateQuery(range: range, metric: .sets),
                                                          counting: counting, resolver: resolver)
            var result: [MuscleGroup: Double] = [:]
            for t in totals { result[t.muscle, default: 0] += t.value }
            return (result, unmapped)
        }
        let (now, unmappedNow) = try sums(period.current)
        let (before, _) = try sums(period.previous)
        let rows = Set(now.keys).union(before.keys).map {
            MuscleSetsComparison(muscle: $0, current: now[$0] ?? 0, previous: before[$0] ?? 0)
        }
        return (rows.sorted { ($0.current, $1.muscle) > ($1.current, $0.muscle) }, unmappedNow.count)
    }
}
