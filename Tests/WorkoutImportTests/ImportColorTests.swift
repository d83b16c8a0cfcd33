import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// An import colours the exercises it creates in order of volume: the most
/// trained takes the first palette colour and every new colour is the one
/// farthest from those in use, so the exercises trained most are far apart.
@Suite struct ImportColorTests {
    /// A Hevy CSV row: `sets` sets of `reps` at `kg` of `exercise` on 2021-01-0`day`.
    func rows(_ exercise: String, day: Int, sets: Int, reps: Int, kg: Double) -> String {
        (0..<sets).map { index in
            "\"Day\",\"0\(day) Jan 2021, 09:00\",\"0\(day) Jan 2021, 10:00\",\"\",\"\(exercise)\",,\"\","
                + "\(index),normal,\(kg),\(reps),,,\n"
        }.joined()
    }

    @Test func theMostTrainedTakeTheFarthestColoursFirst() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let header = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,"
            + "weight_kg,reps,distance_km,duration_seconds,rpe\n"
        // In the file's order the least trained comes first; by volume: Deadlift, Squat, Bench, Curl, Lateral Raise.
        let text = header + rows("Lateral Raise", day: 4, sets: 2, reps: 12, kg: 8)
            + rows("Curl", day: 4, sets: 3, reps: 10, kg: 15)
            + rows("Bench Press", day: 5, sets: 5, reps: 5, kg: 90)
            + rows("Squat", day: 6, sets: 5, reps: 5, kg: 130)
            + rows("Deadlift", day: 7, sets: 5, reps: 5, kg: 180)
        let path = try writeImportFile(folder, "hevy-colours.csv", text)
        let summary = try Importer.run(file: path, into: store,
                                       options: ImportOptions(format: .auto, timeZone: importUTC))
        #expect(summary.exercisesCreated == 5)
        let colors = Dictionary(uniqueKeysWithValues: try store.exercises().map { ($0.name, $0.color) })
        let order = ["Deadlift", "Squat", "Bench Press", "Curl", "Lateral Raise"]
        #expect(colors["Deadlift"] == Palette.colors[0], "\(colors)")
        var used: [String] = []
        for name in order {
            let color = try #require(colors[name])
            #expect(color == Palette.nextColor(avoiding: used), "\(name): \(color) after \(used)")
            used.append(color)
        }
    }

    @Test func aGivenColourIsKeptAndCountsAsInUse() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try store.addExercise("Row", color: "#0072B2")
        let header = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,"
            + "weight_kg,reps,distance_km,duration_seconds,rpe\n"
        let path = try writeImportFile(folder, "hevy-one.csv", header + rows("Squat", day: 4, sets: 3, reps: 5, kg: 100))
        try Importer.run(file: path, into: store, options: ImportOptions(format: .auto, timeZone: importUTC))
        #expect(try store.exercise(named: "Row")?.color == "#0072B2")
        #expect(try store.exercise(named: "Squat")?.color == Palette.nextColor(avoiding: ["#0072B2"]))
        #expect(try store.setColor("#123456", ofExercise: "Squat").color == "#123456")
    }
}
