import Foundation
import Raster

/// A sequential colour scale in a few steps, from faint to full strength of
/// one colour, with its own colour for zero: how a training calendar shades
/// days. Steps (rather than a smooth ramp) keep neighbouring cells easy to
/// tell apart and give a legend of a few swatches.
///
/// Colours are mixed with the theme's plot-area background, so the same
/// scale reads in light and dark themes: the faintest step is close to the
/// background, the strongest is the colour itself.
public struct ColorScale: Sendable {
    /// One step: values in `lower` (exclusive) … `upper` (inclusive), with its legend text.
    public struct Step: Hashable, Sendable {
        /// The step's lower bound (exclusive).
        public var lower: Double
        /// The step's upper bound (inclusive).
        public var upper: Double
        /// The step's legend text ("4–6").
        public var label: String
    }

    /// A unit for a scale's values, written once, after the last step ("5–10 t").
    public struct Unit: Hashable, Sendable {
        /// The values' own unit ("kg").
        public var symbol: String
        /// A larger unit the steps switch to when the top edge passes `factor` ("t"); nil for none.
        public var larger: String?
        /// How many of `symbol` make one `larger` (1,000 kg in a tonne).
        public var factor: Double

        /// Values in `symbol`, written in `larger` (`factor` of them each) when the steps are that large.
        public init(_ symbol: String, larger: String? = nil, factor: Double = 1_000) {
            self.symbol = symbol
            self.larger = larger
            self.factor = factor
        }
    }

    /// The strongest colour; nil uses the theme's first series colour.
    public var color: Color?
    /// The colour of zero; nil is the background mixed a little towards the text colour.
    public var emptyColor: Color?
    /// The legend text of zero ("rest"); nil leaves zero out of the legend.
    public var emptyLabel: String?
    /// How many steps above zero (at most; whole-number data up to 2 gets 2).
    public var stepCount: Int
    /// The value of the strongest step; nil is the data's largest value.
    public var maximum: Double?
    /// Formats step bounds in the legend when there is no `unit`.
    public var formatter: LabelFormatter
    /// The values' unit, written once after the last step; nil writes bounds with `formatter`.
    public var unit: Unit?
    /// Whether the values are counts with whole-number steps ("3–5"); nil decides from the data
    /// (all whole), false keeps amounts that happen to be whole ("2.5–5 t") as amounts.
    public var wholeNumbers: Bool?
    /// The least contrast between the empty colour and the faintest step (WCAG ratio), so a
    /// light day never reads as rest; the steps above it part evenly up to the full colour.
    public static let minimumFirstStepContrast: Double = 1.5

    /// A scale of `stepCount` steps from the empty colour up to `color`; every setting is described on its property.
    public init(color: Color? = nil, emptyColor: Color? = nil, emptyLabel: String? = "none", stepCount: Int = 4,
                maximum: Double? = nil, formatter: LabelFormatter = .abbreviated, unit: Unit? = nil,
                wholeNumbers: Bool? = nil) {
        self.color = color
        self.emptyColor = emptyColor
        self.emptyLabel = emptyLabel
        self.stepCount = stepCount
        self.maximum = maximum
        self.formatter = formatter
        self.unit = unit
        self.wholeNumbers = wholeNumbers
    }

    /// The steps for data whose largest value is `dataMaximum`, with round bounds (1, 2, 2.5
    /// or 5 × 10ⁿ) and the unit once: whole-number data up to `stepCount` gets one step a
    /// number ("1", "2"), more "1–2", "3–5", "6–10"; other data "≤ 2.5", "2.5–5", "5–10 t".
    public func steps(dataMaximum: Double, integral: Bool) -> [Step] {
        let top = maximum ?? dataMaximum
        guard top.isFinite, top > 0 else { return [] }
        let whole = wholeNumbers ?? integral
        var steps = whole ? wholeSteps(top: top) : amountSteps(top: top)
        if let suffix = unitSuffix(steps, whole: whole), let last = steps.indices.last { steps[last].label += " " + suffix }
        return steps
    }

    /// Steps of whole numbers: one a number up to `stepCount`, else round ranges ("3–5").
    private func wholeSteps(top: Double) -> [Step] {
        let m = max(min(top.rounded(.up), 1e9), 1)
        let edges = m <= Double(max(stepCount, 1)) ? Array(stride(from: 1.0, through: m, by: 1))
                                                    : RoundBins.edges(top: m, count: stepCount, integral: true)
        var lower = 0.0
        return edges.map { edge in
            defer { lower = edge }
            let lo = formatter.string(for: lower + 1), hi = formatter.string(for: edge)
            return Step(lower: lower, upper: edge, label: lower + 1 == edge ? hi : "\(lo)–\(hi)")
        }
    }

    /// Steps of amounts: "≤ 2.5", then ranges "2.5–5", in the larger unit when the top passes it.
    private func amountSteps(top: Double) -> [Step] {
        let edges = RoundBins.edges(top: top, count: stepCount, integral: false)
        let divisor = largerUnitApplies(edges) ? unit?.factor ?? 1 : 1
        func text(_ v: Double) -> String {
            unit == nil ? formatter.string(for: v) : NumberText.number(v / divisor, step: 0)
        }
        var lower = 0.0
        return edges.map { edge in
            defer { lower = edge }
            return Step(lower: lower, upper: edge, label: lower == 0 ? "≤ \(text(edge))" : "\(text(lower))–\(text(edge))")
        }
    }

    private func largerUnitApplies(_ edges: [Double]) -> Bool {
        guard let unit, unit.larger != nil, unit.factor > 0, let top = edges.last else { return false }
        return top > unit.factor
    }

    /// The unit written after the last step: the larger one when the steps are in it.
    private func unitSuffix(_ steps: [Step], whole: Bool) -> String? {
        guard let unit else { return nil }
        return !whole && largerUnitApplies(steps.map(\.upper)) ? unit.larger : unit.symbol
    }

    /// The colour of step `index` of `count` in `theme`: the faintest at least
    /// `minimumFirstStepContrast` from the empty colour, the others evenly
    /// apart in contrast up to the full colour.
    public func stepColor(_ index: Int, of count: Int, theme: Theme) -> Color {
        let empty = zeroColor(theme: theme)
        let full = strongest(count, empty: empty, theme: theme)
        guard count > 1 else { return full }
        let whole = Color.contrastRatio(full, empty)
        let first = min(whole, max(ColorScale.minimumFirstStepContrast, pow(whole, 1 / Double(count))))
        let target = first * pow(whole / first, Double(index) / Double(count - 1))
        // The least mix from the background toward the colour that stands that far from the empty
        // colour, on the colour's side of it (mixing moves luminance one way from a plain background).
        let darker = full.relativeLuminance < empty.relativeLuminance
        var low: Float = 0, high: Float = 1
        for _ in 0..<16 {
            let mid = (low + high) / 2
            let c = theme.plotAreaBackground.mixed(with: full, mid)
            let onSide = (c.relativeLuminance < empty.relativeLuminance) == darker
            if onSide && Color.contrastRatio(c, empty) >= target { high = mid } else { low = mid }
        }
        return theme.plotAreaBackground.mixed(with: full, high)
    }

    /// The strongest step's colour: the scale's colour, deepened toward the theme's text colour (the same
    /// hue, darker on a light background, lighter on a dark one) when it stands too close to the empty
    /// colour for `count` steps each `minimumFirstStepContrast` from the one before.
    func strongest(_ count: Int, empty: Color, theme: Theme) -> Color {
        let given = color ?? theme.seriesColor(0)
        guard count > 1 else { return given }
        // A little over the bare product, so rounding to 8-bit channels keeps every neighbour apart.
        let needed = pow(ColorScale.minimumFirstStepContrast, Double(count)) * 1.04
        guard Color.contrastRatio(given, empty) < needed else { return given }
        var low: Float = 0, high: Float = 1
        for _ in 0..<16 {
            let mid = (low + high) / 2
            if Color.contrastRatio(given.mixed(with: theme.textColor, mid), empty) >= needed { high = mid } else { low = mid }
        }
        return given.mixed(with: theme.textColor, high)
    }

    /// The colour of zero in `theme`.
    public func zeroColor(theme: Theme) -> Color {
        emptyColor ?? theme.plotAreaBackground.mixed(with: theme.textColor, 0.08)
    }

    /// The colour of `value` given the steps; zero and below take the empty colour,
    /// values past the last step the strongest.
    public func color(for value: Double, steps: [Step], theme: Theme) -> Color {
        guard value > 0, !steps.isEmpty else { return zeroColor(theme: theme) }
        let index = steps.firstIndex { value <= $0.upper * (1 + 1e-12) } ?? steps.count - 1
        return stepColor(index, of: steps.count, theme: theme)
    }
}
