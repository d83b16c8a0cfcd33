// A Paint resolved for one draw call: a premultiplied colour, or a gradient
// table plus the affine map from device pixel centres to the gradient's
// parameter, so a span is shaded with one add per pixel (linear) or one
// square root per pixel (radial).

struct Shader {
    enum Kind { case solid, linear, radial }

    let kind: Kind
    /// Premultiplied colour, with opacity, for `.solid`.
    let color: UInt32
    /// Gradient table (`GradientRamp.size` entries) for `.linear` and `.radial`.
    let ramp: [UInt32]
    // Linear: t = tx·x + ty·y + t0 at device pixel centre (x, y).
    // Radial: (u, v) = (ux·x + uy·y + u0, vx·x + vy·y + v0); t = |(u, v)|.
    let tx: Float, ty: Float, t0: Float
    let vx: Float, vy: Float, v0: Float
    /// Every colour this shader produces is opaque (so full coverage can store, not blend).
    let isOpaque: Bool

    /// Nil when nothing would be drawn (fully transparent, or no stops).
    init?(_ paint: Paint, transform: Transform, opacity: Float) {
        guard opacity > 0 else { return nil }  // also rejects NaN
        switch paint {
        case .solid(let c):
            self.init(solid: premultipliedPixel(c, opacity: opacity))
        case .linear(let g):
            guard let ramp = GradientRamp.table(g.stops, opacity: opacity) else { return nil }
            let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
            let len2 = dx * dx + dy * dy
            guard len2 > 0, len2.isFinite, g.start.isFinite, let inv = transform.inverted else {
                self.init(solid: ramp[ramp.count - 1])  // degenerate: the last stop, as SVG does
                return
            }
            // t(user point q) = (q − start)·d / |d|², q = inv(device point).
            let kx = dx / len2, ky = dy / len2
            self.init(kind: .linear, ramp: ramp,
                      tx: inv.a * kx + inv.b * ky, ty: inv.c * kx + inv.d * ky,
                      t0: (inv.tx - g.start.x) * kx + (inv.ty - g.start.y) * ky,
                      vx: 0, vy: 0, v0: 0)
        case .radial(let g):
            guard let ramp = GradientRamp.table(g.stops, opacity: opacity) else { return nil }
            guard g.radius > 0, g.radius.isFinite, g.center.isFinite, let inv = transform.inverted else {
                self.init(solid: ramp[ramp.count - 1])
                return
            }
            let k = 1 / g.radius
            self.init(kind: .radial, ramp: ramp,
                      tx: inv.a * k, ty: inv.c * k, t0: (inv.tx - g.center.x) * k,
                      vx: inv.b * k, vy: inv.d * k, v0: (inv.ty - g.center.y) * k)
        }
    }

    init(solid: UInt32) {
        kind = .solid; color = solid; ramp = []
        tx = 0; ty = 0; t0 = 0; vx = 0; vy = 0; v0 = 0
        isOpaque = solid >> 24 == 255
    }

    private init(kind: Kind, ramp: [UInt32], tx: Float, ty: Float, t0: Float, vx: Float, vy: Float, v0: Float) {
        if [tx, ty, t0, vx, vy, v0].allSatisfy(\.isFinite) {
            self.kind = kind; self.ramp = ramp; color = 0
            isOpaque = ramp.allSatisfy { $0 >> 24 == 255 }
            self.tx = tx; self.ty = ty; self.t0 = t0; self.vx = vx; self.vy = vy; self.v0 = v0
        } else {
            self = Shader(solid: ramp[ramp.count - 1])
        }
    }

    /// True when every pixel drawn at full coverage replaces what is below.
    var isOpaqueSolid: Bool { kind == .solid && color >> 24 == 255 }

    /// Writes the colours of `count` pixels of device row `y` from column `x`.
    /// `ramp` is `self.ramp`'s storage, passed in so the loop holds no array.
    @inline(__always)
    func shade(x: Int, y: Int, count: Int, ramp: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>) {
        let px = Float(x) + 0.5, py = Float(y) + 0.5
        switch kind {
        case .solid:
            out.update(repeating: color, count: count)
        case .linear:
            var t = tx * px + ty * py + t0
            for i in 0..<count {
                out[i] = ramp[rampIndex(t)]
                t += tx
            }
        case .radial:
            var u = tx * px + ty * py + t0
            var v = vx * px + vy * py + v0
            for i in 0..<count {
                out[i] = ramp[rampIndex((u * u + v * v).squareRoot())]
                u += tx
                v += vx
            }
        }
    }

    /// round(t × 255) with t clamped to 0...1. No trapping conversion: adding
    /// 2²³ leaves the rounded integer in the low mantissa bits, and the mask
    /// keeps even a NaN inside the table.
    @inline(__always)
    func rampIndex(_ t: Float) -> Int {
        let c = min(max(t, 0), 1)
        return Int((c * 255 + 8_388_608).bitPattern & 0xFF)
    }
}
