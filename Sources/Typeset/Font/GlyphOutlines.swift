import Raster

/// glyf + loca: decodes TrueType glyph outlines into points, then into a
/// `Path` of lines and quadratics in font units (y up).
///
/// Hostile input is bounded: every read is checked, composite nesting is
/// limited to `maxDepth`, and the total of components and points one glyph
/// may expand to is capped, so cycles and exponential fan-out fail fast.
struct GlyphOutlines {
    static let maxDepth = 8
    static let maxComponents = 1024
    static let maxPoints = 100_000

    let glyf: FontReader
    let loca: FontReader
    let longLoca: Bool
    let glyphCount: Int

    init(glyf: FontReader, loca: FontReader, longLoca: Bool, glyphCount: Int) throws(FontError.Reason) {
        let needed = (glyphCount + 1) * (longLoca ? 4 : 2)
        guard loca.contains(0, needed) else {
            throw .init(.countExceedsTable(.glyphLocations, count: glyphCount, bytes: loca.count), table: "loca")
        }
        self.glyf = glyf
        self.loca = loca
        self.longLoca = longLoca
        self.glyphCount = glyphCount
    }

    /// The glyph's data in glyf; empty for glyphs without outline (space).
    func data(glyph: Int) throws(FontError.Reason) -> FontReader {
        guard glyph >= 0, glyph < glyphCount else { throw .init(.glyphOutOfRange(glyph: glyph, glyphCount: glyphCount)) }
        let start: Int, end: Int
        if longLoca {
            start = Int(try loca.u32(4 * glyph)); end = Int(try loca.u32(4 * glyph + 4))
        } else {
            start = 2 * Int(try loca.u16(2 * glyph)); end = 2 * Int(try loca.u16(2 * glyph + 2))
        }
        guard start <= end, glyf.contains(start, end - start) else {
            throw .init(.badOutline(.location(glyph: glyph, start: start, end: end, tableSize: glyf.count)))
        }
        return try glyf.window(at: start, length: end - start)
    }

    func outline(glyph: Int) throws(FontError.Reason) -> Path {
        var points = GlyphPoints()
        var budget = Budget()
        do {
            try append(glyph: glyph, depth: 0, into: &points, budget: &budget)
        } catch {
            throw error.within(glyph: glyph)
        }
        return points.path()
    }

    private struct Budget {
        var components = 0
    }

    private func append(glyph: Int, depth: Int, into points: inout GlyphPoints, budget: inout Budget) throws(FontError.Reason) {
        let g = try data(glyph: glyph)
        if g.count == 0 { return }
        let contours = Int(try g.i16(0))
        if contours >= 0 {
            try appendSimple(g, contours: contours, into: &points)
        } else {
            guard depth < Self.maxDepth else { throw .init(.limitExceeded(.compositeDepth, limit: Self.maxDepth)) }
            try appendComposite(g, depth: depth, into: &points, budget: &budget)
        }
    }

    private func appendSimple(_ g: FontReader, contours: Int, into out: inout GlyphPoints) throws(FontError.Reason) {
        if contours == 0 { return }
        let base = out.points.count
        var ends: [Int] = []
        ends.reserveCapacity(contours)
        var previous = -1
        for i in 0..<contours {
            let end = Int(try g.u16(10 + 2 * i))
            guard end > previous || (end == previous && i > 0) else {
                throw .init(.badOutline(.contourEndsNotIncreasing))
            }
            ends.append(end)
            previous = end
        }
        let count = previous + 1
        guard base + count <= Self.maxPoints else { throw .init(.limitExceeded(.glyphPoints, limit: Self.maxPoints)) }
        let instructionLength = Int(try g.u16(10 + 2 * contours))
        var at = 12 + 2 * contours + instructionLength

        // Flags, run-length coded with the repeat bit.
        var flags = [UInt8](repeating: 0, count: count)
        var i = 0
        while i < count {
            let flag = try g.u8(at); at += 1
            flags[i] = flag; i += 1
            if flag & 0x08 != 0 {
                let repeats = Int(try g.u8(at)); at += 1
                guard i + repeats <= count else { throw .init(.badOutline(.flagRepeatPastEnd)) }
                for _ in 0..<repeats { flags[i] = flag; i += 1 }
            }
        }
        // Coordinates are deltas: a byte with a sign flag, "same", or Int16.
        var xs = [Int](repeating: 0, count: count)
        var value = 0
        for k in 0..<count {
            let f = flags[k]
            if f & 0x02 != 0 {
                let d = Int(try g.u8(at)); at += 1
                value += f & 0x10 != 0 ? d : -d
            } else if f & 0x10 == 0 {
                value += Int(try g.i16(at)); at += 2
            }
            xs[k] = value
        }
        value = 0
        out.points.reserveCapacity(base + count)
        for k in 0..<count {
            let f = flags[k]
            if f & 0x04 != 0 {
                let d = Int(try g.u8(at)); at += 1
                value += f & 0x20 != 0 ? d : -d
            } else if f & 0x20 == 0 {
                value += Int(try g.i16(at)); at += 2
            }
            out.points.append(Point(x: Float(xs[k]), y: Float(value)))
            out.onCurve.append(f & 0x01 != 0)
        }
        for end in ends { out.contourEnds.append(base + end) }
    }

    private func appendComposite(_ g: FontReader, depth: Int, into out: inout GlyphPoints,
                                 budget: inout Budget) throws(FontError.Reason) {
        var at = 10
        while true {
            budget.components += 1
            guard budget.components <= Self.maxComponents else {
                throw .init(.limitExceeded(.glyphComponents, limit: Self.maxComponents))
            }
            let flags = try g.u16(at)
            let child = Int(try g.u16(at + 2))
            at += 4
            let arg1: Int, arg2: Int
            let xyValues = flags & 0x0002 != 0
            if flags & 0x0001 != 0 { // ARG_1_AND_2_ARE_WORDS
                arg1 = xyValues ? Int(try g.i16(at)) : Int(try g.u16(at))
                arg2 = xyValues ? Int(try g.i16(at + 2)) : Int(try g.u16(at + 2))
                at += 4
            } else {
                arg1 = xyValues ? Int(try g.i8(at)) : Int(try g.u8(at))
                arg2 = xyValues ? Int(try g.i8(at + 1)) : Int(try g.u8(at + 1))
                at += 2
            }
            // The 2×2 matrix (F2Dot14): x' = a·x + c·y, y' = b·x + d·y.
            var a: Float = 1, b: Float = 0, c: Float = 0, d: Float = 1
            if flags & 0x0008 != 0 { // WE_HAVE_A_SCALE
                a = f2dot14(try g.i16(at)); d = a; at += 2
            } else if flags & 0x0040 != 0 { // WE_HAVE_AN_X_AND_Y_SCALE
                a = f2dot14(try g.i16(at)); d = f2dot14(try g.i16(at + 2)); at += 4
            } else if flags & 0x0080 != 0 { // WE_HAVE_A_TWO_BY_TWO
                a = f2dot14(try g.i16(at)); b = f2dot14(try g.i16(at + 2))
                c = f2dot14(try g.i16(at + 4)); d = f2dot14(try g.i16(at + 6)); at += 8
            }

            var component = GlyphPoints()
            try append(glyph: child, depth: depth + 1, into: &component, budget: &budget)
            guard out.points.count + component.points.count <= Self.maxPoints else {
                throw .init(.limitExceeded(.glyphPoints, limit: Self.maxPoints))
            }
            let m = Transform(a: a, b: b, c: c, d: d, tx: 0, ty: 0)
            if !m.isIdentity { component.transform(by: m) }

            let offset: Point
            if xyValues {
                let raw = Point(x: Float(arg1), y: Float(arg2))
                // SCALED_COMPONENT_OFFSET (Apple) moves the offset through the matrix;
                // the default (and UNSCALED_COMPONENT_OFFSET) adds it after.
                let scaled = flags & 0x0800 != 0 && flags & 0x1000 == 0
                offset = scaled ? m.apply(raw) : raw
            } else {
                // Point matching: the child's point arg2 lands on our point arg1.
                guard arg1 < out.points.count, arg2 < component.points.count else {
                    throw .init(.badOutline(.anchorOutOfRange(first: Int(arg1), second: Int(arg2))))
                }
                offset = out.points[arg1] - component.points[arg2]
            }
            if offset != .zero { component.transform(by: .translation(x: offset.x, y: offset.y)) }
            out.append(component)

            // ROUND_XY_TO_GRID, USE_MY_METRICS and OVERLAP_COMPOUND only matter
            // to hinting; instructions after the last component are skipped.
            if flags & 0x0020 == 0 { break } // MORE_COMPONENTS
        }
    }

    @inline(__always)
    private func f2dot14(_ v: Int16) -> Float { Float(v) / 16384 }
}

/// Decoded glyph points: on/off-curve flags and contour end indices.
struct GlyphPoints {
    var points: [Point] = []
    var onCurve: [Bool] = []
    var contourEnds: [Int] = []

    mutating func transform(by t: Transform) {
        for i in points.indices { points[i] = t.apply(points[i]) }
    }

    mutating func append(_ other: GlyphPoints) {
        let base = points.count
        points.append(contentsOf: other.points)
        onCurve.append(contentsOf: other.onCurve)
        contourEnds.append(contentsOf: other.contourEnds.map { $0 + base })
    }

    /// Quadratic B-splines as a path: between two off-curve points lies an
    /// implied on-curve point at their midpoint.
    func path() -> Path {
        var path = Path()
        path.reserveCapacity(verbs: points.count + contourEnds.count * 2, points: points.count * 2)
        var s = 0
        for e in contourEnds {
            defer { s = e + 1 }
            guard e >= s else { continue }
            let startPoint: Point
            var first: Int, last: Int
            if onCurve[s] {
                startPoint = points[s]; first = s + 1; last = e
            } else if onCurve[e] {
                startPoint = points[e]; first = s; last = e - 1
            } else {
                startPoint = points[s].lerp(to: points[e], 0.5); first = s; last = e
            }
            path.move(to: startPoint)
            var control: Point?
            if first <= last {
                for i in first...last {
                    let p = points[i]
                    if onCurve[i] {
                        if let c = control { path.quad(to: p, control: c) } else { path.line(to: p) }
                        control = nil
                    } else {
                        if let c = control { path.quad(to: c.lerp(to: p, 0.5), control: c) }
                        control = p
                    }
                }
            }
            if let c = control { path.quad(to: startPoint, control: c) }
            path.close()
        }
        return path
    }
}
