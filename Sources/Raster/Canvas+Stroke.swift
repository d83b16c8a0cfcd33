// Stroking: flatten in user space, dash, outline, map the outline to device
// space and fill it non-zero in one pass (so overlapping pieces of one stroke
// never double their anti-aliased edges).

extension Canvas {
    /// Strokes `path` with `style` (widths and dashes in user space, mapped by
    /// `transform`). Strokes thinner than one device pixel are drawn one pixel
    /// wide with their opacity scaled by the width, which keeps hairlines even.
    /// Unrotated single-segment horizontal and vertical lines whose device
    /// width is a whole number are snapped so their edges fall on pixel
    /// boundaries.
    public mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint,
                                transform: Transform = .identity, opacity: Float = 1) {
        guard !path.isEmpty, style.width > 0, style.width.isFinite, let bounds = drawBounds else { return }
        let det = transform.a * transform.d - transform.b * transform.c
        let scale = abs(det).squareRoot()
        guard scale > 0, scale.isFinite, transform.maxScale.isFinite else { return }
        let (width, thinness) = PixelSnap.strokeWidth(style.width, transform: transform)
        let opacity = opacity * thinness
        guard let shader = Shader(paint, transform: transform, opacity: opacity) else { return }

        if let snapped = PixelSnap.line(path, width: width, style: style, transform: transform) {
            // The snapped path is in device space: the dashes, in user units like the width, scale with it.
            var snappedStyle = style
            snappedStyle.width = snapped.width
            let deviceScale = abs(transform.a)
            snappedStyle.dash = style.dash.map { $0 * deviceScale }
            snappedStyle.dashPhase = style.dashPhase * deviceScale
            strokeOutline(snapped.path, style: snappedStyle, width: snapped.width, transform: .identity,
                          shader: shader, bounds: bounds)
            return
        }
        strokeOutline(path, style: style, width: width, transform: transform, shader: shader, bounds: bounds)
    }

    private mutating func strokeOutline(_ path: Path, style: StrokeStyle, width: Float, transform: Transform,
                                        shader: Shader, bounds: PixelBounds) {
        guard Canvas.buildStrokeOutline(path, style: style, width: width, transform: transform,
                                        scratch: &scratch) else { return }
        rasterize(scratch.outline, rule: .nonZero, shader: shader, within: bounds)
    }

    /// Builds the device-space outline of a stroke of `width` (user units) in
    /// `scratch.outline`; false when there is nothing to fill.
    static func buildStrokeOutline(_ path: Path, style: StrokeStyle, width: Float, transform: Transform,
                                   scratch s: inout Scratch) -> Bool {
        let tolerance = defaultTolerance / max(transform.maxScale, 1e-6)
        s.polygon.removeAll()
        s.outline.removeAll()
        // No culling in user space: caps and joins reach beyond a curve's hull.
        guard Flatten.path(path, transform: .identity, tolerance: tolerance, cull: nil, into: &s.polygon) else {
            return false
        }
        var source = s.polygon
        if let pattern = Dash.pattern(style.dash) {
            s.dashed.removeAll()
            if Dash.apply(pattern, phase: style.dashPhase, to: s.polygon, into: &s.dashed) {
                source = s.dashed
            }
        }
        let stroker = Stroker(style: style, width: width, tolerance: tolerance)
        stroker.stroke(source, into: &s.outline, buffers: &s.stroker)
        s.outline.transform(by: transform)
        // The outline came from finite points; clamp anyway so huge widths stay safe.
        return s.outline.clampCoordinates() && !s.outline.isEmpty
    }
}

extension Polygon {
    /// Clamps every coordinate to ±coordinateLimit; false when one is NaN.
    mutating func clampCoordinates() -> Bool {
        var ok = true
        points.withUnsafeMutableBufferPointer { buf in
            for i in buf.indices {
                let p = buf[i]
                if p.x.isNaN || p.y.isNaN { ok = false; return }
                buf[i] = Point(x: min(max(p.x, -coordinateLimit), coordinateLimit),
                               y: min(max(p.y, -coordinateLimit), coordinateLimit))
            }
        }
        return ok
    }
}
