import Foundation
import WorkoutModel

extension WorkoutStore {
    /// Every exercise with its aliases, by name.
    package func exercises() throws(StoreError) -> [Exercise] {
        try reading { db in try ExerciseRecords.all(db) }
    }

    /// By name or alias, ignoring case and extra spaces; nil when unknown.
    package func exercise(named name: String) throws(StoreError) -> Exercise? {
        try reading { db in try ExerciseRecords.find(db, named: name) }
    }

    /// The exercise with `id`; nil when unknown.
    package func exercise(id: UUID) throws(StoreError) -> Exercise? {
        try reading { db in try ExerciseRecords.find(db, id: id) }
    }

    /// Like `exercise(named:)`, but an unknown name throws `unknownExercise` with
    /// the closest known names ("did you mean 'Bench Press'?").
    package func resolveExercise(_ name: String) throws(StoreError) -> Exercise {
        try reading { db in try ExerciseRecords.resolve(db, named: name) }
    }

    /// Like `resolveExercise`, for a chart's or a listing's name: a name that is one exercise's
    /// without its equipment, as charts label it ("Leg Press" for "Leg Press (Machine)"), is
    /// that exercise; one several share is refused with theirs. `log` never takes it so.
    package func resolveExerciseShortName(_ name: String) throws(StoreError) -> Exercise {
        try reading { db in try ExerciseRecords.resolveShort(db, named: name) }
    }

    /// The names of exercises other than `except` close to `name` ("Deadlift (Barbell)" for "Deadlift").
    package func nearNames(to name: String, except: UUID) throws(StoreError) -> [String] {
        try reading { db in try ExerciseRecords.nearNames(db, to: name, except: except) }
    }

    /// Adds an exercise. Without `color`, it takes the first unused palette colour.
    @discardableResult
    package func addExercise(_ name: String, color: String? = nil, kind: ExerciseKind = .weightReps,
                            aliases: [String] = [], id: UUID = UUID()) throws(StoreError) -> Exercise {
        let exercise = Exercise(id: id, name: name, aliases: aliases, color: color ?? "", kind: kind)
        return try writing { db in try ExerciseRecords.insert(db, exercise) }
    }

    /// Gives the exercises `ids` new colours in order of volume (most trained
    /// first, each farthest from the colours in use), as an import does for
    /// the exercises it creates.
    package func assignColorsByVolume(_ ids: [UUID]) throws(StoreError) {
        _ = try writing { db in try ColorAssignment.byVolume(db, ids: ids) }
    }

    /// Renames the exercise called `name` (or with that alias); its sets keep their exercise.
    @discardableResult
    package func renameExercise(_ name: String, to newName: String) throws(StoreError) -> Exercise {
        try writing { db in try ExerciseRecords.rename(db, name, to: newName) }
    }

    /// Sets the display colour (hex `#RRGGBB`) of the exercise called `name`.
    @discardableResult
    package func setColor(_ color: String, ofExercise name: String) throws(StoreError) -> Exercise {
        try writing { db in try ExerciseRecords.setColor(db, name, color) }
    }

    /// Sets what the sets of the exercise called `name` record, which picks its charts' measures.
    @discardableResult
    package func setKind(_ kind: ExerciseKind, ofExercise name: String) throws(StoreError) -> Exercise {
        try writing { db in try ExerciseRecords.setKind(db, name, kind) }
    }

    /// Adds `alias` as another name of the exercise called `name`.
    @discardableResult
    package func addAlias(_ alias: String, toExercise name: String) throws(StoreError) -> Exercise {
        try writing { db in try ExerciseRecords.addAlias(db, name, alias) }
    }

    /// Moves every set and alias of `from` into `into` and keeps `from`'s name as an
    /// alias. Returns the merged exercise and how many sets moved.
    @discardableResult
    package func mergeExercise(_ from: String, into: String) throws(StoreError) -> (exercise: Exercise, movedSets: Int) {
        try writing { db in try ExerciseRecords.merge(db, from, into: into) }
    }
}
