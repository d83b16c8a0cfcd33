import Charts

/// Label formatters shared by the graph builders.
enum ValueFormats {
    /// Ticks as the step needs them; single values (bar labels, totals) as
    /// `NumberFormat.plain` ("12,400", "62.5"); past 100,000 abbreviated
    /// ("1.2M") so enormous values never overflow a bar.
    static let compact = LabelFormatter { value, step in
        if abs(value) >= 100_000 { return LabelFormatter.abbreviated.string(for: value, step: step) }
        return step > 0 ? LabelFormatter.plain.string(for: value, step: step) : NumberFormat.plain(value)
    }

    /// Axis and bar labels for `metric`: durations (in minutes) as clocks
    /// ("21:30", "1:05:00"), everything else `compact` with `unit` after it.
    static func values(_ metric: ChartMetric, unit: String = "") -> LabelFormatter {
        guard metric == .duration else { return compact(unit: unit) }
        return LabelFormatter { value, _ in NumberFormat.clock(minutes: value) }
    }

    /// `compact` followed by a unit: "120 kg", "62.5 kg".
    static func compact(unit: String) -> LabelFormatter {
        guard !unit.isEmpty else { return compact }
        return LabelFormatter { value, step in compact.string(for: value, step: step) + " " + unit }
    }
}
