import Foundation
import Testing
import Workouts

/// A config file that cannot be read one way is refused, never ignored (issue 33, "hostile hands, round 4", part B).
@Suite struct ConfigFileRefusalTests {
    @Test func aConfigFileThatIsASymlinkToItselfIsRefusedNotIgnored() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try FileManager.default.createDirectory(atPath: cli.configHome + "/repchart", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cli.configFile, withDestinationPath: cli.configFile)
        let result = try cli.runConfigured(["summary"])
        #expect(result.status != 0)
        #expect(result.stderr == "error: \(cli.configFile): it is a symbolic link that leads back to itself; "
            + "remove it or set XDG_CONFIG_HOME to another folder\n")
    }

    @Test func aConfigKeyGivenTwiceIsRefusedNotSettledOnTheLast() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try FileManager.default.createDirectory(atPath: cli.configHome + "/repchart", withIntermediateDirectories: true)
        try Data(#"{"unit": "kg", "theme": "dark", "unit": "lb"}"#.utf8).write(to: URL(fileURLWithPath: cli.configFile))
        let result = try cli.runConfigured(["config", "list"])
        #expect(result.status != 0)
        #expect(result.stderr == "error: \(cli.configFile): unit: the key is given twice; keep one\n")
        // Keys inside a value or escaped the same way are one key each time.
        try Data(#"{"unit": "kg", "theme": "dark"}"#.utf8).write(to: URL(fileURLWithPath: cli.configFile))
        #expect(try cli.runConfigured(["config", "list"]).status == 0)
        try Data(#"{"unit": "kg", "\u0075nit": "lb"}"#.utf8).write(to: URL(fileURLWithPath: cli.configFile))
        #expect(try cli.runConfigured(["config", "list"]).stderr.contains("unit: the key is given twice"))
    }
}
