#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Basics
import Raster

/// An axis resolved for one plot-area size: its range, ticks, label texts
/// and how they are turned and thinned so that no two labels overlap.
struct AxisLayout {
    enum Orientation { case horizontal, vertical }

    struct Label {
        var value: Double
        var text: String
        var width: Float
    }

    var orientation: Orientation
    var range: PlotRange
    var scale: ScaleType
    var majorTicks: [Double]
    var minorTicks: [Double]
    var step: Double
    var labels: [Label]
    /// Every `stride`-th label is drawn.
    var stride: Int
    /// Label rotation in radians (0 = level).
    var rotation: Float
    /// How far labels reach away from the axis line, past the tick and gap.
    var labelDepth: Float
    /// How far labels stick out before the axis start and past its end.
    var overhangBefore: Float
    var overhangAfter: Float

    var shownLabels: [Label] {
        guard stride > 1 else { return labels }
        return labels.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    }

    /// The data-extent inputs of an axis.
    struct Inputs {
        var data: PlotRange?
        var includes: [Double]
        /// Pixels needed past the largest (and below the smallest) data value for labels.
        var labelRoom: Float
    }

    static func make(axis: Axis, orientation: Orientation, length: Float, inputs: Inputs,
                     fonts: ChartFonts, style: LabelStyle, maxLabelDepth: Float) -> AxisLayout {
        let lineHeight = fonts.lineHeight(style)
        let textHeight = fonts.textHeight(style)
        let gap = max(style.size * 0.6, 6)
        let length = max(length, 1)

        var layout = AxisLayout(orientation: orientation, range: PlotRange(0, 1), scale: axis.scale,
                                majorTicks: [], minorTicks: [], step: 0, labels: [], stride: 1, rotation: 0,
                                labelDepth: 0, overhangBefore: 0, overhangAfter: 0)

        if let categories = axis.categories {
            let n = categories.count
            layout.range = orientation == .horizontal
                ? PlotRange(-0.5, Double(max(n, 1)) - 0.5)
                : PlotRange(Double(max(n, 1)) - 0.5, -0.5)   // first category at the top
            layout.majorTicks = (0..<n).map(Double.init)
            layout.step = 1
            let spacing = length / Float(max(n, 1))
            // Long names are cut so the axis never takes more than its share of the image.
            let maxWidth = orientation == .horizontal ? max(maxLabelDepth * 1.41, 40) : max(maxLabelDepth, 40)
            if let days = axis.categoryFirstDays, days.count == n, n > 0 {
                layout.placeMonthLabels(MonthLabels(firstDays: days), spacing: spacing, textHeight: textHeight,
                                        gap: gap, fonts: fonts, style: style)
            } else {
                layout.labels = categories.enumerated().map { index, name in
                    let text = fonts.truncated(name, style: style, maxWidth: maxWidth)
                    return Label(value: Double(index), text: text, width: fonts.width(text, style: style))
                }
                layout.fitLabels(axis: axis, spacing: spacing, lineHeight: lineHeight, textHeight: textHeight, gap: gap)
                let crowded = layout.rotation != 0 || layout.stride > 1 || layout.labels.contains { $0.text.hasSuffix("…") }
                if orientation == .horizontal, crowded, !axis.thinsBeforeTurning,
                   case .automatic = axis.labelRotation {
                    layout.wrapLevel(categories, spacing: spacing, maxDepth: maxLabelDepth, lineHeight: lineHeight,
                                     textHeight: textHeight, gap: gap, measure: { fonts.width($0, style: style) },
                                     truncate: { fonts.truncated($0, style: style, maxWidth: $1) })
                }
            }
        } else if case .none = axis.ticks {
            layout.range = resolvedRange(axis: axis, inputs: inputs, length: length, maxCount: 2).range
        } else {
            // Fewer ticks until neighbouring labels clear each other.
            let perTick = orientation == .horizontal ? style.size * 5 : lineHeight * 2.2
            var maxCount = Int(min(max(length / perTick, 2), 14))
            while true {
                layout.resolveTicks(axis: axis, inputs: inputs, length: length, maxCount: maxCount, fonts: fonts,
                                    style: style)
                if layout.numericLabelsFit(lineHeight: lineHeight, length: length, gap: gap) || maxCount <= 2 { break }
                maxCount -= 1
            }
            // The fewest ticks can leave one: the next nice step past a data top is trimmed off as waste,
            // and "0" alone tells nothing. A budget one or two larger keeps a tick below the top.
            var larger = maxCount
            while layout.labels.count < 2, larger < maxCount + 2, (inputs.data?.length ?? 0) > 0 {
                larger += 1
                layout.resolveTicks(axis: axis, inputs: inputs, length: length, maxCount: larger, fonts: fonts,
                                    style: style)
            }
            if !layout.numericLabelsFit(lineHeight: lineHeight, length: length, gap: gap) {
                layout.fitLabels(axis: axis, spacing: layout.minimumSpacing(length: length),
                                 lineHeight: lineHeight, textHeight: textHeight, gap: gap)
            } else {
                layout.labelDepth = orientation == .horizontal ? textHeight : (layout.labels.map(\.width).max() ?? 0)
            }
            layout.minorTicks = layout.minorTickValues(count: axis.minorTicksPerInterval, exclusions: axis.exclusionRanges)
        }
        layout.measureOverhang(length: length, textHeight: textHeight)
        return layout
    }

    /// The range, ticks and label texts of a value axis for a tick budget.
    private mutating func resolveTicks(axis: Axis, inputs: Inputs, length: Float, maxCount: Int, fonts: ChartFonts,
                                       style: LabelStyle) {
        let resolved = AxisLayout.resolvedRange(axis: axis, inputs: inputs, length: length, maxCount: maxCount)
        range = resolved.range
        step = resolved.step
        majorTicks = resolved.ticks.filter { v in !axis.exclusionRanges.contains { $0.contains(v) } }
        let texts = axis.formatter.strings(for: majorTicks, step: resolved.step)
        labels = zip(majorTicks, texts).map { value, text in
            Label(value: value, text: text, width: fonts.width(text, style: style))
        }
    }

    /// Device offset of `value` from the axis start (left end, or top end for vertical axes).
    func offset(_ value: Double, length: Float) -> Float {
        let f = Float(scale.fraction(of: value, in: range))
        return orientation == .horizontal ? f * length : (1 - f) * length
    }

    private func numericLabelsFit(lineHeight: Float, length: Float, gap: Float) -> Bool {
        guard labels.count > 1 else { return true }
        for i in 1..<labels.count {
            let distance = abs(offset(labels[i].value, length: length) - offset(labels[i - 1].value, length: length))
            let needed = orientation == .horizontal
                ? (labels[i].width + labels[i - 1].width) / 2 + gap * 1.5
                : lineHeight + gap * 0.5
            if distance < needed { return false }
        }
        return true
    }

    private func minimumSpacing(length: Float) -> Float {
        guard labels.count > 1 else { return length }
        var spacing = Float.infinity
        for i in 1..<labels.count {
            spacing = min(spacing, abs(offset(labels[i].value, length: length) - offset(labels[i - 1].value, length: length)))
        }
        return spacing
    }

    /// Month and year labels under the categories that start months, level, as many as fit.
    private mutating func placeMonthLabels(_ months: MonthLabels, spacing: Float, textHeight: Float, gap: Float,
                                           fonts: ChartFonts, style: LabelStyle) {
        let horizontal = orientation == .horizontal
        let placed = months.fitting(spacing: spacing, gap: horizontal ? gap * 1.5 : gap * 0.5) { text in
            horizontal ? fonts.width(text, style: style) : textHeight
        }
        labels = placed.map { Label(value: Double($0.index), text: $0.text, width: fonts.width($0.text, style: style)) }
        stride = 1
        rotation = 0
        labelDepth = horizontal ? textHeight : (labels.map(\.width).max() ?? 0)
    }

    /// Chooses rotation and thinning for evenly spaced labels: level when they fit side by side; else
    /// level and thinned when that shows as many as turned labels would (or every second, on an axis
    /// that thins before turning); else turned.
    private mutating func fitLabels(axis: Axis, spacing: Float, lineHeight: Float, textHeight: Float, gap: Float) {
        let widest = labels.map(\.width).max() ?? 0
        let spacing = max(spacing, 0.01)
        if orientation == .vertical {
            // Names (a bar each) are all kept while their lines do not overlap: a name thinned away
            // leaves a bar no one can name.
            let room = axis.isCategory ? textHeight : textHeight + gap * 0.5
            stride = AxisLayout.count(room / spacing)
            // A value axis keeps its first and last labels when they clear each other: one alone tells nothing.
            let span = spacing * Float(labels.count - 1)
            if !axis.isCategory, labels.count > 1, stride >= labels.count, span >= textHeight {
                stride = labels.count - 1
            }
            rotation = 0
            labelDepth = widest
            return
        }
        var angle: Float = -.pi / 4
        if case .angle(let a) = axis.labelRotation { angle = a }
        let s = abs(sin(angle)), c = abs(cos(angle))
        let levelStride = levelStride(spacing: spacing, gap: gap)
        // Turned labels are stacked diagonally: the distance between their
        // baselines is the spacing times the sine of the angle.
        let turnedStride = AxisLayout.count((textHeight + gap * 0.3) / max(spacing * s, 0.01))
        let level: Bool
        switch axis.labelRotation {
        case .level: level = true
        case .angle(let a): level = a == 0
        case .automatic:
            // Dates read off their neighbours: every second level beats all turned.
            let dated = axis.thinsBeforeTurning && levelStride <= 2
            level = levelStride == 1 || levelStride <= turnedStride || dated
        }
        if level {
            rotation = 0
            stride = levelStride
            labelDepth = textHeight
            return
        }
        rotation = angle
        stride = turnedStride
        labelDepth = widest * s + textHeight * c
    }

    /// The smallest thinning at which every two neighbouring labels shown level keep `gap` between them.
    private func levelStride(spacing: Float, gap: Float) -> Int {
        let widest = labels.map(\.width).max() ?? 0
        let most = AxisLayout.count((widest + gap) / spacing)
        for candidate in 1..<max(most, 1) {
            let clear = Swift.stride(from: candidate, to: labels.count, by: candidate).allSatisfy { i in
                (labels[i].width + labels[i - candidate].width) / 2 + gap <= spacing * Float(candidate)
            }
            if clear { return candidate }
        }
        return most
    }

    /// Category names too wide to stand level side by side, on a few level lines each when every one
    /// then fits its spacing and the axis's depth: read without turning the head. Kept only when the
    /// names keep at least as many letters in all as turned.
    mutating func wrapLevel(_ names: [String], spacing: Float, maxDepth: Float, lineHeight: Float,
                            textHeight: Float, gap: Float, measure: (String) -> Float,
                            truncate: (String, Float) -> String) {
        let maxWidth = spacing - gap
        let maxLines = min(3, 1 + Int(max(0, maxDepth - textHeight) / lineHeight))
        guard maxWidth > 0, names.count == labels.count else { return }
        // Letters a label shows, "…", spaces and line breaks aside.
        func kept(_ text: String) -> Int { text.filter { $0 != "…" && !$0.isWhitespace }.count }
        var wrapped: [Label] = []
        for (index, name) in names.enumerated() {
            guard let text = LabelWrap.wrapped(name, maxWidth: maxWidth, maxLines: maxLines, measure: measure,
                                               truncate: truncate) else { return }
            wrapped.append(Label(value: Double(index), text: text, width: LabelWrap.width(text, measure: measure)))
        }
        guard wrapped.map({ kept($0.text) }).reduce(0, +) >= labels.map({ kept($0.text) }).reduce(0, +) else { return }
        LabelWrap.alike(&wrapped, names: names, maxWidth: maxWidth, measure: measure)
        let lines = wrapped.map { $0.text.split(separator: "\n").count }.max() ?? 1
        labels = wrapped
        rotation = 0
        stride = 1
        labelDepth = textHeight + lineHeight * Float(lines - 1)
    }

    private mutating func measureOverhang(length: Float, textHeight: Float) {
        var lo: Float = 0, hi: Float = length
        for label in shownLabels {
            let p = offset(label.value, length: length)
            if orientation == .vertical {
                lo = min(lo, p - textHeight / 2)
                hi = max(hi, p + textHeight / 2)
            } else if rotation == 0 {
                lo = min(lo, p - label.width / 2)
                hi = max(hi, p + label.width / 2)
            } else {
                let s = abs(sin(rotation)), c = abs(cos(rotation))
                lo = min(lo, p - label.width * c - textHeight * s / 2)
                hi = max(hi, p + textHeight * s / 2)
            }
        }
        overhangBefore = max(0, -lo)
        overhangAfter = max(0, hi - length)
    }

    private func minorTickValues(count: Int, exclusions: [PlotRange]) -> [Double] {
        guard count > 0, majorTicks.count > 1 else { return [] }
        var values: [Double] = []
        let all = majorTicks
        for i in 1..<all.count {
            let a = all[i - 1], b = all[i]
            for k in 1...count {
                // Evenly spaced in value: on a log axis with 8 minor ticks that is 2×, 3×, … 9×.
                let v = a + (b - a) * Double(k) / Double(count + 1)
                if range.contains(v) && !exclusions.contains(where: { $0.contains(v) }) { values.append(v) }
            }
        }
        return values
    }

    /// The axis range and its ticks for a tick budget.
    static func resolvedRange(axis: Axis, inputs: Inputs, length: Float, maxCount: Int)
        -> (range: PlotRange, ticks: [Double], step: Double) {
        // Headroom big enough for value labels at the bar tips.
        let r = min(Double(inputs.labelRoom / length), 0.5)
        let headroom = max(axis.headroom, r / (1 - r))
        if axis.scale == .logarithmic {
            return logRange(axis: axis, inputs: inputs)
        }
        if case .automaticDays = axis.ticks {
            return dayRange(axis: axis, inputs: inputs, maxCount: maxCount)
        }
        if case .calendar(let calendar) = axis.ticks {
            return calendar.resolved(fixed: axis.range, data: inputs.data, includes: inputs.includes,
                                     headroom: axis.headroom, maxCount: maxCount)
        }
        var steps: [Double]?
        if case .durations(let unit) = axis.ticks { steps = NiceTicks.durationSteps(secondsPerUnit: unit) }
        if let fixed = axis.range {
            let ticks: [Double]
            let step: Double
            switch axis.ticks {
            case .fixedInterval(let interval) where interval > 0:
                step = interval
                ticks = multiples(of: interval, from: fixed.minimum, to: fixed.maximum, limit: 2000)
            case .locations(let values):
                ticks = values.filter { fixed.contains($0) }.sorted()
                step = smallestGap(ticks)
            default:
                let nice = NiceTicks.covering(fixed.minimum, fixed.maximum, maxCount: maxCount, steps: steps)
                if axis.wholeNumbers && nice.step < 1 {
                    step = 1
                    ticks = multiples(of: 1, from: fixed.minimum, to: fixed.maximum, limit: 2000)
                } else {
                    step = nice.step
                    let eps = nice.step * 1e-9
                    ticks = nice.values.filter { $0 >= fixed.minimum - eps && $0 <= fixed.maximum + eps }
                }
            }
            return (fixed, ticks, step)
        }
        var (auto, nice) = AutoRange.valueRange(data: inputs.data, including: inputs.includes,
                                                headroom: headroom, maxTickCount: maxCount, steps: steps)
        if let limit = axis.lowerLimit, auto.minimum < limit, auto.maximum > limit {
            auto = PlotRange(limit, auto.maximum)
            nice.values.removeAll { $0 < limit }
        }
        if axis.wholeNumbers && nice.step < 1 {
            nice = NiceTicks(step: 1, values: multiples(of: 1, from: auto.minimum, to: auto.maximum, limit: 2000))
        }
        switch axis.ticks {
        case .fixedInterval(let interval) where interval > 0:
            let lo = (auto.minimum / interval).rounded(.down) * interval
            let hi = (auto.maximum / interval).rounded(.up) * interval
            return (PlotRange(lo, hi), multiples(of: interval, from: lo, to: hi, limit: 2000), interval)
        case .locations(let values):
            var range = auto
            for v in values { range = range.including(v) }
            let ticks = values.filter { range.contains($0) }.sorted()
            return (range, ticks, smallestGap(ticks))
        default:
            return (auto, nice.values, nice.step)
        }
    }

    /// The step labels of given locations are written for: the smallest distance between two of them.
    static func smallestGap(_ sorted: [Double]) -> Double {
        let gaps = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.filter { $0 > 0 && $0.isFinite }
        return gaps.min() ?? 0
    }

    /// Every label `ratio` steps apart rounded up, at least 1; clamped so no value can trap.
    static func count(_ ratio: Float) -> Int {
        guard ratio.isFinite else { return 1 }
        return Int(min(max(ratio.rounded(.up), 1), 1_000_000))
    }

    static func multiples(of step: Double, from lo: Double, to hi: Double, limit: Int) -> [Double] {
        let first = (lo / step - 1e-9).rounded(.up), last = (hi / step + 1e-9).rounded(.down)
        guard first.isFinite, last.isFinite, abs(first) < 1e15, abs(last) < 1e15,
              last >= first, last - first < Double(limit) else { return [] }
        return (Int(first)...Int(last)).map { Double($0) * step }
    }

    private static func logRange(axis: Axis, inputs: Inputs) -> (range: PlotRange, ticks: [Double], step: Double) {
        let positive = [inputs.data?.minimum, inputs.data?.maximum].compactMap { $0 }.filter { $0 > 0 }
        var lo = axis.range?.minimum ?? pow(10, floor(log10(positive.min() ?? 1)))
        var hi = axis.range?.maximum ?? pow(10, ceil(log10(positive.max() ?? 10)))
        if lo <= 0 { lo = 1 }
        if hi <= lo { hi = lo * 10 }
        var ticks: [Double] = []
        var e = floor(log10(lo))
        while pow(10, e) <= hi * (1 + 1e-9) && ticks.count < 40 {
            let v = pow(10, e)
            if v >= lo * (1 - 1e-9) { ticks.append(v) }
            e += 1
        }
        return (PlotRange(lo, hi), ticks, 0)
    }

    private static func dayRange(axis: Axis, inputs: Inputs, maxCount: Int)
        -> (range: PlotRange, ticks: [Double], step: Double) {
        let day = 86_400.0
        let data = axis.range ?? inputs.data ?? PlotRange(0, day)
        var lo = data.minimum, hi = data.maximum
        if hi - lo < day { lo -= day / 2; hi += day / 2 }
        let pad = (hi - lo) * 0.02
        let range = axis.range ?? PlotRange(lo - pad, hi + pad)
        for days in [1.0, 2, 7, 14] {
            let step = days * day
            // Weekly ticks fall on Mondays (day 4 after the epoch was a Monday).
            let anchor = days >= 7 ? 4 * day : 0
            let ticks = multiples(of: step, from: range.minimum - anchor, to: range.maximum - anchor, limit: 5000)
                .map { $0 + anchor }
            if ticks.count <= maxCount { return (range, ticks, step) }
        }
        // Longer spans: the first of every month, quarter, half year or year.
        for months in [1, 3, 6, 12, 24, 60, 120] {
            let ticks = monthStarts(every: months, in: range)
            if ticks.count <= maxCount { return (range, ticks, Double(months) * DateLabelStyle.monthSeconds) }
        }
        return (range, [range.minimum, range.maximum], range.length)
    }

    /// The first days of months (in seconds) within `range`, every `months` months from January.
    static func monthStarts(every months: Int, in range: PlotRange) -> [Double] {
        let day = 86_400.0
        let first = CivilDate(daysSince1970: Int((range.minimum / day).rounded(.down)))
        let last = CivilDate(daysSince1970: Int((range.maximum / day).rounded(.down)))
        var index = (first.year * 12 + first.month - 1) / months * months
        var ticks: [Double] = []
        while index <= last.year * 12 + last.month - 1 && ticks.count < 5000 {
            let date = CivilDate(year: index / 12, month: index % 12 + 1, day: 1)
            let seconds = Double(date.daysSince1970) * day
            if range.contains(seconds) { ticks.append(seconds) }
            index += months
        }
        return ticks
    }
}
