import Basics

/// Which muscles an exercise works, each with the share of a set it counts:
/// 1 for a primary muscle, a fraction for a secondary one (nil: the
/// counting's default fraction).
package struct MuscleMapping: Hashable, Sendable, Codable {
    /// One muscle group and how much of a set it is credited with.
    package struct Share: Hashable, Sendable, Codable {
        /// The group credited.
        package var muscle: MuscleGroup
        /// nil for a secondary muscle at the default fraction.
        package var weight: Double?

        /// `muscle` credited with `weight` of a set (nil: the default secondary fraction).
        package init(muscle: MuscleGroup, weight: Double?) {
            self.muscle = muscle
            self.weight = weight
        }
    }

    /// Every group the exercise works, with its share.
    package var shares: [Share]

    /// A mapping with these shares, fractions as given.
    package init(shares: [Share]) {
        self.shares = shares
    }

    /// Primary groups at a whole set each, secondary ones at the default fraction.
    package init(primary: [MuscleGroup], secondary: [MuscleGroup]) {
        shares = primary.map { Share(muscle: $0, weight: 1) } + secondary.map { Share(muscle: $0, weight: nil) }
    }

    /// The groups credited with a whole set.
    package var primary: [MuscleGroup] { shares.filter { $0.weight == 1 }.map(\.muscle) }
    /// The groups credited with a fraction of a set.
    package var secondary: [MuscleGroup] { shares.filter { $0.weight != 1 }.map(\.muscle) }

    /// Parses `chest triceps:0.5 front-delts:0.5` (a muscle alone counts 1).
    package init(parsing words: [String]) throws(MuscleMappingError) {
        var shares: [Share] = []
        for word in words {
            let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
            guard let name = parts.first, let muscle = MuscleGroup(name: name) else {
                throw MuscleMappingError("'\(QuotedInput.clipped(word))' is not a muscle group; use one of "
                                         + MuscleGroup.allCases.map(\.rawValue).joined(separator: ", "))
            }
            var weight = 1.0
            if parts.count == 2 {
                guard let w = Double(parts[1]), w.isFinite, w > 0, w <= 1 else {
                    throw MuscleMappingError("'\(QuotedInput.clipped(word))': the share after ':' must be a number above 0 and at most 1")
                }
                weight = w
            }
            guard !shares.contains(where: { $0.muscle == muscle }) else {
                throw MuscleMappingError("'\(muscle.rawValue)' is listed twice")
            }
            shares.append(Share(muscle: muscle, weight: weight))
        }
        guard !shares.isEmpty else { throw MuscleMappingError("name at least one muscle group, e.g. chest triceps:0.5") }
        self.shares = shares
    }

    /// The written form: `chest triceps:0.5` (secondary at the default fraction written as `:0.5` of it).
    package func text(secondaryFraction: Double = 0.5) -> String {
        shares.map { share in
            let w = share.weight ?? secondaryFraction
            return w == 1 ? share.muscle.rawValue : "\(share.muscle.rawValue):\(Format.number(w))"
        }.joined(separator: " ")
    }
}

/// A muscle mapping that could not be read.
package struct MuscleMappingError: Error, Equatable, Sendable, CustomStringConvertible {
    package let description: String
    /// A failure told as `description`: one line saying what is wrong and how to write it.
    package init(_ description: String) { self.description = description }
}
