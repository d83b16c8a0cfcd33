import Raster

/// Draws text onto a `Canvas` from cached glyph masks.
///
/// Axis-aligned text (rotation a multiple of 90°) sits on a whole-pixel
/// baseline with glyphs at ¼-px steps along it; each glyph is rasterized once
/// per font, size and phase and then blitted. Other angles
/// are rasterized per draw. Safe to share between threads; `shared` is a
/// process-wide instance whose cache stays warm across charts.
public final class TextRenderer: @unchecked Sendable {
    /// The process-wide renderer; its glyph cache stays warm across charts.
    public static let shared = TextRenderer()

    let cache: GlyphMaskCache

    /// A renderer with an empty glyph cache of its own.
    public init() {
        cache = GlyphMaskCache()
    }

    /// Draws `text` with its anchor at `point` (user space; device space is
    /// `point × scale`, and the glyphs are `style.size × scale` pixels).
    /// `rotation` is in radians, positive clockwise.
    public func draw(_ text: String, style: TextStyle, color: Color, at point: Point,
                     horizontal: HorizontalAlignment = .left, vertical: VerticalAlignment = .baseline,
                     rotation: Float = 0, scale: Float = 1, on canvas: inout Canvas) {
        guard color.alpha > 0, style.size.isFinite, style.size > 0, scale.isFinite, scale > 0,
              point.isFinite, !text.isEmpty else { return }
        let placement = GlyphPlacement(text, style: style, at: point, horizontal: horizontal,
                                       vertical: vertical, rotation: rotation, scale: scale)
        let paint = Paint.solid(color)
        let pixelSize = style.size * scale
        // Outside this range a glyph cannot touch any canvas; also keeps the
        // Float → Int conversions below from trapping.
        let limit = Float(Canvas.maxDimension) * 4
        for item in placement.items {
            let o = item.origin
            guard abs(o.x) < limit, abs(o.y) < limit else { continue }
            guard let quadrant = placement.quadrant else {
                drawUncached(item, placement: placement, paint: paint, on: &canvas)
                continue
            }
            // Whole pixels plus a phase of 0…3 quarters along the advance.
            let ix = o.x.rounded(.down), iy = o.y.rounded(.down)
            let along = quadrant % 2 == 0 ? o.x - ix : o.y - iy
            let phase = UInt8(min(3, max(0, Int((along * GlyphPlacement.subpixelSteps).rounded()))))
            let font = item.font
            let key = GlyphMaskCache.Key(font: font.id, glyph: Int32(truncatingIfNeeded: item.glyph),
                                         sizeBits: pixelSize.bitPattern, phase: phase,
                                         quadrant: UInt8(quadrant))
            let mask = cache.mask(for: key) {
                let shift = Float(phase) / GlyphPlacement.subpixelSteps
                var t = placement.glyphTransform(font)
                if quadrant % 2 == 0 { t.tx = shift } else { t.ty = shift }
                return Self.render(font: font, glyph: item.glyph, transform: t)
            }
            guard let mask else { continue }
            canvas.draw(mask, x: Int(ix) + mask.originX, y: Int(iy) + mask.originY, with: paint)
        }
    }

    private func drawUncached(_ item: GlyphPlacement.Item, placement: GlyphPlacement,
                              paint: Paint, on canvas: inout Canvas) {
        var t = placement.glyphTransform(item.font)
        t.tx = item.origin.x
        t.ty = item.origin.y
        guard let mask = Self.render(font: item.font, glyph: item.glyph, transform: t) else { return }
        canvas.draw(mask, x: mask.originX, y: mask.originY, with: paint)
    }

    /// A glyph's mask, each pixel's coverage as the outline covers it (no contrast curve: librsvg and
    /// Chromium blend text coverage as it is, and our PNG is to look like their drawing of our SVG);
    /// nil when it inks nothing.
    static func render(font: Font, glyph: Int, transform: Transform) -> CoverageMask? {
        guard let outline = try? font.outline(glyph: glyph), !outline.isEmpty else { return nil }
        return CoverageMask.render(outline, transform: transform)
    }

    /// Glyph masks currently cached.
    public var cachedGlyphCount: Int { cache.count }

    /// Empties the glyph cache (e.g. between benchmark runs).
    public func removeAllCachedGlyphs() { cache.removeAll() }
}
