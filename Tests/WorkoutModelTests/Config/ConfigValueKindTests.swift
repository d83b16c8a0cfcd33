import Testing
@testable import WorkoutModel

/// Issue 43.4: a config value that cannot be used is a kind carrying the value
/// as quoted (clipped, escaped) and the limit, worded once; before, each was a
/// sentence built where it was found.
@Suite struct ConfigValueKindTests {
    @Test func eachRefusedValueCarriesWhatWasTypedAndTheLimit() {
        var config = RepChartConfig()
        func reason(_ key: ConfigKey, _ text: String) -> ConfigError.Reason? {
            do { try config.set(key, to: text); return nil } catch { return error }
        }
        #expect(reason(.unit, "stone") == .notAUnit("stone"))
        #expect(reason(.weekStart, "tuesday") == .notAWeekStart("tuesday"))
        #expect(reason(.theme, "pink") == .notATheme("pink"))
        #expect(reason(.outputFolder, "  ") == .emptyOutputFolder)
        #expect(reason(.size, "big") == .notASize("big"))
        #expect(reason(.size, "20000x1000") == .sizeTooLarge("20000x1000", maximumSide: ConfigSize.maximumSide))
        #expect(reason(.unit, String(repeating: "k", count: 5000)) == .tooLong(bytes: 5000, limit: 4096))
        if case .timeZone = reason(.timeZone, "Mars/Olympus") {} else { Issue.record("a bad time zone is .timeZone") }
        // Worded as before.
        #expect(ConfigError.Reason.notAUnit("stone").text == "'stone' is not a unit; use kg or lb")
        #expect(ConfigError.Reason.sizeTooLarge("20000x1000", maximumSide: 16384).text
                == "20000x1000 is too large; a side is at most 16384")
        let error = ConfigError(path: "/c.json", key: "unit", .invalidValue(.notAUnit("stone")))
        #expect(error.description.hasSuffix("unit: 'stone' is not a unit; use kg or lb"), "\(error.description)")
    }
}
