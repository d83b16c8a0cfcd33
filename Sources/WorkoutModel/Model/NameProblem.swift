/// Why the store refuses an exercise name or alias (`StoreError.invalidName`).
package enum NameProblem: Hashable, Sendable, CustomStringConvertible {
    /// Nothing is left once the name is cleaned.
    case empty
    /// Longer than `ExerciseName.maxLength` characters or `ExerciseName.maxScalars` scalars.
    case tooLong
    /// A control character (a tab, a newline, an escape) in the name.
    case controlCharacters

    package var description: String {
        switch self {
        case .empty: "a name cannot be empty"
        case .tooLong:
            "a name can have at most \(ExerciseName.maxLength) characters (and \(ExerciseName.maxScalars) Unicode scalars, marks included)"
        case .controlCharacters: "a name cannot contain control characters"
        }
    }
}
