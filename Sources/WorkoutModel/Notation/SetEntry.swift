/// One set as written in set notation, before it is given an exercise, a time
/// and an id by the store; a ``WorkoutSet`` holds it as its `entry`.
///
/// `3x5@100` becomes three equal entries; `12,10,8@60` three entries with
/// different reps. Loads keep the unit they were written in.
package struct SetEntry: Hashable, Sendable, Codable {
    /// Repetitions; nil for time- or distance-only sets (`3x60s`, `5km`).
    package var reps: Int?
    /// The load. For bodyweight sets this is the added (`bw+20kg`, positive) or
    /// assisted (`bw-25kg`, negative) load, and nil for plain bodyweight.
    package var weight: Weight?
    /// True for `@bw` sets.
    package var isBodyweight: Bool
    /// Rate of perceived exertion, 1...10 in half steps.
    package var rpe: Double?
    /// Reps in reserve, 0...10 in half steps.
    package var rir: Double?
    /// `.warmup` for `w`-marked sets, and so on; `.normal` when unmarked. Warm-ups
    /// stay out of volume and 1RM.
    package var type: SetType
    /// Seconds.
    package var duration: Double?
    /// Metres.
    package var distance: Double?
    /// The text after `#`, trimmed; the same note is given to every set of one line.
    /// An import puts its notes column here.
    package var note: String?

    /// An entry from its fields; everything not given is absent (a normal set).
    package init(
        reps: Int? = nil, weight: Weight? = nil, isBodyweight: Bool = false,
        rpe: Double? = nil, rir: Double? = nil, type: SetType = .normal,
        duration: Double? = nil, distance: Double? = nil, note: String? = nil
    ) {
        self.reps = reps
        self.weight = weight
        self.isBodyweight = isBodyweight
        self.rpe = rpe
        self.rir = rir
        self.type = type
        self.duration = duration
        self.distance = distance
        self.note = note
    }
}
