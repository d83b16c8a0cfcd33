import Foundation
import WorkoutModel

/// Which muscles each exercise of a log works: the log's own mapping when
/// one was set (`repchart exercises muscles`), else the catalogue's.
package struct MuscleResolver: Sendable {
    /// Where exercises without an override find their muscles.
    package var catalogue: ExerciseCatalogue
    /// Mappings set in the log, by exercise id.
    package var overrides: [UUID: MuscleMapping]
    /// Every exercise of the log, by id.
    package var exercises: [UUID: Exercise]

    /// A resolver for `exercises`, with the log's `overrides` before `catalogue`.
    package init(catalogue: ExerciseCatalogue = .builtIn, overrides: [UUID: MuscleMapping] = [:],
                exercises: [Exercise]) {
        self.catalogue = catalogue
        self.overrides = overrides
        self.exercises = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The exercise's muscles: its override, else its name's or an alias's catalogue entry.
    package func mapping(for exercise: Exercise) -> MuscleMapping? {
        if let own = overrides[exercise.id] { return own }
        for name in [exercise.name] + exercise.aliases {
            if let found = catalogue.mapping(for: name) { return found }
        }
        return nil
    }

    /// The muscles of the exercise with `id`; nil when it is unknown or unmapped.
    package func mapping(forId id: UUID) -> MuscleMapping? {
        exercises[id].flatMap { mapping(for: $0) }
    }

    /// Whether the exercise with `id` is cardio (`ExerciseCatalogue.isCardio`):
    /// its sets are time or distance, never working sets of a muscle.
    package func isCardio(id: UUID) -> Bool {
        exercises[id].map(catalogue.isCardio) ?? false
    }

    /// The exercises nothing maps, by name.
    package var unmapped: [Exercise] {
        exercises.values.filter { mapping(for: $0) == nil }.sorted { $0.name.lowercased() < $1.name.lowercased() }
    }
}

extension WorkoutStore {
    /// The resolver for this log: its exercises, its own mappings, the built-in catalogue.
    package func muscleResolver(catalogue: ExerciseCatalogue = .builtIn) throws(StoreError) -> MuscleResolver {
        MuscleResolver(catalogue: catalogue, overrides: try muscleMappings(), exercises: try exercises())
    }

    /// Per-day muscle-group totals: `query`'s metric over working sets only
    /// (warm-ups never count, whatever the query says, nor cardio: twenty
    /// minutes on a rowing machine is no set of quads), split by `counting`.
    package func dailyMuscleTotals(_ query: AggregateQuery, counting: MuscleCounting = MuscleCounting(),
                                  resolver: MuscleResolver? = nil) throws(StoreError)
        -> (totals: [DayMuscleTotal], unmapped: Set<UUID>) {
        var working = query
        working.includeWarmups = false
        let found: MuscleResolver
        if let resolver { found = resolver } else { found = try muscleResolver() }
        let lifted = try dailyTotals(working).filter { !found.isCardio(id: $0.exerciseId) }
        return counting.split(lifted, mapping: found.mapping(forId:))
    }
}
