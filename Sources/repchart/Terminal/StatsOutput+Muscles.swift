import Workouts

extension StatsOutput {
    /// The summary's muscle section: a table of working sets per group, this period against the last.
    static func muscleSection(_ rows: [MuscleSetsComparison], unmapped: Int, period: SummaryPeriod,
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
            text += "\n  \(Format.count(unmapped, "exercise")) without muscle groups: see `repchart exercises --unmapped`."
        }
        return text
    }
}
