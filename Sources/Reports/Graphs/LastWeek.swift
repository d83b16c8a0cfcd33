import Charts
import Workouts

/// Last week beside this one in the week chart: the subtitle's comparison in
/// the chart's own metric (worded as `repchart summary` words it, `Change.percent`)
/// and last week's daily totals as faint bars behind this week's.
struct LastWeek {
    /// Last week's days.
    var days: [Day]
    /// Last week's total per weekday, in the order of the chart's days.
    var dailyTotals: [Double]
    /// Last week's total in the chart's metric.
    var total: Double
    /// Whether anything was logged before this week (last week or earlier).
    var trainedBefore: Bool
    /// What the totals add up.
    var metric: ChartMetric

    /// "+6.7% vs last week"; "no volume last week" when last week had nothing the
    /// metric counts but the log goes back further; nil for a first week (nothing
    /// to compare with, and no "new" or "+100%" to say falsely) or when this week
    /// holds nothing to compare. `today`: the index of today among the week's
    /// days while the week is in progress: it is compared with last week up to
    /// the same weekday ("+5.7% vs last week to Mon"), like with like, where a
    /// Monday against a whole week read "-49%"; when last week had nothing by
    /// then, "no volume last week by Mon".
    /// `currentByToday`: this week's total up to today (a set logged ahead is not compared yet).
    func comparison(current: Double, currentByToday: Double? = nil, today: Int? = nil) -> String? {
        guard trainedBefore else { return nil }
        guard total > 0 else { return current > 0 ? "no \(metric.phrase) last week" : nil }
        if let today, today < days.count - 1 {
            let byThen = dailyTotals.prefix(today + 1).reduce(0, +)
            let weekday = days[today].weekday.shortName
            if byThen > 0, let change = Change.percent(currentByToday ?? current, byThen) {
                return "\(change) vs last week to \(weekday)"
            }
            // Ahead of a week that had nothing yet: no percentage of nothing, and no "-53%" against all of it.
            if (currentByToday ?? current) > 0 { return "no \(metric.phrase) last week by \(weekday)" }
        }
        guard let change = Change.percent(current, total) else { return nil }
        return "\(change) vs last week" + (today != nil ? " (so far)" : "")
    }

    /// The subtitle's words that say what the ghost bars are.
    static let subtitleWords = "(grey)"

    /// How wide a ghost is, in days: wider than the stacked bar, so it frames it.
    static let ghostWidth = 0.86

    /// The faint fill of last week's bars in `theme`: its secondary text colour, mostly transparent.
    static func ghostFill(_ theme: Theme) -> Color { theme.secondaryTextColor.withOpacity(0.16) }

    /// The outline that marks a ghost's top, so a bar reads against last week's height.
    static func ghostLine(_ theme: Theme) -> Color { theme.secondaryTextColor.withOpacity(0.6) }

    /// Last week's days as bars behind the stack: no title, so no legend entry; the subtitle's
    /// "(grey)" says what they are, so an image too small for it leaves them out.
    func ghostPlot(theme: Theme) -> BarPlot {
        var plot = BarPlot(dataSource: ArrayDataSource(tips: dailyTotals.map { $0 > 0 ? $0 : nil }),
                           color: Self.ghostFill(theme), barWidth: .data(Self.ghostWidth),
                           borderColor: Self.ghostLine(theme), borderWidth: 1)
        plot.subtitleExplanation = Self.subtitleWords
        return plot
    }

    /// `graph`'s ghost bars titled with last week's own days ("last week · Mon 9 Nov · 3,000 kg"),
    /// after `MarkTitles` named every mark by this week's days.
    func titleGhosts(in graph: inout Graph, theme: Theme, unit: WeightUnit) {
        guard var ghost = graph.plots.first as? BarPlot, ghost.color == Self.ghostFill(theme) else { return }
        let titles = zip(days, dailyTotals).map { day, total in
            total > 0 ? "last week · \(MarkTitles.dayText(day, year: day.year)) · \(metric.words(total, unit: unit))" : nil
        }
        ghost.dataSource = TitledPlotData(ArrayDataSource(tips: dailyTotals.map { $0 > 0 ? $0 : nil }), titles: titles)
        graph.plots[0] = ghost
    }
}
