/// One stacked segment: drawn from `base` to `tip` (equal when the value is zero or missing).
public struct StackedSegment: Hashable, Sendable {
    /// Where the segment starts: the sum of the cells below it on its side of zero.
    public var base: Double
    /// Where the segment ends: base plus value.
    public var tip: Double

    /// A segment from `base` to `tip`.
    public init(base: Double, tip: Double) {
        self.base = base
        self.tip = tip
    }

    /// The cell's value: tip minus base.
    public var value: Double { tip - base }
}

/// Bar base offsets for stacks (DESIGN.md: a stacked bar is a set of bar
/// plots whose base is the sum of the cells below).
enum Stacking {
    /// Stacks each section's values in order: positive values on the running
    /// sum of the positives below them, negative values downward on the running
    /// sum of the negatives, both starting from zero. Missing values (NaN) and
    /// zeros give empty segments at the current positive top.
    static func segments(_ sections: [[Double]]) -> [[StackedSegment]] {
        sections.map { cells in
            var up = 0.0, down = 0.0
            return cells.map { value in
                if value.isFinite && value < 0 {
                    let segment = StackedSegment(base: down, tip: down + value)
                    down += value
                    return segment
                }
                let v = value.isFinite ? value : 0
                let segment = StackedSegment(base: up, tip: up + v)
                up += v
                return segment
            }
        }
    }

    /// Top of the positive part and bottom of the negative part of each stack.
    static func extents(_ sections: [[Double]]) -> [PlotRange] {
        sections.map { cells in
            var up = 0.0, down = 0.0
            for v in cells where v.isFinite {
                if v < 0 { down += v } else { up += v }
            }
            return PlotRange(down, up)
        }
    }
}
