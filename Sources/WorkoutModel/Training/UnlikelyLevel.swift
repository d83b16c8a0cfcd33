/// A level (an estimated 1RM) far above every level near it in time: a typo
/// far more often than a day's strength. 6 × 225 kg among weeks of 85 kg, a
/// load typed in kg that was lifted in lb (2.2 times), a digit too many (10
/// times) all stand alone; a real jump is followed by more days near it, or
/// comes after days near it.
///
/// The rule: a level is unlikely when it is more than `factor` times the
/// highest of its neighbours (up to `reach` training days before it and
/// `reach` after, each at most `window` days away), and there are at least
/// `minimumNeighbours` of them. With one or two neighbours (a new lifter's
/// first days, a lift done a few times a year) only a level `fewFactor` times
/// theirs is judged: the empty bar, then 60 kg, is a beginner's week; 1500 kg
/// after 100 kg is a digit too many, and `next` would have asked for 1505 kg.
package enum UnlikelyLevel {
    /// How far above every neighbour a level must be. No training day is 80 %
    /// stronger than all of the ten around it; a kg/lb mix-up is 2.2 times.
    package static let factor = 1.8
    /// How far above one or two neighbours a level must be: a beginner's first
    /// weeks can triple (the bar, then 60 kg); a digit too many is ten times.
    package static let fewFactor = 5.0
    /// How many training days on each side are neighbours.
    package static let reach = 5
    /// Fewer neighbours than this are judged by `fewFactor` only.
    package static let minimumNeighbours = 3
    /// How many days away a neighbour may be: a lift's strength months apart is no reference.
    package static let window = 42

    /// What a level is judged against: its neighbours' highest and how far above it is unlikely.
    package struct Reference: Hashable, Sendable {
        /// The highest level of the neighbours.
        package var highest: Double
        /// `factor`, or `fewFactor` for one or two neighbours.
        package var factor: Double
    }

    /// For each of `levels` (one per training day, oldest first), the highest
    /// of its neighbours, or nil when it has none.
    package static func references(_ levels: [(day: Day, level: Double)]) -> [Reference?] {
        levels.indices.map { index in
            let near = levels[max(0, index - reach)..<index] + levels[(index + 1)..<min(levels.count, index + 1 + reach)]
            let neighbours = near.filter { abs($0.day.distance(to: levels[index].day)) <= window }.map(\.level)
            guard let highest = neighbours.max() else { return nil }
            return Reference(highest: highest, factor: neighbours.count >= minimumNeighbours ? factor : fewFactor)
        }
    }

    /// Whether `level` is unlikely beside `reference` (its neighbours').
    package static func isUnlikely(_ level: Double, reference: Reference?) -> Bool {
        guard let reference, reference.highest > 0, level.isFinite else { return false }
        return level > reference.factor * reference.highest
    }
}
