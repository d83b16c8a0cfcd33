#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Corner radii of a rounded rectangle, one per corner.
public struct CornerRadii: Hashable, Sendable {
    /// The top-left corner's radius.
    public var topLeft: Float
    /// The top-right corner's radius.
    public var topRight: Float
    /// The bottom-right corner's radius.
    public var bottomRight: Float
    /// The bottom-left corner's radius.
    public var bottomLeft: Float

    /// Radii for each corner.
    public init(topLeft: Float, topRight: Float, bottomRight: Float, bottomLeft: Float) {
        self.topLeft = topLeft; self.topRight = topRight
        self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(all r: Float) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    /// True when no corner is rounded.
    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }
}

extension Path {
    /// A closed axis-aligned rectangle, drawn clockwise on screen.
    public init(rect r: Rect) {
        self.init()
        addRect(r)
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.maxY))
        line(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// A rectangle with a radius per corner; radii are shrunk to fit as CSS does.
    public init(roundedRect r: Rect, radii: CornerRadii) {
        self.init()
        addRoundedRect(r, radii: radii)
    }

    /// A path of one rectangle with every corner rounded by `radius`.
    public init(roundedRect r: Rect, radius: Float) {
        self.init(roundedRect: r, radii: CornerRadii(all: radius))
    }

    /// Adds a closed rectangle with rounded corners (radii are limited to half the sides).
    public mutating func addRoundedRect(_ r: Rect, radii: CornerRadii) {
        if radii.isZero || r.isEmpty {
            addRect(r)
            return
        }
        // CSS rule: scale all radii down together so adjacent ones never overlap.
        var k: Float = 1
        func fit(_ a: Float, _ b: Float, _ side: Float) {
            let sum = max(a, 0) + max(b, 0)
            if sum > side { k = min(k, side / sum) }
        }
        fit(radii.topLeft, radii.topRight, r.width)
        fit(radii.bottomLeft, radii.bottomRight, r.width)
        fit(radii.topLeft, radii.bottomLeft, r.height)
        fit(radii.topRight, radii.bottomRight, r.height)
        let tl = max(radii.topLeft, 0) * k, tr = max(radii.topRight, 0) * k
        let br = max(radii.bottomRight, 0) * k, bl = max(radii.bottomLeft, 0) * k
        let kappa: Float = 0.5522847498  // cubic approximation of a quarter circle

        move(to: Point(x: r.minX + tl, y: r.minY))
        line(to: Point(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            cubic(to: Point(x: r.maxX, y: r.minY + tr),
                  control1: Point(x: r.maxX - tr + tr * kappa, y: r.minY),
                  control2: Point(x: r.maxX, y: r.minY + tr - tr * kappa))
        }
        line(to: Point(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            cubic(to: Point(x: r.maxX - br, y: r.maxY),
                  control1: Point(x: r.maxX, y: r.maxY - br + br * kappa),
                  control2: Point(x: r.maxX - br + br * kappa, y: r.maxY))
        }
        line(to: Point(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            cubic(to: Point(x: r.minX, y: r.maxY - bl),
                  control1: Point(x: r.minX + bl - bl * kappa, y: r.maxY),
                  control2: Point(x: r.minX, y: r.maxY - bl + bl * kappa))
        }
        line(to: Point(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            cubic(to: Point(x: r.minX + tl, y: r.minY),
                  control1: Point(x: r.minX, y: r.minY + tl - tl * kappa),
                  control2: Point(x: r.minX + tl - tl * kappa, y: r.minY))
        }
        close()
    }

    /// An ellipse inscribed in `r`.
    public init(ellipseIn r: Rect) {
        self.init()
        addEllipse(in: r)
    }

    /// Adds a closed ellipse filling `r`.
    public mutating func addEllipse(in r: Rect) {
        let c = r.center
        addArc(center: c, radiusX: r.width / 2, radiusY: r.height / 2,
               startAngle: 0, endAngle: 2 * .pi, clockwise: true, startNewSubpath: true)
        close()
    }

    /// A circle.
    public init(circleCenter c: Point, radius: Float) {
        self.init(ellipseIn: Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Adds an elliptical arc as cubic segments of at most 90°.
    ///
    /// Angles are in radians measured from +x; on screen (y down) increasing
    /// angles turn clockwise, so `clockwise: true` sweeps from start to a larger end.
    /// With `startNewSubpath` the arc begins with a move, otherwise with a line
    /// from the current point.
    public mutating func addArc(center c: Point, radiusX rx: Float, radiusY ry: Float,
                                startAngle: Float, endAngle: Float, clockwise: Bool,
                                startNewSubpath: Bool = false) {
        var sweep = endAngle - startAngle
        let full = 2 * Float.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            sweep = min(sweep, full)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            sweep = max(sweep, -full)
        }
        let first = Point(x: c.x + rx * Float(cos(Double(startAngle))), y: c.y + ry * Float(sin(Double(startAngle))))
        if startNewSubpath || isEmpty { move(to: first) } else { line(to: first) }
        guard sweep != 0, sweep.isFinite else { return }

        let segments = max(1, Int((abs(sweep) / (Float.pi / 2)).rounded(.up)))
        let step = sweep / Float(segments)
        let k = 4 / 3 * Float(tan(Double(step / 4)))
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let cos0 = Float(cos(Double(a0))), sin0 = Float(sin(Double(a0)))
            let cos1 = Float(cos(Double(a1))), sin1 = Float(sin(Double(a1)))
            let p1 = Point(x: c.x + rx * (cos0 - k * sin0), y: c.y + ry * (sin0 + k * cos0))
            let p2 = Point(x: c.x + rx * (cos1 + k * sin1), y: c.y + ry * (sin1 - k * cos1))
            let p3 = Point(x: c.x + rx * cos1, y: c.y + ry * sin1)
            cubic(to: p3, control1: p1, control2: p2)
            a0 = a1
        }
    }

    /// Adds a circular arc as cubic segments of at most 90°.
    ///
    /// Angles are in radians from 3 o'clock; with y down, clockwise is the screen's clockwise.
    public mutating func addArc(center c: Point, radius: Float, startAngle: Float, endAngle: Float,
                                clockwise: Bool, startNewSubpath: Bool = false) {
        addArc(center: c, radiusX: radius, radiusY: radius, startAngle: startAngle, endAngle: endAngle,
               clockwise: clockwise, startNewSubpath: startNewSubpath)
    }

    /// A pie wedge (or, with `innerRadius > 0`, a donut segment) from `startAngle`
    /// sweeping clockwise on screen to `endAngle`.
    public init(wedgeCenter c: Point, innerRadius: Float, outerRadius: Float,
                startAngle: Float, endAngle: Float) {
        self.init()
        let sweep = endAngle - startAngle
        if abs(sweep) >= 2 * .pi - 1e-5 {
            // A whole ring: two opposite-wound circles, so non-zero leaves the hole.
            addArc(center: c, radius: outerRadius, startAngle: 0, endAngle: 2 * .pi, clockwise: true,
                   startNewSubpath: true)
            close()
            if innerRadius > 0 {
                addArc(center: c, radius: innerRadius, startAngle: 0, endAngle: -2 * .pi, clockwise: false,
                       startNewSubpath: true)
                close()
            }
            return
        }
        let clockwise = sweep >= 0
        if innerRadius > 0 {
            addArc(center: c, radius: outerRadius, startAngle: startAngle, endAngle: endAngle,
                   clockwise: clockwise, startNewSubpath: true)
            addArc(center: c, radius: innerRadius, startAngle: endAngle, endAngle: startAngle,
                   clockwise: !clockwise)
        } else {
            move(to: c)
            addArc(center: c, radius: outerRadius, startAngle: startAngle, endAngle: endAngle,
                   clockwise: clockwise)
        }
        close()
    }
}
