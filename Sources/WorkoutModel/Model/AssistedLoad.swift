import Foundation

/// Strong and Hevy name an exercise done on an assisted machine "Pull Up
/// (Assisted)" and write the machine's help as a positive weight. Read as
/// load, the help would count as lifted (77 kg of help, ten reps: 770 kg of
/// volume) and less help would read as a weaker lifter: it is body weight
/// minus the help, a negative load on a bodyweight set. A Strong export
/// writes such a set back as Strong does.
package enum AssistedLoad {
    /// Whether `name` is an assisted exercise's: "(Assisted)" in any case.
    package static func isAssisted(_ name: String) -> Bool {
        name.range(of: "(assisted)", options: .caseInsensitive) != nil
    }

    /// The load of a set of `name` written as `load`, and whether it is on
    /// body weight: the help of an assisted exercise, or `load` as written.
    package static func reading(_ load: Weight?, of name: String, bodyweight: Bool = false) -> (load: Weight?, bodyweight: Bool) {
        guard let load, load.value > 0, isAssisted(name) else { return (load, bodyweight) }
        return (Weight(-load.value, load.unit), true)
    }
}
