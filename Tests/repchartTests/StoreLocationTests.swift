import Foundation
import Testing

@Suite struct StoreLocationTests {
    @Test func dbFlagBeatsEnvironmentAndDefaultsFollowXDG() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let flagged = cli.folder.appendingPathComponent("flag/other.sqlite").path
        #expect(try cli.run(["log", "Squat", "5@100", "--new", "--db", flagged]).status == 0)
        #expect(FileManager.default.fileExists(atPath: flagged))
        #expect(!FileManager.default.fileExists(atPath: cli.database), "--db wins over REPCHART_DB")

        let xdg = cli.folder.appendingPathComponent("xdg").path
        let viaXDG = try cli.run(["log", "Squat", "5@100", "--new"], environment: ["XDG_DATA_HOME": xdg], useDatabase: false)
        #expect(viaXDG.status == 0, "\(viaXDG.stderr)")
        let xdgFile = xdg + "/repchart/repchart.sqlite"
        #expect(FileManager.default.fileExists(atPath: xdgFile))
        let mode = try FileManager.default.attributesOfItem(atPath: xdgFile)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o777 } == 0o600)

        let viaHome = try cli.run(["log", "Squat", "5@100", "--new"], useDatabase: false)
        #expect(viaHome.status == 0, "\(viaHome.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.folder.path + "/home/.local/share/repchart/repchart.sqlite"))
    }
}
