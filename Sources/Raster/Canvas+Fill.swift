// Filling paths: flatten into the scratch polygon, accumulate coverage over
// the clipped bounding box, then shade and composite each covered span.

extension Canvas {
    /// Fills `path` (mapped through `transform`) with `paint`. Paths with a NaN
    /// or infinite coordinate draw nothing; parts outside the canvas or the
    /// clip are cut away.
    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero,
                              transform: Transform = .identity, opacity: Float = 1) {
        guard !path.isEmpty, let shader = Shader(paint, transform: transform, opacity: opacity),
              let bounds = drawBounds else { return }
        scratch.polygon.removeAll()
        let cull = Rect(x: Float(bounds.x0), y: Float(bounds.y0), width: Float(bounds.width),
                        height: Float(bounds.height))
        guard Flatten.path(path, transform: transform, tolerance: defaultTolerance, cull: cull,
                           into: &scratch.polygon) else { return }
        rasterize(scratch.polygon, rule: rule, shader: shader, within: bounds)
    }

    /// Coverage of `polygon` (device space, contours closed) composited with `shader`.
    mutating func rasterize(_ polygon: Polygon, rule: FillRule, shader: Shader, within bounds: PixelBounds) {
        guard let b = polygon.bounds else { return }
        // Coordinates are already clamped to ±coordinateLimit, so these conversions are safe.
        let region = PixelBounds(x0: max(bounds.x0, Int(b.minX.rounded(.down))),
                                 y0: max(bounds.y0, Int(b.minY.rounded(.down))),
                                 x1: min(bounds.x1, Int(b.maxX.rounded(.up))),
                                 y1: min(bounds.y1, Int(b.maxY.rounded(.up))))
        guard region.x1 > region.x0, region.y1 > region.y0 else { return }
        // Work on a moved-out copy so the closures below borrow no part of self
        // while `pixels` is being modified (the arrays stay uniquely owned).
        var s = Scratch()
        swap(&s, &scratch)
        defer { swap(&s, &scratch) }
        s.accumulator.reset(width: region.width, height: region.height)
        s.accumulator.add(polygon, dx: -Float(region.x0), dy: -Float(region.y0))
        let canvasWidth = width
        pixels.withUnsafeMutableBufferPointer { pix in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: region.width) { shadeBuf in
                shader.ramp.withUnsafeBufferPointer { ramp in
                    guard let base = pix.baseAddress, let shadeRow = shadeBuf.baseAddress else { return }
                    var sink = CanvasSink(pixels: base, canvasWidth: canvasWidth, originX: region.x0,
                                          originY: region.y0, shader: shader,
                                          ramp: ramp.baseAddress ?? UnsafePointer(shadeRow), shadeRow: shadeRow)
                    s.accumulator.sweep(rule: rule, into: &sink)
                }
            }
        }
    }
}

/// Composites swept coverage onto canvas pixels.
struct CanvasSink: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let canvasWidth: Int
    let originX: Int, originY: Int
    let shader: Shader
    let ramp: UnsafePointer<UInt32>
    let shadeRow: UnsafeMutablePointer<UInt32>

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        let dx = originX + x, dy = originY + y
        let dst = pixels + dy * canvasWidth + dx
        if shader.kind == .solid {
            Blit.solid(dst, count, shader.color, coverage: UInt32(coverage))
        } else if coverage == 255 && shader.isOpaque {
            shader.shade(x: dx, y: dy, count: count, ramp: ramp, into: dst)   // replaces: no blend
        } else {
            shader.shade(x: dx, y: dy, count: count, ramp: ramp, into: shadeRow)
            Blit.shaded(dst, count, shadeRow, coverage: UInt32(coverage))
        }
    }

    @inline(__always)
    mutating func mask(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let dx = originX + x, dy = originY + y
        let dst = pixels + dy * canvasWidth + dx
        if shader.kind == .solid {
            Blit.solid(dst, count, shader.color, mask: coverage)
        } else {
            shader.shade(x: dx, y: dy, count: count, ramp: ramp, into: shadeRow)
            Blit.shaded(dst, count, shadeRow, mask: coverage)
        }
    }
}
