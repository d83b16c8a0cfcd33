import Charts
import Workouts

/// A pie (or donut) of each exercise's share of a period; past eight slices
/// the smallest are grouped as "Other".
package enum ShareGraph {
    /// Slices drawn before the smallest are grouped as "Other".
    package static let maximumSlices = 8

    /// The pie (or, with `donut`, the ring) of `data` over `range`; `title` replaces the default one.
    package static func graph(_ data: ExerciseTotalsData, range: DayRange, donut: Bool = false,
                             title: String? = nil) -> Graph {
        let metric = data.metric
        // Muscle groups are never grouped: every one is named, those at zero too.
        let groups = data.noun == .muscleGroups
        let label = MetricChoice(metric, reason: data.metricReason).label
        let total = metric.format(data.total, unit: data.unit)
        var subtitle = data.items.isEmpty
            ? "\(label) \(data.noun.byWords) · \(EmptyTotals.subtitle(data))"
            : "\(label) \(data.noun.byWords) · \(data.inAll ?? "\(total) in all")"
        subtitle += data.leftOut.note(metric)
        // A slice of nothing cannot be seen, and a small pie's legend ends in "+3 more": groups at zero are said.
        let zeros = data.items.filter { $0.value == 0 }.map(\.name)
        if groups, !zeros.isEmpty, !data.items.isEmpty, zeros.count < data.items.count {
            subtitle += " · no \(metric.phrase) for \(zeros.joined(separator: ", "))"
        }
        // Small shares become one "Other" slice that says what it holds; when
        // it outweighs every exercise, the pie hides more than it shows.
        var shown = data
        if !groups, let (grouped, _) = data.groupingSmallest(keeping: maximumSlices - 1) { shown = grouped }
        if let other = shown.items.filter({ SeriesLimit.isRemainder($0.exerciseId) }).max(by: { $0.value < $1.value }),
           other.value > (shown.items.first { !SeriesLimit.isRemainder($0.exerciseId) }?.value ?? 0) {
            // Said, not instructed: no command lines inside an image (issue 36.3).
            subtitle += " · Other is the largest share"
        }
        let chart = PieChart(
            dataSource: shown, title: title ?? "Share · \(DateText.range(range))", subtitle: subtitle,
            donut: donut, centerText: data.items.isEmpty ? nil : centerText(data, metric: metric),
            maximumSliceCount: groups ? nil : maximumSlices)
        var graph = chart.makeGraph()
        graph.emptyText = EmptyTotals.text(data)
        // Room for one line of subtitle (240×160): the total and what the slices are, in place of
        // "Volume by movement", which left out how much.
        // Nothing of the metric (a muscle chart of time: cardio is no muscle's) has no total to say.
        if !data.items.isEmpty, data.total > 0 {
            // Muscle groups: their working sets ("117 working sets"), never the credits the slices add up to.
            let inAll = data.noun == .muscleGroups
                ? data.inAll.map { $0.components(separatedBy: " in all")[0] } ?? metric.words(data.total, unit: data.unit)
                : metric.words(data.total, unit: data.unit)
            // The total alone when a wide font leaves no room for what the slices are.
            graph.shortSubtitles = ["\(inAll) \(data.noun.byWords)", inAll]
            // Too small for any subtitle (a tall legend of muscle groups): the title says the total with the dates.
            if title == nil {
                graph.titlesWithoutCaptions = [DateText.range(range), DateText.compactRange(range)].map { "\(inAll) · \($0)" }
            }
        }
        return graph
    }

    /// The donut's total over what it counts: "330" over "sets" (a bare "330" named nothing),
    /// "59,840 kg"; muscle groups' sets and reps are credits, as the subtitle counts them.
    static func centerText(_ data: ExerciseTotalsData, metric: ChartMetric) -> String {
        let total = metric.format(data.total, unit: data.unit)
        switch metric {
        case .sum(.sets): return "\(total)\n" + (data.noun == .muscleGroups ? "set credits" : data.total == 1 ? "set" : "sets")
        case .sum(.reps): return "\(total)\n" + (data.noun == .muscleGroups ? "rep credits" : data.total == 1 ? "rep" : "reps")
        default: return total
        }
    }
}
