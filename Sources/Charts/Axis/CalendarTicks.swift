import Basics
import Foundation

/// Ticks on calendar boundaries in a time zone: on full hours, at midnight, on
/// the first day of a week, month, quarter or year, as a clock and a calendar
/// on the wall read them (so a tick at midnight stays at midnight when the
/// clocks change). Values along the axis are seconds since 1970-01-01 UTC,
/// `Date.timeIntervalSince1970`.
///
/// With no `stride` the axis chooses one from the span and the plot's width:
/// the largest unit (years, months, days, hours, minutes) that puts at least
/// four ticks on the axis, then the smallest multiple of it (`.hours(3)`,
/// `.weeks(1)`, `.quarters(1)`) whose ticks and labels fit. A 6-hour span
/// gets hourly ticks, a week daily ones, 30 days weekly ones, a year monthly
/// ones and five years yearly ones.
///
/// ```swift
/// let axis = Axis(ticks: .calendar(CalendarTicks(stride: .hours(3), timeZone: TimeZone(identifier: "Asia/Kolkata") ?? .gmt)),
///                 formatter: .date(.timeOfDay, timeZone: TimeZone(identifier: "Asia/Kolkata") ?? .gmt))
/// ```
///
/// ``Axis/time(title:stride:labels:timeZone:locale:range:)`` sets up both the ticks and the labels.
public struct CalendarTicks: Hashable, Sendable {
    /// The distance between ticks; nil chooses one from the span and the plot's width.
    public var stride: TimeStride?
    /// The time zone whose clock and calendar the ticks follow.
    public var timeZone: TimeZone
    /// The day weeks start on, 1 (Sunday) to 7 (Saturday), as Foundation's `Calendar` counts.
    public var firstWeekday: Int

    /// Ticks every `stride` (nil: automatic) in `timeZone`, weeks starting on `locale`'s first weekday
    /// (Sunday in the United States, Monday in most of Europe).
    public init(stride: TimeStride? = nil, timeZone: TimeZone = .gmt,
                locale: Locale = Locale(identifier: "en_US_POSIX")) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        self.init(stride: stride, timeZone: timeZone, firstWeekday: calendar.firstWeekday)
    }

    /// Ticks every `stride` (nil: automatic) in `timeZone`, weeks starting on `firstWeekday`
    /// (1 = Sunday, 2 = Monday … 7 = Saturday; other values are brought into that range).
    public init(stride: TimeStride? = nil, timeZone: TimeZone = .gmt, firstWeekday: Int) {
        self.stride = stride
        self.timeZone = timeZone
        self.firstWeekday = ((firstWeekday - 1) % 7 + 7) % 7 + 1
    }

    /// The tick dates of `stride` within `range`, oldest first (at most 5,000).
    public func dates(in range: ClosedRange<Date>, stride: TimeStride) -> [Date] {
        let span = PlotRange(range.lowerBound.timeIntervalSince1970, range.upperBound.timeIntervalSince1970)
        return (values(stride, in: span, limit: 5_000) ?? []).map(Date.init(timeIntervalSince1970:))
    }

    /// A time axis needs this many ticks of a unit before it is read in that unit.
    static let minimumTicks = 4
    /// Wall-clock values are kept within about 300,000 years so that day counts stay exact.
    static let limit = 1e13

    /// The axis range (the fixed one, else the data and `includes` widened by `headroom` of the span),
    /// its ticks and the step their labels are written for.
    func resolved(fixed: PlotRange?, data: PlotRange?, includes: [Double], headroom: Double, maxCount: Int)
        -> (range: PlotRange, ticks: [Double], step: Double) {
        var range = fixed
        if range == nil {
            var span = data
            for value in includes { span = span?.including(value) ?? PlotRange(value, value) }
            if var s = span {
                if s.length <= 0 { s = PlotRange(s.minimum - 1_800, s.maximum + 1_800) }
                let pad = s.length * max(0, headroom)
                range = PlotRange(s.minimum - pad, s.maximum + pad)
            }
        }
        let axisRange = range ?? PlotRange(0, 86_400)
        let span = PlotRange(max(axisRange.minimum, -CalendarTicks.limit), min(axisRange.maximum, CalendarTicks.limit))
        if let stride, let ticks = values(stride, in: span, limit: 5_000) {
            return (axisRange, ticks, stride.nominalSeconds)
        }
        let chosen = automatic(in: span, maxCount: max(maxCount, 2))
        return (axisRange, chosen.ticks, chosen.step)
    }

    /// The largest unit with enough ticks, then its smallest multiple within `maxCount` ticks.
    func automatic(in range: PlotRange, maxCount: Int) -> (ticks: [Double], step: Double) {
        let candidates = TimeStride.automatic
        var start = 0
        for group in [TimeStride.Unit.year, .month, .day, .hour, .minute] {
            guard let index = candidates.firstIndex(where: { $0.group == group }) else { continue }
            let stride = candidates[index].stride
            // More than `minimumTicks - 1` ticks means at least `minimumTicks`.
            if values(stride, in: range, limit: CalendarTicks.minimumTicks - 1) == nil {
                start = index
                break
            }
        }
        for candidate in candidates[start...] {
            // The layout's budget is for labels about five characters wide ("03:00", "Mon 3");
            // month names ("Jan") and years take fewer, so more of them fit. Labels that still
            // collide make the layout ask again with a smaller budget.
            let shorter = candidate.group == .month ? 5.0 / 3 : candidate.group == .year ? 5.0 / 4 : 1
            if let ticks = values(candidate.stride, in: range, limit: Int(Double(maxCount) * shorter)) {
                return (ticks, candidate.stride.nominalSeconds)
            }
        }
        return ([range.minimum, range.maximum], range.length)
    }

    /// The ticks of `stride` within `range`, or nil when there are more than `limit`.
    func values(_ stride: TimeStride, in range: PlotRange, limit: Int) -> [Double]? {
        let lo = max(range.minimum, -CalendarTicks.limit), hi = min(range.maximum, CalendarTicks.limit)
        guard lo.isFinite, hi.isFinite, lo <= hi else { return [] }
        // Too many by the stride's usual length: no need to count them.
        if (hi - lo) / stride.nominalSeconds > Double(limit) * 1.2 + 4 { return nil }
        let clock = WallClock(zone: timeZone)
        // A day's margin on both sides: the wall clock runs up to a day ahead of or behind UTC.
        let wallLo = clock.wall(lo) - 86_400, wallHi = clock.wall(hi) + 86_400
        var ticks: [Double] = []
        var overflow = false
        func add(_ wall: Double) -> Bool {
            let t = clock.instant(wall)
            if t >= lo && t <= hi && ticks.last.map({ t > $0 }) ?? true {
                ticks.append(t)
                if ticks.count > limit { overflow = true; return false }
            }
            return wall <= wallHi
        }
        let n = stride.count
        switch stride.unit {
        case .minute, .hour:
            let size = Double(n) * (stride.unit == .minute ? 60 : 3_600)
            var k = (wallLo / size).rounded(.down)
            while add(k * size) { k += 1 }
        case .day, .week:
            let every = stride.unit == .day ? n : 7 * n
            // Day 0 (1970-01-01) was a Thursday, weekday 5 in Foundation's count.
            let anchor = stride.unit == .day ? 0 : ((firstWeekday - 5) % 7 + 7) % 7
            var day = Int((wallLo / 86_400).rounded(.down))
            day -= ((day - anchor) % every + every) % every
            while add(Double(day) * 86_400) { day += every }
        case .month, .quarter, .year:
            let every = stride.unit == .month ? n : stride.unit == .quarter ? 3 * n : 12 * n
            let first = CivilDate(daysSince1970: Int((wallLo / 86_400).rounded(.down)))
            var month = first.year * 12 + first.month - 1
            month -= (month % every + every) % every
            while true {
                let year = Int((Double(month) / 12).rounded(.down))
                let day = CivilDate(year: year, month: month - year * 12 + 1, day: 1).daysSince1970
                if !add(Double(day) * 86_400) { break }
                month += every
            }
        }
        return overflow ? nil : ticks
    }
}

/// Seconds since 1970 as a clock on the wall in a time zone reads them, and back.
struct WallClock {
    var zone: TimeZone

    func offset(_ t: Double) -> Double { Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: t))) }

    /// The wall-clock time of instant `t`, counted as if the zone's clock were UTC.
    func wall(_ t: Double) -> Double { t + offset(t) }

    /// The instant the wall clock shows `wall`; a time the clocks skip maps to just after the change,
    /// a time they show twice to its first showing.
    func instant(_ wall: Double) -> Double {
        // The offset a few hours before, then the one after a change between.
        let before = offset(wall - offset(wall) - 21_600)
        let t = wall - before
        let after = offset(t)
        if after == before { return t }
        let u = wall - after
        if offset(u) == after { return u }
        // Skipped: the moment the clocks jump, which lies between the two readings.
        let earlier = min(t, u), later = max(t, u)
        let change = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: earlier - 1))
        guard let jump = change?.timeIntervalSince1970, jump >= earlier, jump <= later else { return later }
        return jump
    }
}
