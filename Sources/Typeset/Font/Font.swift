import Foundation
import Raster

/// A parsed OpenType font with TrueType (`glyf`) or CFF outlines (`.ttf`,
/// `.otf`, or one face of a `.ttc`).
///
/// Loading validates the table directory and the header tables and verifies
/// checksums; glyph outlines are decoded lazily, on first use, and cached.
/// All values are in font units (y up) unless noted.
public final class Font: @unchecked Sendable {
    /// The file path, or the name given to `init(bytes:name:index:)`.
    public let name: String
    /// Font units per em (head); outlines and metrics are in these units.
    public let unitsPerEm: Int
    /// Distance from the baseline up to the top of tall glyphs (hhea ascender).
    public let ascent: Int
    /// Distance from the baseline down to the bottom of descenders, as a
    /// positive number (hhea descender negated).
    public let descent: Int
    /// Extra space the font asks for between lines (hhea line gap).
    public let lineGap: Int
    /// Number of glyphs (maxp); glyph ids run from 0 (.notdef) below it.
    public let glyphCount: Int
    /// Process-unique identity for cache keys (an address could be reused).
    let id: UInt64

    private let metrics: HorizontalMetrics
    private let characterMap: CharacterMap
    private let glyphs: OutlineSource
    private let kern: KerningTable?
    private let pairPositioning: PairPositioning?
    private let outlines = Locked<[Int: Outline]>([:])
    /// The bytes and face index, for the shaper (made on first use).
    private let data: FontData
    private let faceIndex: Int
    private let shaperFont = Locked<HarfBuzzFont?>(nil)
    private let missing = Locked<Set<Unicode.Scalar>>([])

    /// A decoded outline and its tight bounds, font units, y up.
    struct Outline: Sendable {
        let path: Path
        let bounds: Rect?
    }

    /// Reads and parses the font at `path`; `index` picks a face of a collection.
    public convenience init(contentsOfFile path: String, index: Int = 0) throws(FontError) {
        let data: FontData
        do {
            data = try FontFile.data(path)
        } catch {
            throw FontError(file: path, error)
        }
        try self.init(data: data, name: path, index: index)
    }

    /// Parses the font in `bytes` (a copy is kept); `name` appears in errors.
    public convenience init(bytes: [UInt8], name: String, index: Int = 0) throws(FontError) {
        try self.init(data: FontData(copying: bytes), name: name, index: index)
    }

    init(data: FontData, name: String, index: Int = 0) throws(FontError) {
        self.name = name
        self.data = data
        faceIndex = index
        id = Font.nextID.withLock { next in
            next += 1
            return next
        }
        do {
            let file = FontReader(data: data)
            let directory = try TableDirectory(file: file, index: index)
            let header = try HeaderTables(directory: directory)
            unitsPerEm = header.unitsPerEm
            ascent = header.ascender
            descent = abs(header.descender) // a few fonts store it positive
            lineGap = max(0, header.lineGap)
            glyphCount = header.glyphCount
            metrics = try HorizontalMetrics(table: try directory.required("hmtx"),
                                            numberOfHMetrics: header.numberOfHMetrics, glyphCount: header.glyphCount)
            glyphs = try OutlineSource(directory: directory, header: header)
            let cmap = try directory.required("cmap")
            characterMap = try parsing("cmap") { () throws(FontError.Reason) in
                try CharacterMap(table: cmap, glyphCount: header.glyphCount)
            }
            if let table = directory.tables["kern"] {
                kern = try parsing("kern") { () throws(FontError.Reason) in try KerningTable(table: table) }
            } else {
                kern = nil
            }
            if kern == nil, let table = directory.tables["GPOS"] {
                pairPositioning = try parsing("GPOS") { () throws(FontError.Reason) in try PairPositioning(table: table) }
            } else {
                pairPositioning = nil
            }
        } catch {
            throw FontError(file: name, error)
        }
    }

    private static let nextID = Locked<UInt64>(0)

    /// This face as a HarfBuzz font (one unit per font unit), made once.
    var harfBuzz: HarfBuzzFont {
        shaperFont.withLock { font in
            if let font { return font }
            let made = HarfBuzzFont(data: data, index: faceIndex, unitsPerEm: unitsPerEm)
            font = made
            return made
        }
    }

    /// The glyph for `scalar`; 0 (.notdef) when the font lacks it.
    public func glyphIndex(for scalar: Unicode.Scalar) -> Int {
        characterMap.glyph(for: scalar)
    }

    /// The glyph for a code point given as a number; 0 for non-scalars.
    func glyphIndex(code: UInt32) -> Int {
        Unicode.Scalar(code).map { characterMap.glyph(for: $0) } ?? 0
    }

    /// How far the pen moves after `glyph`, in font units (hmtx).
    public func advanceWidth(glyph: Int) -> Int {
        metrics.advance(glyph: glyph)
    }

    /// The space from the pen position to the left of `glyph`'s ink, in font units (hmtx).
    public func leftSideBearing(glyph: Int) -> Int {
        metrics.leftSideBearing(glyph: glyph)
    }

    /// The x-advance adjustment between two glyphs: `kern` format 0 when the
    /// font has it, else GPOS pair adjustment from the `kern` feature.
    public func kerning(left: Int, right: Int) -> Int {
        if let kern { return kern.value(left: left, right: right) }
        if let pairPositioning { return pairPositioning.value(left: left, right: right) }
        return 0
    }

    /// Where `kerning(left:right:)` reads its values.
    public enum KerningSource: Sendable {
        /// The `kern` table (format 0 pairs).
        case kernTable
        /// GPOS pair adjustment from the `kern` feature.
        case pairPositioning
        /// Neither: every pair kerns by 0.
        case none
    }

    /// Which table kerning comes from in this font.
    public var kerningSource: KerningSource {
        kern != nil ? .kernTable : pairPositioning != nil ? .pairPositioning : .none
    }

    /// The glyph's outline in font units, y up (quadratic curves from `glyf`,
    /// cubic ones from `CFF `).
    public func outline(glyph: Int) throws(FontError) -> Path {
        try decodedOutline(glyph: glyph).path
    }

    /// The tight bounds of the glyph's ink in font units, y up; nil when blank.
    public func inkBounds(glyph: Int) throws(FontError) -> Rect? {
        try decodedOutline(glyph: glyph).bounds
    }

    func decodedOutline(glyph: Int) throws(FontError) -> Outline {
        if let cached = outlines.withLock({ $0[glyph] }) { return cached }
        let path: Path
        do {
            path = try glyphs.outline(glyph: glyph)
        } catch {
            throw FontError(file: name, error)
        }
        let outline = Outline(path: path, bounds: path.tightBounds)
        outlines.withLock { $0[glyph] = outline }
        return outline
    }

    /// Characters asked for during layout that this font has no glyph for,
    /// each recorded once, so a caller can warn once rather than per glyph.
    public var missingScalars: Set<Unicode.Scalar> {
        missing.withLock { $0 }
    }

    /// Records a scalar without a glyph; true the first time it is seen.
    @discardableResult
    func noteMissing(_ scalar: Unicode.Scalar) -> Bool {
        missing.withLock { $0.insert(scalar).inserted }
    }
}

extension Path {
    /// Bounds of the curve itself (quadratic and cubic extrema, not control points).
    var tightBounds: Rect? {
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        func add(_ p: Point) {
            x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        // Extremum of one coordinate of a quadratic, if inside (0, 1).
        func extremum(_ a: Float, _ b: Float, _ c: Float) -> Float? {
            let d = a - 2 * b + c
            guard d != 0 else { return nil }
            let t = (a - b) / d
            return t > 0 && t < 1 ? t : nil
        }
        func cubicExtrema(_ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float) -> [Float] {
            let a = p1 - p0, b = p2 - p1, c = p3 - p2
            let qa = a - 2 * b + c, qb = 2 * (b - a), qc = a
            var roots: [Float] = []
            if abs(qa) < 1e-6 {
                if qb != 0 { roots.append(-qc / qb) }
            } else {
                let d = qb * qb - 4 * qa * qc
                if d >= 0 {
                    let r = d.squareRoot()
                    roots.append((-qb + r) / (2 * qa))
                    roots.append((-qb - r) / (2 * qa))
                }
            }
            return roots.filter { $0 > 0 && $0 < 1 }
        }
        func at(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Float) -> Point {
            p0.lerp(to: p1, t).lerp(to: p1.lerp(to: p2, t), t)
        }
        forEachElement { element in
            switch element {
            case .move(let p): add(p)
            case .line(_, let p): add(p)
            case .quad(let p0, let c, let p):
                add(p)
                if let t = extremum(p0.x, c.x, p.x) { add(at(p0, c, p, t)) }
                if let t = extremum(p0.y, c.y, p.y) { add(at(p0, c, p, t)) }
            case .cubic(let p0, let c1, let c2, let p):
                add(p)
                // CFF glyphs: extrema where the derivative's quadratic is zero.
                for t in cubicExtrema(p0.x, c1.x, c2.x, p.x) + cubicExtrema(p0.y, c1.y, c2.y, p.y) {
                    let u = 1 - t
                    add(Point(x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                              y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))
                }
            case .close: break
            }
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
