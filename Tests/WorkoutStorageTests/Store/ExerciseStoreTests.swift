import Basics
import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

@Suite struct ExerciseStoreTests {
    @Test func namesAreUniqueIgnoringCaseAndSpaces() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let bench = try store.addExercise("  Bench   Press ", aliases: ["bp"])
        #expect(bench.name == "Bench Press")
        #expect(try store.exercise(named: "BENCH press")?.id == bench.id)
        #expect(try store.exercise(named: "BP")?.id == bench.id)
        #expect(throws: StoreError.nameTaken("bench press", owner: "Bench Press")) {
            try store.addExercise("bench press")
        }
        #expect(throws: StoreError.nameTaken("Bp", owner: "Bench Press")) { try store.addExercise("Bp") }
        #expect(throws: StoreError.invalidName("  ", .empty)) { try store.addExercise("  ") }
    }

    @Test func assignsDistinctPaletteColoursAndChecksGivenOnes() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let a = try store.addExercise("A")
        let b = try store.addExercise("B")
        let c = try store.addExercise("C", color: "#abc")
        #expect(a.color == Palette.colors[0])
        // The second takes the palette colour farthest from the first.
        let blue = try #require(CIELAB(hex: a.color))
        let farthest = Palette.colors.dropFirst().max { blue.delta(CIELAB(hex: $0)!) < blue.delta(CIELAB(hex: $1)!) }
        #expect(b.color == farthest)
        #expect(b.color != Palette.colors[1])
        #expect(c.color == "#AABBCC")
        #expect(throws: StoreError.invalidColor("blue-ish")) { try store.addExercise("D", color: "blue-ish") }
        #expect(try store.setColor("00ff00", ofExercise: "a").color == "#00FF00")
    }

    @Test func suggestsCloseNamesForUnknownOnes() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try store.addExercise("Bench Press")
        try store.addExercise("Squat")
        try store.addExercise("Deadlift", aliases: ["DL"])
        #expect(throws: StoreError.unknownExercise("bench", suggestions: ["Bench Press"])) {
            try store.resolveExercise("bench")
        }
        #expect(throws: StoreError.unknownExercise("sqaut", suggestions: ["Squat"])) {
            try store.resolveExercise("sqaut")
        }
        let error = StoreError.unknownExercise("bench", suggestions: ["Bench Press"])
        #expect(error.description == "unknown exercise 'bench'; did you mean 'Bench Press'?")
        #expect(throws: StoreError.unknownExercise("zzzz", suggestions: [])) { try store.resolveExercise("zzzz") }
    }

    @Test func renamesAliasesAndMergesWithoutLosingSets() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let bench = try store.addExercise("Bench")
        let flat = try store.addExercise("Flat Bench", aliases: ["fb"])
        try store.insert([makeSet(bench, "2026-11-20", reps: 5), makeSet(flat, "2026-11-20", reps: 8),
                          makeSet(flat, "2026-11-21", reps: 8)])
        let renamed = try store.renameExercise("bench", to: "Bench Press")
        #expect(renamed.id == bench.id)
        #expect(try store.addAlias("bench", toExercise: "Bench Press").aliases == ["bench"])
        #expect(throws: StoreError.nameTaken("fb", owner: "Flat Bench")) {
            try store.addAlias("fb", toExercise: "Bench Press")
        }

        let (merged, moved) = try store.mergeExercise("flat bench", into: "bench press")
        #expect(moved == 2)
        #expect(merged.id == bench.id)
        #expect(Set(merged.aliases) == ["bench", "fb", "Flat Bench"])
        #expect(try store.exercises().map(\.name) == ["Bench Press"])
        #expect(try store.sets().allSatisfy { $0.exerciseId == bench.id })
        #expect(try store.setCount() == 3)
        #expect(try store.exercise(named: "flat bench")?.id == bench.id)
        #expect(throws: StoreError.sameExercise("fb", "Bench Press")) { try store.mergeExercise("fb", into: "Bench Press") }
    }
}
