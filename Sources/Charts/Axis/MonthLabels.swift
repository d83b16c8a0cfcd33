import Basics

/// Month and year labels for a category axis whose categories are
/// consecutive periods (days or weeks): a label under the category that
/// holds a month's first day, every 1, 2, 3, 4, 6 or 12 months (more for
/// decades), the densest cadence whose level labels clear each other.
///
/// The first label names its year, and so does every January ("Nov 2025",
/// "Jan 2026", "Mar", "May"). When a month name would come back (a span of
/// more than a year), every label names its year, so no two labels read the
/// same: "W47" or "Mar" never stands for two different weeks or months.
struct MonthLabels {
    /// A label: the category it sits under and its text.
    struct Placed: Equatable {
        var index: Int
        var text: String
    }

    /// Each category's first day, in days since 1970-01-01, ascending.
    var firstDays: [Int]

    static let cadences = [1, 2, 3, 4, 6, 12, 24, 60, 120]

    /// The densest labels that fit: `width` measures a text, `spacing` is the
    /// distance between neighbouring categories and `gap` the room between labels.
    func fitting(spacing: Float, gap: Float, width: (String) -> Float) -> [Placed] {
        guard !firstDays.isEmpty else { return [] }
        for cadence in MonthLabels.cadences {
            let ticks = monthTicks(every: cadence)
            // With a label for the months before the first tick when there is room for it.
            let lead = ticks.first.map { $0.index > 0 } ?? true
            for withLead in lead ? [true, false] : [false] {
                var marks = ticks
                if withLead { marks.insert((0, monthIndex(firstDays[0])), at: 0) }
                guard !marks.isEmpty else { continue }
                let labels = MonthLabels.texts(marks)
                if MonthLabels.fits(labels, spacing: spacing, gap: gap, width: width) { return labels }
            }
        }
        // Not even one label a decade fits: the first category alone, with its year.
        return MonthLabels.texts([(0, monthIndex(firstDays[0]))])
    }

    /// Year × 12 + month − 1 of a day.
    func monthIndex(_ day: Int) -> Int {
        let date = CivilDate(daysSince1970: day)
        return date.year * 12 + date.month - 1
    }

    /// The categories holding the first day of every `cadence`-th month (counted from January).
    func monthTicks(every cadence: Int) -> [(index: Int, month: Int)] {
        guard let first = firstDays.first, let last = firstDays.last else { return [] }
        let lastDay = last + max(1, firstDays.count > 1 ? last - firstDays[firstDays.count - 2] : 1) - 1
        var ticks: [(index: Int, month: Int)] = []
        var category = 0
        var month = monthIndex(first)
        month = (month + cadence - 1) / cadence * cadence
        while month <= monthIndex(lastDay) && ticks.count < 5_000 {
            let day = CivilDate(year: month / 12, month: month % 12 + 1, day: 1).daysSince1970
            // The category whose days hold `day`: the last one starting on or before it.
            while category + 1 < firstDays.count && firstDays[category + 1] <= day { category += 1 }
            if day >= first && day <= lastDay && ticks.last?.index != category { ticks.append((category, month)) }
            month += cadence
        }
        return ticks
    }

    /// Texts for marks (category, month index): the year on the first and on
    /// Januaries, or on every one when a month name comes back.
    static func texts(_ marks: [(index: Int, month: Int)]) -> [Placed] {
        let monthsOnly = marks.map { MonthNames.short[$0.month % 12] }
        let repeats = Set(monthsOnly).count < monthsOnly.count
        return marks.enumerated().map { k, mark in
            let name = MonthNames.short[mark.month % 12]
            let year = repeats || k == 0 || mark.month % 12 == 0
            return Placed(index: mark.index, text: year ? "\(name) \(mark.month / 12)" : name)
        }
    }

    /// Whether neighbouring level labels, centred under their categories, clear each other.
    static func fits(_ labels: [Placed], spacing: Float, gap: Float, width: (String) -> Float) -> Bool {
        let widths = labels.map { width($0.text) }
        for k in labels.indices.dropFirst() {
            let distance = Float(labels[k].index - labels[k - 1].index) * spacing
            if distance < (widths[k] + widths[k - 1]) / 2 + gap { return false }
        }
        return true
    }
}
