import WorkoutModel
import WorkoutStorage

extension ImportedExercise {
    /// Counts one set read for this exercise.
    mutating func count(_ set: WorkoutSet, added: Bool, updated: Bool = false) {
        if added { sets += 1 } else if updated { self.updated += 1 } else { duplicates += 1 }
        // Through `entry`: the key-path member (`set.weight`) was not inlined here, once per set.
        if added || updated, AssistedLoad.isHelp(set.entry.weight, bodyweight: set.entry.isBodyweight) { assisted += 1 }
        first = min(first, set.day)
        last = max(last, set.day)
    }

    /// A stored exercise whose name is the same once equipment in brackets
    /// and case are set aside ("Bench Press (Barbell)" and "bench press"),
    /// or one or two letters away from it.
    static func lookalike(of name: String, in stored: [Exercise]) -> String? {
        let plain = bare(name)
        for exercise in stored {
            let other = bare(exercise.name)
            if other == plain { return exercise.name }
            if plain.count >= 6, other.count >= 6,
               NameSuggestions.editDistance(Array(plain), Array(other)) <= 2 { return exercise.name }
        }
        return nil
    }

    /// The name's key without bracketed parts.
    private static func bare(_ name: String) -> String {
        var result = ""
        var depth = 0
        for character in name {
            if character == "(" || character == "[" { depth += 1; continue }
            if character == ")" || character == "]" { depth = max(0, depth - 1); continue }
            if depth == 0 { result.append(character) }
        }
        return ExerciseName.key(result)
    }
}
