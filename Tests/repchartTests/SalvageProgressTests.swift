import Foundation
import Testing

/// `export --salvage` steps over what it cannot read and always moves on.
@Suite struct SalvageProgressTests {
    /// A 3,000-set log with four pages overwritten in its middle (the round-4
    /// scenario), kept as it came out of one run: here the range scan from
    /// the row a recovery found fails again before its first row, while that
    /// row alone still reads. The old recovery found the same row again and
    /// again, for ever, its report growing without end.
    @Test func aRecoveryThatFindsTheSameRowAgainMovesPastIt() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try FileManager.default.copyItem(atPath: databaseFixtures + "/salvage-range-scan-fails.sqlite", toPath: cli.database)
        let rescued = cli.folder.appendingPathComponent("rescued.json").path
        let salvage = try cli.run(["export", "--salvage", "-o", rescued], launcher: ["/usr/bin/timeout", "120"])
        #expect(salvage.status == 0, "exit \(salvage.status): \(salvage.stderr.suffix(300))")
        #expect(salvage.stderr.contains("set rows 1338–1368 could not be read"), "\(salvage.stderr.suffix(300))")
        #expect(salvage.stderr.contains("set rows 1369–1369 could not be read"), "\(salvage.stderr.suffix(300))")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: rescued))) as? [String: Any])
        let sets = try #require(document["sets"] as? [[String: Any]])
        #expect(sets.count == 2_968)
        // Every set rescued holds what a set holds.
        for set in sets {
            #expect((set["reps"] as? Int).map { $0 > 0 } == true)
            #expect((set["weight"] as? Double).map { $0 > 0 } == true)
        }
    }
}
