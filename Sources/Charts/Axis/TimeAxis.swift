import Foundation
import Raster

// Dates on a chart are `Date`s; along an axis they are seconds since 1970-01-01 UTC
// (`Date.timeIntervalSince1970`), so time and number axes share one plot space.

extension Axis {
    /// A time axis: ticks on calendar boundaries in `timeZone` (every `stride`, or chosen from the
    /// span and the plot's width when nil) labelled in `labels` with `locale`'s month and weekday names.
    ///
    /// Values along it are `Date.timeIntervalSince1970`; ``ArrayDataSource/init(dates:y:)`` makes them
    /// from `Date`s. With no `range` the axis spans the data exactly (no headroom).
    ///
    /// ```swift
    /// let hours = Axis.time(stride: .hours(3), labels: .timeOfDay, timeZone: TimeZone(identifier: "Europe/Oslo") ?? .gmt)
    /// let months = Axis.time(stride: .months(1), labels: .month, locale: Locale(identifier: "de_DE"))
    /// ```
    public static func time(title: String? = nil, stride: TimeStride? = nil, labels: DateLabelStyle = .calendar,
                            timeZone: TimeZone = .gmt, locale: Locale = Locale(identifier: "en_US_POSIX"),
                            range: ClosedRange<Date>? = nil) -> Axis {
        Axis(title: title, ticks: .calendar(CalendarTicks(stride: stride, timeZone: timeZone, locale: locale)),
             formatter: .date(labels, timeZone: timeZone, locale: locale), range: range.map(PlotRange.init),
             headroom: 0)
    }
}

extension PlotRange {
    /// The range from the first date to the last, in seconds since 1970.
    public init(_ dates: ClosedRange<Date>) {
        self.init(dates.lowerBound.timeIntervalSince1970, dates.upperBound.timeIntervalSince1970)
    }
}

extension ArrayDataSource {
    /// A line's points at `dates` (nil y = gap); x is `Date.timeIntervalSince1970`.
    public init(dates: [Date], y: [Double?]) {
        self.init(x: dates.map(\.timeIntervalSince1970), y: y)
    }
}

extension TickPolicy {
    /// Ticks at exactly these dates; their labels are written for the smallest distance between two.
    public static func dates(_ dates: [Date]) -> TickPolicy {
        .locations(dates.map(\.timeIntervalSince1970))
    }
}

extension LineChart {
    /// One line of values at `dates` (nil = no data then), on a time axis in `timeZone` with `locale`'s
    /// month names (``Axis/time(title:stride:labels:timeZone:locale:range:)``), with an area fill and
    /// average and median reference lines named in a legend above the plot.
    public init(dates: [Date], values: [Double?], timeZone: TimeZone, locale: Locale = Locale(identifier: "en_US_POSIX"),
                title: String? = nil, subtitle: String? = nil, valueFormatter: LabelFormatter = .plain,
                valueAxisTitle: String? = nil, areaFill: Bool = true, referenceLines: Bool = true, color: Color? = nil) {
        self.init(dates: dates.map(\.timeIntervalSince1970), values: values, title: title, subtitle: subtitle,
                  valueFormatter: valueFormatter, valueAxisTitle: valueAxisTitle, areaFill: areaFill,
                  referenceLines: referenceLines, color: color)
        xAxis = .time(timeZone: timeZone, locale: locale)
    }
}
