import Foundation
import Testing
import Workouts
@testable import repchart

/// `sets --limit N` asks the log where its first day's sets stand; when the
/// log cannot say, the listing stops with the log's error. It used to number
/// such a day from 1 as if nothing had happened (`try?`), a wrong SET column.
@Suite struct SetNumberingTests {
    let squat = Exercise(name: "Squat", color: "#0072B2")

    @Test func aPlaceTheLogGivesStartsTheCount() throws {
        var numbering = SetListing.SetNumbering(dayOrdered: true)
        let first = makeSet(squat, "2026-11-02", reps: 5), second = makeSet(squat, "2026-11-02", reps: 5)
        #expect(try numbering.next(first) { (_: WorkoutSet) throws(StoreError) -> Int? in 3 } == 3)
        #expect(try numbering.next(second) { (_: WorkoutSet) throws(StoreError) -> Int? in 9 } == 4)
    }

    @Test func aPlaceTheLogCannotGiveStopsTheListingWithItsError() throws {
        let damaged = StoreError.damaged(path: "/tmp/log.sqlite", reason: "database disk image is malformed")
        var printed = ""
        var writer = SetStream(exercises: [squat]) { printed += $0 }
            .table { (_: WorkoutSet) throws(StoreError) -> Int? in throw damaged }
        #expect(throws: damaged) { try writer.add(makeSet(squat, "2026-11-02", reps: 5)) }
        writer.finish()
        #expect(printed == "No sets.\n")
    }
}
