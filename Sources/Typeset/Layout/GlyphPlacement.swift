import Raster

/// Where each glyph of a laid-out text block lands in device space.
///
/// Shared by `TextLayout.path` and `TextRenderer`, so the vector and the
/// cached-mask output agree. For axis-aligned text the baseline is snapped
/// to whole pixels and the advance direction quantized to ¼ px, which keeps
/// stems crisp and lets four phases per glyph cover every position.
struct GlyphPlacement {
    struct Item {
        var font: Font
        var glyph: Int
        /// Snapped device-space glyph origin (on the baseline).
        var origin: Point
    }

    var items: [Item] = []
    /// Device-space direction of the text when axis-aligned: 0, 1, 2, 3 quarter
    /// turns clockwise; nil for other angles.
    var quadrant: Int?
    /// Pixel size of the em in device space, and the quarter turn (or
    /// rotation) the text is set at.
    private var deviceSize: Float
    private var turn: Transform

    static let subpixelSteps: Float = 4

    init(_ text: String, style: TextStyle, at anchor: Point, horizontal: HorizontalAlignment,
         vertical: VerticalAlignment, rotation: Float, scale deviceScale: Float = 1) {
        let font = style.font
        let lines = ShapedLine.lines(text, style: style)
        let ascent = Float(font.ascent) * style.scale, descent = Float(font.descent) * style.scale
        let lineHeight = Float(font.ascent + font.descent + font.lineGap) * style.scale
        let blockHeight = ascent + descent + Float(lines.count - 1) * lineHeight
        let firstBaseline: Float
        switch vertical {
        case .baseline: firstBaseline = 0
        case .top: firstBaseline = ascent
        case .middle: firstBaseline = ascent - blockHeight / 2
        case .bottom: firstBaseline = ascent - blockHeight
        }

        quadrant = Self.quadrant(of: rotation)
        let turn: Transform
        switch quadrant {
        case 0: turn = .identity
        case 1: turn = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        case 2: turn = Transform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
        case 3: turn = Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
        default: turn = .rotation(rotation)
        }
        self.turn = turn
        deviceSize = style.size * deviceScale
        // Layout space (pixels, y down, anchor at 0) → device space.
        let toDevice = Transform.scale(deviceScale).concatenating(turn)
            .concatenating(.translation(x: anchor.x * deviceScale, y: anchor.y * deviceScale))

        let count = lines.reduce(0) { $0 + $1.glyphs.count }
        items.reserveCapacity(count)
        for (index, line) in lines.enumerated() {
            let baseline = firstBaseline + Float(index) * lineHeight
            let start: Float
            switch horizontal {
            case .left: start = 0
            case .center: start = -line.width / 2
            case .right: start = -line.width
            }
            for g in line.glyphs {
                let p = toDevice.apply(Point(x: start + g.x, y: baseline + g.y))
                items.append(Item(font: g.font, glyph: g.glyph, origin: Self.snap(p, quadrant: quadrant)))
            }
        }
    }

    /// A glyph's font units → device, without the origin translation (each
    /// font of a line has its own units per em).
    func glyphTransform(_ font: Font) -> Transform {
        let s = deviceSize / Float(font.unitsPerEm)
        return Transform.scale(x: s, y: -s).concatenating(turn)
    }

    /// Quarter turns for angles within a hair of a multiple of 90°.
    static func quadrant(of rotation: Float) -> Int? {
        guard rotation.isFinite else { return 0 }
        let quarters = rotation / (Float.pi / 2)
        let nearest = quarters.rounded()
        guard abs(quarters - nearest) < 1e-4, abs(nearest) < 1e6 else { return nil }
        return ((Int(nearest) % 4) + 4) % 4
    }

    /// Whole pixels across the baseline, quarter pixels along it.
    static func snap(_ p: Point, quadrant: Int?) -> Point {
        func quarter(_ v: Float) -> Float { (v * subpixelSteps).rounded() / subpixelSteps }
        switch quadrant {
        case 0, 2: return Point(x: quarter(p.x), y: p.y.rounded())
        case 1, 3: return Point(x: p.x.rounded(), y: quarter(p.y))
        default: return p
        }
    }
}
