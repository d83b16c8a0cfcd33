import Raster
import Typeset

/// A surface that writes an SVG document.
///
/// Coordinates are layout units inside a `viewBox`; the `width` and `height`
/// attributes are the pixel size at `scale`, whole pixels as a PNG of the same
/// ``PixelSize`` has them (the `viewBox` then covers what that PNG shows). Text is written as glyph
/// outlines by default (placed exactly as the raster surface places glyphs),
/// so the picture is the same everywhere, with or without the font installed.
public struct SVGSurface: Surface {
    /// The document's size in layout units.
    public let size: Size
    /// The document's pixel size per layout unit.
    public let scale: Float
    /// The document's `width` and `height` in whole pixels.
    let pixels: PixelSize
    /// Text as `<text>` elements (smaller, searchable, font-dependent) instead of outlines.
    public var textAsElements: Bool
    /// Starts every id the document defines (clips, gradients), so several
    /// documents can share one HTML page.
    public var idPrefix = ""
    /// Written instead of every colour while set (a CSS value such as
    /// `var(--c3)`, its opacity kept): a page that sets the value per colour scheme draws
    /// a chart once for both.
    package var colorValue: String?
    let fonts: ChartFonts
    private var body: String = ""
    private var defs: String = ""
    private var nextID = 0
    private var transform: Transform
    private var transforms: [Transform] = []

    /// Pixels per layout unit at the document's own size (its `width` and `height`),
    /// to which rectangles are snapped, as a raster of that size would draw them.
    public var pixelsPerUnit: Float? { abs(transform.a) }
    private var clipDepth = 0

    /// An empty SVG document of `size × scale` pixels.
    ///
    /// Text is drawn as glyph outlines (it looks the same everywhere) unless `textAsElements`, which writes
    /// `<text>` elements instead. Throws when the size is not positive and finite.
    public init(size: Size, scale: Float = 1, fonts: ChartFonts, textAsElements: Bool = false) throws(ChartError) {
        self.init(at: try PixelSize(size, scale: scale), fonts: fonts, textAsElements: textAsElements)
    }

    /// An empty SVG document of a size already checked.
    public init(at pixels: PixelSize, fonts: ChartFonts, textAsElements: Bool = false) {
        let size = pixels.layout, scale = pixels.scale
        self.size = size
        self.scale = scale
        self.pixels = pixels
        self.fonts = fonts
        self.textAsElements = textAsElements
        transform = .scale(scale)
        body.reserveCapacity(64 * 1024)
    }

    /// What goes inside the root `<svg>`: the definitions, the drawing, and the groups still open closed.
    var innerMarkup: String {
        var out = defs.isEmpty ? "" : "<defs>\n\(defs)</defs>\n"
        out += body
        out += String(repeating: "</g>\n", count: clipDepth + transforms.count)
        return out
    }

    /// The finished document.
    public var document: String {
        // A fractional scale's pixels are rounded as the PNG's are (499.5 is 499 or 500, never
        // half a pixel more), and the view box is what those whole pixels hold.
        let w = "\(pixels.width)", h = "\(pixels.height)"
        let viewWidth = Float(pixels.width) / scale, viewHeight = Float(pixels.height) / scale
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" "
        // Unhinted outlines at their exact advances, as our raster text draws them: Chromium
        // otherwise hints glyphs and rounds each advance to a whole pixel, and a label drifts
        // from ours by up to a pixel along its length at small sizes.
        if textAsElements { out += "text-rendering=\"geometricPrecision\" " }
        out += "viewBox=\"0 0 \(SVGNumber.format(viewWidth)) \(SVGNumber.format(viewHeight))\">\n"
        out += innerMarkup
        out += "</svg>\n"
        return out
    }

    public mutating func fill(_ path: Path, with paint: Paint, rule: FillRule) {
        guard !path.isEmpty else { return }
        body += "<path d=\"\(SVGNumber.pathData(path))\"\(paintAttributes(paint, prefix: "fill"))"
        if rule == .evenOdd { body += " fill-rule=\"evenodd\"" }
        body += "/>\n"
    }

    public mutating func fillRect(_ rect: Rect, with paint: Paint) {
        let r = PixelSnap.rect(rect, transform: transform)
        guard !r.isEmpty else { return }
        body += "<rect x=\"\(SVGNumber.format(r.minX))\" y=\"\(SVGNumber.format(r.minY))\" "
        body += "width=\"\(SVGNumber.format(r.width))\" height=\"\(SVGNumber.format(r.height))\""
        body += paintAttributes(paint, prefix: "fill") + "/>\n"
    }

    public mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
        guard !path.isEmpty, style.width > 0, style.width.isFinite else { return }
        // Where the raster surface draws a hairline one pixel wide or moves a line's centre onto a
        // pixel centre (`PixelSnap`), so does this one: a browser then draws the SVG at its size as crisp.
        var path = path, style = style, paint = paint
        let (width, thinness) = PixelSnap.strokeWidth(style.width, transform: transform)
        style.width = width
        if let snapped = PixelSnap.line(path, width: width, style: style, transform: transform),
           let back = transform.inverted {
            path = snapped.path.transformed(by: back)
        }
        var fade = ""
        if thinness < 1 {
            if case .solid(let color) = paint { paint = .solid(color.withOpacity(thinness)) }
            else { fade = " stroke-opacity=\"\(SVGNumber.format(thinness, decimals: 3))\"" }
        }
        body += "<path d=\"\(SVGNumber.pathData(path))\" fill=\"none\"\(paintAttributes(paint, prefix: "stroke"))\(fade)"
        body += " stroke-width=\"\(SVGNumber.format(style.width))\""
        switch style.join {
        case .miter: if style.miterLimit != 4 { body += " stroke-miterlimit=\"\(SVGNumber.format(style.miterLimit))\"" }
        case .round: body += " stroke-linejoin=\"round\""
        case .bevel: body += " stroke-linejoin=\"bevel\""
        }
        switch style.cap {
        case .butt: break
        case .round: body += " stroke-linecap=\"round\""
        case .square: body += " stroke-linecap=\"square\""
        }
        if !style.dash.isEmpty, style.dash.allSatisfy({ $0 >= 0 }), style.dash.contains(where: { $0 > 0 }) {
            body += " stroke-dasharray=\"\(style.dash.map { SVGNumber.format($0) }.joined(separator: " "))\""
            if style.dashPhase != 0 { body += " stroke-dashoffset=\"\(SVGNumber.format(style.dashPhase))\"" }
        }
        body += "/>\n"
    }

    public mutating func drawText(_ text: String, style: LabelStyle, at point: Point,
                                  horizontal: HorizontalAlignment, vertical: VerticalAlignment, rotation: Float) {
        guard !text.isEmpty else { return }
        let text = ChartLimits.clipped(text)
        if textAsElements {
            textElements(text, style: style, at: point, horizontal: horizontal, vertical: vertical, rotation: rotation)
            return
        }
        // Outlines laid out in device pixels (as the raster surface's glyphs are),
        // then mapped back to layout units.
        let device = transform.apply(point)
        let outline = TextLayout.path(text, style: fonts.textStyle(style, scale: scale), at: device,
                                      horizontal: horizontal, vertical: vertical, rotation: rotation)
        guard !outline.isEmpty, let back = transform.inverted else { return }
        fill(outline.transformed(by: back), with: .solid(style.color), rule: .nonZero)
    }

    private mutating func textElements(_ text: String, style: LabelStyle, at point: Point,
                                       horizontal: HorizontalAlignment, vertical: VerticalAlignment, rotation: Float) {
        let font = fonts.font(style)
        let unit = style.size / Float(font.unitsPerEm)
        let ascent = Float(font.ascent) * unit, descent = Float(font.descent) * unit
        let lineHeight = fonts.lineHeight(style)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let block = ascent + descent + Float(lines.count - 1) * lineHeight
        let first: Float
        switch vertical {
        case .baseline: first = 0
        case .top: first = ascent
        case .middle: first = ascent - block / 2
        case .bottom: first = ascent - block
        }
        let anchor: String
        switch horizontal {
        case .left: anchor = "start"
        case .center: anchor = "middle"
        case .right: anchor = "end"
        }
        let family = font.name.contains("DejaVu") ? SVGSurface.fontStack : "\(font.name), \(SVGSurface.fontStack)"
        body += "<g font-family=\"\(SVGNumber.escape(family))\" font-size=\"\(SVGNumber.format(style.size))\""
        if style.bold { body += " font-weight=\"bold\"" }
        body += paintAttributes(.solid(style.color), prefix: "fill") + " text-anchor=\"\(anchor)\""
        let degrees = rotation * 180 / .pi
        body += " transform=\"translate(\(SVGNumber.format(point.x)) \(SVGNumber.format(point.y)))"
        body += degrees != 0 ? " rotate(\(SVGNumber.format(degrees)))\">" : "\">"
        let baselines = TextBaselines(anchor: transform.apply(point), scale: scale, rotation: rotation)
        for (i, line) in lines.enumerated() {
            let y = baselines.snapped(first + Float(i) * lineHeight)
            body += "<text y=\"\(SVGNumber.format(y))\">\(SVGNumber.escape(String(line)))</text>"
        }
        body += "</g>\n"
    }

    public mutating func beginMark(title: String) {
        body += "<g><title>\(SVGNumber.escape(ChartLimits.clipped(title)))</title>"
    }

    public mutating func endMark() {
        body += "</g>\n"
    }

    public mutating func pushClip(_ rect: Rect) {
        let id = "\(idPrefix)c\(nextID)"
        nextID += 1
        defs += "<clipPath id=\"\(id)\"><rect x=\"\(SVGNumber.format(rect.minX))\" y=\"\(SVGNumber.format(rect.minY))\" "
        defs += "width=\"\(SVGNumber.format(rect.width))\" height=\"\(SVGNumber.format(rect.height))\"/></clipPath>\n"
        body += "<g clip-path=\"url(#\(id))\">\n"
        clipDepth += 1
    }

    public mutating func popClip() {
        guard clipDepth > 0 else { return }
        body += "</g>\n"
        clipDepth -= 1
    }

    public mutating func pushTransform(_ t: Transform) {
        transforms.append(transform)
        transform = t.concatenating(transform)
        let m = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { SVGNumber.format($0) }.joined(separator: " ")
        body += "<g transform=\"matrix(\(m))\">\n"
    }

    public mutating func popTransform() {
        guard let last = transforms.popLast() else { return }
        transform = last
        body += "</g>\n"
    }

    /// ` fill="#rrggbb"` (with an opacity when not opaque), or a gradient reference.
    private mutating func paintAttributes(_ paint: Paint, prefix: String) -> String {
        switch paint {
        case .solid(let color):
            return colorAttributes(color, name: prefix, opacityName: "\(prefix)-opacity")
        case .linear(let g):
            let id = "\(idPrefix)g\(nextID)"
            nextID += 1
            defs += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" "
            defs += "x1=\"\(SVGNumber.format(g.start.x))\" y1=\"\(SVGNumber.format(g.start.y))\" "
            defs += "x2=\"\(SVGNumber.format(g.end.x))\" y2=\"\(SVGNumber.format(g.end.y))\">"
            defs += stops(g.stops) + "</linearGradient>\n"
            return " \(prefix)=\"url(#\(id))\""
        case .radial(let g):
            let id = "\(idPrefix)g\(nextID)"
            nextID += 1
            defs += "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" "
            defs += "cx=\"\(SVGNumber.format(g.center.x))\" cy=\"\(SVGNumber.format(g.center.y))\" "
            defs += "r=\"\(SVGNumber.format(g.radius))\">" + stops(g.stops) + "</radialGradient>\n"
            return " \(prefix)=\"url(#\(id))\""
        }
    }

    private func stops(_ stops: [GradientStop]) -> String {
        stops.sorted { $0.offset < $1.offset }.map { stop in
            "<stop offset=\"\(SVGNumber.format(min(max(stop.offset, 0), 1)))\""
                + colorAttributes(stop.color, name: "stop-color", opacityName: "stop-opacity") + "/>"
        }.joined()
    }

    private func colorAttributes(_ color: Color, name: String, opacityName: String) -> String {
        var out = " \(name)=\"\(colorValue ?? SVGNumber.hex(color))\""
        if color.alpha != 255 { out += " \(opacityName)=\"\(SVGNumber.format(Float(color.alpha) / 255, decimals: 3))\"" }
        return out
    }
}

/// Compact, locale-free number and path text for SVG.
enum SVGNumber {
    /// At most `decimals` decimals, trailing zeros dropped: 12, 12.5, -0.25.
    static func format(_ value: Float, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        let clamped = Double(min(max(value, -1e9), 1e9))
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = Int64((clamped * factor).rounded())
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = negative ? -scaled : scaled
        let whole = magnitude / Int64(factor)
        var fraction = magnitude % Int64(factor)
        var text = negative ? "-\(whole)" : "\(whole)"
        if fraction != 0 {
            var digits = decimals
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let f = String(fraction)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return text
    }

    static func pathData(_ path: Path) -> String {
        var out = ""
        out.reserveCapacity(path.points.count * 12)
        var i = 0
        let pts = path.points
        func p(_ k: Int) -> String { "\(format(pts[k].x)) \(format(pts[k].y))" }
        for verb in path.verbs {
            switch verb {
            case .move: out += "M\(p(i))"; i += 1
            case .line: out += "L\(p(i))"; i += 1
            case .quad: out += "Q\(p(i)) \(p(i + 1))"; i += 2
            case .cubic: out += "C\(p(i)) \(p(i + 1)) \(p(i + 2))"; i += 3
            case .close: out += "Z"
            }
        }
        return out
    }

    /// `#rrggbb` (alpha left out), without building intermediate strings.
    static func hex(_ color: Color) -> String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        let bytes: [UInt8] = [UInt8(ascii: "#"),
                              digits[Int(color.red >> 4)], digits[Int(color.red & 15)],
                              digits[Int(color.green >> 4)], digits[Int(color.green & 15)],
                              digits[Int(color.blue >> 4)], digits[Int(color.blue & 15)]]
        return String(decoding: bytes, as: UTF8.self)
    }

    static func escape(_ text: String) -> String {
        // Most text has nothing to escape: one pass over the bytes instead of building a copy.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
            || $0 == UInt8(ascii: "\"") }) {
            return text
        }
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
