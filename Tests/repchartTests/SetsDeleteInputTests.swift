import Foundation
import Testing
import Workouts

/// `sets delete -` reads many ids from standard input (issue 33, "hostile hands, round 4", part B).
@Suite struct SetsDeleteInputTests: CLILogFixtures {
    @Test func setsDeleteTakesSixteenThousandIDsFromStandardInput() throws {
        let cli = try CLI()
        defer { cli.remove() }
        var text = "Date,Exercise,Reps,Weight\n"
        for index in 0..<16_000 { text += "2026-01-\(10 + index % 20),Squat,\(1 + index % 10),100\n" }
        text += "2026-02-01,Row,8,60\n"
        let path = try file(cli, "many.csv", text)
        #expect(try cli.run(["import", path, "--unit", "kg"]).status == 0)
        let ids = try cli.sets(["--exercise", "squat"]).compactMap { $0["id"] as? String }
        #expect(ids.count == 16_000)
        let list = try file(cli, "ids.txt", ids.joined(separator: "\n") + "\n")
        let deleted = try cli.run(["sets", "delete", "-"], launcher: ["/bin/sh", "-c", "\"$0\" \"$@\" < '\(list)'"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stdout.hasPrefix("Deleted 16,000 sets:"))
        let left = try cli.sets()
        #expect(left.map { "\($0["exercise"] as? String ?? "") \($0["reps"] as? Int ?? 0)x\($0["weight"] as? Double ?? 0)" }
            == ["Row 8x60.0"])
        // One unknown id among them deletes nothing.
        let mixed = try file(cli, "mixed.txt", "\(left[0]["id"] as? String ?? "")\nffffffff\n")
        let refused = try cli.run(["sets", "delete", "-"], launcher: ["/bin/sh", "-c", "\"$0\" \"$@\" < '\(mixed)'"])
        #expect(refused.status != 0 && refused.stderr == "error: no set with id ffffffff\n")
        #expect(try cli.sets().count == 1)
    }
}
