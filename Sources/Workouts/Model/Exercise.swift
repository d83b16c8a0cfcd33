import Foundation

/// Something you train: bench press, push ups, plank, row.
///
/// Names are unique ignoring case (and aliases share that namespace), so
/// `bench press`, `Bench Press` and an alias `bp` all find the same exercise.
public struct Exercise: Hashable, Sendable, Codable, Identifiable {
    /// Stable across renames, exports and imports.
    public var id: UUID
    public var name: String
    /// Other names that find this exercise (any case).
    public var aliases: [String]
    /// Display colour, `#RRGGBB`.
    public var color: String
    public var kind: ExerciseKind

    public init(id: UUID = UUID(), name: String, aliases: [String] = [], color: String,
                kind: ExerciseKind = .weightReps) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.color = color
        self.kind = kind
    }
}

/// Rules for exercise names and aliases.
public enum ExerciseName {
    public static let maxLength = 80

    /// Trims and collapses runs of white space: "  bench   press " → "bench press".
    public static func clean(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The case-insensitive key names are unique by.
    public static func key(_ name: String) -> String {
        clean(name).lowercased()
    }

    /// A cleaned name, or why it cannot be one.
    static func validated(_ name: String) throws(StoreError) -> String {
        let cleaned = clean(name)
        guard !cleaned.isEmpty else { throw .invalidName(name, "a name cannot be empty") }
        guard cleaned.count <= maxLength else {
            throw .invalidName(name, "a name can have at most \(maxLength) characters")
        }
        guard !cleaned.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalidName(name, "a name cannot contain control characters")
        }
        return cleaned
    }
}
