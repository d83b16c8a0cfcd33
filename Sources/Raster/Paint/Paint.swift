/// One colour stop of a gradient; `offset` runs from 0 (start) to 1 (end).
public struct GradientStop: Hashable, Sendable {
    /// Where along the gradient the colour sits, 0 to 1.
    public var offset: Float
    /// The colour at `offset`.
    public var color: Color

    /// A stop.
    public init(offset: Float, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// A gradient along the line from `start` to `end`, padded beyond both ends.
public struct LinearGradient: Hashable, Sendable {
    /// Where offset 0 lies.
    public var start: Point
    /// Where offset 1 lies.
    public var end: Point
    /// The colours, in increasing offset.
    public var stops: [GradientStop]

    /// A gradient from `start` to `end`.
    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// A circular gradient: offset 0 at `center`, offset 1 at `radius`, padded outside.
public struct RadialGradient: Hashable, Sendable {
    /// Where offset 0 lies.
    public var center: Point
    /// The distance at which offset 1 lies.
    public var radius: Float
    /// The colours, in increasing offset.
    public var stops: [GradientStop]

    /// A gradient from `center` outward.
    public init(center: Point, radius: Float, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }
}

/// What a fill or stroke is painted with. Gradient geometry lives in the same
/// (user) space as the path, so the draw call's transform maps both.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case solid(Color)
    /// A linear gradient.
    case linear(LinearGradient)
    /// A radial gradient.
    case radial(RadialGradient)
}
