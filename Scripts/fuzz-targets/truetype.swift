// libFuzzer target: Typeset's OpenType parser and glyph decoders (TrueType
// `glyf` and CFF Type 2 charstrings) and the HarfBuzz shaping path. Parses
// the bytes as a font, outlines every glyph (up to 4096), reads metrics and
// kerning, then shapes (left-to-right, right-to-left and mixed lines), lays
// out, measures, truncates and draws text with it. Each input is tried as
// given and again with its table checksums made right, so mutations reach
// the table parsers instead of stopping at the checksum check.
// A broken font must be a thrown FontError, never a crash or a hang.
import Raster
import Typeset

/// Like `precondition`, but the message survives -O (libFuzzer prints it).
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

let sample = "Hello, Wörld! Ä ﬁ 0123456789 kg … 𝐀 \u{301}e\u{301} ΩЖ 卧推 ベンチ 벤치 🏋️"
let rightToLeft = "ضغط البنش 5×3 — לחיצת חזה (Bench)"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrueType(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let faces = bytes.starts(with: Array("ttcf".utf8)) ? [0, 1] : [0]
    for candidate in [bytes, withFixedChecksums(bytes)] {
        for index in faces {
            guard let font = try? Font(bytes: candidate, name: "fuzz.ttf", index: index) else { continue }
            exercise(font)
        }
    }
    return 0
}

/// The bytes with every table checksum of the first face rewritten to match
/// (the sfnt sum of big-endian words; head's adjustment counts as zero).
func withFixedChecksums(_ input: [UInt8]) -> [UInt8] {
    var bytes = input
    func u32(_ at: Int) -> Int? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    var directory = 0
    if bytes.starts(with: Array("ttcf".utf8)) { directory = u32(12) ?? 0 }
    guard directory + 6 <= bytes.count else { return bytes }
    let count = min(Int(bytes[directory + 4]) << 8 | Int(bytes[directory + 5]), 512)
    for i in 0..<count {
        let record = directory + 12 + 16 * i
        guard let offset = u32(record + 8), let length = u32(record + 12),
              offset + length <= bytes.count, record + 16 <= bytes.count else { continue }
        var sum: UInt32 = 0
        var at = 0
        while at < length {
            var word: UInt32 = 0
            for k in 0..<4 { word = word << 8 | (at + k < length ? UInt32(bytes[offset + at + k]) : 0) }
            if !(bytes[record..<record + 4].elementsEqual("head".utf8) && at == 8) { sum &+= word }
            at += 4
        }
        for k in 0..<4 { bytes[record + 4 + k] = UInt8(truncatingIfNeeded: sum >> (24 - 8 * k)) }
    }
    return bytes
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
    // Shaping: right-to-left and mixed runs through HarfBuzz with this font.
    let shaped = TextLayout.measure(rightToLeft, style: style)
    check(shaped.width.isFinite && shaped.lineCount == 1, "shaped right-to-left line measured as \(shaped)")
    _ = TextLayout.path(rightToLeft + "\n" + sample, style: style, at: Point(x: 40, y: 10), horizontal: .right)
    let path = TextLayout.path(sample, style: style, at: Point(x: 2, y: 20), horizontal: .center,
                               vertical: .middle, rotation: -.pi / 2)
    guard var canvas = try? Canvas(width: 48, height: 24) else { fatalError("valid canvas refused") }
    canvas.fill(path, with: .solid(.black))
    TextRenderer().draw(sample, style: style, color: .black, at: Point(x: 1, y: 18), rotation: 0.3, on: &canvas)
    _ = font.missingScalars
}
