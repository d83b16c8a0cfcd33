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
        var previous = ""
        for _ in 0..<100_000 {
            let id = ids.next()
            let bytes = id.uuid
            #expect(bytes.6 >> 4 == 7 && bytes.8 >> 6 == 2, "\(id)")
            let millis = [bytes.0, bytes.1, bytes.2, bytes.3, bytes.4, bytes.5].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            #expect(millis == 1_795_978_575_462, "\(id)")
            #expect(id.uuidString > previous, "\(id) after \(previous)")
            previous = id.uuidString
            seen.insert(id)
        }
        #expect(seen.count == 100_000)
        var first = ImportIDs(start: start), second = ImportIDs(start: start)
        #expect(first.next() != second.next())
    }
}
