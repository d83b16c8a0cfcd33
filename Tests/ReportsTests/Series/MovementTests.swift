import Foundation
import Testing
@testable import Reports
import Workouts

/// Which movement a chart by movement files each exercise under.
struct MovementTests {
    private func movements(_ exercises: [Exercise]) -> [String: Movement] {
        let groups = SeriesGroups(exercises, resolver: MuscleResolver(exercises: exercises))
        return Dictionary(uniqueKeysWithValues: exercises.compactMap { exercise in
            groups.movement[exercise.id].map { (exercise.name, $0) }
        })
    }

    /// A rowing machine logged for time was filed under pulling by its
    /// muscles (a row's), while a run was cardio: a chart by movement said a
    /// lifter's 30 minutes on the erg were back work.
    @Test func aRowingMachineLoggedForTimeIsCardioNotPulling() {
        let found = movements([
            Exercise(name: "Rowing Machine", color: "#336699", kind: .duration),
            Exercise(name: "Erg", aliases: ["Ski Erg"], color: "#336699", kind: .duration),
            Exercise(name: "Running", color: "#336699", kind: .distance),
            Exercise(name: "Seated Row (Cable)", color: "#336699"),
            Exercise(name: "Plank", color: "#336699", kind: .duration),
            Exercise(name: "Jump Rope", color: "#336699", kind: .reps),
            Exercise(name: "Jump Rope (Weighted)", color: "#336699"),
        ])
        #expect(found["Rowing Machine"] == .cardio)
        #expect(found["Erg"] == .cardio)
        #expect(found["Running"] == .cardio)
        #expect(found["Seated Row (Cable)"] == .pulling)
        #expect(found["Plank"] == .core)
        #expect(found["Jump Rope"] == .cardio)
        // Logged with a load and reps, a catalogue's cardio exercise is lifted: its muscles decide.
        #expect(found["Jump Rope (Weighted)"] == .legs)
    }
}
