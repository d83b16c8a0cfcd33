/// How overlapping or self-intersecting contours decide what is inside.
public enum FillRule: Sendable {
    /// Inside where the winding number is not zero (the default; strokes use it).
    case nonZero
    /// Inside where an odd number of edges lies to the left.
    case evenOdd
}
