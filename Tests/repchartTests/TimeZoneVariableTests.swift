import Foundation
import Testing
import Workouts

/// TZ in its POSIX forms is read as the C library reads it, not as UTC (issue 33, "hostile hands, round 4", part B).
@Suite struct TimeZoneVariableTests {
    @Test func posixTZFormsAreReadAsTheCLibraryReadsThemNotAsUTC() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let kiritimati = try #require(TimeZone(identifier: "Pacific/Kiritimati"))
        let forms = [":Pacific/Kiritimati", "/usr/share/zoneinfo/Pacific/Kiritimati", "<+14>-14", ":/usr/share/zoneinfo/Pacific/Kiritimati"]
        for tz in forms {
            let before = Day(containing: Date(), in: kiritimati)
            let result = try cli.run(["log", "Squat", "1x5@100", "--new"], environment: ["TZ": tz])
            let after = Day(containing: Date(), in: kiritimati)
            #expect(result.status == 0, "\(tz): \(result.stderr)")
            let set = try #require(try cli.sets().last)
            #expect((set["time"] as? String)?.hasSuffix("+14:00") == true, "\(tz): \(set["time"] ?? "")")
            let day = set["day"] as? String ?? ""
            #expect(day == before.description || day == after.description, "\(tz): \(day)")
            #expect(try cli.run(["undo"]).status == 0)
        }
        // EST5EDT is a zoneinfo name the C library finds first: New York's rules.
        let eastern = try cli.run(["log", "Squat", "1x5@100", "--new"], environment: ["TZ": "EST5EDT"])
        #expect(eastern.status == 0, "\(eastern.stderr)")
        let time = try #require(try cli.sets().last?["time"] as? String)
        #expect(time.hasSuffix("-05:00") || time.hasSuffix("-04:00"), "\(time)")
        // What cannot be read is an error naming it, and nothing is logged.
        let count = try cli.sets().count
        for (tz, reason) in [("Nowhere/Else", "not a zone name, a zoneinfo file or a POSIX rule"),
                             ("CET-1CEST,M3.5.0,M10.5.0/3", "a POSIX rule with daylight saving, which RepChart does not follow"),
                             ("/nonexistent/zoneinfo/X", "no such file")] {
            let refused = try cli.run(["log", "Squat", "1x5@100"], environment: ["TZ": tz])
            #expect(refused.status != 0)
            #expect(refused.stderr == "error: TZ='\(tz)' cannot be read (\(reason)); set TZ to a zone name such as "
                + "Europe/Berlin, or pass --tz\n", "\(refused.stderr)")
            #expect(try cli.run(["log", "Squat", "1x5@100", "--tz", "UTC"], environment: ["TZ": tz]).status == 0,
                    "--tz is the way around it")
        }
        #expect(try cli.sets().count == count + 3)
    }
}
