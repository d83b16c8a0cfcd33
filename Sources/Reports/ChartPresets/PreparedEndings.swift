import Charts
import Workouts

extension PresetContext {
    /// `chart` with what every kind shares: the "no training" hint, the file
    /// name's endings (muscles, a metric asked for, the theme) and the
    /// title's short forms.
    func prepared(_ chart: PresetChart) throws(ReportsError) -> PreparedChart {
        var graph = chart.graph
        if let top = request.valueScaleTop, ValueScale.applies(to: request.kind) {
            var totals = false
            if case .totals = request.kind { totals = true }
            ValueScale.apply(top: top, horizontal: request.horizontal, breaksBars: totals, to: &graph)
        }
        var notice: TrainingHint?
        if let hintRange = chart.hintRange, request.target == nil,
           let hint = try TrainingHint.hint(for: hintRange, data: data, byWeek: request.kind == .week) {
            notice = hint
            graph.emptyText += "\n" + hint.caption
        }
        // A narrow image keeps the dates and drops the words: "16–22 Nov 2026", "Nov 2026", then the years.
        let titleRange = chart.titleRange
        if let title = graph.title, title.contains(DateText.range(titleRange)) {
            graph.shortTitles = [DateText.range(titleRange), DateText.compactRange(titleRange), DateText.years(titleRange)]
            // Too small for the subtitle and the axis title: the title names the measure in their place
            // (a 240×160 totals chart read "150K, 90.4K" of nothing said).
            if let measure = graph.yAxis?.title ?? graph.xAxis?.title {
                graph.titlesWithoutCaptions = [DateText.range(titleRange), DateText.compactRange(titleRange)]
                    .map { "\(measure) · \($0)" } + [measure]
            }
        }
        return PreparedChart(graph: graph, defaultFileName: "\(fileStem(chart.stem)).\(request.style.format.fileExtension)",
                             notice: notice, ownSize: chart.ownSize)
    }

    /// The kind's `stem` with the endings that tell files of one kind apart.
    private func fileStem(_ stem: String) -> String {
        var stem = stem
        if request.byMuscle { stem += "-muscles" }
        // Only a metric asked for names the file: a chosen one follows the data; the calendar names its own.
        if request.metric != nil, asked != request.kind.defaultMetric, !request.byMuscle || asked != .sets,
           !isCalendar {
            stem += "-\(asked.rawValue)"
        }
        if request.style.theme == .dark { stem += "-dark" }
        return stem
    }

    private var isCalendar: Bool {
        if case .calendar = request.kind { return true }
        return false
    }
}
