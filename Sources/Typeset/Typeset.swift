// Typeset: text from TrueType outlines, drawn by RepChart's own rasterizer.
//
// The front door:
//
// - `Font` — a parsed `.ttf`, `.otf` (or a face of a `.ttc`): metrics, cmap
//   (formats 4 and 12), kerning (`kern` format 0, else GPOS pair adjustment)
//   and glyph outlines (`glyf` quadratics or `CFF ` Type 2 cubics) as Raster
//   `Path`s in font units. Every read is bounds-checked; a
//   broken or hostile file is a thrown `FontError` naming the file.
// - `FontLocator.font(path:bold:)` — the explicit path, else DejaVu Sans (or
//   any sans TTF) from the fontconfig folders; fonts are cached per path.
// - `TextLayout` — measure a string (`TextMetrics`), lay it out as one device
//   space `Path` with alignment, rotation and several lines, and truncate it
//   to a width with "…".
// - `TextRenderer` — draws text onto a Raster `Canvas` through a thread-safe
//   glyph mask cache keyed by glyph, pixel size and ¼-px phase.
//
// - `FontFallback` — per run of text, a font from the fontconfig folders for
//   characters the style's font lacks (CJK, Arabic, Hebrew, emoji…).
//
// Lines are shaped by HarfBuzz (the CHarfBuzz module): glyph choice,
// ligatures, kerning, marks, and right-to-left runs (a simplified bidi
// ordering, see `TextRuns`); outlines and drawing stay ours.
//
// Characters no font has are drawn as the font's .notdef box without
// breaking the layout, and collected (each once) in `Font.missingScalars`
// so a caller can print one warning.
//
// Sizes are in pixels (the em size), device space is y down, rotations are in
// radians with positive turning clockwise on screen (as `Transform.rotation`):
// a y-axis title reading bottom to top is `rotation: -.pi / 2`.
import Raster

/// Where a line sits horizontally relative to the anchor point.
public enum HorizontalAlignment: Sendable {
    /// The line starts at the anchor.
    case left
    /// The line's middle is at the anchor.
    case center
    /// The line ends at the anchor.
    case right
}

/// Which part of the text block sits on the anchor point's y.
public enum VerticalAlignment: Sendable {
    /// The first line's baseline.
    case baseline
    /// The top of the first line (its ascent).
    case top
    /// The middle between the first line's ascent and the last line's descent.
    case middle
    /// The bottom of the last line (its descent).
    case bottom
}

/// A font at a pixel size (the em size in device pixels), and where to find
/// characters the font lacks.
public struct TextStyle: Sendable {
    /// The font the text is set in.
    public var font: Font
    /// The em size in device pixels.
    public var size: Float
    /// Fonts for characters `font` lacks (per run of text); nil draws them as
    /// `font`'s .notdef box.
    public var fallback: FontFallback?

    /// `font` at `size` pixels per em, with `fallback` for characters it lacks.
    public init(font: Font, size: Float, fallback: FontFallback? = nil) {
        self.font = font
        self.size = size
        self.fallback = fallback
    }

    /// Pixels per font unit.
    var scale: Float { size / Float(font.unitsPerEm) }
}

/// The size of a piece of text, in pixels.
public struct TextMetrics: Sendable, Equatable {
    /// Advance width of the widest line (kerning included).
    public var width: Float
    /// Font ascent above the first baseline (positive).
    public var ascent: Float
    /// Font descent below the last baseline (positive).
    public var descent: Float
    /// Baseline-to-baseline distance (ascent + descent + line gap).
    public var lineHeight: Float
    /// Number of lines ("\n" separates them).
    public var lineCount: Int
    /// The glyphs' ink, relative to the left end of the first baseline, y down;
    /// `.zero` when nothing is inked (e.g. spaces only).
    public var inkBounds: Rect

    /// From the top of the first line to the bottom of the last.
    public var height: Float { ascent + descent + Float(max(lineCount, 1) - 1) * lineHeight }
}
