import Foundation
import Testing
import WorkoutModel
@testable import WorkoutImport

/// A CSV reader's memo of the last moment it placed gives what placing each
/// moment afresh gives, row after row: the same moment again, another one,
/// another zone, a time the clocks repeat and a written midnight.
@Suite struct MomentMemoTests {
    @Test func theMemoPlacesAndKeysEachMomentAsPlacingItAfreshDoes() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let angeles = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let rows: [(String, TimeZone)] = [
            ("2025-10-26", berlin), ("2025-10-26", berlin), ("2025-10-26 02:30", berlin), ("2025-10-26 02:30", berlin),
            ("2025-10-26 02:30", angeles), ("2021-01-19T02:00:00Z", angeles), ("2021-01-19T02:00:00Z", berlin),
            ("2026-01-01 00:00", berlin), ("2026-01-01", berlin), ("2026-03-29 02:30", berlin),
        ]
        var memo = MomentMemo()
        for (text, zone) in rows {
            let moment = try DateParsing.dateTime(text).untimedAtNoon
            let fresh = moment.placed(in: zone)
            let remembered = memo.placed(moment, in: zone)
            #expect(remembered.day == fresh.day, "\(text) in \(zone.identifier)")
            #expect(remembered.instant == fresh.instant && remembered.offset == fresh.offset, "\(text) in \(zone.identifier)")
            #expect(remembered.key == moment.keyMoment.keyText, "\(text) in \(zone.identifier)")
        }
        // Kept apart: a written midnight and a date alone (placed at noon) are two moments.
        let midnight = memo.placed(try DateParsing.dateTime("2026-01-01 00:00").untimedAtNoon, in: berlin)
        let dateAlone = memo.placed(try DateParsing.dateTime("2026-01-01").untimedAtNoon, in: berlin)
        #expect(midnight.instant != dateAlone.instant)
        #expect(midnight.key == "2026-01-01T12:00:00" && dateAlone.key == "2026-01-01T12:00:00")
    }
}
