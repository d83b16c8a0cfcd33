import Foundation

/// Strong and Hevy name an exercise done on an assisted machine "Pull Up
/// (Assisted)" and write the machine's help as a positive weight. Read as
/// load, the help would count as lifted (77 kg of help, ten reps: 770 kg of
/// volume) and less help would read as a weaker lifter: it is body weight
/// minus the help, a negative load on a bodyweight set, and a set without a
/// weight is the body weight alone. A Strong export writes such sets back as
/// Strong does, and an added load (`bw+5kg`) as a weight below zero: help
/// below nothing.
package enum AssistedLoad {
    /// Whether `name` is an assisted exercise's: "(Assisted)" in any case.
    package static func isAssisted(_ name: String) -> Bool {
        name.range(of: "(assisted)", options: .caseInsensitive) != nil
    }

    /// Whether `name` holds the word "assisted" anywhere: Fitbod's "Assisted
    /// Pull Up" as well as Strong's "(Assisted)". For a reader whose app names
    /// assisted exercises so, not for Strong's layout (`isAssisted`).
    package static func namesAssistance(_ name: String) -> Bool {
        name.split(whereSeparator: { !$0.isLetter }).contains { $0.lowercased() == "assisted" }
    }

    /// Whether a set of `load`, on body weight or not, is body weight minus a machine's help.
    package static func isHelp(_ load: Weight?, bodyweight: Bool) -> Bool {
        bodyweight && (load?.value ?? 0) < 0
    }

    /// The load of a set of `name` written as `load`, and whether it is on
    /// body weight: for an assisted exercise with reps, the help (a weight
    /// below zero is a load added, none the body weight alone); otherwise
    /// `load` as written.
    package static func reading(_ load: Weight?, of name: String, reps: Int?,
                                bodyweight: Bool = false) -> (load: Weight?, bodyweight: Bool) {
        guard isAssisted(name), reps != nil else { return (load, bodyweight) }
        guard let load, load.value != 0 else { return (nil, true) }
        return (Weight(-load.value, load.unit), true)
    }

    /// The weight Strong's layout gives a set of `name` whose load is
    /// `weight` (signed on body weight): the help of an assisted exercise's
    /// bodyweight set, else `weight` as stored. nil when Strong's layout
    /// cannot say it: a load of its own on an assisted exercise, which a
    /// reader takes for help.
    package static func strongWeight(_ weight: Double?, of name: String, bodyweight: Bool) -> Double?? {
        guard isAssisted(name) else { return .some(weight) }
        if bodyweight { return .some(weight.map { -$0 } ?? 0) }
        return (weight ?? 0) == 0 ? .some(weight) : nil
    }
}
