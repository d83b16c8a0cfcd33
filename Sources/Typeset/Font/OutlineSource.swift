import Raster

/// Where a font's glyph outlines come from: TrueType quadratics in
/// `glyf`/`loca`, or Type 2 charstrings in `CFF `.
enum OutlineSource {
    case trueType(GlyphOutlines)
    case compact(CompactFontOutlines)

    init(directory: TableDirectory, header: HeaderTables) throws(FontError.Reason) {
        if let glyf = directory.tables["glyf"] {
            self = .trueType(try GlyphOutlines(glyf: glyf, loca: try directory.required("loca"),
                                               longLoca: header.longLoca, glyphCount: header.glyphCount))
        } else if let cff = directory.tables["CFF "] {
            self = .compact(try parsing("CFF ") { () throws(FontError.Reason) in
                try CompactFontOutlines(cff: cff, glyphCount: header.glyphCount)
            })
        } else if directory.tables["CFF2"] != nil {
            throw .init("CFF2 outlines (variable OpenType) are not supported; use a static .otf or .ttf")
        } else {
            throw .init("no glyph outlines (neither 'glyf' nor 'CFF ' table)")
        }
    }

    func outline(glyph: Int) throws(FontError.Reason) -> Path {
        switch self {
        case .trueType(let glyf): try glyf.outline(glyph: glyph)
        case .compact(let cff): try cff.outline(glyph: glyph)
        }
    }
}
