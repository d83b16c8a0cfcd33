import Foundation
import Raster
import RepChartTestSupport
@testable import Typeset
import XCTest

/// CFF outlines (Type 2 charstrings) from real Debian fonts, compared with
/// the contours fontTools decodes from the same glyphs.
final class CompactFontTests: XCTestCase {
    static let cjkPath = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"   // fonts-noto-cjk
    static let nimbusPath = "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf" // fonts-urw-base35

    static func font(_ path: String, index: Int = 0) throws -> Font {
        guard FileManager.default.fileExists(atPath: path) else {
            let package = path.contains("urw-base35") ? "fonts-urw-base35" : "fonts-noto-cjk"
            throw RequiredTool.missing("\(path) is not installed: install \(package)")
        }
        return try Font(contentsOfFile: path, index: index)
    }

    /// Path elements as fontTools' RecordingPen writes them: absolute points,
    /// rounded to whole font units (CFF coordinates here are integers).
    static func commands(_ path: Path) -> [String] {
        func p(_ q: Point) -> String { "\(Int(q.x.rounded())),\(Int(q.y.rounded()))" }
        var out: [String] = []
        path.forEachElement { element in
            switch element {
            case .move(let a): out.append("M \(p(a))")
            case .line(_, let a): out.append("L \(p(a))")
            case .quad(_, let c, let a): out.append("Q \(p(c)) \(p(a))")
            case .cubic(_, let c1, let c2, let a): out.append("C \(p(c1)) \(p(c2)) \(p(a))")
            case .close: out.append("Z")
            }
        }
        return out
    }

    func testCJKGlyphMatchesFontToolsContours() throws {
        let font = try Self.font(Self.cjkPath)
        XCTAssertEqual(font.unitsPerEm, 1000)
        let glyph = font.glyphIndex(for: "永")
        XCTAssertEqual(glyph, 23015)
        // fontTools 4.68 RecordingPen on cid23015 of NotoSansCJK-Regular.ttc face 0.
        let expected = """
        M 277,777|C 404,745 565,685 648,639|L 686,710|C 601,755 437,810 314,838|Z|\
        M 56,440|L 56,368|L 294,368|C 244,221 146,105 34,40|C 53,28 82,-1 94,-17|C 222,65 338,216 390,421|\
        L 341,443|L 327,440|Z|M 861,562|C 803,496 708,411 629,352|C 593,415 565,485 543,559|L 543,634|\
        L 186,634|L 186,562|L 463,562|L 463,18|C 463,1 457,-4 440,-5|C 423,-5 363,-5 303,-3|\
        C 314,-24 326,-57 329,-78|C 413,-78 466,-77 499,-65|C 532,-52 543,-30 543,17|L 543,371|\
        C 623,193 743,58 912,-15|C 924,6 948,36 965,51|C 839,99 739,184 664,295|C 747,353 850,439 930,513|Z
        """
        XCTAssertEqual(Self.commands(try font.outline(glyph: glyph)), expected.components(separatedBy: "|"))
        let ink = try XCTUnwrap(try font.inkBounds(glyph: glyph))
        XCTAssertEqual(ink.minX, 34, accuracy: 0.5)
        XCTAssertEqual(ink.maxX, 965, accuracy: 0.5)
        XCTAssertEqual(ink.minY, -78, accuracy: 0.5)
        XCTAssertEqual(ink.maxY, 838, accuracy: 0.5)
    }

    func testPlainCFFGlyphMatchesFontToolsContours() throws {
        let font = try Self.font(Self.nimbusPath)
        let glyph = font.glyphIndex(for: "g")
        XCTAssertEqual(glyph, 72)
        // fontTools 4.68 RecordingPen on "g" of NimbusSans-Regular.otf.
        let expected = """
        M 404,524|L 404,448|C 362,511 316,539 250,539|C 123,539 35,421 35,253|C 35,165 56,101 101,48|\
        C 140,2 190,-23 244,-23|C 307,-23 352,5 396,71|L 396,44|C 396,-96 357,-148 253,-148|\
        C 182,-148 145,-120 137,-60|L 52,-60|C 60,-157 137,-218 251,-218|C 328,-218 392,-193 426,-151|\
        C 466,-102 481,-37 481,86|L 481,524|Z|M 258,462|C 346,462 396,388 396,255|C 396,128 345,54 258,54|\
        C 172,54 122,129 122,258|C 122,386 172,462 258,462|Z
        """
        XCTAssertEqual(Self.commands(try font.outline(glyph: glyph)), expected.components(separatedBy: "|"))
    }

    /// Every face of the collection reads (JP, KR, SC, TC, HK share one CFF).
    func testCollectionFacesShareOutlines() throws {
        let jp = try Self.font(Self.cjkPath, index: 0)
        let kr = try Self.font(Self.cjkPath, index: 1)
        XCTAssertNotEqual(jp.glyphIndex(for: "한"), 0)
        XCTAssertEqual(jp.glyphCount, kr.glyphCount)
        XCTAssertFalse(try kr.outline(glyph: kr.glyphIndex(for: "한")).isEmpty)
    }

    /// A few hundred glyphs across the CFF fonts, compared command by command
    /// with fontTools where python3 has it (apt-get install python3-fonttools,
    /// or pip install fonttools). Debian's python3 first: that is where CI's
    /// package goes, whatever other python3 comes first on the PATH.
    func testManyGlyphsMatchFontTools() throws {
        let debian = "/usr/bin/python3"
        let system = FileManager.default.isExecutableFile(atPath: debian)
        let python = URL(fileURLWithPath: system ? debian : "/usr/bin/env")
        let cases: [(String, Int, [Int])] = [
            (Self.cjkPath, 0, Array(stride(from: 1, to: 65_000, by: 397))),
            (Self.cjkPath, 2, Array(stride(from: 30_000, to: 40_000, by: 911))),
            (Self.nimbusPath, 0, Array(1..<200)),
            ("/usr/share/fonts/opentype/urw-base35/C059-Roman.otf", 0, Array(1..<150)),
        ]
        let script = """
        import sys, json
        from fontTools.ttLib import TTFont
        from fontTools.pens.recordingPen import RecordingPen
        path, index, ids = sys.argv[1], int(sys.argv[2]), [int(x) for x in sys.argv[3].split(",")]
        font = TTFont(path, fontNumber=index, lazy=True)
        order = font.getGlyphOrder(); glyphs = font.getGlyphSet()
        out = {}
        for gid in ids:
            if gid >= len(order): continue
            pen = RecordingPen(); glyphs[order[gid]].draw(pen)
            cmds = []
            for op, pts in pen.value:
                q = " ".join("%d,%d" % (round(x), round(y)) for x, y in pts)
                cmds.append({"moveTo": "M", "lineTo": "L", "curveTo": "C", "qCurveTo": "Q", "closePath": "Z", "endPath": "Z"}[op] + (" " + q if q else ""))
            out[gid] = cmds
        print(json.dumps(out))
        """
        var compared = 0
        for (path, index, ids) in cases {
            let font = try Self.font(path, index: index)
            let output = try ChildProcess.run(python, (system ? [] : ["python3"]) + ["-c", script, path, String(index), ids.map(String.init).joined(separator: ",")])
            guard output.status == 0 else { throw RequiredTool.missing("fontTools not available: \(String(decoding: output.stderr, as: UTF8.self).suffix(200))") }
            let reference = try JSONDecoder().decode([String: [String]].self, from: output.stdout)
            for (key, commands) in reference {
                let glyph = try XCTUnwrap(Int(key))
                XCTAssertEqual(Self.commands(try font.outline(glyph: glyph)), commands, "\(path) face \(index) glyph \(glyph)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 400)
    }

    func testBrokenCharstringsAreErrorsNotCrashes() throws {
        let font = try Self.font(Self.nimbusPath)
        var sfnt = SFNT(bytes: try TestFonts.bytes(Self.nimbusPath))
        let cff = try XCTUnwrap(sfnt.record("CFF "))
        // Overwrite the tail of the CFF table (the charstrings) with operators
        // that recurse, overflow the stack or are unknown.
        var random = SeededRandom(seed: 15)
        for _ in 0..<20 {
            var copy = sfnt
            let span = cff.length / 3
            for _ in 0..<200 {
                let at = cff.offset + cff.length - 1 - Int(random.next() % UInt64(span))
                copy.bytes[at] = UInt8(truncatingIfNeeded: random.next())
            }
            copy.fixChecksum("CFF ")
            guard let broken = try? Font(bytes: copy.bytes, name: "broken.otf") else { continue }
            for glyph in 0..<broken.glyphCount { _ = try? broken.outline(glyph: glyph) }
        }
        // Charstring operators run against hostile subroutines directly.
        let empty = try CompactIndex(FontReader(bytes: [0, 0]), at: 0)
        for code: [UInt8] in [[139, 10], [29], [255, 0, 0], Array(repeating: 139, count: 60) + [21], [12, 99], [2]] {
            var interpreter = Type2Charstring(global: empty, local: nil)
            XCTAssertThrowsError(try interpreter.run(FontReader(bytes: code)), "\(code)")
        }
        sfnt.bytes[cff.offset] = 2 // CFF2-style major version inside a CFF table
        sfnt.fixChecksum("CFF ")
        XCTAssertThrowsError(try Font(bytes: sfnt.bytes, name: "v2.otf")) { error in
            XCTAssertTrue("\(error)".contains("CFF major version 2"), "\(error)")
        }
        XCTAssertGreaterThan(font.glyphCount, 0)
    }
}
