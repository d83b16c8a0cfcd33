// Pixel snapping: chart bars and rules look crisp only when their edges land
// on pixel boundaries. Rectangles round each edge to the nearest boundary
// (two rectangles sharing an edge round it the same way: no seam, no
// overlap); lines of whole-pixel width move their centre to a pixel centre
// (odd widths) or boundary (even widths).

/// Where edges land on the pixel grid. Both chart surfaces snap rectangles
/// through `rect(_:transform:)`, so a PNG and an SVG of one chart agree.
public enum PixelSnap {
    /// `rect` with its device-space edges rounded to whole pixels, mapped back
    /// through `transform` (a scale-and-translate transform; any other is
    /// returned as it is). A rectangle thinner than a pixel keeps one pixel.
    public static func rect(_ rect: Rect, transform: Transform) -> Rect {
        guard transform.isScaleTranslate, let inverse = transform.inverted else { return rect }
        let p0 = transform.apply(rect.origin)
        let p1 = transform.apply(Point(x: rect.maxX, y: rect.maxY))
        let x0 = min(p0.x, p1.x).rounded(); var x1 = max(p0.x, p1.x).rounded()
        let y0 = min(p0.y, p1.y).rounded(); var y1 = max(p0.y, p1.y).rounded()
        if x1 == x0 && abs(p1.x - p0.x) > 0.01 { x1 = x0 + 1 }
        if y1 == y0 && abs(p1.y - p0.y) > 0.01 { y1 = y0 + 1 }
        return Rect(corner: inverse.apply(Point(x: x0, y: y0)), inverse.apply(Point(x: x1, y: y1)))
    }

    /// The width a stroke of `width` user units is drawn at under `transform`,
    /// and the opacity it is drawn with: a stroke thinner than one device pixel
    /// is drawn one pixel wide, its opacity scaled by its width, which keeps
    /// hairlines even. Both chart surfaces stroke through this.
    package static func strokeWidth(_ width: Float, transform: Transform) -> (width: Float, opacity: Float) {
        let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        let device = width * scale
        guard scale > 0, scale.isFinite, device < 1 else { return (width, 1) }
        return (1 / scale, device)
    }

    /// Nearest pixel boundary.
    @inline(__always)
    static func edge(_ v: Float) -> Float { v.rounded() }

    /// Where a line of integral `width` must be centred for crisp edges.
    @inline(__always)
    static func center(_ v: Float, width: Float) -> Float {
        Int(width) % 2 == 1 ? v.rounded(.down) + 0.5 : v.rounded()
    }

    /// A device-space copy of `path` with its lines snapped, and the device
    /// width, when every segment is horizontal or vertical (polylines and
    /// closed outlines such as a plot frame) under an unrotated, uniformly
    /// scaled transform and the device width is a whole number of pixels;
    /// nil otherwise. A coordinate lying on a perpendicular segment is
    /// centred; the along-axis coordinate of an open end is snapped for the cap.
    package static func line(_ path: Path, width: Float, style: StrokeStyle, transform t: Transform)
        -> (path: Path, width: Float)? {
        guard t.isScaleTranslate, abs(t.a) == abs(t.d), t.a != 0 else { return nil }
        let w = width * abs(t.a)
        let wr = w.rounded()
        guard wr >= 1, abs(w - wr) < 0.01, wr <= 1024 else { return nil }
        let verbs = path.verbs, points = path.points
        guard verbs.count <= 4096, verbs.allSatisfy({ $0 != .quad && $0 != .cubic }) else { return nil }
        // Caps that extend the line by half an odd width need a half-pixel end.
        let endOnCenter = style.cap == .square && Int(wr) % 2 == 1
        func end(_ v: Float) -> Float { endOnCenter ? v.rounded(.down) + 0.5 : v.rounded() }

        var out = Path()
        out.reserveCapacity(verbs: verbs.count, points: points.count)
        var sub: [Point] = []
        var i = 0, p = 0
        while i < verbs.count {
            guard verbs[i] == .move else { return nil }
            sub.removeAll(keepingCapacity: true)
            sub.append(t.apply(points[p])); p += 1; i += 1
            while i < verbs.count && verbs[i] == .line {
                sub.append(t.apply(points[p])); p += 1; i += 1
            }
            var closed = false
            if i < verbs.count && verbs[i] == .close { closed = true; i += 1 }
            guard sub.count >= 2 || closed else { return nil }
            guard sub.allSatisfy({ $0.isFinite && abs($0.x) < coordinateLimit && abs($0.y) < coordinateLimit }) else {
                return nil
            }
            let n = sub.count
            // Which axis does each segment run along? (closing segment included when closed)
            func segment(_ k: Int) -> (horizontal: Bool, vertical: Bool)? {
                guard k >= 0, k < (closed ? n : n - 1) else { return nil }
                let a = sub[k], b = sub[(k + 1) % n]
                if a == b { return (false, false) }
                if a.y == b.y { return (true, false) }
                if a.x == b.x { return (false, true) }
                return nil
            }
            var snapped: [Point] = []
            for k in 0..<n {
                let before = segment(closed ? (k + n - 1) % n : k - 1)
                let after = segment(k)
                let segs = [before, after].compactMap { $0 }
                // A diagonal segment (nil from an existing index) means no snapping at all.
                if (closed || k > 0) && before == nil { return nil }
                if (closed || k < n - 1) && after == nil { return nil }
                let onVertical = segs.contains { $0.vertical }, onHorizontal = segs.contains { $0.horizontal }
                let q = sub[k]
                let x = onVertical ? center(q.x, width: wr) : (onHorizontal ? end(q.x) : center(q.x, width: wr))
                let y = onHorizontal ? center(q.y, width: wr) : (onVertical ? end(q.y) : center(q.y, width: wr))
                snapped.append(Point(x: x, y: y))
            }
            out.move(to: snapped[0])
            for q in snapped.dropFirst() { out.line(to: q) }
            if closed { out.close() }
        }
        return (out, wr)
    }
}
