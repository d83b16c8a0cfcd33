import Foundation
import Testing
@testable import WorkoutModel

@Suite struct MuscleCatalogueTests {
    let catalogue = ExerciseCatalogue.builtIn

    @Test func theCatalogueIsWholeAndLarge() throws {
        #expect(catalogue.entries.count >= 250)
        // Every muscle group is someone's primary muscle.
        let primaries = Set(catalogue.entries.flatMap(\.mapping.primary))
        #expect(primaries == Set(MuscleGroup.allCases))
        for entry in catalogue.entries {
            #expect(Set(entry.mapping.primary).isDisjoint(with: entry.mapping.secondary), "\(entry.name)")
        }
    }

    @Test(arguments: [
        ("Bench Press (Barbell)", "Bench Press (Barbell)"), ("bench press", "Bench Press (Barbell)"),
        ("Flat Barbell Bench Press", "Bench Press (Barbell)"), ("BENCH PRESS (DUMBBELL)", "Bench Press (Dumbbell)"),
        ("DB Bench Press", "Bench Press (Dumbbell)"), ("Lat Pulldown (Cable)", "Lat Pulldown (Cable)"),
        ("lat pull-downs", "Lat Pulldown (Cable)"), ("Romanian Deadlift (Dumbbell)", "Romanian Deadlift (Dumbbell)"),
        ("RDL", "Romanian Deadlift (Barbell)"), ("Pull Ups", "Pull Up (Bodyweight)"), ("pullups", "Pull Up (Bodyweight)"),
        ("Chin-Up", "Chin Up (Bodyweight)"), ("Push-ups", "Push Up"), ("Military Press", "Overhead Press (Barbell)"),
        ("OHP", "Overhead Press (Barbell)"), ("Dumbbell Flyes", "Fly (Dumbbell)"),
        ("Skull Crushers (EZ Bar)", "Skullcrusher (EZ Bar)"), ("Tricep Pushdown", "Triceps Pushdown (Cable)"),
        ("Farmer's Walk", "Farmers Walk (Dumbbell)"), ("Crunches", "Crunch (Bodyweight)"),
        ("Seated Cable Row - V Grip (Cable)", "Seated Row (Cable)"), ("Squat (Kettlebell)", "Squat (Barbell)"),
        ("Standing Calf Raises", "Standing Calf Raise (Machine)"), ("Hip Thrust", "Hip Thrust (Barbell)"),
    ])
    func namesMatchTheirEntry(name: String, expected: String) {
        #expect(catalogue.entry(for: name)?.name == expected)
    }

    /// The `# Cardio` section is cardio; a plank, held for time, is not.
    @Test func theCardioHeadingMarksItsLines() throws {
        #expect(catalogue.entry(for: "Rowing Machine")?.isCardio == true)
        #expect(catalogue.entry(for: "Assault Bike")?.isCardio == true)
        #expect(catalogue.entry(for: "Plank")?.isCardio == false)
        #expect(catalogue.entry(for: "Dead Hang")?.isCardio == false)
        #expect(catalogue.entry(for: "Squat")?.isCardio == false)
        let parsed = try ExerciseCatalogue.parse("# Legs\nSquat | quads |\n# Cardio\nRunning | quads |\n# Core\nPlank | abs |").get()
        #expect(parsed.entries.map(\.isCardio) == [false, true, false])
    }

    /// Distance work is cardio unless the catalogue knows it as a lift: a
    /// farmers walk or a sled push logged by distance is a loaded carry.
    @Test func aCarryByDistanceIsNoCardio() {
        func cardio(_ name: String, _ kind: ExerciseKind) -> Bool {
            catalogue.isCardio(Exercise(name: name, color: "#000000", kind: kind))
        }
        #expect(!cardio("Farmers Walk", .distance))
        #expect(!cardio("Farmer's Walk", .distance))
        #expect(!cardio("Sled Push", .distance))
        #expect(cardio("Running", .distance))
        #expect(cardio("Rowing Machine", .duration))
        #expect(cardio("Trail Run", .distance))
        #expect(cardio("Incline Walk", .distance))
        #expect(cardio("Bike Ride", .distance))
        #expect(!cardio("Plank", .duration))
        #expect(!cardio("Jump Rope", .weightReps))
    }

    @Test func unknownNamesStayUnmapped() {
        #expect(catalogue.entry(for: "Underwater basket weaving") == nil)
        #expect(catalogue.entry(for: "") == nil)
        #expect(catalogue.entry(for: "((()))") == nil)
    }

    /// Names in the import variants another branch adds (Fixtures/imports/variants).
    @Test(arguments: ["Bent Over Row (Barbell)", "Cable Crossover", "Incline Bench Press (Dumbbell)",
                      "Overhead Press (Each Side, Dumbbells)", "Pull Up (Assisted)", "Romanian Deadlift (Dumbbell)",
                      "Rowing", "Running (Treadmill)", "Seated Cable Row", "Side Plank", "Squat"])
    func variantNamesMap(name: String) {
        #expect(catalogue.mapping(for: name) != nil)
    }

    @Test func badCatalogueLinesAreNamed() {
        guard case .failure(let error) = ExerciseCatalogue.parse("Curl | biceps |\nRow | backs |\n") else {
            Issue.record("a bad muscle was accepted")
            return
        }
        #expect(error.description.hasPrefix("catalogue line 2: bad primary muscles"))
        guard case .failure(let twice) = ExerciseCatalogue.parse("Curl | biceps |\ncurls | biceps |") else {
            Issue.record("a duplicate was accepted")
            return
        }
        #expect(twice.description.contains("listed twice"))
    }

    @Test func mappingsParseAndPrint() throws {
        let mapping = try MuscleMapping(parsing: ["chest", "triceps:0.5", "Front delts:0.25"])
        #expect(mapping.primary == [.chest])
        #expect(mapping.text() == "chest triceps:0.5 front-delts:0.25")
        #expect(throws: MuscleMappingError.self) { try MuscleMapping(parsing: ["chest", "wings"]) }
        #expect(throws: MuscleMappingError.self) { try MuscleMapping(parsing: ["chest:2"]) }
        #expect(throws: MuscleMappingError.self) { try MuscleMapping(parsing: ["chest", "chest:0.5"]) }
        #expect(throws: MuscleMappingError.self) { try MuscleMapping(parsing: []) }
    }
}
