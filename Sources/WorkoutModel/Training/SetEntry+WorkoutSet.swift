extension SetEntry {
    /// A stored set as notation sees it: what was done, without its id, time or source.
    public init(_ set: WorkoutSet) {
        self.init(reps: set.reps, weight: set.weight, isBodyweight: set.isBodyweight, rpe: set.rpe, rir: set.rir,
                  type: set.type, duration: set.duration, distance: set.distance, note: set.note)
    }
}
