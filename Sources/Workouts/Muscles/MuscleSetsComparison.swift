import Foundation

/// Working sets of one muscle group in a period and the period before.
public struct MuscleSetsComparison: Hashable, Sendable {
    public var muscle: MuscleGroup
    public var current: Double
    public var previous: Double
}

extension WorkoutStore {
    /// Working sets per muscle group in `period` against the period before it,
    /// most sets first; groups trained in neither are left out.
    public func muscleSets(_ period: SummaryPeriod, counting: MuscleCounting = MuscleCounting())
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

extension StatsText {
    /// The summary's muscle section: a table of working sets per group, this period against the last.
    public static func muscleSection(_ rows: [MuscleSetsComparison], unmapped: Int, period: SummaryPeriod,
                                     counting: MuscleCounting = MuscleCounting()) -> String {
        guard !rows.isEmpty else { return "" }
        var table = TextTable(columns: [TextTable.Column("MUSCLE"), TextTable.Column(period.label.uppercased(), .right),
                                        TextTable.Column(period.previousLabel.uppercased(), .right),
                                        TextTable.Column("CHANGE", .right)], indent: "  ")
        for row in rows {
            let delta = row.current - row.previous
            let change = delta > 0 ? "+\(Format.number(delta, maxFractionDigits: 1))" : Format.number(delta, maxFractionDigits: 1)
            table.append([row.muscle.displayName, Format.number(row.current, maxFractionDigits: 1),
                          Format.number(row.previous, maxFractionDigits: 1), change])
        }
        var text = "Working sets per muscle group (warm-ups left out; a secondary muscle counts "
            + "\(Format.number(counting.secondaryFraction)) of a set):\n" + table.render()
        if unmapped > 0 {
            text += "\n  \(unmapped) exercise\(unmapped == 1 ? "" : "s") without muscle groups: see `repchart exercises --unmapped`."
        }
        return text
    }
}
