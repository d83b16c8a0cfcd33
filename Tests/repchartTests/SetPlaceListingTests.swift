import Foundation
import Testing

/// The SET column is a set's place among its exercise's sets that day in the
/// log, wherever a few sets of a day are listed: a second `log` of the day
/// printed its sets as 1 and 2 where they were 3 and 4, and `sets keep`,
/// `sets delete` and `undo` numbered the sets they listed 1, 2, … likewise.
@Suite struct SetPlaceListingTests {
    /// The SET cells of a table's rows, by the ID in the first cell.
    private func places(_ text: String, column: Int) -> [Int: Int] {
        var places: [Int: Int] = [:]
        for line in text.split(separator: "\n") {
            let cells = line.split(separator: " ")
            guard cells.count > column, let id = Int(cells[0]), let place = Int(cells[column]) else { continue }
            places[id] = place
        }
        return places
    }

    @Test func aFewSetsOfADayAreNumberedAsInTheLog() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let date = ["--date", "2026-11-02", "--time", "18:00"]
        #expect(try cli.run(["log", "squat", "2x5@100kg", "--new"] + date).status == 0)
        #expect(try cli.run(["log", "deadlift", "5@140kg", "--new"] + date).status == 0)
        let second = try cli.run(["log", "squat", "2x5@102.5kg"] + date)
        // ID, SET: "4    3     5  102.5 kg  normal".
        #expect(places(second.stdout, column: 1) == [4: 3, 5: 4], "\(second.stdout)")
        // ID, DAY (two words), TIME, EXERCISE, SET.
        let kept = try cli.run(["sets", "keep", "5"])
        #expect(places(kept.stdout, column: 5) == [5: 4], "\(kept.stdout)")
        let deleted = try cli.run(["sets", "delete", "2", "4"])
        #expect(places(deleted.stdout, column: 5) == [2: 2, 4: 3], "\(deleted.stdout)")
        let listed = try cli.run(["sets"])
        #expect(places(listed.stdout, column: 5) == [1: 1, 3: 1, 5: 2], "\(listed.stdout)")
        let undone = try cli.run(["undo"])
        #expect(places(undone.stdout, column: 5) == [5: 2], "\(undone.stdout)")
    }

    /// `sets --limit 3` of a day of five squat sets lists the last three as
    /// sets 3, 4 and 5 of the day, not 1, 2 and 3; the days after it count
    /// from 1.
    @Test func aListingCutByACountNumbersItsFirstDayAsInTheLog() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "squat", "5x5@100kg", "--new", "--date", "2026-11-02", "--time", "18:00"]).status == 0)
        #expect(try cli.run(["log", "squat", "2x5@105kg", "--date", "2026-11-04", "--time", "18:00"]).status == 0)
        let listed = try cli.run(["sets", "--limit", "5"])
        // ID, DAY (two words), TIME, EXERCISE, SET.
        #expect(places(listed.stdout, column: 5) == [3: 3, 4: 4, 5: 5, 6: 1, 7: 2], "\(listed.stdout)")
        let whole = try cli.run(["sets", "--limit", "7"])
        #expect(places(whole.stdout, column: 5) == [1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 1, 7: 2], "\(whole.stdout)")
    }
}
