import Foundation
import Testing

/// `sets delete` of every set of the last `log`, then `undo`: it removed the
/// entry before, a Friday's squats, without a word.
@Suite struct UndoDeletedEntryTests {
    @Test func undoAfterTheLastEntrysSetsWereDeletedSaysSoAndKeepsTheOlderEntry() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let squats = try cli.run(["log", "squat", "3x5@65kg", "--new", "--date", "2026-11-27"])
        #expect(squats.status == 0, "\(squats.stderr)")
        let curls = try cli.run(["log", "curl", "3x10@12kg", "--new", "--date", "2026-11-30"])
        #expect(curls.status == 0, "\(curls.stderr)")
        let numbers = try cli.sets(["--from", "2026-11-30"]).compactMap { $0["number"] as? Int }.map(String.init)
        #expect(numbers.count == 3)
        #expect(try cli.run(["sets", "delete"] + numbers).status == 0)

        let undo = try cli.run(["undo"])
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(undo.stdout.contains("The last entry (logged "), "\(undo.stdout)")
        #expect(undo.stdout.contains("has no sets left: they were deleted since. No set removed; "
                                     + "`repchart undo` again removes the entry before it."), "\(undo.stdout)")
        #expect(undo.stdout.contains("Removed exercise Curl, which that entry created."), "\(undo.stdout)")
        let kept = try cli.sets(["--from", "2026-11-01"])
        #expect(kept.map { "\($0["day"] ?? "") \($0["exercise"] ?? "") \($0["reps"] ?? "")x\($0["weight"] ?? "")" }
                == Array(repeating: "2026-11-27 Squat 5x65", count: 3), "the older entry stays")

        let again = try cli.run(["undo"])
        #expect(again.stdout.hasPrefix("Removed 3 sets:"), "\(again.stdout)")
        #expect(try cli.sets(["--from", "2026-11-01"]).isEmpty)
    }
}
