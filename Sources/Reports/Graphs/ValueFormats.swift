import Charts

/// Label formatters shared by the graph builders.
enum ValueFormats {
    /// From this value up a chart's numbers are abbreviated ("104K").
    static let abbreviatedFrom = 100_000.0

    /// Single values (bar labels, totals) as `NumberFormat.plain` ("12,400",
    /// "62.5"), past 100,000 abbreviated ("1.2M") so enormous values never
    /// overflow a bar; an axis's ticks as the step needs them, all abbreviated
    /// when its top tick passes 100,000 ("0, 50K, 100K", never "50,000"
    /// below "100K").
    static let compact = LabelFormatter({ value, step in
        if abs(value) >= abbreviatedFrom { return LabelFormatter.abbreviated.string(for: value, step: step) }
        return step > 0 ? LabelFormatter.plain.string(for: value, step: step) : NumberFormat.plain(value)
    }, ticks: { values, step in
        let top = values.map { abs($0) }.max() ?? 0
        return top >= abbreviatedFrom ? LabelFormatter.abbreviated.strings(for: values, step: step)
            : values.map { LabelFormatter.plain.string(for: $0, step: step) }
    })

    /// Every number of a chart under 100,000, axis ticks too: plain, as its
    /// bars' labels ("100,000" above "80,000" where no bar reaches 100,000).
    static let plain = LabelFormatter { value, step in
        step > 0 ? LabelFormatter.plain.string(for: value, step: step) : NumberFormat.plain(value)
    }

    /// `compact` for one chart whose largest value (a bar's or a stack's total)
    /// is `largest`: when that is abbreviated, every number of the chart is, so
    /// "104K" never stands beside "54,907"; when it is not, none is, its
    /// axis's top tick included.
    static func compact(largest: Double) -> LabelFormatter {
        abs(largest) >= abbreviatedFrom ? .abbreviated : largest == 0 ? compact : plain
    }

    /// Axis and bar labels for `metric`: durations (in minutes) as clocks
    /// ("21:30", "1:05:00"), everything else `compact` with `unit` after it.
    /// `largest`: the chart's largest value (see `compact(largest:)`).
    static func values(_ metric: ChartMetric, unit: String = "", largest: Double = 0) -> LabelFormatter {
        guard metric == .duration else { return compact(unit: unit, largest: largest) }
        return LabelFormatter { value, _ in NumberFormat.clock(minutes: value) }
    }

    /// `compact` followed by a unit: "120 kg", "62.5 kg".
    static func compact(unit: String, largest: Double = 0) -> LabelFormatter {
        let numbers = compact(largest: largest)
        guard !unit.isEmpty else { return numbers }
        if abs(largest) >= abbreviatedFrom { return .unit(unit) }
        return LabelFormatter({ value, step in numbers.string(for: value, step: step) + " " + unit },
                              ticks: { values, step in numbers.strings(for: values, step: step).map { $0 + " " + unit } })
    }
}
