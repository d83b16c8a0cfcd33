/// A value typed for an option that is not one: the text as typed (cut to
/// 80 characters, or quoted as the refusal shows it) and what would do.
package enum OptionProblem: Sendable, Equatable {
    /// A word that names none of `choices`; `noun` is what the value is
    /// called ("metric", "theme").
    case unknownName(noun: String, text: String, choices: [String])
    /// A muscle group name that is not one (`MuscleGroupList`).
    case unknownMuscleGroup(String)
    /// Not a range of weekly sets written LOW-HIGH (`WeeklySetRange`).
    case notARange(String)
    /// Not a size written WIDTHxHEIGHT (`ChartSize`).
    case notASize(String)
    /// Not a poster size: WIDTHxHEIGHT from 540x540 to 4320x5400, no wider than 5:4.
    case notAPosterSize(String)
    /// Not a positive number for the top of a value scale (`ValueScaleTop`).
    case notAScaleTop(String)
}

extension OptionProblem: CustomStringConvertible {
    /// One line naming the text and what would do.
    package var description: String {
        switch self {
        case .unknownName(let noun, let text, let choices):
            "unknown \(noun) '\(text)'; use \(choices.spokenList(joinedBy: "or"))"
        case .unknownMuscleGroup(let name):
            "unknown muscle group '\(name)'; use " + MuscleGroupList.choices.joined(separator: ", ")
        case .notARange(let text):
            "'\(text)' is not a range of weekly sets; write it as LOW-HIGH, e.g. 10-20"
        case .notASize(let text):
            "'\(text)' is not a size; use WIDTHxHEIGHT such as 1600x1000"
        case .notAPosterSize(let text):
            "'\(text)' is not a poster size; use WIDTHxHEIGHT from 540x540 to 4320x5400, no wider than 5:4 (default 1080x1350, 4:5)"
        case .notAScaleTop(let text):
            "'\(text)' is not the top of a value scale; give a number above 0, such as 12000"
        }
    }
}
