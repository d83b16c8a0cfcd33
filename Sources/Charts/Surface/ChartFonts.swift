import Raster
import Typeset

/// The regular and bold faces a chart's text is set in, and text measuring.
///
/// Fonts are parsed once and shared (Typeset caches them per path), so
/// rendering many charts never re-parses a font.
public struct ChartFonts: Sendable {
    /// The face for ordinary text.
    public var regular: Font
    /// The face for titles and value labels.
    public var bold: Font
    /// Where characters the faces lack come from (CJK, emoji…); nil draws
    /// them as .notdef boxes.
    public var fallback: FontFallback?
    /// Where bold characters the faces lack come from; nil draws .notdef boxes.
    public var boldFallback: FontFallback?

    /// Fonts with a regular and a bold face; characters they lack come from
    /// `fallback` and `boldFallback` (the system's fonts unless given).
    public init(regular: Font, bold: Font, fallback: FontFallback? = .system, boldFallback: FontFallback? = .systemBold) {
        self.regular = regular
        self.bold = bold
        self.fallback = fallback
        self.boldFallback = boldFallback
    }

    /// One face for both weights.
    public init(_ font: Font) {
        self.init(regular: font, bold: font)
    }

    /// The font at `path` (used for both weights), or DejaVu Sans and DejaVu
    /// Sans Bold (else any sans TTF) from the usual fontconfig folders.
    public static func locate(path: String? = nil) throws(ChartError) -> ChartFonts {
        do throws(FontError) {
            if let path {
                return ChartFonts(try FontLocator.font(path: path))
            }
            let regular = try FontLocator.font()
            let bold = (try? FontLocator.font(bold: true)) ?? regular
            return ChartFonts(regular: regular, bold: bold)
        } catch {
            throw ChartError(.noFont(underlying: error))
        }
    }

    func font(_ style: LabelStyle) -> Font { style.bold ? bold : regular }

    func textStyle(_ style: LabelStyle, scale: Float = 1) -> TextStyle {
        TextStyle(font: font(style), size: style.size * scale, fallback: style.bold ? boldFallback : fallback)
    }

    /// Advance width of the widest line of `text`.
    public func width(_ text: String, style: LabelStyle) -> Float {
        TextLayout.width(ChartLimits.clipped(text), style: textStyle(style))
    }

    /// Baseline-to-baseline distance of `style`'s font.
    public func lineHeight(_ style: LabelStyle) -> Float {
        let f = font(style)
        return Float(f.ascent + f.descent + f.lineGap) * style.size / Float(f.unitsPerEm)
    }

    /// Height of one line from ascent to descent.
    public func textHeight(_ style: LabelStyle) -> Float {
        let f = font(style)
        return Float(f.ascent + f.descent) * style.size / Float(f.unitsPerEm)
    }

    /// `text` shortened with "…" to fit `maxWidth`; "" (left out) when that keeps fewer than three
    /// letters of a line ("S…" names nothing a reader can tell).
    public func truncated(_ text: String, style: LabelStyle, maxWidth: Float) -> String {
        let cut = TextLayout.truncated(ChartLimits.clipped(text), style: textStyle(style), maxWidth: maxWidth)
        let lines = cut.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Self.isStub($0) ? "" : String($0) }
        return lines.allSatisfy(\.isEmpty) ? "" : lines.joined(separator: "\n")
    }

    /// Whether a cut line keeps only one or two characters before its "…" (or none).
    static func isStub(_ line: Substring) -> Bool {
        line.hasSuffix("…") && line.dropLast().filter { !$0.isWhitespace }.count <= 2
    }
}
