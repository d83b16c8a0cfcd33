import Workouts

/// One exercise's metric per training day, ready for a line chart: a point
/// per day with data, and a break in the line wherever more than
/// `gapDays` pass without any (a missed week shows as a gap, not a slope).
///
/// The gap rule: two training days are joined when at most `gapDays` apart,
/// which is 8 days, or three times the (lower) median spacing between training days
/// when that is longer (an exercise trained every other week is still one
/// line), but never more than 28 days (a month off is always a gap).
package struct ProgressSeries: Hashable, Sendable {
    /// One training day's value.
    package struct Point: Hashable, Sendable {
        /// The training day.
        package var day: Day
        /// In the metric's display unit.
        package var value: Double
    }

    /// One point per training day, oldest first.
    package var points: [Point]
    /// Levels left off the line as likely typos (`UnlikelyLevel`: far above every
    /// day around them), oldest first; the chart says so. Amounts are never left out.
    package var leftOut: [Point] = []
    /// Days of a top set with no load to draw: a bodyweight lift's sets on body weight
    /// alone or assisted while the body weight is unknown (their added load is none, or
    /// below zero). Not on the line; the chart says how many.
    package var withoutLoad = 0
    /// The days the chart spans, which may start before the first point.
    package var range: DayRange
    /// The longest stretch, in days, that the line still joins (see above).
    package var gapDays: Int
    /// Whether each value is an amount done that day (volume, sets, reps, time, distance),
    /// not a level reached (an estimated 1RM): only an amount is drawn as a filled area.
    package var isAmount: Bool

    /// `values` per day in the store's unit; zero and non-finite values are dropped.
    /// `gapDays`: nil follows the gap rule above. `keptDays` hold a set the lifter
    /// said is real: never left out, however far above the days around them.
    /// `dayValues` gives a day's values set by set, highest first, in the store's
    /// unit: a day whose best is left out is drawn at its best set that is not.
    package init(values: [(day: Day, value: Double)], range: DayRange, metric: ChartMetric, gapDays: Int? = nil,
                 keptDays: Set<Day> = [], dayValues: (Day) -> [Double] = { _ in [] }) {
        var byDay: [Day: Double] = [:]
        for v in values where v.value.isFinite && v.value != 0 && range.contains(v.day) {
            byDay[v.day, default: 0] += v.value
        }
        points = byDay.keys.sorted().map { Point(day: $0, value: (byDay[$0] ?? 0) * metric.displayFactor) }
        self.range = range
        isAmount = metric.storeMetric != nil
        if !isAmount {
            // A typo's spike would be the best day, bend the trend and squash the real line flat.
            let references = UnlikelyLevel.references(points.map { ($0.day, $0.value) })
            let unlikely = zip(points, references).map { point, reference in
                !keptDays.contains(point.day) && UnlikelyLevel.isUnlikely(point.value, reference: reference)
            }
            leftOut = zip(points, unlikely).filter(\.1).map(\.0)
            // The day's real sets stay on the line: only the typo is left off.
            points = zip(zip(points, unlikely), references).compactMap { entry, reference in
                let (point, isUnlikely) = entry
                guard isUnlikely else { return point }
                let next = dayValues(point.day).map { $0 * metric.displayFactor }
                    .first { !UnlikelyLevel.isUnlikely($0, reference: reference) }
                return next.map { Point(day: point.day, value: $0) }
            }
        }
        self.gapDays = gapDays ?? ProgressSeries.gapRule(points.map(\.day))
    }

    /// 8 days, or three times the median spacing of `days` when longer, at most 28.
    static func gapRule(_ days: [Day]) -> Int {
        let spacings = zip(days, days.dropFirst()).map { $0.distance(to: $1) }.sorted()
        guard !spacings.isEmpty else { return 8 }
        return min(28, max(8, 3 * spacings[(spacings.count - 1) / 2]))
    }

    /// Whether the line breaks anywhere (then it is drawn without an area fill,
    /// which under short pieces would read as shards).
    package var hasGaps: Bool {
        zip(points, points.dropFirst()).contains { $0.day.distance(to: $1.day) > gapDays }
    }

    /// Whether the line is drawn over an area filled down to zero, on an axis from zero: only an
    /// amount, and only an unbroken line. A level (an estimated 1RM going from 145 to 157 kg) is
    /// a line on an axis that fits its values, where a fill to zero would make the rise a hair.
    package var fillsToZero: Bool { isAmount && !hasGaps }

    /// Seconds since 1970 (UTC midnight of each day) and values, with a nil
    /// between points further apart than `gapDays` so the line breaks there.
    package var chartColumns: (dates: [Double], values: [Double?]) {
        var dates: [Double] = []
        var values: [Double?] = []
        var previous: Day?
        for point in points {
            if let previous, previous.distance(to: point.day) > gapDays {
                dates.append(Double(previous.daysSinceEpoch + point.day.daysSinceEpoch) / 2 * 86_400)
                values.append(nil)
            }
            dates.append(Double(point.day.daysSinceEpoch) * 86_400)
            values.append(point.value)
            previous = point.day
        }
        return (dates, values)
    }

    /// The present values (for average and median lines).
    package var values: [Double] { points.map(\.value) }
}
