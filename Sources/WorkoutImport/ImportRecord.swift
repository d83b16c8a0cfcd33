import Foundation
import WorkoutModel
import WorkoutStorage

/// One set read from an import file, in the same shape whatever the format:
/// every parser produces these, and `Importer` writes them.
package struct ImportRecord: Hashable, Sendable {
    /// The set's own stable id (RepChart files only; other apps' sets get
    /// an id when written and are matched by `source` + `sourceKey`).
    package var id: UUID?
    /// The exercise name as the file spells it (before `--map`).
    package var exerciseName: String
    /// The exercise's id in a RepChart file.
    package var exerciseID: UUID?
    /// The local calendar day the set counts for.
    package var day: Day
    /// When the set was done.
    package var instant: Date
    /// The UTC offset in effect at `instant`, in seconds east of UTC.
    package var utcOffsetSeconds: Int
    /// Order within the day (1-based), when the file says.
    package var order: Int?
    /// `order` is the set's place in its day in the log the file came from
    /// (RepChart's own exports), kept as its position: a set re-imported after
    /// a delete goes back to its place, not to the end of its day.
    package var orderIsPosition = false
    /// Repetitions; nil for time- or distance-only sets.
    package var reps: Int?
    /// The load as the file gives it, in its unit.
    package var weight: Weight?
    /// Bodyweight exercise; `weight` is then added (or, negative, assisted) load.
    package var isBodyweight: Bool
    /// Rate of perceived exertion, 1...10.
    package var rpe: Double?
    /// Reps in reserve, 0...10.
    package var rir: Double?
    /// Warm-up, drop, failure or a normal set.
    package var setType: SetType
    /// Seconds.
    package var duration: Double?
    /// Metres.
    package var distance: Double?
    /// The set's notes, kept as its note.
    package var notes: String?
    /// Where the set came from: `strong`, `hevy`, `fitnotes`, `csv`, or
    /// whatever a RepChart file records (`repchart`, `log`, ...).
    package var source: String
    /// A key that names this set within `source`, derived from the app's
    /// natural keys (date, workout, exercise, set order), so a re-import
    /// finds it again.
    package var sourceKey: String?
    /// When the set was first stored (RepChart files keep it; others: now).
    package var createdAt: Date?
    /// Where in the file this set was read (for messages).
    package var location: SourceLocation
    /// The lifter kept this set as real after a likely-typo warning (a
    /// RepChart file's `kept`): the log it lands in keeps it too.
    package var isKept = false

    /// A record from its fields; what the file does not say stays nil (a normal set).
    package init(
        id: UUID? = nil, exerciseName: String, exerciseID: UUID? = nil, day: Day,
        instant: Date, utcOffsetSeconds: Int, order: Int? = nil, reps: Int? = nil,
        weight: Weight? = nil, isBodyweight: Bool = false, rpe: Double? = nil, rir: Double? = nil,
        setType: SetType = .normal, duration: Double? = nil, distance: Double? = nil,
        notes: String? = nil, source: String, sourceKey: String?, createdAt: Date? = nil,
        location: SourceLocation
    ) {
        self.id = id
        self.exerciseName = exerciseName
        self.exerciseID = exerciseID
        self.day = day
        self.instant = instant
        self.utcOffsetSeconds = utcOffsetSeconds
        self.order = order
        self.reps = reps
        self.weight = weight
        self.isBodyweight = isBodyweight
        self.rpe = rpe
        self.rir = rir
        self.setType = setType
        self.duration = duration
        self.distance = distance
        self.notes = notes
        self.source = source
        self.sourceKey = sourceKey
        self.createdAt = createdAt
        self.location = location
    }
}

/// An exercise described by a RepChart file.
package struct ImportExercise: Hashable, Sendable {
    /// The exercise's id, kept so re-imports and exports match it.
    package var id: UUID
    /// The exercise's name.
    package var name: String
    /// Its other names.
    package var aliases: [String]
    /// `#RRGGBB`.
    package var color: String?
    /// What its sets record: load and reps, time or distance.
    package var kind: ExerciseKind
    /// Where in the file it is described (for messages).
    package var location: SourceLocation
    /// The exporting log's own muscle mapping (export version 2).
    package var muscles: MuscleMapping?

    /// An exercise from its fields, as the file describes it.
    package init(id: UUID, name: String, aliases: [String] = [], color: String? = nil,
                kind: ExerciseKind, location: SourceLocation) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.color = color
        self.kind = kind
        self.location = location
    }
}

/// Settings carried by a RepChart file (keys and values as strings).
package typealias ImportSettings = [String: String]
