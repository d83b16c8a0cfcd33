import Reports

/// What `--metric` names in a chart command: what is added up
/// (`ChartMetric`), or what shades a calendar's day (`CalendarMetric`).
/// One declaration (`MetricOption.metric`) takes either; help, completion
/// and refusals come from the type, as for any `Unchecked` value.
protocol ChartMeasure: OptionValue {
    /// The help's words for `--metric`.
    static var metricHelp: String { get }
    /// Writes the measure into the invocation.
    func place(in invocation: inout ChartInvocation)
}

extension ChartMetric: ChartMeasure {
    static var metricHelp: String { "What to add up (progress also: e1rm, top-set)." }
    func place(in invocation: inout ChartInvocation) { invocation.metric = self }
}

extension CalendarMetric: ChartMeasure {
    static var metricHelp: String {
        "What shades a day: sessions (trained or not, the default), sets (working sets) or volume."
    }
    func place(in invocation: inout ChartInvocation) { invocation.kind = .calendar(self) }
}
