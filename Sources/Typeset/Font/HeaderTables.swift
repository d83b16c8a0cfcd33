/// The few numbers Typeset needs from head, hhea and maxp.
struct HeaderTables {
    var unitsPerEm = 0
    /// loca entries are UInt32 when true, UInt16 × 2 when false.
    var longLoca = false
    var ascender = 0
    var descender = 0   // negative below the baseline, as stored
    var lineGap = 0
    var numberOfHMetrics = 0
    var glyphCount = 0
    private var yMin = 0, yMax = 0

    init(directory: TableDirectory) throws(FontError.Reason) {
        let head = try directory.required("head")
        try parsing("head") { () throws(FontError.Reason) in
            let magic = Int(try head.u32(12))
            guard magic == 0x5F0F_3CF5 else { throw .init(.fieldOutOfRange(.magicNumber, value: magic, allowed: 0x5F0F_3CF5...0x5F0F_3CF5)) }
            unitsPerEm = Int(try head.u16(18))
            guard (16...16384).contains(unitsPerEm) else { throw .init(.fieldOutOfRange(.unitsPerEm, value: unitsPerEm, allowed: 16...16384)) }
            let locFormat = try head.i16(50)
            guard locFormat == 0 || locFormat == 1 else { throw .init(.unsupported(.locationFormat, value: Int(locFormat))) }
            longLoca = locFormat == 1
            yMin = Int(try head.i16(38))
            yMax = Int(try head.i16(42))
        }
        let maxp = try directory.required("maxp")
        try parsing("maxp") { () throws(FontError.Reason) in
            glyphCount = Int(try maxp.u16(4))
            guard glyphCount > 0 else { throw .init(.fieldOutOfRange(.glyphCount, value: glyphCount, allowed: 1...0xFFFF)) }
        }
        let hhea = try directory.required("hhea")
        try parsing("hhea") { () throws(FontError.Reason) in
            ascender = Int(try hhea.i16(4))
            descender = Int(try hhea.i16(6))
            lineGap = Int(try hhea.i16(8))
            numberOfHMetrics = Int(try hhea.u16(34))
            // Some fonts leave the hhea metrics zero; the font box stands in.
            if ascender == 0 && descender == 0 { ascender = yMax; descender = yMin }
            guard numberOfHMetrics >= 1, numberOfHMetrics <= glyphCount else {
                throw .init(.fieldOutOfRange(.numberOfHMetrics, value: numberOfHMetrics, allowed: 1...glyphCount))
            }
        }
    }
}
