import Foundation
import GRDB
import Testing
@testable import WorkoutStorage
import StoreTestSupport

/// A truncated log is read page by page (`TruncatedLog`), so the bytes of
/// those pages are input like any other: a cell whose size is damaged is
/// left out with the rest of its page kept, never a crash or a loop.
@Suite struct TruncatedLogDamageTests {
    private static let rows = 2_000

    /// A log of one table, cut to 70 % of its size, with `damage` applied to
    /// the first cell of its last whole table leaf page; the page's offset is
    /// passed to `damage`, which returns the id of the row it damaged.
    private func rebuiltAfterDamage(_ damage: (inout [UInt8], Int) -> Int64) throws -> (rebuilt: [Int64: String], damaged: Int64) {
        let folder = try TestFolder()
        let path = folder.file("cut.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, label TEXT NOT NULL)")
            for id in 1...Self.rows {
                try db.execute(sql: "INSERT INTO item (id, label) VALUES (?, ?)",
                               arguments: [id, String(repeating: "x", count: 80) + "\(id)"])
            }
        }
        try queue.close()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        bytes.removeLast(bytes.count - bytes.count * 7 / 10 / pageSize * pageSize)
        let leaf = try #require((1..<(bytes.count / pageSize)).last { bytes[$0 * pageSize] == 0x0D })
        let damaged = damage(&bytes, leaf * pageSize)
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let rebuilt = try #require(try TruncatedLog.rebuild(path))
        defer { rebuilt.remove() }
        let copy = try DatabaseQueue(path: rebuilt.path)
        defer { try? copy.close() }
        let found = try copy.read { db in
            try Row.fetchAll(db, sql: "SELECT id, label FROM item").map { ($0[0] as Int64, $0[1] as String) }
        }
        return (Dictionary(found, uniquingKeysWith: { first, _ in first }), damaged)
    }

    /// Writes `value` as SQLite's 9-byte varint at `at` (the last byte holds 8 bits).
    private static func writeNineByteVarint(_ value: UInt64, into bytes: inout [UInt8], at: Int) {
        for step in 0..<8 { bytes[at + step] = 0x80 | UInt8((value >> (64 - 7 * (step + 1))) & 0x7F) }
        bytes[at + 8] = UInt8(value & 0xFF)
    }

    /// The first cell of the leaf page at `page`: where it starts, and its row id.
    private static func firstCell(_ bytes: [UInt8], page: Int) -> (at: Int, rowid: Int64) {
        let at = page + (Int(bytes[page + 8]) << 8 | Int(bytes[page + 9]))
        var index = at
        while bytes[index] & 0x80 != 0 { index += 1 }   // the payload size
        index += 1
        var rowid: Int64 = 0
        while true {
            rowid = rowid << 7 | Int64(bytes[index] & 0x7F)
            if bytes[index] & 0x80 == 0 { break }
            index += 1
        }
        return (at, rowid)
    }

    private func expectTheOtherRowsKept(_ result: (rebuilt: [Int64: String], damaged: Int64)) {
        #expect(result.rebuilt[result.damaged] == nil)
        #expect(result.rebuilt.count > Self.rows / 2)
        for (id, label) in result.rebuilt {
            #expect(label == String(repeating: "x", count: 80) + "\(id)")
        }
    }

    @Test func aCellWhoseSizeReadsNegativeIsLeftOutNotACrash() throws {
        let result = try rebuiltAfterDamage { bytes, page in
            let cell = Self.firstCell(bytes, page: page)
            // The size and the row id take 4 bytes here; the 9-byte varint of -1
            // overwrites both and the start of the payload.
            Self.writeNineByteVarint(UInt64.max, into: &bytes, at: cell.at)
            return cell.rowid
        }
        expectTheOtherRowsKept(result)
    }

    @Test func aCellLargerThanTheFileIsLeftOutNotFollowedForever() throws {
        let result = try rebuiltAfterDamage { bytes, page in
            let cell = Self.firstCell(bytes, page: page)
            Self.writeNineByteVarint(1 << 40, into: &bytes, at: cell.at)
            return cell.rowid
        }
        expectTheOtherRowsKept(result)
    }
}
