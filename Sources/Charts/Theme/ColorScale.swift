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
    /// Formats step bounds in the legend.
    public var formatter: LabelFormatter

    /// A scale of `stepCount` steps from the empty colour up to `color`; every setting is described on its property.
    public init(color: Color? = nil, emptyColor: Color? = nil, emptyLabel: String? = "none", stepCount: Int = 4,
                maximum: Double? = nil, formatter: LabelFormatter = .abbreviated) {
        self.color = color
        self.emptyColor = emptyColor
        self.emptyLabel = emptyLabel
        self.stepCount = stepCount
        self.maximum = maximum
        self.formatter = formatter
    }

    /// The steps for data whose largest value is `dataMaximum`. Whole-number
    /// data gets whole-number bounds ("1", "2–3", "4–6"); other data "≤ 2.5K".
    public func steps(dataMaximum: Double, integral: Bool) -> [Step] {
        let top = maximum ?? dataMaximum
        guard top.isFinite, top > 0 else { return [] }
        if integral {
            let m = max(Int(min(top.rounded(.up), 1e9)), 1)
            let n = max(1, min(stepCount, m))
            return (1...n).map { k in
                let lo = m * (k - 1) / n + 1, hi = m * k / n
                let text = lo == hi ? formatter.string(for: Double(lo))
                                    : "\(formatter.string(for: Double(lo)))–\(formatter.string(for: Double(hi)))"
                return Step(lower: Double(lo - 1), upper: Double(hi), label: text)
            }
        }
        let n = max(stepCount, 1)
        return (1...n).map { k in
            let upper = top * Double(k) / Double(n)
            return Step(lower: top * Double(k - 1) / Double(n), upper: upper,
                        label: "≤ \(formatter.string(for: upper, step: top / Double(n)))")
        }
    }

    /// The colour of step `index` of `count` in `theme`.
    public func stepColor(_ index: Int, of count: Int, theme: Theme) -> Color {
        let full = color ?? theme.seriesColor(0)
        let t = count <= 1 ? 1 : 0.3 + 0.7 * Float(index) / Float(count - 1)
        return theme.plotAreaBackground.mixed(with: full, t)
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
