import Foundation

/// Something you train: bench press, push ups, plank, row.
///
/// Names are unique ignoring case (and aliases share that namespace), so
/// `bench press`, `Bench Press` and an alias `bp` all find the same exercise.
package struct Exercise: Hashable, Sendable, Codable, Identifiable {
    /// Stable across renames, exports and imports.
    package var id: UUID
    /// The display name, unique ignoring case among names and aliases.
    package var name: String
    /// Other names that find this exercise (any case).
    package var aliases: [String]
    /// Display colour, `#RRGGBB`.
    package var color: String
    /// What its sets record (load and reps, time, distance), which picks its charts' measures.
    package var kind: ExerciseKind

    /// An exercise with a name, colour and kind; a fresh id unless one is kept from an export.
    package init(id: UUID = UUID(), name: String, aliases: [String] = [], color: String,
                kind: ExerciseKind = .weightReps) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.color = color
        self.kind = kind
    }
}

/// Rules for exercise names and aliases.
package enum ExerciseName {
    /// The most characters (grapheme clusters) of a name.
    package static let maxLength = 80
    /// The most Unicode scalars of a name: 80 characters of a script with
    /// marks fit, one letter with 100,000 combining marks (a 200 KB
    /// "character" that takes minutes to shape) does not.
    package static let maxScalars = 256

    /// Trims and collapses runs of white space and drops invisible format
    /// characters: "  bench   press " → "bench press", "Squat\u{200B}" → "Squat".
    package static func clean(_ name: String) -> String {
        var visible = name
        if name.unicodeScalars.contains(where: isInvisible) {
            visible = String(String.UnicodeScalarView(name.unicodeScalars.filter { !isInvisible($0) }))
        }
        return visible.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The case-insensitive key names are unique by. Joiners (kept in a name
    /// for the scripts and emoji that need them) do not tell two names apart.
    package static func key(_ name: String) -> String {
        let cleaned = clean(name)
        guard cleaned.unicodeScalars.contains(where: { $0 == "\u{200C}" || $0 == "\u{200D}" }) else {
            return cleaned.lowercased()
        }
        return String(String.UnicodeScalarView(cleaned.unicodeScalars.filter { $0 != "\u{200C}" && $0 != "\u{200D}" }))
            .lowercased()
    }

    /// Characters that show nothing but change how a name is stored or read:
    /// zero-width spaces, the byte-order mark, soft hyphens, word joiners and
    /// invisible operators, and the bidi marks, embeddings, overrides and
    /// isolates ("Squat" and "Squat\u{200B}" must be one exercise).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069,
             0xFEFF:
            true
        default: false
        }
    }

    /// A cleaned name, or why it cannot be one.
    package static func validated(_ name: String) throws(StoreError) -> String {
        let cleaned = clean(name)
        guard !cleaned.isEmpty else { throw .invalidName(name, .empty) }
        guard cleaned.unicodeScalars.count <= maxScalars, cleaned.count <= maxLength else {
            throw .invalidName(name, .tooLong)
        }
        guard !cleaned.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalidName(name, .controlCharacters)
        }
        return cleaned
    }
}
