import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Strong and Hevy write the help of an assisted machine as a positive
/// weight on an exercise named "… (Assisted)". It was stored as load lifted:
/// a pull-up with 77 kg of help added 770 kg of volume for ten reps, and
/// less help read as a weaker lifter. Now it is body weight minus the help,
/// and the import says so for each such exercise.
@Suite struct AssistedExerciseTests {
    static let strong = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE
        2025-09-05 12:37:47,"Fridays",1h 19m,"Pull Up (Assisted)",1,77.0,10.0,0,0.0,
        2025-09-05 12:37:47,"Fridays",1h 19m,"Pull Up (Assisted)",2,73.0,8.0,0,0.0,
        2025-09-05 12:37:47,"Fridays",1h 19m,"Pull Up (Assisted)",3,0,6.0,0,0.0,
        2025-09-05 12:37:47,"Fridays",1h 19m,"Pull Up (Assisted)",4,-5,4.0,0,0.0,
        2025-09-05 12:37:47,"Fridays",1h 19m,"Lat Pulldown (Cable)",1,50.0,10.0,0,0.0,

        """
    static let hevy = """
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
        "Pull","15 Sep 2025, 07:48","15 Sep 2025, 09:13","","Chin Up (Assisted)",,"",0,"normal",25,8,,0,
        "Pull","15 Sep 2025, 07:48","15 Sep 2025, 09:13","","Chin Up (Assisted)",,"",1,"normal",20,8,,0,
        "Pull","15 Sep 2025, 07:48","15 Sep 2025, 09:13","","Chin Up (Assisted)",,"",2,"normal",,5,,0,
        "Pull","15 Sep 2025, 07:48","15 Sep 2025, 09:13","","Bicep Curl (Dumbbell)",,"",0,"normal",12,10,,0,

        """

    /// A set without help is the body weight alone ("bw 6x"); a weight below zero on an
    /// assisted exercise, as RepChart's own Strong export writes a load added, is that load.
    @Test(arguments: [("strong.csv", strong, ["Pull Up (Assisted) bw-77 kg", "Pull Up (Assisted) bw-73 kg",
                                                "Pull Up (Assisted) bw 6x", "Pull Up (Assisted) bw5 kg",
                                                "Lat Pulldown (Cable) 50 kg"]),
                      ("hevy.csv", hevy, ["Chin Up (Assisted) bw-25 kg", "Chin Up (Assisted) bw-20 kg",
                                          "Chin Up (Assisted) bw 5x", "Bicep Curl (Dumbbell) 12 kg"])])
    func theHelpIsBodyWeightMinusItAndSaid(_ name: String, _ text: String, _ expected: [String]) throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = try writeImportFile(folder, name, text)
        let options = ImportOptions(unit: .kg, timeZone: importUTC)
        let read = try Importer.records(file: path, options: options).map { record in
            let load = record.weight.map { (record.isBodyweight ? "bw" : "") + "\(JSONWriting.number($0.value)) kg" }
            return "\(record.exerciseName) " + (load ?? (record.isBodyweight ? "bw " : "") + "\(record.reps ?? 0)x")
        }
        #expect(read == expected)
        let summary = try Importer.run(file: path, into: store, options: options)
        let assisted = summary.exercises.filter { $0.assisted > 0 }.map { "\($0.name) \($0.assisted)" }
        #expect(assisted == [name == "strong.csv" ? "Pull Up (Assisted) 2" : "Chin Up (Assisted) 2"])
        // No volume without a body weight: the help was never lifted; the 5 kg added, four times, was.
        let range = DayRange(try Day(parsing: "2025-09-01"), try Day(parsing: "2025-09-30"))
        let volume = try store.dailyTotals(AggregateQuery(range: range, metric: .volume))
            .filter { total in try store.exercises().first { $0.id == total.exerciseId }?.name.contains("Assisted") == true }
        #expect(volume.map(\.value).reduce(0, +) == (name == "strong.csv" ? 20 : 0), "\(volume)")
    }
}
