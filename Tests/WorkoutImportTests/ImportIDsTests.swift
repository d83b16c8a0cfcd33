import Foundation
import Testing
import WorkoutModel
@testable import WorkoutImport

/// Ids for imported sets: RFC 9562 version 7, stamped with the import's start,
/// each after the one before (so the id index is built from rows in order),
/// and all different.
@Suite struct ImportIDsTests {
    @Test func idsAreVersionSevenInAscendingOrderAndDistinct() {
        let start = Date(timeIntervalSince1970: 1_795_978_575.462)
        var ids = ImportIDs(start: start)
        var seen = Set<UUID>()
        var previous = ids.next()
        var wrong: [String] = []
        for _ in 0..<100_000 {
            let id = ids.next()
            let bytes = id.uuid
            let millis = [bytes.0, bytes.1, bytes.2, bytes.3, bytes.4, bytes.5].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            if bytes.6 >> 4 != 7 || bytes.8 >> 6 != 2 || millis != 1_795_978_575_462 { wrong.append("\(id)") }
            // Byte order is the order of the text and of the id index.
            if !Self.bytes(previous).lexicographicallyPrecedes(Self.bytes(id)) { wrong.append("\(id) after \(previous)") }
            previous = id
            seen.insert(id)
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(3))")
        #expect(seen.count == 100_000)
        #expect(previous.uuidString.hasPrefix("01A228AA-3E66-7"))
        var first = ImportIDs(start: start), second = ImportIDs(start: start)
        #expect(first.next() != second.next())
    }

    private static func bytes(_ id: UUID) -> [UInt8] {
        withUnsafeBytes(of: id.uuid) { Array($0) }
    }
}
