import Foundation
import Raster
import RepChartTestSupport
import Testing
@testable import Typeset

/// Fallback fonts from the real fontconfig folders (Debian packages
/// fonts-noto-cjk, fonts-noto-core, fonts-symbola) and from a folder of our own.
enum FallbackFonts {
    static let installed = ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                            "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
                            "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf"]
        .allSatisfy { FileManager.default.fileExists(atPath: $0) }
}

@Suite(.requires(FallbackFonts.installed, "needs fonts-noto-cjk, fonts-noto-core and fonts-symbola (see README)"))
struct FontFallbackTests {
    static let georgian = "/usr/share/fonts/truetype/noto/NotoSansGeorgian-Regular.ttf"

    @Test(arguments: [
        ("卧", "NotoSansCJK-Regular.ttc"), ("ベ", "NotoSansCJK-Regular.ttc"), ("벤", "NotoSansCJK-Regular.ttc"),
        ("ض", "NotoSansArabic-Regular.ttf"), ("ש", "NotoSansHebrew-Regular.ttf"), ("🏋", "Symbola_hint.ttf"),
        ("💪", "Symbola_hint.ttf"),
    ])
    func picksAFontThatHasTheCharacter(character: String, file: String) throws {
        let scalar = try #require(character.unicodeScalars.first)
        let font = try #require(FontFallback.system.font(for: scalar))
        #expect(font.glyphIndex(for: scalar) != 0)
        #expect((font.name as NSString).lastPathComponent == file)
        #expect(!(try font.outline(glyph: font.glyphIndex(for: scalar))).isEmpty)
    }

    @Test func theDefaultFontLacksWhatFallbackIsFor() throws {
        let sans = try TestFonts.sans()
        for character in ["卧", "ベ", "벤", "🏋"] {
            #expect(sans.glyphIndex(for: character.unicodeScalars.first!) == 0)
        }
    }

    @Test func boldFallbackPicksBoldFaces() throws {
        let font = try #require(FontFallback.systemBold.font(for: "卧"))
        #expect(font.name.hasSuffix("NotoSansCJK-Bold.ttc"))
    }

    /// A folder holding one font that is not in the preferred list is found by the scan.
    @Test(.requires(FileManager.default.fileExists(atPath: georgian), "needs NotoSansGeorgian-Regular.ttf: install fonts-noto-core"))
    func scansAnyFolderForTheCharacter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fallback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.georgian, toPath: folder.path + "/sub-georgian.ttf")
        let fallback = FontFallback(folders: [folder.path])
        let font = try #require(fallback.font(for: "ბ"))
        #expect(font.name.hasSuffix("sub-georgian.ttf"))
        #expect(fallback.font(for: "卧") == nil)
    }

    @Test func layoutUsesFallbackPerRunAndRecordsOnlyWhatNoFontHas() throws {
        let font = try Font(contentsOfFile: TestFonts.sansPath) // a fresh instance: its own missing set
        let text = "Bench 卧推 ベンチ 벤치 🏋 Жим"
        let line = try #require(ShapedLine.lines(text, style: TextStyle(font: font, size: 16, fallback: .system)).first)
        #expect(!line.glyphs.contains { $0.glyph == 0 })
        // DejaVu Sans, the SC, JP and KR faces of Noto Sans CJK, Symbola.
        #expect(Set(line.glyphs.map { ObjectIdentifier($0.font) }).count == 5)
        #expect(font.missingScalars.isEmpty)
        // Without fallback the same text draws .notdef boxes and says which.
        let plain = try #require(ShapedLine.lines(text, style: TextStyle(font: font, size: 16)).first)
        #expect(plain.glyphs.contains { $0.glyph == 0 })
        #expect(font.missingScalars.contains("卧"))
        // A private-use character nobody has is .notdef and recorded, once.
        let nobody = try #require(ShapedLine.lines("a\u{10FFFD}", style: TextStyle(font: font, size: 16, fallback: .system)).first)
        #expect(nobody.glyphs.last?.glyph == 0)
        #expect(font.missingScalars.contains("\u{10FFFD}"))
    }

    @Test func cjkTextMeasuresAndDrawsWithInk() throws {
        let style = TextStyle(font: try TestFonts.sans(), size: 20, fallback: .system)
        let metrics = TextLayout.measure("卧推", style: style)
        #expect(metrics.width == 40) // two full-width ideographs at 1 em each
        #expect(metrics.inkBounds.width > 30)
        var canvas = try Canvas(width: 60, height: 30)
        canvas.clear(.white)
        TextRenderer().draw("卧推", style: style, color: .black, at: Point(x: 5, y: 22), on: &canvas)
        var dark = 0
        for y in 0..<30 { for x in 0..<60 where canvas.pixel(x: x, y: y).red < 128 { dark += 1 } }
        #expect(dark > 60)
    }
}
