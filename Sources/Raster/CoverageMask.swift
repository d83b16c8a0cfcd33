// Coverage masks: a path rasterized once into 8-bit coverage, then blitted
// many times in any paint (the text renderer's glyph cache).

import PNGCodec

/// A coverage mask (0...255 per pixel) rendered from a path, e.g. one glyph.
public struct CoverageMask: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Device position of mask pixel (0, 0) when it was rendered.
    public let originX: Int, originY: Int
    /// Row-major coverage, `width × height` bytes.
    public var coverage: [UInt8]

    /// A mask of `width × height` coverage bytes, row by row, placed at the origin.
    public init(width: Int, height: Int, originX: Int, originY: Int, coverage: [UInt8]) {
        self.width = width; self.height = height
        self.originX = originX; self.originY = originY
        self.coverage = coverage
    }

    /// Rasterizes `path` (through `transform`) into a tight mask; nil when it
    /// covers nothing, has a NaN or infinite coordinate, or would exceed
    /// `Canvas.maxPixels`.
    public static func render(_ path: Path, transform: Transform = .identity,
                              rule: FillRule = .nonZero) -> CoverageMask? {
        var polygon = Polygon()
        guard !path.isEmpty,
              Flatten.path(path, transform: transform, tolerance: defaultTolerance, cull: nil, into: &polygon),
              let b = polygon.bounds else { return nil }
        let x0 = Int(b.minX.rounded(.down)), y0 = Int(b.minY.rounded(.down))
        let x1 = Int(b.maxX.rounded(.up)), y1 = Int(b.maxY.rounded(.up))
        let w = x1 - x0, h = y1 - y0
        guard (try? ImageLimits.check(width: w, height: h)) != nil else { return nil }
        var accumulator = Accumulator()
        accumulator.reset(width: w, height: h)
        accumulator.add(polygon, dx: -Float(x0), dy: -Float(y0))
        var coverage = [UInt8](repeating: 0, count: w * h)
        var any = false
        coverage.withUnsafeMutableBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            var sink = MaskSink(mask: base, width: w)
            accumulator.sweep(rule: rule, into: &sink)
            any = sink.any
        }
        guard any else { return nil }
        return CoverageMask(width: w, height: h, originX: x0, originY: y0, coverage: coverage)
    }
}

/// Writes swept coverage into a mask.
private struct MaskSink: CoverageSink {
    let mask: UnsafeMutablePointer<UInt8>
    let width: Int
    var any = false

    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        (mask + y * width + x).update(repeating: coverage, count: count)
        any = true
    }

    mutating func mask(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        (mask + y * width + x).update(from: coverage, count: count)
        if !any { for i in 0..<count where coverage[i] != 0 { any = true; break } }
    }
}

extension Canvas {
    /// Composites an 8-bit coverage mask with its top-left at (x, y), painted
    /// with `paint` (gradients are evaluated at device pixels).
    public mutating func draw(_ mask: CoverageMask, x: Int, y: Int, with paint: Paint, opacity: Float = 1) {
        guard mask.width > 0, mask.height > 0, mask.coverage.count >= mask.width * mask.height,
              let bounds = drawBounds, let shader = Shader(paint, transform: .identity, opacity: opacity) else {
            return
        }
        // x and y are caller-provided: rule out the far side first so x + width cannot overflow.
        guard x < bounds.x1, y < bounds.y1 else { return }
        let x0 = max(bounds.x0, x), y0 = max(bounds.y0, y)
        let x1 = min(bounds.x1, x + mask.width), y1 = min(bounds.y1, y + mask.height)
        guard x1 > x0, y1 > y0 else { return }
        let canvasWidth = width, count = x1 - x0, maskWidth = mask.width
        pixels.withUnsafeMutableBufferPointer { pix in
            mask.coverage.withUnsafeBufferPointer { cov in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { row in
                    shader.ramp.withUnsafeBufferPointer { ramp in
                        guard let base = pix.baseAddress, let m = cov.baseAddress, let r = row.baseAddress else {
                            return
                        }
                        for py in y0..<y1 {
                            let dst = base + py * canvasWidth + x0
                            let src = m + (py - y) * maskWidth + (x0 - x)
                            if shader.kind == .solid {
                                Blit.solid(dst, count, shader.color, mask: src)
                            } else if let lut = ramp.baseAddress {
                                shader.shade(x: x0, y: py, count: count, ramp: lut, into: r)
                                Blit.shaded(dst, count, r, mask: src)
                            }
                        }
                    }
                }
            }
        }
    }
}
