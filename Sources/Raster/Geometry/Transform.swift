/// A 2-D affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct Transform: Hashable, Sendable {
    /// How x' grows with x.
    public var a: Float
    /// How y' grows with x.
    public var b: Float
    /// How x' grows with y.
    public var c: Float
    /// How y' grows with y.
    public var d: Float
    /// Added to x'.
    public var tx: Float
    /// Added to y'.
    public var ty: Float

    /// A transform from its six coefficients.
    public init(a: Float, b: Float, c: Float, d: Float, tx: Float, ty: Float) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (x, y).
    public static func translation(x: Float, y: Float) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` horizontally and `y` vertically.
    public static func scale(x: Float, y: Float) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A uniform scale by `s`.
    public static func scale(_ s: Float) -> Transform { scale(x: s, y: s) }

    /// Rotation by `radians`; positive turns +x toward +y (clockwise on screen).
    public static func rotation(_ radians: Float) -> Transform {
        let cs = Float(cos(Double(radians))), sn = Float(sin(Double(radians)))
        return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// True when the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// True when the transform only scales and translates (keeps rectangles axis-aligned).
    public var isScaleTranslate: Bool { b == 0 && c == 0 }

    /// `self` applied first, then `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// This transform, then a move by (x, y).
    public func translatedBy(x: Float, y: Float) -> Transform {
        Transform.translation(x: x, y: y).concatenating(self)
    }

    /// This transform, then a scale.
    public func scaledBy(x: Float, y: Float) -> Transform {
        Transform.scale(x: x, y: y).concatenating(self)
    }

    /// This transform, then a rotation by `radians` (clockwise on screen, y down).
    public func rotated(by radians: Float) -> Transform {
        Transform.rotation(radians).concatenating(self)
    }

    /// The point `p` transformed.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The inverse, or `nil` when the transform is singular.
    public var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let inv = 1 / det
        return Transform(
            a: d * inv, b: -b * inv, c: -c * inv, d: a * inv,
            tx: (c * ty - d * tx) * inv, ty: (b * tx - a * ty) * inv)
    }

    /// The largest factor by which the transform stretches a length (for tolerances).
    public var maxScale: Float {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        return max(sx, sy)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
