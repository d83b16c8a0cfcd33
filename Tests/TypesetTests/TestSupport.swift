import Foundation
import Raster
@testable import Typeset

/// Real fonts from Debian's fonts-dejavu-core, and byte-level helpers to make
/// variants of them (renamed tables, collections, corruptions).
enum TestFonts {
    static let folder = "/usr/share/fonts/truetype/dejavu/"
    static let sansPath = folder + "DejaVuSans.ttf"
    static let boldPath = folder + "DejaVuSans-Bold.ttf"

    static func sans() throws -> Font { try FontLocator.font(path: sansPath) }
    static func bold() throws -> Font { try FontLocator.font(path: boldPath) }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

/// The table records of an sfnt, for tests that edit fonts.
struct SFNT {
    var bytes: [UInt8]

    struct Record { var tag: String; var recordOffset: Int; var offset: Int; var length: Int }

    var records: [Record] {
        let n = Int(u16(4))
        return (0..<n).map { i in
            let r = 12 + 16 * i
            let tag = String(decoding: bytes[r..<r + 4], as: UTF8.self)
            return Record(tag: tag, recordOffset: r, offset: Int(u32(r + 8)), length: Int(u32(r + 12)))
        }
    }

    func record(_ tag: String) -> Record? { records.first { $0.tag == tag } }

    func u16(_ at: Int) -> UInt16 { UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) }
    func u32(_ at: Int) -> UInt32 { UInt32(u16(at)) << 16 | UInt32(u16(at + 2)) }

    mutating func put16(_ v: UInt16, at: Int) { bytes[at] = UInt8(v >> 8); bytes[at + 1] = UInt8(v & 0xFF) }
    mutating func put32(_ v: UInt32, at: Int) { put16(UInt16(v >> 16), at: at); put16(UInt16(v & 0xFFFF), at: at + 2) }

    /// Renames a table so a parser no longer finds it.
    mutating func rename(_ tag: String, to newTag: String) {
        guard let r = record(tag) else { return }
        bytes.replaceSubrange(r.recordOffset..<r.recordOffset + 4, with: Array(newTag.utf8))
    }

    /// Rewrites a table's checksum to match its (edited) contents.
    mutating func fixChecksum(_ tag: String) {
        guard let r = record(tag) else { return }
        let reader = FontReader(bytes: bytes)
        guard let window = try? reader.window(at: r.offset, length: r.length) else { return }
        put32(TableDirectory.checksum(window, zeroingAdjustment: tag == "head"), at: r.recordOffset + 4)
    }

    /// A TrueType collection of the given fonts (tables copied, offsets moved).
    static func collection(_ fonts: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0] + be32(UInt32(fonts.count))
        let headerSize = 12 + 4 * fonts.count
        var directories: [[UInt8]] = []
        var data: [UInt8] = []
        let directorySizes = fonts.map { 12 + 16 * Int(SFNT(bytes: $0).u16(4)) }
        var dataStart = headerSize + directorySizes.reduce(0, +)
        var offsets: [Int] = []
        var at = headerSize
        for (font, size) in zip(fonts, directorySizes) {
            offsets.append(at); at += size
            var sfnt = SFNT(bytes: Array(font[0..<size]))
            for (i, r) in SFNT(bytes: font).records.enumerated() {
                sfnt.put32(UInt32(dataStart + data.count), at: 12 + 16 * i + 8)
                data += font[r.offset..<r.offset + r.length]
                while data.count % 4 != 0 { data.append(0) }
            }
            directories.append(sfnt.bytes)
            _ = dataStart
        }
        dataStart = 0
        for o in offsets { out += be32(UInt32(o)) }
        for d in directories { out += d }
        return out + data
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
}
