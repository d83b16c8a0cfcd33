/// Splits a line into runs of one font and one direction, in visual order.
///
/// Direction is a simplified Unicode bidi algorithm (levels 0–2, no explicit
/// embeddings): Hebrew, Arabic and related letters are right-to-left, other
/// letters and digits left-to-right; spaces and punctuation take the
/// direction of their neighbours when both agree, else the paragraph's.
/// The paragraph is left-to-right when any letter is (charts read left to
/// right, and a label like "ضغط البنش 2,000 kg" should keep its number on
/// the right), right-to-left when all its letters are. Runs are reordered
/// by reversing from the highest level down (rule L2).
struct TextRun {
    var range: Range<Int>
    var font: Font
    var rightToLeft: Bool
}

enum TextRuns {
    enum Direction { case left, right, number, neutral }

    static func direction(of scalar: UInt32) -> Direction {
        switch scalar {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            // Hebrew, Arabic, Syriac, Thaana, NKo…; their digits and marks are
            // treated as right-to-left too (close enough for labels).
            return .right
        default:
            guard let s = Unicode.Scalar(scalar) else { return .neutral }
            let p = s.properties
            if p.isAlphabetic || p.isIdeographic { return .left }
            if p.numericType != nil { return .number }
            return .neutral
        }
    }

    /// Whether a scalar rides on the previous one's font: marks, joiners,
    /// variation selectors (emoji presentation), which a fallback font rarely has.
    static func attaches(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x1F3FB...0x1F3FF: return true
        default:
            guard let s = Unicode.Scalar(scalar) else { return false }
            return s.properties.generalCategory == .nonspacingMark || s.properties.generalCategory == .enclosingMark
        }
    }

    static func itemize(_ line: [UInt32], primary: Font, fallback: FontFallback?) -> [TextRun] {
        guard !line.isEmpty else { return [] }
        // Direction per scalar, neutrals resolved.
        var dirs = line.map(direction(of:))
        let paragraphRTL = dirs.contains(.right) && !dirs.contains(.left)
        // Digits read left to right wherever they are.
        for k in dirs.indices where dirs[k] == .number { dirs[k] = .left }
        var i = 0
        while i < dirs.count {
            guard dirs[i] == .neutral else { i += 1; continue }
            var j = i
            while j < dirs.count, dirs[j] == .neutral { j += 1 }
            let before = i > 0 ? dirs[i - 1] : nil, after = j < dirs.count ? dirs[j] : nil
            let resolved: Direction = before != nil && before == after ? before! : (paragraphRTL ? .right : .left)
            for k in i..<j { dirs[k] = resolved }
            i = j
        }
        // Font per scalar: the primary font, else the fallback that has it.
        var fonts: [Font] = []
        fonts.reserveCapacity(line.count)
        for (k, scalar) in line.enumerated() {
            if k > 0, attaches(scalar) { fonts.append(fonts[k - 1]); continue }
            if primary.glyphIndex(code: scalar) != 0 || scalar == 0x20 { fonts.append(primary); continue }
            if let other = fallback?.font(for: scalar) { fonts.append(other); continue }
            if let s = Unicode.Scalar(scalar) { primary.noteMissing(s) }
            fonts.append(primary)
        }
        // Logical runs, then visual order.
        var runs: [TextRun] = []
        var start = 0
        for k in 1...line.count where k == line.count || fonts[k] !== fonts[start] || dirs[k] != dirs[start] {
            runs.append(TextRun(range: start..<k, font: fonts[start], rightToLeft: dirs[start] == .right))
            start = k
        }
        let levels = runs.map { run in run.rightToLeft ? 1 : (paragraphRTL ? 2 : 0) }
        var order = Array(runs.indices)
        for level in stride(from: levels.max() ?? 0, through: 1, by: -1) {
            var a = 0
            while a < order.count {
                guard levels[order[a]] >= level else { a += 1; continue }
                var b = a
                while b < order.count, levels[order[b]] >= level { b += 1 }
                order[a..<b].reverse()
                a = b
            }
        }
        return order.map { runs[$0] }
    }
}
