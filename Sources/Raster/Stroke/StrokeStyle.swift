/// How two stroked segments meet at a corner.
public enum LineJoin: Sendable {
    /// Sharp corner, cut to a bevel when longer than `miterLimit` × width.
    case miter
    /// A circular arc around the corner.
    case round
    /// The corner cut straight across.
    case bevel
}

/// How an open subpath's ends are drawn.
public enum LineCap: Sendable {
    /// Ends exactly at the end point.
    case butt
    /// A half circle beyond the end point.
    case round
    /// A half square beyond the end point.
    case square
}

/// Width, joins, caps and dashes of a stroke, in user space.
public struct StrokeStyle: Hashable, Sendable {
    /// The line width.
    public var width: Float
    /// How segments meet at corners.
    public var join: LineJoin
    /// Longest miter allowed, as a multiple of the width (SVG semantics).
    public var miterLimit: Float
    /// How open ends look.
    public var cap: LineCap
    /// Alternating on/off lengths; an odd count is repeated, as in SVG. Empty: solid.
    public var dash: [Float]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Float

    /// A style; a solid 1-unit line with miter joins and butt caps unless told otherwise.
    public init(width: Float = 1, join: LineJoin = .miter, miterLimit: Float = 4, cap: LineCap = .butt,
                dash: [Float] = [], dashPhase: Float = 0) {
        self.width = width
        self.join = join
        self.miterLimit = miterLimit
        self.cap = cap
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
