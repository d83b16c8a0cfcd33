import Foundation
import Testing
@testable import WorkoutModel

/// Issue 43.4: a config file's refusal is a kind with its values (switch on
/// it), and its words stay what they were.
@Suite struct ConfigErrorKindTests {
    private func refusal(_ json: String) -> ConfigError? {
        do {
            _ = try RepChartConfig.parse(Data(json.utf8), path: "/c/config.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func eachRefusalIsAKindWithItsValues() {
        #expect(refusal("{not json")?.kind == .notJSON(detail: "Invalid value around character 1."))
        #expect(refusal("[1]")?.kind == .notAnObject)
        let repeated = refusal("{\"unit\": \"kg\", \"unit\": \"lb\"}")
        #expect(repeated?.key == "unit")
        #expect(repeated?.kind == .repeatedKey)
        #expect(refusal("{\"unit\": 5}")?.kind == .notAString(values: ConfigKey.unit.values))
        let unknown = refusal("{\"units\": \"kg\"}")
        #expect(unknown?.key == "units")
        #expect(unknown?.kind == .unknownKey(suggestion: nil))
        #expect(unknown?.description
            == "/c/config.json: units: unknown key; known keys: unit, weekStart, timeZone, theme, size, font, outputFolder")
        #expect(refusal("{\"unit\": \"stone\"}")?.description == "/c/config.json: unit: 'stone' is not a unit; use kg or lb")
    }

    @Test func theFileItselfIsAKindToo() {
        #expect(ConfigError(path: "/c", .brokenLink(loops: true)).description
            == "/c: it is a symbolic link that leads back to itself; remove it or set XDG_CONFIG_HOME to another folder")
        #expect(ConfigError(path: "/c", .notAFile(noun: "a folder")).description
            == "/c: it is a folder, not a config file; remove it or set XDG_CONFIG_HOME to another folder")
        #expect(ConfigError(path: "/c", .tooLarge(bytes: 70000, limit: 65536)).description
            == "/c: it is 70000 bytes; a config file has at most 65536")
        #expect(ConfigError(path: "/c", .unreadable(detail: nil)).reason == "cannot read it")
    }
}
