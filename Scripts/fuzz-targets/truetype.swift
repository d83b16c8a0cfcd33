// libFuzzer target: Typeset's TrueType parser and glyph decoder. Parses the
// bytes as a font, outlines every glyph (up to 4096), reads metrics and
// kerning, then lays out, measures, truncates and draws text with it.
// A broken font must be a thrown FontError, never a crash or a hang.
import Raster
import Typeset

/// Like `precondition`, but the message survives -O (libFuzzer prints it).
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

let sample = "Hello, Wörld! Ä ﬁ 0123456789 kg … 𝐀 \u{301}e\u{301} ΩЖ"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrueType(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let faces = bytes.starts(with: Array("ttcf".utf8)) ? [0, 1] : [0]
    for index in faces {
        guard let font = try? Font(bytes: bytes, name: "fuzz.ttf", index: index) else { continue }
        exercise(font)
    }
    return 0
}

func exercise(_ font: Font) {
    check(font.glyphCount >= 0 && font.unitsPerEm > 0, "parsed font with impossible header")
    for glyph in 0..<min(font.glyphCount, 4096) {
        _ = font.advanceWidth(glyph: glyph)
        _ = font.leftSideBearing(glyph: glyph)
        _ = try? font.outline(glyph: glyph)
        _ = try? font.inkBounds(glyph: glyph)
        _ = font.kerning(left: glyph, right: (glyph + 1) % max(font.glyphCount, 1))
    }
    // Out-of-range glyph ids are answered, not trapped on.
    for glyph in [-1, font.glyphCount, Int.max] {
        _ = font.advanceWidth(glyph: glyph)
        _ = try? font.outline(glyph: glyph)
        _ = font.kerning(left: glyph, right: 0)
    }
    for scalar in sample.unicodeScalars {
        let glyph = font.glyphIndex(for: scalar)
        check(glyph >= 0 && glyph < max(font.glyphCount, 1), "glyph index \(glyph) out of range")
    }
    _ = font.kerningSource
    let style = TextStyle(font: font, size: 14)
    let metrics = TextLayout.measure(sample + "\nsecond line", style: style)
    check(metrics.lineCount == 2, "two lines measured as \(metrics.lineCount)")
    _ = TextLayout.truncated(sample, style: style, maxWidth: 40)
    let path = TextLayout.path(sample, style: style, at: Point(x: 2, y: 20), horizontal: .center,
                               vertical: .middle, rotation: -.pi / 2)
    guard var canvas = try? Canvas(width: 48, height: 24) else { fatalError("valid canvas refused") }
    canvas.fill(path, with: .solid(.black))
    TextRenderer().draw(sample, style: style, color: .black, at: Point(x: 1, y: 18), rotation: 0.3, on: &canvas)
    _ = font.missingScalars
}
