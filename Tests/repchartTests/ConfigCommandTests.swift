import Foundation
import Testing
import Workouts

extension CLI {
    /// XDG_CONFIG_HOME inside the test folder, so no test reads or writes a real config.
    var configHome: String { folder.appendingPathComponent("config").path }
    var configFile: String { configHome + "/repchart/config.json" }

    @discardableResult
    func runConfigured(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
        try run(arguments, environment: ["XDG_CONFIG_HOME": configHome].merging(extra) { _, new in new })
    }

    /// Today as the CLI sees it (the runner sets TZ=UTC).
    static var today: Day { Day(containing: Date(), in: TimeZone(identifier: "UTC") ?? .current) }
}

@Suite struct ConfigCommandTests {
    @Test func setGetListUnsetRoundTripThroughTheFile() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let path = try cli.runConfigured(["config", "path"])
        #expect(path.stdout == cli.configFile + "\n")

        let set = try cli.runConfigured(["config", "set", "week-start", "Sunday"])
        #expect(set.status == 0 && set.stdout == "weekStart = sunday\n", "\(set.stderr)")
        #expect(try cli.runConfigured(["config", "set", "size", "1200x800"]).status == 0)
        #expect(try cli.runConfigured(["config", "get", "weekStart"]).stdout == "sunday\n")
        let file = try String(contentsOfFile: cli.configFile, encoding: .utf8)
        #expect(file == "{\n  \"size\": \"1200x800\",\n  \"weekStart\": \"sunday\"\n}\n")

        let list = try cli.runConfigured(["config"])
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("KEY") == true)
        #expect(lines.contains { $0.hasPrefix("weekStart     sunday") })
        #expect(lines.contains { $0.hasPrefix("unit          (not set)") })
        #expect(lines.last == "File: \(cli.configFile)")
        let json = try cli.runConfigured(["config", "list", "--json"])
        #expect(json.stdout == file)

        #expect(try cli.runConfigured(["config", "unset", "size"]).status == 0)
        let unsetGet = try cli.runConfigured(["config", "get", "size"])
        #expect(unsetGet.status == 1 && unsetGet.stdout.isEmpty)
    }

    @Test func badValuesAreRefusedAndTheFileIsKept() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.runConfigured(["config", "set", "unit", "lb"]).status == 0)
        let before = try String(contentsOfFile: cli.configFile, encoding: .utf8)
        let bad = try cli.runConfigured(["config", "set", "unit", "stone"])
        #expect(bad.status != 0)
        #expect(bad.stderr == "error: \(cli.configFile): unit: 'stone' is not a unit; use kg or lb\n")
        let small = try cli.runConfigured(["config", "set", "size", "10x10"])
        #expect(small.stderr == "error: \(cli.configFile): size: 10x10 is too small; charts are at least 240x160\n")
        #expect(try String(contentsOfFile: cli.configFile, encoding: .utf8) == before)

        let unknown = try cli.runConfigured(["config", "set", "colour", "red"])
        #expect(unknown.status != 0 && unknown.stderrLines.first?.contains("colour") == true)
    }

    @Test func aBrokenFileIsOneLineNamingFileAndKey() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try FileManager.default.createDirectory(atPath: cli.configHome + "/repchart", withIntermediateDirectories: true)
        try Data(#"{"unit": "kg", "weekStart": "friday"}"#.utf8).write(to: URL(fileURLWithPath: cli.configFile))
        for command in [["summary"], ["prs"], ["config", "list"]] {
            let result = try cli.runConfigured(command)
            #expect(result.status != 0)
            #expect(result.stderr == "error: \(cli.configFile): weekStart: 'friday' is not a week start; use monday or sunday\n")
        }
        try Data("{unit: kg".utf8).write(to: URL(fileURLWithPath: cli.configFile))
        let garbled = try cli.runConfigured(["summary"])
        #expect(garbled.stderrLines.count == 1 && garbled.stderr.hasPrefix("error: \(cli.configFile): not valid JSON"))
    }

    @Test func configDefaultsApplyAndFlagsOverrideThem() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let monday = Week(containing: CLI.today).firstDay()
        #expect(try cli.runConfigured(["log", "Squat", "5@100kg", "--date", monday.description, "--new"]).status == 0)
        func summary(_ extra: [String]) throws -> [String: Any] {
            let result = try cli.runConfigured(["summary", "--json"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        }
        #expect(try summary([])["unit"] as? String == "kg")
        #expect(try cli.runConfigured(["config", "set", "unit", "lb"]).status == 0)
        let inPounds = try summary([])
        #expect(inPounds["unit"] as? String == "lb")
        let volume = try #require((inPounds["current"] as? [String: Any])?["volume"] as? Double)
        #expect(abs(volume - 500 / WeightUnit.kilogramsPerPound) < 1e-6)
        #expect(try summary(["--unit", "kg"])["unit"] as? String == "kg", "the flag wins over the file")

        // Week start from the file moves the week one day back.
        #expect(try cli.runConfigured(["config", "set", "weekStart", "sunday"]).status == 0)
        let period = try #require(try summary([])["period"] as? [String: Any])
        #expect(period["from"] as? String == Week(containing: CLI.today, start: .sunday).firstDay(start: .sunday).description)
    }
}
