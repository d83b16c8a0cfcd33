/// The table directory of one font in a `.ttf` file or a `.ttc` collection:
/// tag → bounds-checked window. Offsets and lengths are validated here, and
/// the checksums of the tables we read are verified, so a truncated or
/// bit-flipped file fails at load with the table named.
struct TableDirectory {
    private(set) var tables: [String: FontReader] = [:]

    /// Tables whose checksums are verified: exactly the ones Typeset reads.
    static let checkedTags: Set<String> = ["head", "hhea", "maxp", "hmtx", "loca", "glyf", "CFF ", "cmap", "kern", "GPOS"]

    init(file: FontReader, index: Int) throws(FontError.Reason) {
        var headerOffset = 0
        if try file.u32(0) == 0x7474_6366 { // "ttcf": a collection of fonts sharing tables
            let numFonts = Int(try file.u32(8))
            guard index >= 0, index < numFonts else {
                throw .init(.faceOutOfRange(index: index, faceCount: numFonts))
            }
            headerOffset = Int(try file.u32(12 + 4 * index))
        } else if index != 0 {
            throw .init(.faceOutOfRange(index: index, faceCount: nil))
        }
        switch try file.u32(headerOffset) {
        case 0x0001_0000, 0x7472_7565, 0x4F54_544F: break // 1.0, "true" or "OTTO" (CFF outlines)
        default: throw .init(.unsupported(.sfntVersion, value: nil))
        }
        let numTables = Int(try file.u16(headerOffset + 4))
        for i in 0..<numTables {
            let record = headerOffset + 12 + 16 * i
            let tag = try file.tag(record)
            let checksum = try file.u32(record + 4)
            let offset = Int(try file.u32(record + 8)), length = Int(try file.u32(record + 12))
            guard file.contains(offset, length) else {
                throw .init(.tableOutsideFile(tag: tag, offset: offset, length: length, fileSize: file.count))
            }
            let window = try file.window(at: offset, length: length)
            if Self.checkedTags.contains(tag) {
                guard Self.checksum(window, zeroingAdjustment: tag == "head") == checksum else {
                    throw .init(.checksumMismatch(tag: tag))
                }
            }
            tables[tag] = window
        }
    }

    func required(_ tag: String) throws(FontError.Reason) -> FontReader {
        guard let table = tables[tag] else { throw .init(.missingTable(tag: tag)) }
        return table
    }

    /// The sfnt table checksum: the sum of big-endian words, zero-padded. The
    /// head table's checksumAdjustment (bytes 8..<12) counts as zero.
    static func checksum(_ table: FontReader, zeroingAdjustment: Bool) -> UInt32 {
        let all = table.buffer, n = table.count
        // Eight independent lanes of whole words: the loop vectorizes.
        var lanes = SIMD8<UInt32>()
        var i = 0
        while i + 32 <= n {
            let words = all.loadUnaligned(fromByteOffset: i, as: SIMD8<UInt32>.self)
            lanes &+= SIMD8(words[0].bigEndian, words[1].bigEndian, words[2].bigEndian, words[3].bigEndian,
                            words[4].bigEndian, words[5].bigEndian, words[6].bigEndian, words[7].bigEndian)
            i += 32
        }
        var sum = lanes.wrappedSum()
        while i + 4 <= n {
            sum &+= all.loadUnaligned(fromByteOffset: i, as: UInt32.self).bigEndian
            i += 4
        }
        if i < n {
            var word: UInt32 = 0
            for k in 0..<4 { word = word << 8 | (i + k < n ? UInt32(all[i + k]) : 0) }
            sum &+= word
        }
        if zeroingAdjustment, n >= 12 {
            sum &-= all.loadUnaligned(fromByteOffset: 8, as: UInt32.self).bigEndian
        }
        return sum
    }
}
