import Reports

extension OptionProblem {
    /// The refusal of an option's value, naming the option where the library's does not.
    var commandLineText: String {
        switch self {
        case .unknownName, .unknownMuscleGroup, .notASize: description
        case .notARange(let text): "--target '\(text)' is not a range; write it as LOW-HIGH, e.g. 10-20"
        case .notAPosterSize(let text):
            "--size '\(text)' is not a poster size; use WIDTHxHEIGHT from "
                + "540x540 to 4320x5400, no wider than 5:4 (default 1080x1350, 4:5)"
        case .notAScaleTop(let text): "--y-max '\(text)' is not a number above 0; give one such as 12000"
        }
    }
}
