import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage

@Suite struct IdentifierTests {
    @Test func storedTextMatchesUUIDString() {
        for _ in 0..<200 {
            let id = UUID()
            #expect(id.storedText == id.uuidString)
        }
    }

    @Test func newIdsAreVersion7AndSortByTime() {
        let early = WorkoutSet.newID(at: Date(timeIntervalSince1970: 1_700_000_000))
        let late = WorkoutSet.newID(at: Date(timeIntervalSince1970: 1_700_000_000.002))
        #expect(early.uuidString < late.uuidString)
        for id in [early, late, WorkoutSet.newID()] {
            let bytes = id.uuid
            #expect(bytes.6 >> 4 == 7, "version 7")
            #expect(bytes.8 >> 6 == 0b10, "RFC 4122 variant")
        }
        // 1_700_000_000_000 ms = 0x018BCFE56800.
        #expect(early.uuidString.hasPrefix("018BCFE5-6800-7"))
        #expect(Set((0..<1000).map { _ in WorkoutSet.newID() }).count == 1000)
    }
}
