import Foundation
import Testing
@testable import WorkoutModel

/// The one resolution of the zone a command works in: flag, then configured, then the system's.
@Suite struct WorkingTimeZoneTests {
    @Test func theFlagWinsOverTheConfiguredZoneAndTheSystems() throws {
        let zone = try WorkingTimeZone.resolve(flag: "+05:30", configured: "Asia/Tokyo", environment: ["TZ": "Europe/Paris"])
        #expect(zone.secondsFromGMT() == 5 * 3600 + 1800)
    }

    @Test func theConfiguredZoneWinsOverTheSystems() throws {
        let zone = try WorkingTimeZone.resolve(flag: nil, configured: "Asia/Tokyo", environment: ["TZ": "Europe/Paris"])
        #expect(zone.identifier == "Asia/Tokyo")
    }

    @Test func withNeitherTheSystemsTZIsRead() throws {
        let zone = try WorkingTimeZone.resolve(flag: nil, configured: nil, environment: ["TZ": "Europe/Paris"])
        #expect(zone.identifier == "Europe/Paris")
    }

    @Test func anUnknownConfiguredZoneIsRefusedEvenWhenTheSystemsIsGood() {
        #expect(throws: DateInputError.unknownTimeZone("Mars/Olympus")) {
            try WorkingTimeZone.resolve(flag: nil, configured: "Mars/Olympus", environment: ["TZ": "UTC"])
        }
    }
}
