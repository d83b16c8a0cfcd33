import Foundation
import Raster
import Testing
@testable import Typeset
import RepChartTestSupport

/// A corpus of broken fonts made from DejaVu Sans: every one must throw a
/// `FontError` (or, where the damage is invisible to the tables we read,
/// still behave) and none may crash or hang.
@Suite struct FontCorruptionTests {
    static let original: [UInt8] = (try? TestFonts.bytes(TestFonts.sansPath)) ?? []
    static let usedTables: Set<String> = TableDirectory.checkedTags

    /// Loads the font and exercises everything a chart would touch.
    static func exercise(_ bytes: [UInt8], glyphs: some Sequence<Int>) throws(FontError) -> Int {
        let font = try Font(bytes: bytes, name: "broken.ttf")
        var inked = 0
        for g in glyphs {
            let path = try font.outline(glyph: g)
            #expect(path.isFinite)
            if !path.isEmpty { inked += 1 }
        }
        let style = TextStyle(font: font, size: 12)
        for text in ["Bench Press 120 kg", "AV Wa To", "Жим лёжа", "Übung"] {
            let m = TextLayout.measure(text, style: style)
            #expect(m.width.isFinite && m.inkBounds.width.isFinite)
            #expect(TextLayout.path(text, style: style, at: Point(x: 5, y: 20)).isFinite)
            for s in text.unicodeScalars {
                let g = font.glyphIndex(for: s)
                #expect(g >= 0 && g < font.glyphCount)
            }
        }
        return inked
    }

    @Test func fontsCutAtAnyLengthThrow() throws {
        let bytes = Self.original
        let sfnt = SFNT(bytes: bytes)
        let end = sfnt.records.map { $0.offset + $0.length }.max()!
        var random = SeededRandom(seed: 1)
        var cuts = Array(stride(from: 0, to: 12 + 16 * sfnt.records.count + 16, by: 3))
        cuts += (0..<120).map { _ in Int(random.next() % UInt64(end)) }
        cuts += [end - 1, end - 4]
        for cut in cuts {
            let error = #expect(throws: FontError.self, "cut at \(cut)") {
                try Font(bytes: Array(bytes[0..<cut]), name: "cut-\(cut).ttf")
            }
            #expect(error?.file == "cut-\(cut).ttf")
        }
    }

    @Test func flippedDirectoryFieldsWeReadThrow() throws {
        let sfnt = SFNT(bytes: Self.original)
        // Version, and tag/checksum/offset/length of every table we read.
        var positions = Array(0..<4)
        for r in sfnt.records where Self.usedTables.contains(r.tag) {
            // A renamed kern or GPOS only changes which kerning source is used.
            let first = r.tag == "kern" || r.tag == "GPOS" ? 4 : 0
            positions += (r.recordOffset + first)..<(r.recordOffset + 16)
        }
        var random = SeededRandom(seed: 2)
        for trial in 0..<300 {
            var bytes = Self.original
            let at = positions[Int(random.next() % UInt64(positions.count))]
            bytes[at] ^= UInt8(1 + random.next() % 255)
            #expect(throws: FontError.self, "trial \(trial): byte \(at)") { try Font(bytes: bytes, name: "flip.ttf") }
        }
    }

    @Test func anyDirectoryFlipNeverCrashes() throws {
        let directoryEnd = 12 + 16 * SFNT(bytes: Self.original).records.count
        var random = SeededRandom(seed: 3)
        var threw = 0
        let trials = 150
        for _ in 0..<trials {
            var bytes = Self.original
            for _ in 0..<(1 + random.next() % 3) {
                bytes[Int(random.next() % UInt64(directoryEnd))] ^= UInt8(1 + random.next() % 255)
            }
            do { _ = try Self.exercise(bytes, glyphs: 0..<40) } catch { threw += 1 }
        }
        // Most flips hit fields we read; the rest (unused tables, binary search hints) are harmless.
        #expect(threw > trials / 2)
    }

    @Test func flippedGlyphDataFailsTheChecksum() throws {
        let glyf = try #require(SFNT(bytes: Self.original).record("glyf"))
        var random = SeededRandom(seed: 4)
        for trial in 0..<100 {
            var bytes = Self.original
            let at = glyf.offset + Int(random.next() % UInt64(glyf.length))
            bytes[at] ^= UInt8(1 + random.next() % 255)
            let error = #expect(throws: FontError.self, "trial \(trial)") { try Font(bytes: bytes, name: "glyf.ttf") }
            #expect(error?.reason == "table 'glyf' checksum mismatch (file corrupt)")
        }
    }

    /// Hostile data with valid checksums: the parsers' own checks must hold.
    @Test(arguments: ["glyf", "loca", "cmap", "hmtx", "kern", "GPOS", "hhea", "maxp", "head"])
    func hostileTableDataWithFixedChecksumsNeverCrashes(tag: String) throws {
        var base = SFNT(bytes: Self.original)
        if tag == "GPOS" { base.rename("kern", to: "xern") } // make GPOS the kerning source
        let table = try #require(base.record(tag))
        let glyf = try #require(base.record("glyf"))
        let loca = try #require(base.record("loca"))
        var random = SeededRandom(seed: tag.utf8.reduce(5) { $0 &* 31 &+ UInt64($1) })
        var outcomes = (threw: 0, loaded: 0)
        for _ in 0..<40 {
            var sfnt = base
            var touched: [Int] = []
            for _ in 0..<(1 + random.next() % 8) {
                let at = table.offset + Int(random.next() % UInt64(table.length))
                sfnt.bytes[at] ^= UInt8(1 + random.next() % 255)
                touched.append(at - table.offset)
            }
            sfnt.fixChecksum(tag)
            // Decode the glyphs whose data was hit (glyf), plus a fixed sample.
            var glyphs = Set(0..<60)
            if tag == "glyf" {
                for offset in touched { glyphs.formUnion(Self.glyphs(containing: offset, loca: loca, glyfLength: glyf.length)) }
            } else if tag == "loca" {
                let entry = loca.length / (try TestFonts.sans().glyphCount + 1)
                for offset in touched { glyphs.formUnion([offset / entry - 1, offset / entry].filter { $0 >= 0 }) }
            }
            do {
                _ = try Self.exercise(sfnt.bytes, glyphs: glyphs.sorted())
                outcomes.loaded += 1
            } catch {
                outcomes.threw += 1
                #expect(error.file == "broken.ttf")
            }
        }
        // Structural checks (not just checksums) catch damaged outlines and locations.
        if tag == "glyf" || tag == "loca" { #expect(outcomes.threw > 0, "\(outcomes)") }
    }

    @Test func compositeCycleAndHugeNestingThrow() throws {
        let font = try TestFonts.sans()
        let adieresis = font.glyphIndex(for: "Ä")
        var sfnt = SFNT(bytes: Self.original)
        let glyf = try #require(sfnt.record("glyf")), loca = try #require(sfnt.record("loca"))
        // Long loca in DejaVu? Read the glyph's offset either way.
        let long = sfnt.u16(try #require(sfnt.record("head")).offset + 50) == 1
        let start = long ? Int(sfnt.u32(loca.offset + 4 * adieresis)) : 2 * Int(sfnt.u16(loca.offset + 2 * adieresis))
        // First component's glyph index → the composite itself.
        sfnt.put16(UInt16(adieresis), at: glyf.offset + start + 12)
        sfnt.fixChecksum("glyf")
        let cyclic = try Font(bytes: sfnt.bytes, name: "cycle.ttf")
        let error = try #require(throws: FontError.self) { try cyclic.outline(glyph: adieresis) }
        #expect(error.description.contains("cycle.ttf"))
        #expect(error.reason.contains("nesting"))
        // Layout keeps going without the broken glyph.
        let style = TextStyle(font: cyclic, size: 12)
        #expect(TextLayout.width("Ä", style: style) == TextLayout.width("A", style: style))
        #expect(TextLayout.path("ÄA", style: style, at: .zero).verbs.filter { $0 == .move }.count == 2)
    }

    /// Glyph indices whose glyf range contains `offset`.
    static func glyphs(containing offset: Int, loca: SFNT.Record, glyfLength: Int) -> [Int] {
        let sfnt = SFNT(bytes: original)
        let long = sfnt.u16(sfnt.record("head")!.offset + 50) == 1
        let count = loca.length / (long ? 4 : 2) - 1
        var lo = 0, hi = count
        func at(_ g: Int) -> Int { long ? Int(sfnt.u32(loca.offset + 4 * g)) : 2 * Int(sfnt.u16(loca.offset + 2 * g)) }
        while lo < hi {
            let mid = (lo + hi) / 2
            if at(mid + 1) <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < count ? [lo] : []
    }
}

