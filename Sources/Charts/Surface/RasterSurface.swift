import Raster
import Typeset

/// A surface that draws into a Raster `Canvas` (premultiplied RGBA pixels).
///
/// The canvas is `size × scale` pixels; everything is drawn through a
/// `scale` transform, so `scale: 2` gives the same layout at twice the pixels.
public struct RasterSurface: Surface {
    /// The pixels drawn so far.
    public private(set) var canvas: Canvas
    /// Device pixels per layout unit.
    public let scale: Float
    let fonts: ChartFonts
    private var transform: Transform

    /// Device pixels per layout unit: the scale through the pushed transforms.
    public var pixelsPerUnit: Float? { abs(transform.a) }
    private var transforms: [Transform] = []
    private var clips: [Rect?] = []

    /// A transparent canvas for `size` layout units at `scale`.
    public init(size: Size, scale: Float = 1, fonts: ChartFonts) throws(ChartError) {
        try self.init(size: size, scale: scale, fonts: fonts, background: .clear)
    }

    /// Pixel dimensions for a layout size and scale, checked against the
    /// canvas limits before anything is allocated: the canvas a
    /// `CanvasProvider` is asked for.
    ///
    /// `PixelSize(size, scale:)`'s width and height.
    public static func pixelSize(_ size: Size, scale: Float) throws(ChartError) -> (width: Int, height: Int) {
        let pixels = try PixelSize(size, scale: scale)
        return (pixels.width, pixels.height)
    }

    /// A canvas for `size` layout units at `scale`, filled with `background`
    /// when it is opaque (else transparent).
    public init(size: Size, scale: Float = 1, fonts: ChartFonts, background: Color) throws(ChartError) {
        let (width, height) = try RasterSurface.pixelSize(size, scale: scale)
        let canvas: Canvas
        do throws(RasterError) {
            canvas = try Canvas(width: width, height: height, filledWith: background.alpha == 255 ? background : .clear)
        } catch {
            throw ChartError(.canvasNotMade(width: width, height: height, underlying: error))
        }
        self.init(canvas: consume canvas, scale: scale, fonts: fonts)
    }

    /// A surface drawing into `canvas`, whose pixels are `scale` per layout unit.
    public init(canvas: Canvas, scale: Float, fonts: ChartFonts) {
        self.canvas = canvas
        self.scale = scale
        self.fonts = fonts
        transform = .scale(scale)
    }

    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule) {
        canvas.fill(path, with: paint, rule: rule, transform: transform)
    }

    public mutating func fillRect(_ rect: Rect, with paint: Paint) {
        canvas.fillRect(PixelSnap.rect(rect, transform: transform), with: paint, transform: transform)
    }

    public mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
        canvas.stroke(path, style: style, with: paint, transform: transform)
    }

    public mutating func drawText(_ text: String, style: LabelStyle, at point: Point,
                                  horizontal: HorizontalAlignment, vertical: VerticalAlignment, rotation: Float) {
        guard !text.isEmpty else { return }
        let text = ChartLimits.clipped(text)
        // Glyph masks from the process-wide cache, placed exactly where
        // TextLayout.path puts the outlines the SVG surface writes.
        let device = transform.apply(point)
        if GlyphQuadrant.isTilted(rotation) {
            // Tilted text has no cached masks: one fill of the whole label's
            // outlines is cheaper than a mask per glyph.
            let outline = TextLayout.path(text, style: fonts.textStyle(style, scale: scale), at: device,
                                          horizontal: horizontal, vertical: vertical, rotation: rotation)
            canvas.fill(outline, with: .solid(style.color), rule: .nonZero)
            return
        }
        TextRenderer.shared.draw(text, style: fonts.textStyle(style), color: style.color,
                                 at: Point(x: device.x / scale, y: device.y / scale), horizontal: horizontal,
                                 vertical: vertical, rotation: rotation, scale: scale, on: &canvas)
    }

    public mutating func pushClip(_ rect: Rect) {
        clips.append(canvas.clip)
        let p0 = transform.apply(rect.origin), p1 = transform.apply(Point(x: rect.maxX, y: rect.maxY))
        let device = Rect(corner: p0, p1)
        canvas.clip = canvas.clip.map { $0.intersection(device) ?? .zero } ?? device
    }

    public mutating func popClip() {
        canvas.clip = clips.popLast() ?? nil
    }

    public mutating func pushTransform(_ t: Transform) {
        transforms.append(transform)
        transform = t.concatenating(transform)
    }

    public mutating func popTransform() {
        transform = transforms.popLast() ?? .scale(scale)
    }
}

/// Whether text at an angle is off the quarter turns the glyph cache serves.
enum GlyphQuadrant {
    static func isTilted(_ rotation: Float) -> Bool {
        guard rotation.isFinite else { return false }
        let quarters = rotation / (Float.pi / 2)
        return abs(quarters - quarters.rounded()) >= 1e-4
    }
}
