import Foundation
import Testing
import Workouts

/// `sets keep` answers the likely-typo warning when the set is real: the warning
/// says how, and records count the set from then on.
@Suite struct SetsKeepCommandTests: CLILogFixtures {
    @Test func aRealJumpIsKeptAndCountedByPRs() throws {
        let cli = try CLI()
        defer { cli.remove() }
        // Squat every other day, 5 × 3 rising from 80 kg; one set of 6 × 225 kg on 21 Oct.
        var text = "Date,Exercise,Reps,Weight\n"
        let first = try Day(parsing: "2026-10-01")
        for index in 0..<29 {
            let trained = first.adding(days: 2 * index).description
            for _ in 0..<5 { text += "\(trained),Squat,3,\(80 + 0.5 * Double(index))\n" }
            if trained == "2026-10-21" { text += "\(trained),Squat,6,225\n" }
        }
        #expect(try cli.run(["import", try file(cli, "squat.csv", text), "--unit", "kg"]).status == 0)
        let spike = try #require(try cli.sets(["--exercise", "squat"]).first { $0["weight"] as? Double == 225 }?["number"] as? Int)
        let warned = try cli.run(["prs", "squat"])
        #expect(warned.stdout.contains("If it is one: `repchart sets delete \(spike)`; if it is real: `repchart sets keep \(spike)`."),
                "\(warned.stdout)")
        let kept = try cli.run(["sets", "keep", String(spike)])
        #expect(kept.status == 0 && kept.stdout.hasPrefix("Kept as real; records count it (1 set):"), "\(kept.stderr)")
        let counted = try cli.run(["prs", "squat", "--json"])
        #expect(!counted.stdout.contains("likely typo") && !warned.stdout.isEmpty)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(counted.stdout.utf8)) as? [[String: Any]])
        let squat = try #require(records.first)
        #expect((squat["unlikely"] as? [Any])?.isEmpty ?? true)
        let e1rm = (squat["records"] as? [[String: Any]])?.first { $0["record"] as? String == "e1RM" }
        #expect(e1rm?["value"] as? Double == 270, "\(counted.stdout.prefix(600))")
        // An unknown id keeps nothing and says which.
        let refused = try cli.run(["sets", "keep", "999999"])
        #expect(refused.status != 0 && refused.stderr == "error: no set with id 999999\n")
    }
}
