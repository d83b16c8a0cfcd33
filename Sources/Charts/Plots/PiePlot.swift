#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Basics
import Raster
import Typeset

/// One slice of a pie.
public struct PieSlice: Hashable, Sendable {
    /// The slice's name, used in its label.
    public var name: String
    /// The slice's value; slices at or below zero are left out.
    public var value: Double
    /// The slice's colour; nil takes the palette's.
    public var color: Color?
    /// What the legend says.
    public var legendText: String

    /// A slice; the legend text defaults to the name.
    public init(name: String, value: Double, color: Color? = nil, legendText: String? = nil) {
        self.name = name
        self.value = value
        self.color = color
        self.legendText = legendText ?? name
    }
}

/// What a slice label says.
public enum PieLabelContent: Hashable, Sendable {
    /// The slice's name ("Squat").
    case name
    /// The slice's share ("34.5%").
    case percent
    /// Name and share on two lines.
    case nameAndPercent
    /// No labels (the legend tells the slices apart).
    case none
}

/// Where slice labels go.
public enum PieLabelPosition: Hashable, Sendable {
    /// Inside when the label fits in its slice, else outside with a leader line.
    case automatic
    /// Always inside the slice.
    case inside
    /// Always outside the circle, with a leader line.
    case outside
}

/// Slices of a circle or ring, Core Plot's `CPTPieChart`. Slices with no
/// positive value are left out; tiny ones are widened to a minimum angle so
/// they stay visible; past `maximumSliceCount` the smallest merge into "Other".
public struct PiePlot: Plot {
    /// The slices, in drawing order.
    public var slices: [PieSlice]
    /// Where the first slice starts, in radians from 3 o'clock, positive clockwise
    /// (the default, −π/2, is 12 o'clock).
    public var startAngle: Float
    /// Slices follow each other clockwise.
    public var clockwise: Bool
    /// The hole's radius as a fraction of the pie's (0 = pie, 0.55 = donut).
    public var innerRadiusFraction: Float
    /// Indices (into `slices`) pulled out from the centre.
    public var explodedSlices: Set<Int>
    /// How far exploded slices move, as a fraction of the radius.
    public var explodeDistance: Float
    /// Width of the separator lines between slices (theme separator colour).
    public var borderWidth: Float
    /// What each slice's label says.
    public var labelContent: PieLabelContent
    /// Where slice labels go.
    public var labelPosition: PieLabelPosition
    /// Tiny slices are widened to this angle so they stay visible.
    public var minimumSliceDegrees: Float
    /// Past this many slices the smallest merge into `otherName`; nil keeps all.
    public var maximumSliceCount: Int?
    /// The name of the merged smallest slices.
    public var otherName: String
    /// Text in the middle of a donut (for example the total, "1,200\nreps"): drawn when its
    /// widest line fits the hole, else not at all.
    public var centerText: String?
    /// Whether a legend beside the pie names every slice (`PieChart` sets it when
    /// it has one). Then labels outside the pie that would shrink it below
    /// `crowdedShare` of its radius without them are left off: at 240 × 160 a
    /// pie a third the size, to make room for names the legend already gives,
    /// shows less than a full-size pie beside that legend. Labels that fit inside
    /// stay.
    public var legendNamesSlices = false

    /// The radius outside labels may cost, as a share, before a legend-named pie drops them.
    static let crowdedShare: Float = 0.6

    /// A pie plot; only the slices are required.
    public init(slices: [PieSlice], startAngle: Float = -.pi / 2, clockwise: Bool = true,
                innerRadiusFraction: Float = 0, explodedSlices: Set<Int> = [], explodeDistance: Float = 0.08,
                borderWidth: Float = 2, labelContent: PieLabelContent = .nameAndPercent,
                labelPosition: PieLabelPosition = .automatic, minimumSliceDegrees: Float = 1.5,
                maximumSliceCount: Int? = nil, otherName: String = "Other", centerText: String? = nil) {
        self.slices = slices
        self.startAngle = startAngle
        self.clockwise = clockwise
        self.innerRadiusFraction = innerRadiusFraction
        self.explodedSlices = explodedSlices
        self.explodeDistance = explodeDistance
        self.borderWidth = borderWidth
        self.labelContent = labelContent
        self.labelPosition = labelPosition
        self.minimumSliceDegrees = minimumSliceDegrees
        self.maximumSliceCount = maximumSliceCount
        self.otherName = otherName
        self.centerText = centerText
    }

    /// Slices from a data source's `.sliceValue` field, named by `names`.
    public init(dataSource: any PlotDataSource, names: [String], colors: [Color?] = []) {
        let n = max(dataSource.numberOfRecords(), 0)
        let values = dataSource.finiteValues(for: .sliceValue)
        self.init(slices: (0..<n).map { i in
            PieSlice(name: i < names.count ? names[i] : "", value: (i < values.count ? values[i] : nil) ?? 0,
                     color: i < colors.count ? colors[i] : nil)
        })
    }

    public var paletteSlots: Int { slices.count }
    public var recordCount: Int { slices.count }

    /// A pie has no axes; a unit extent only tells the graph that there is something to draw.
    public func extent() -> PlotExtent {
        slices.contains { $0.value.isFinite && $0.value > 0 } ? PlotExtent(x: PlotRange(0, 1), y: PlotRange(0, 1)) : .empty
    }

    /// A slice after grouping, with its share and angles.
    struct Resolved {
        var index: Int?          // into `slices`; nil for "Other"
        var name: String
        var legendText: String
        var value: Double
        var fraction: Double
        var color: Color
        var start: Float
        var end: Float
        var mid: Float { (start + end) / 2 }
        var sweep: Float { end - start }
    }

    /// Slices grouped, coloured and given angles.
    func resolved(context: PlotContext) -> [Resolved] {
        var kept = slices.enumerated().filter { $0.element.value.isFinite && $0.element.value > 0 }
        var otherValue = 0.0
        if let maximum = maximumSliceCount, maximum > 0, kept.count > maximum {
            // The largest (maximum − 1) stay, in their own order; the rest become "Other".
            let keepCount = maximum - 1
            let largest = Set(kept.sorted { $0.element.value > $1.element.value }.prefix(keepCount).map(\.offset))
            otherValue = kept.filter { !largest.contains($0.offset) }.reduce(0) { $0 + $1.element.value }
            kept = kept.filter { largest.contains($0.offset) }
        }
        let total = kept.reduce(0) { $0 + $1.element.value } + otherValue
        guard total > 0, total.isFinite else { return [] }
        var result = kept.map { index, slice in
            Resolved(index: index, name: slice.name, legendText: slice.legendText, value: slice.value,
                     fraction: slice.value / total, color: context.theme.fillColor(context.color(slice.color, offset: index)),
                     start: 0, end: 0)
        }
        if otherValue > 0 {
            let text = "\(otherName) \(PiePlot.percentText(otherValue / total))"
            result.append(Resolved(index: nil, name: otherName, legendText: text, value: otherValue,
                                   fraction: otherValue / total, color: PiePlot.otherColor(context.theme),
                                   start: 0, end: 0))
        }
        // Tiny slices get the minimum angle; the others give it up in proportion.
        let full = 2 * Float.pi
        let minimum = min(max(minimumSliceDegrees, 0) * .pi / 180, full / Float(max(result.count, 1)))
        var sweeps = result.map { Float($0.fraction) * full }
        let small = sweeps.indices.filter { sweeps[$0] < minimum }
        let bigTotal = sweeps.indices.filter { sweeps[$0] >= minimum }.reduce(Float(0)) { $0 + sweeps[$1] }
        if !small.isEmpty, bigTotal > 0 {
            let k = (full - Float(small.count) * minimum) / bigTotal
            for i in sweeps.indices { sweeps[i] = sweeps[i] < minimum ? minimum : sweeps[i] * k }
        }
        var angle = startAngle
        for i in result.indices {
            if clockwise {
                result[i].start = angle
                result[i].end = angle + sweeps[i]
                angle += sweeps[i]
            } else {
                result[i].start = angle - sweeps[i]
                result[i].end = angle
                angle -= sweeps[i]
            }
        }
        return result
    }

    static func otherColor(_ theme: Theme) -> Color { theme.axisColor }

    /// "34.5%", "0.4%", "100%".
    static func percentText(_ fraction: Double) -> String {
        Numerals.fixed(fraction * 100, decimals: 1, trimmingZeros: true) + "%"
    }

    func labelText(_ slice: Resolved, inside: Bool) -> String {
        let percent = PiePlot.percentText(slice.fraction)
        switch labelContent {
        case .none: return ""
        case .name: return slice.name
        case .percent: return percent
        case .nameAndPercent: return inside ? "\(slice.name)\n\(percent)" : "\(slice.name) \(percent)"
        }
    }

    public func legendEntries(context: PlotContext) -> [LegendEntry] {
        resolved(context: context).map { LegendEntry(text: $0.legendText, color: $0.color, weight: $0.value) }
    }

    /// Where everything goes inside a frame.
    struct Geometry {
        var center: Point
        var radius: Float
        var inner: Float
        var slices: [Resolved]
        var inside: [Bool]
        /// Outside labels: the text's anchor and the leader line, and the text (cut to the frame).
        var outside: [Int: (anchor: Point, leader: [Point], rightSide: Bool, text: String)]
    }

    func geometry(in frame: Rect, context: PlotContext) -> Geometry {
        let slices = resolved(context: context)
        let style = context.valueLabelStyle
        let fonts = context.fonts
        let lineHeight = fonts.lineHeight(style), textHeight = fonts.textHeight(style)
        let exploded = slices.contains { $0.index.map(explodedSlices.contains) ?? false }
        let center = frame.center
        // The radius with no label outside it, and with the labels as they fall.
        let plain = max((min(frame.width, frame.height) / 2 - 4) / (exploded ? 1 + explodeDistance : 1),
                        min(frame.width, frame.height) * 0.18)
        var (radius, inside, anyOutside) = settle(slices, in: frame, labelsOutside: true, context: context)
        let outsideAllowed = !(legendNamesSlices && anyOutside && radius < plain * Self.crowdedShare)
        if !outsideAllowed {
            (radius, inside, _) = settle(slices, in: frame, labelsOutside: false, context: context)
        }
        let inner = radius * min(max(innerRadiusFraction, 0), 0.95)

        // Outside labels, per side: sorted by height, pushed apart, kept in the frame.
        var outside: [Int: (anchor: Point, leader: [Point], rightSide: Bool, text: String)] = [:]
        for rightSide in [true, false] {
            var items: [(index: Int, y: Float, rim: Point, elbow: Point)] = []
            for (i, slice) in slices.enumerated() where !inside[i] && labelContent != .none && outsideAllowed {
                let c = cosf(slice.mid), s = sinf(slice.mid)
                guard (c >= 0) == rightSide else { continue }
                let shift = explodeShift(slice, radius: radius)
                let rim = Point(x: center.x + shift.x + radius * c, y: center.y + shift.y + radius * s)
                let elbow = Point(x: center.x + shift.x + (radius + 12) * c, y: center.y + shift.y + (radius + 12) * s)
                items.append((i, elbow.y, rim, elbow))
            }
            let spacing = lineHeight + 1
            let top = frame.minY + textHeight / 2, bottom = frame.maxY - textHeight / 2
            // More labels than a side's height holds would be pushed past the frame (over a
            // title): the largest slices keep theirs, the legend names the rest.
            let room = max(0, Int(((bottom - top) / spacing).rounded(.down)) + 1)
            if items.count > room {
                items = Array(items.sorted { slices[$0.index].fraction > slices[$1.index].fraction }.prefix(room))
            }
            items.sort { $0.y < $1.y }
            for k in items.indices {
                items[k].y = max(items[k].y, top)
                if k > 0 { items[k].y = max(items[k].y, items[k - 1].y + spacing) }
            }
            for k in items.indices.reversed() {
                items[k].y = min(items[k].y, bottom)
                if k < items.count - 1 { items[k].y = min(items[k].y, items[k + 1].y - spacing) }
            }
            for item in items {
                // Near its slice: just past the elbow, clear of the pie at the label's
                // height (labels pushed apart move up or down), and inside the frame.
                let sign: Float = rightSide ? 1 : -1
                let dy = item.y - center.y, reach = radius * (1 + explodeDistance) + 8
                let pieEdge = dy.magnitude < reach ? (reach * reach - dy * dy).squareRoot() : 0
                var x = center.x + sign * max(sign * (item.elbow.x - center.x) + 14, pieEdge + 10)
                // A label wider than the room beside the pie is shortened, never clipped.
                let room = max(0, rightSide ? frame.maxX - x : x - frame.minX)
                let text = TextFitting.truncateKeepingValue(labelText(slices[item.index], inside: false), toWidth: room,
                                                            measure: { fonts.width($0, style: style) })
                // A name cut to a stub ("Obl… 2.6%") says nothing the legend does not: no label.
                if TextFitting.isStub(text) { continue }
                let width = fonts.width(text, style: style)
                x = rightSide ? min(x, frame.maxX - width) : max(x, frame.minX + width)
                let end = Point(x: x + (rightSide ? -4 : 4), y: item.y)
                outside[item.index] = (Point(x: x, y: item.y), [item.rim, item.elbow, end], rightSide, text)
            }
        }
        return Geometry(center: center, radius: radius, inner: inner, slices: slices, inside: inside, outside: outside)
    }

    /// The radius and which labels go inside, settled in two rounds (labels that
    /// fit inside depend on the radius, the radius on the labels outside).
    /// Without `labelsOutside`, a label that does not fit inside is left off.
    private func settle(_ slices: [Resolved], in frame: Rect,
                        labelsOutside: Bool, context: PlotContext) -> (radius: Float, inside: [Bool], anyOutside: Bool) {
        let style = context.valueLabelStyle
        let fonts = context.fonts
        let textHeight = fonts.textHeight(style)
        let exploded = slices.contains { $0.index.map(explodedSlices.contains) ?? false }
        var radius = min(frame.width, frame.height) / 2 * 0.85
        var inside = [Bool](repeating: false, count: slices.count)
        var anyOutside = false
        for _ in 0..<2 {
            let inner = radius * min(max(innerRadiusFraction, 0), 0.95)
            for (i, slice) in slices.enumerated() {
                switch labelPosition {
                case .inside: inside[i] = true
                case .outside: inside[i] = false
                case .automatic:
                    inside[i] = fitsInside(labelText(slice, inside: true), slice: slice, radius: radius, inner: inner,
                                           fonts: fonts, style: style)
                }
            }
            var widest: Float = 0
            anyOutside = false
            for (i, slice) in slices.enumerated() where !inside[i] && labelContent != .none && labelsOutside {
                anyOutside = true
                widest = max(widest, fonts.width(labelText(slice, inside: false), style: style))
            }
            var r = min(frame.width, frame.height) / 2 - 4
            if anyOutside {
                r = min(r, frame.width / 2 - widest - 34, frame.height / 2 - textHeight - 6)
            }
            if exploded { r /= 1 + explodeDistance }
            radius = max(r, min(frame.width, frame.height) * 0.18)
        }
        return (radius, inside, anyOutside)
    }

    private func explodeShift(_ slice: Resolved, radius: Float) -> Point {
        guard let index = slice.index, explodedSlices.contains(index) else { return .zero }
        let d = radius * explodeDistance
        return Point(x: cosf(slice.mid) * d, y: sinf(slice.mid) * d)
    }

    /// The label's box fits in the slice at its middle radius: across the
    /// ring (radially) and between the slice's edges (along the arc).
    private func fitsInside(_ text: String, slice: Resolved, radius: Float, inner: Float,
                            fonts: ChartFonts, style: LabelStyle) -> Bool {
        let lines = Float(text.split(separator: "\n").count)
        let width = fonts.width(text, style: style) + 6
        let height = fonts.textHeight(style) + fonts.lineHeight(style) * (lines - 1) + 4
        let mid = inner > 0 ? (radius + inner) / 2 : radius * 0.62
        let c = abs(cosf(slice.mid)), s = abs(sinf(slice.mid))
        let radial = width * c + height * s
        let tangential = width * s + height * c
        let ring = inner > 0 ? radius - inner : radius * 0.75
        let chord = 2 * mid * sinf(min(slice.sweep / 2, .pi / 2))
        return radial <= ring * 0.95 && tangential <= chord * 0.95
    }

    public func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let g = geometry(in: space.frame, context: context)
        // Separators are the slices' straight edges only, one stroked path for
        // all: the same look as outlining every wedge at a fraction of the cost.
        var separators = Path()
        for slice in g.slices {
            let shift = explodeShift(slice, radius: g.radius)
            let c = Point(x: g.center.x + shift.x, y: g.center.y + shift.y)
            let wedge = Path(wedgeCenter: c, innerRadius: g.inner, outerRadius: g.radius,
                             startAngle: slice.start, endAngle: slice.end)
            surface.beginMark(title: markTitle(slice))
            surface.fill(wedge, with: .solid(slice.color), rule: .nonZero)
            surface.endMark()
            for angle in [slice.start, slice.end] {
                let d = Point(x: cosf(angle), y: sinf(angle))
                separators.move(to: c + d * g.inner)
                separators.line(to: c + d * (g.radius + 1))
            }
        }
        if borderWidth > 0 && g.slices.count > 1 {
            surface.stroke(separators, style: StrokeStyle(width: borderWidth, cap: .butt),
                           with: .solid(context.theme.separatorColor))
        }
    }

    /// A slice's words for readers who hover or listen: its legend text when that says more than
    /// the name ("Squat 2,645 kg (25.5%)"), else the name, the value and the share.
    func markTitle(_ slice: Resolved) -> String {
        if slice.legendText != slice.name { return slice.legendText }
        return "\(slice.name) · \(NumberText.number(slice.value, step: 0)) (\(PiePlot.percentText(slice.fraction)))"
    }

    public func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let g = geometry(in: space.frame, context: context)
        var style = context.valueLabelStyle
        for (i, slice) in g.slices.enumerated() where labelContent != .none {
            if g.inside[i] {
                let shift = explodeShift(slice, radius: g.radius)
                let mid = g.inner > 0 ? (g.radius + g.inner) / 2 : g.radius * 0.62
                let p = Point(x: g.center.x + shift.x + mid * cosf(slice.mid), y: g.center.y + shift.y + mid * sinf(slice.mid))
                style.color = slice.color.contrastingText
                surface.drawText(labelText(slice, inside: true), style: style, at: p,
                                 horizontal: .center, vertical: .middle, rotation: 0)
            } else if let placed = g.outside[i] {
                var leader = Path()
                leader.move(to: placed.leader[0])
                for p in placed.leader.dropFirst() { leader.line(to: p) }
                surface.stroke(leader, style: StrokeStyle(width: 1, join: .round),
                               with: .solid(context.theme.secondaryTextColor))
                style.color = context.theme.textColor
                surface.drawText(placed.text, style: style, at: placed.anchor,
                                 horizontal: placed.rightSide ? .left : .right, vertical: .middle, rotation: 0)
            }
        }
        if let centerText, g.inner > 0 {
            let centerStyle = LabelStyle(size: context.theme.fontSizes.subtitle, bold: true, color: context.theme.textColor)
            if let text = Self.fitted(centerText, hole: g.inner, measure: { context.fonts.width($0, style: centerStyle) }) {
                surface.drawText(text, style: centerStyle, at: g.center, horizontal: .center, vertical: .middle, rotation: 0)
            }
        }
    }

    /// The donut's middle text when it fits the hole of radius `inner` (its widest line), else
    /// nothing: never over the ring, and never a number cut from what it counts ("311.5" of
    /// "311.5\nset credits" read as sets).
    static func fitted(_ text: String, hole inner: Float, measure: (String) -> Float) -> String? {
        let widest = text.split(separator: "\n").map { measure(String($0)) }.max() ?? 0
        return widest <= 2 * inner * 0.9 ? text : nil
    }
}
