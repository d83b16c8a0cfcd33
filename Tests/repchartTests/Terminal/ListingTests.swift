import Foundation
import Testing
@testable import WorkoutStorage  // LogResult's memberwise init
import Workouts
@testable import repchart  // the listings live with the CLI (repchart/Terminal)

@Suite struct ListingTests {
    @Test func tablesAlignColumnsWithoutTrailingSpaces() {
        var table = TextTable(columns: [.init("NAME"), .init("SETS", .right), .init("NOTE")])
        table.append(["Bench Press", "12", ""])
        table.append(["Row", "3", "easy"])
        #expect(table.render() == """
            NAME         SETS  NOTE
            Bench Press    12
            Row             3  easy
            """)
    }

    @Test func setsReadAsEntered() throws {
        let exercise = Exercise(name: "Dips", color: "#0072B2", kind: .reps)
        var set = makeSet(exercise, "2026-11-20", reps: 8, weight: Weight(-22.5, .lb), bodyweight: true)
        set.utcOffset = -5 * 3600
        set.rpe = 8.5
        #expect(SetDescription.weight(set) == "bw-22.5 lb")
        #expect(SetDescription.effort(set) == "rpe 8.5")
        #expect(SetDescription.time(set) == "07:00")
        #expect(SetDescription.timestamp(set) == "2026-11-20T07:00:00-05:00")
        set.weight = Weight(100, .kg)
        set.isBodyweight = false
        #expect(SetDescription.weight(set) == "100 kg")
        #expect(Format.number(62.5) == "62.5" && Format.number(100) == "100" && Format.number(1 / 3) == "0.33")
        #expect(Format.duration(90) == "1:30" && Format.duration(45) == "45s" && Format.duration(3725) == "1:02:05")
    }

    /// `log plank 0:00.4` stored 0.4 s and showed "0s"; 45.5 s showed "46s".
    @Test func aFractionOfASecondIsShownAsStoredNotRounded() {
        let cases: [(Double, String)] = [
            (0.4, "0.4s"), (45.5, "45.5s"), (90.5, "1:30.5"), (3750.25, "1:02:30.25"), (61.05, "1:01.05"),
            (90.125, "1:30.125"), (0.004, "0.004s"), (59.9996, "1:00"), (0.0004, "0s"), (136.5, "2:16.5"),
            (3599.999, "59:59.999"), (-3, "0s"), (.nan, "?"),
        ]
        for (seconds, text) in cases { #expect(Format.duration(seconds) == text, "\(seconds)") }
    }

    @Test func logSummaryShowsTheSetsAndTotals() throws {
        let bench = Exercise(name: "Bench Press", color: "#0072B2")
        var sets = [makeSet(bench, "2026-11-20", reps: 5, weight: Weight(60, .kg), type: .warmup),
                    makeSet(bench, "2026-11-20", reps: 5, weight: Weight(100, .kg))]
        sets[0].number = 41
        sets[1].number = 42
        sets[1].rpe = 8
        let result = LogResult(exercise: bench, createdExercise: false, sets: sets, day: day("2026-11-20"),
                               week: Week(containing: day("2026-11-20")))
        #expect(LogSummary.text(result, unit: .kg) == """
            Logged 2 sets of Bench Press on Fri 2026-11-20 (2026-W47), 12:00:
              ID  SET  REPS  WEIGHT  EFFORT  TYPE
              41    1     5   60 kg          warmup
              42    2     5  100 kg  rpe 8   normal
            10 reps, 500 kg volume. `repchart undo` removes this entry.
            """)
    }

    /// `log "pull up" 3x8@bw+20kg` ended "24 reps." where `last` said 480 kg,
    /// and a single "1 reps".
    @Test func theClosingLineCountsBodyweightSetsAsLastDoes() throws {
        let pullUp = Exercise(name: "Pull Up", color: "#0072B2")
        var sets = (0..<3).map { _ in makeSet(pullUp, "2026-11-20", reps: 8, weight: Weight(20, .kg)) }
        for index in sets.indices {
            sets[index].isBodyweight = true
            sets[index].number = Int64(index + 1)
        }
        let result = LogResult(exercise: pullUp, createdExercise: false, sets: sets, day: day("2026-11-20"),
                               week: Week(containing: day("2026-11-20")))
        let closing = { (bodyWeight: Weight?) in LogSummary.text(result, unit: .kg, bodyWeight: bodyWeight).split(separator: "\n").last }
        #expect(closing(nil) == "24 reps, 480 kg volume. `repchart undo` removes this entry.")
        #expect(closing(Weight(80, .kg)) == "24 reps, 2,400 kg volume. `repchart undo` removes this entry.")
        let single = LogResult(exercise: pullUp, createdExercise: false, sets: [sets[0]].map { set in
            var one = set
            one.reps = 1
            one.isBodyweight = false
            return one
        }, day: day("2026-11-20"), week: Week(containing: day("2026-11-20")))
        #expect(LogSummary.text(single, unit: .kg).hasSuffix("\n1 rep, 20 kg volume. `repchart undo` removes this entry."))
    }

    @Test func jsonListsEverySetWithSortedKeys() throws {
        let bench = Exercise(name: "Bench Press", color: "#0072B2")
        var set = makeSet(bench, "2026-11-20", reps: 5, weight: Weight(225, .lb))
        set.number = 7
        let text = SetListing.json([set], exercises: [bench])
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(decoded.count == 1)
        #expect(decoded[0]["exercise"] as? String == "Bench Press")
        #expect(decoded[0]["weight"] as? Double == 225)
        #expect(decoded[0]["unit"] as? String == "lb")
        #expect(decoded[0]["time"] as? String == "2026-11-20T12:00:00Z")
        #expect(text.range(of: "\"bodyweight\"")!.lowerBound < text.range(of: "\"day\"")!.lowerBound)
    }
}
