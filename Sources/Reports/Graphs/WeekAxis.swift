import Basics
import Charts
import Workouts

/// The category axis of a chart with a bar per week: a short span within
/// one year names each week by its first day ("16 Nov", thinned when they
/// crowd); a longer one, or one that crosses a year, is labelled with months
/// and years ("Nov 2025", "Jan 2026", "Mar"), so no label stands for two weeks.
enum WeekAxis {
    /// Weeks up to this many, within one year, keep a label per week.
    static let shortSpan = 16

    /// The axis for the weeks starting on `firstDays`.
    static func axis(firstDays: [Day], title: String? = nil) -> Axis {
        var axis = Axis.categories(firstDays.map { "\($0.day) \(MonthNames.short[$0.month - 1])" }, title: title)
        axis.thinsBeforeTurning = true
        let oneYear = firstDays.first?.year == firstDays.last?.year
        if !(firstDays.count <= shortSpan && oneYear) {
            axis.categoryFirstDays = firstDays.map(\.daysSinceEpoch)
        }
        return axis
    }

    /// The index of the week still in progress on `today` (the one holding it), if it is one of the weeks.
    static func unfinished(firstDays: [Day], today: Day?) -> Int? {
        guard let today else { return nil }
        return firstDays.lastIndex { $0 <= today && today < $0.adding(days: 7) }
    }
}
