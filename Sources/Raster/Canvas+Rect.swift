// fillRect: the bar-chart fast path. Edges are snapped to pixel boundaries,
// so every covered pixel is fully covered: opaque colours are stored a whole
// span at a time, anything else is blended at full coverage.

extension Canvas {
    /// Fills an axis-aligned rectangle with its edges rounded to the nearest
    /// pixel boundary (crisp bar edges; stacked segments that share an edge
    /// neither overlap nor leave a seam). A rectangle thinner than half a
    /// pixel, which would round away, is drawn anti-aliased instead; under a
    /// rotating transform the rectangle is filled as a path.
    public mutating func fillRect(_ rect: Rect, with paint: Paint, transform: Transform = .identity,
                                  opacity: Float = 1) {
        guard transform.isScaleTranslate else {
            fill(Path(rect: rect), with: paint, transform: transform, opacity: opacity)
            return
        }
        let p0 = transform.apply(rect.origin)
        let p1 = transform.apply(Point(x: rect.maxX, y: rect.maxY))
        guard p0.isFinite, p1.isFinite, rect.width > 0, rect.height > 0, let bounds = drawBounds,
              let shader = Shader(paint, transform: transform, opacity: opacity) else { return }
        let limit = PixelBounds(x0: -1, y0: -1, x1: width + 1, y1: height + 1)
        let device = Rect(corner: p0, p1)
        guard let snapped = PixelBounds(rounding: device, within: limit) else {
            // Rounded away (or entirely off the canvas): draw what coverage there is.
            if device.width < 0.5 || device.height < 0.5 {
                fill(Path(rect: rect), with: paint, transform: transform, opacity: opacity)
            }
            return
        }
        let x0 = max(snapped.x0, bounds.x0), x1 = min(snapped.x1, bounds.x1)
        let y0 = max(snapped.y0, bounds.y0), y1 = min(snapped.y1, bounds.y1)
        guard x1 > x0, y1 > y0 else { return }
        let canvasWidth = width, count = x1 - x0
        pixels.withUnsafeMutableBufferPointer { pix in
            guard let base = pix.baseAddress else { return }
            if shader.kind == .solid {
                for y in y0..<y1 { Blit.solid(base + y * canvasWidth + x0, count, shader.color) }
                return
            }
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { row in
                shader.ramp.withUnsafeBufferPointer { ramp in
                    guard let r = row.baseAddress, let lut = ramp.baseAddress else { return }
                    for y in y0..<y1 {
                        let dst = base + y * canvasWidth + x0
                        if shader.isOpaque {
                            shader.shade(x: x0, y: y, count: count, ramp: lut, into: dst)
                        } else {
                            shader.shade(x: x0, y: y, count: count, ramp: lut, into: r)
                            Blit.shaded(dst, count, r, coverage: 255)
                        }
                    }
                }
            }
        }
    }
}
