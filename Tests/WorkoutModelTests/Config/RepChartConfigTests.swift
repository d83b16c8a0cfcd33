import Foundation
import Testing
@testable import WorkoutModel
import StoreTestSupport

@Suite struct RepChartConfigTests {
    @Test func pathFollowsXDGThenHome() {
        #expect(RepChartConfig.path(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/ann"])
                == "/x/cfg/repchart/config.json")
        #expect(RepChartConfig.path(environment: ["HOME": "/home/ann"]) == "/home/ann/.config/repchart/config.json")
        // A relative XDG_CONFIG_HOME is ignored, as the spec says.
        #expect(RepChartConfig.path(environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/ann"])
                == "/home/ann/.config/repchart/config.json")
    }

    @Test func aMissingOrEmptyFileIsAnEmptyConfig() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        #expect(try RepChartConfig.load(path: folder.file("none.json")) == RepChartConfig())
        try Data(" \n".utf8).write(to: URL(fileURLWithPath: folder.file("blank.json")))
        #expect(try RepChartConfig.load(path: folder.file("blank.json")) == RepChartConfig())
    }

    @Test func everyKeyReadTypedAndValidated() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let text = """
            {"unit": "LB", "weekStart": "sunday", "timeZone": "Europe/Berlin", "theme": "dark",
             "size": "1200x800", "font": "\(font)", "outputFolder": "~/charts"}
            """
        let config = try RepChartConfig.parse(Data(text.utf8), path: "c.json")
        #expect(config.unit == .lb && config.weekStart == .sunday && config.timeZone == "Europe/Berlin")
        #expect(config.theme == .dark && config.size?.width == 1200 && config.size?.height == 800)
        // "~/" is expanded on load, so chart commands can use the value as it is.
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        #expect(config.font == font && config.outputFolder == home + "/charts")
        #expect(config.outputFolderPath == config.outputFolder)

        // Written back and read again: the same config.
        try config.save(path: folder.file("sub/config.json"))
        #expect(try RepChartConfig.load(path: folder.file("sub/config.json")) == config)
        #expect(RepChartConfig().json == "{}\n")
    }

    @Test func errorsNameTheFileAndKey() {
        func error(_ text: String) -> String? {
            do {
                _ = try RepChartConfig.parse(Data(text.utf8), path: "/cfg/config.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error(#"{"unit": "stone"}"#) == "/cfg/config.json: unit: 'stone' is not a unit; use kg or lb")
        #expect(error(#"{"unit": 5}"#) == "/cfg/config.json: unit: expected a string (kg|lb)")
        #expect(error(#"{"week-start": "monday"}"#) == "/cfg/config.json: week-start: unknown key; did you mean 'weekStart'?")
        #expect(error(#"{"colour": "red"}"#)?.hasPrefix("/cfg/config.json: colour: unknown key; known keys: unit, weekStart") == true)
        #expect(error(#"{"size": "10x10"}"#) == "/cfg/config.json: size: 10x10 is too small; charts are at least 240x160")
        #expect(error(#"{"size": "big"}"#) == "/cfg/config.json: size: 'big' is not a size; use WIDTHxHEIGHT such as 1600x1000")
        #expect(error(#"{"timeZone": "Mars/Olympus"}"#)?.hasPrefix("/cfg/config.json: timeZone: unknown time zone 'Mars/Olympus'") == true)
        #expect(error(#"{"theme": "neon"}"#) == "/cfg/config.json: theme: 'neon' is not a theme; use light or dark")
        #expect(error(#"{"font": "/no/such/font.ttf"}"#) == "/cfg/config.json: font: no font file at /no/such/font.ttf")
        #expect(error(#"["unit"]"#) == "/cfg/config.json: expected a JSON object such as {\"unit\": \"kg\"}")
        #expect(error(#"{"unit": kg}"#)?.hasPrefix("/cfg/config.json: not valid JSON") == true)
        #expect(error(#"{"unit": null}"#) == nil, "null means unset")
    }

    @Test func keysAcceptCommandLineSpellings() throws {
        #expect(ConfigKey(name: "week-start") == .weekStart && ConfigKey(name: "OUTPUT_FOLDER") == .outputFolder)
        #expect(ConfigKey(name: "tz") == nil)
        var config = RepChartConfig()
        try config.set(.size, to: "1600X1000")
        #expect(config.value(of: .size) == "1600x1000")
        #expect(throws: ConfigError.Reason.self) { try config.set(.size, to: "20000x1000") }
        config.unset(.size)
        #expect(config.size == nil)
    }

    @Test func configOverridesTheLogsSettings() throws {
        let log = Settings(weekStart: .monday, defaultUnit: .kg, timeZone: "UTC")
        let config = RepChartConfig(unit: .lb, weekStart: .sunday)
        let applied = config.applied(to: log)
        #expect(applied.defaultUnit == .lb && applied.weekStart == .sunday && applied.timeZone == "UTC")
        #expect(RepChartConfig().applied(to: log) == log)
        #expect(try config.timeZone(flag: "Asia/Tokyo", settings: log).identifier == "Asia/Tokyo")
        #expect(try config.timeZone(flag: nil, settings: log).secondsFromGMT() == 0)
    }
}
