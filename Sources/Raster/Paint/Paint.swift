/// One colour stop of a gradient; `offset` runs from 0 (start) to 1 (end).
public struct GradientStop: Hashable, Sendable {
    public var offset: Float
    public var color: Color

    public init(offset: Float, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// A gradient along the line from `start` to `end`, padded beyond both ends.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// A circular gradient: offset 0 at `center`, offset 1 at `radius`, padded outside.
public struct RadialGradient: Hashable, Sendable {
    public var center: Point
    public var radius: Float
    public var stops: [GradientStop]

    public init(center: Point, radius: Float, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }
}

/// What a fill or stroke is painted with. Gradient geometry lives in the same
/// (user) space as the path, so the draw call's transform maps both.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linear(LinearGradient)
    case radial(RadialGradient)
}
