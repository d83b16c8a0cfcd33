import Foundation

/// Finds a font for characters the chosen font lacks, in fontconfig's usual
/// folders (see `FontLocator.searchFolders`), without running fontconfig.
///
/// Each character's script picks the Debian fonts that cover it first (Noto
/// Sans CJK from fonts-noto-cjk, Noto Sans Arabic and Hebrew from
/// fonts-noto-core, Symbola from fonts-symbola for emoji); otherwise every
/// font file in the folders is tried in name order until one maps the
/// character. Answers, found or not, are cached per character, and fonts are
/// parsed once per process, so a warm chart pays a dictionary read per
/// fallback character.
public final class FontFallback: @unchecked Sendable {
    /// Regular-weight fallback in the usual folders.
    public static let system = FontFallback(folders: FontLocator.searchFolders, bold: false)
    /// Bold fallback (bold faces where a family has them).
    public static let systemBold = FontFallback(folders: FontLocator.searchFolders, bold: true)

    /// The folders searched for fallback fonts, in order.
    public let folders: [String]
    /// Whether bold faces are preferred where a family has them.
    public let bold: Bool
    private let found = Locked<[UInt32: Font?]>([:])
    private let files = Locked<[String]?>(nil)

    /// A fallback that searches `folders`; `bold` prefers bold faces.
    public init(folders: [String], bold: Bool = false) {
        self.folders = folders
        self.bold = bold
    }

    /// A font that has a glyph for `scalar`, or nil when none does.
    public func font(for scalar: Unicode.Scalar) -> Font? {
        font(for: scalar.value)
    }

    func font(for scalar: UInt32) -> Font? {
        if let known = found.withLock({ $0[scalar] }) { return known }
        let font = search(scalar)
        found.withLock { $0[scalar] = font }
        return font
    }

    private func search(_ scalar: UInt32) -> Font? {
        for (file, index) in Self.preferred(for: scalar, bold: bold) {
            for folder in folders {
                if let font = try? FontLocator.load(folder + "/" + file, index: index), font.glyphIndex(code: scalar) != 0 {
                    return font
                }
            }
        }
        for path in allFiles() {
            if let font = try? FontLocator.load(path, index: 0), font.glyphIndex(code: scalar) != 0 { return font }
        }
        return nil
    }

    /// Font files under the folders, upright regular (or bold) faces first.
    private func allFiles() -> [String] {
        files.withLock { cached in
            if let cached { return cached }
            var paths: [String] = []
            for folder in folders {
                guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
                while let relative = walker.nextObject() as? String {
                    let lower = relative.lowercased()
                    guard lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") else { continue }
                    // Colour bitmap emoji have no outlines to draw.
                    guard !lower.contains("coloremoji") else { continue }
                    paths.append(folder + "/" + relative)
                }
            }
            func rank(_ path: String) -> Int {
                let name = (path as NSString).lastPathComponent.lowercased()
                let slanted = name.contains("italic") || name.contains("oblique")
                let weightMiss = name.contains("bold") != bold
                return (slanted ? 2 : 0) + (weightMiss ? 1 : 0)
            }
            paths.sort { (rank($0), $0) < (rank($1), $1) }
            cached = paths
            return paths
        }
    }

    /// Files (relative to a font folder) and face indexes known to cover the
    /// scalar's script on Debian, best first.
    static func preferred(for scalar: UInt32, bold: Bool) -> [(String, Int)] {
        let weight = bold ? "Bold" : "Regular"
        let cjk = "opentype/noto/NotoSansCJK-\(weight).ttc"
        switch scalar {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF:
            return [(cjk, 1)] // Hangul: the KR face
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF65...0xFF9F:
            return [(cjk, 0)] // kana: the JP face
        case 0x2E80...0x2FFF, 0x3000...0x303F, 0x3100...0x312F, 0x31A0...0x31EF, 0x3200...0x9FFF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            // Han and CJK punctuation: Simplified Chinese forms (the SC face).
            return [(cjk, 2), ("truetype/droid/DroidSansFallbackFull.ttf", 0)]
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            return [("truetype/noto/NotoSansArabic-\(weight).ttf", 0), ("truetype/noto/NotoNaskhArabic-\(weight).ttf", 0)]
        case 0x0590...0x05FF, 0xFB1D...0xFB4F:
            return [("truetype/noto/NotoSansHebrew-\(weight).ttf", 0)]
        case 0x2190...0x2BFF, 0x1F000...0x1FAFF:
            // Symbols and emoji: monochrome outlines (Noto Color Emoji is bitmaps).
            return [("truetype/ancient-scripts/Symbola_hint.ttf", 0), ("truetype/noto/NotoSansSymbols2-Regular.ttf", 0),
                    ("truetype/noto/NotoSansSymbols-\(weight).ttf", 0)]
        default:
            return [("truetype/noto/NotoSans-\(weight).ttf", 0)]
        }
    }
}
