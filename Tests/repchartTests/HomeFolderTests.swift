import Foundation
import Testing
import Workouts

/// A HOME that does not exist is refused, never created (issue 33, "hostile hands, round 4", part B).
@Suite struct HomeFolderTests {
    @Test func aHomeThatDoesNotExistIsRefusedNeverCreated() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let home = cli.folder.appendingPathComponent("nonexistent").path
        let result = try cli.run(["log", "Squat", "5@100", "--new"], environment: ["HOME": home], useDatabase: false)
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.contains("HOME (\(home)) is not a folder that exists"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home), "HOME is never created")
    }
}
