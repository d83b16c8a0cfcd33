/// A chart as an element of an HTML page rather than a file of its own.
///
/// The page form scales with its container (a `viewBox` and no pixel size),
/// tells a screen reader what it shows (`role="img"` with a `<title>` and a
/// one-sentence `<desc>`), and is meant to be drawn with `textAsElements`, so
/// its words are real, selectable `<text>` in a font stack the browser has.
/// The file form (`document`) keeps glyph outlines by default so it looks the
/// same in every viewer, fonts or not.
public struct SVGPageLabel: Hashable, Sendable {
    /// The chart's name, read first ("Volume per week").
    public var title: String
    /// One sentence saying what the chart shows.
    public var description: String

    /// A label of `title` and `description`.
    public init(title: String, description: String) {
        self.title = title
        self.description = description
    }
}

extension SVGSurface {
    /// The browser's fonts, DejaVu Sans first as the raster surface draws with it;
    /// Verdana and the rest are close in width, so labels laid out for DejaVu still fit.
    public static let fontStack = "'DejaVu Sans', Verdana, 'Bitstream Vera Sans', Geneva, Arial, sans-serif"

    /// The drawing as an inline `<svg>` element for an HTML page: a `viewBox`
    /// without width or height, `role="img"`, and `label` as its title and
    /// description (ids start with `idPrefix`).
    public func pageElement(_ label: SVGPageLabel, className: String? = nil) -> String {
        let id = idPrefix.isEmpty ? "chart" : idPrefix
        var out = "<svg viewBox=\"0 0 \(SVGNumber.format(size.width)) \(SVGNumber.format(size.height))\" role=\"img\""
        if let className { out += " class=\"\(SVGNumber.escape(className))\"" }
        out += " aria-labelledby=\"\(id)-title \(id)-desc\">\n"
        out += "<title id=\"\(id)-title\">\(SVGNumber.escape(label.title))</title>\n"
        out += "<desc id=\"\(id)-desc\">\(SVGNumber.escape(label.description))</desc>\n"
        out += innerMarkup
        out += "</svg>\n"
        return out
    }

    /// `text` safe inside XML or HTML content and double-quoted attributes.
    public static func escaped(_ text: String) -> String { SVGNumber.escape(text) }
}
