import Foundation
import Testing

/// `repchart settings`: a value is read as given, a dashed one too.
@Suite struct SettingsCommandTests {
    /// `settings timezone -05:00` said "Unknown option '-05:00'" (an offset the
    /// setting takes), `settings timezone utc` showed "GMT".
    @Test func aTimeZoneOffsetBelowUTCIsAValueAndShownAsWritten() throws {
        let cli = try CLI()
        defer { cli.remove() }
        _ = try cli.run(["log", "squat", "5@60kg", "--new", "--date", "2026-11-20"])
        for (typed, shown) in [("-05:00", "-05:00"), ("utc", "UTC"), ("+5:30", "+05:30")] {
            let result = try cli.run(["settings", "timezone", typed])
            #expect(result.status == 0, "\(typed): \(result.stderr)")
            let row = result.stdout.split(separator: "\n").first { $0.hasPrefix("timezone") }
            #expect(row?.split(separator: " ").last.map(String.init) == shown, "\(typed): \(result.stdout)")
        }
        let two = try cli.run(["settings", "timezone", "a", "b"])
        #expect(two.status != 0 && two.stderr == "error: one value for timezone, got 2: 'a' 'b'\n", "\(two.stderr)")
        let unknown = try cli.run(["settings", "colour", "blue"])
        #expect(unknown.stderr == "error: unknown setting 'colour'; use one of week-start, unit, timezone, bodyweight\n")
    }

    /// A summary of planks alone read "3:00 (new) · 0 m (0%)": a measure neither
    /// period has is left out.
    @Test func aSummaryLeavesOutAMeasureNeitherPeriodHas() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "plank", "3x1min", "--new", "--date", "2026-11-20"]).status == 0)
        let summary = try cli.run(["summary", "--from", "2026-11-16", "--to", "2026-11-22"])
        let headline = try #require(summary.stdout.split(separator: "\n").dropFirst().first)
        #expect(headline == "  1 session (+1) · 3 sets (+3) · 3:00 (new)", "\(summary.stdout)")
    }
}
