import Reports
import Workouts

extension ReportsError {
    /// The line the command line prints for this error: the library's
    /// refusals worded with the flags and commands that caused them; an
    /// underlying error (the log's, a chart's, a date's, a file's, the
    /// config file's) as its own description.
    var commandLineText: String {
        switch kind {
        case .store, .summary, .chart, .date, .file, .config, .message: description
        case .option(let problem): problem.commandLineText
        case .request(let problem): problem.commandLineText
        case .period(let problem): problem.commandLineText
        case .size(let problem): problem.commandLineText
        case .output(let problem): problem.commandLineText
        case .logNotDemo(let path, let sets):
            "\(path) holds \(Format.count(sets, "set")) the demo did not make; the demo fills "
                + "only a new log or its own: give --db a new file, or leave --db out"
        }
    }
}

extension OptionProblem {
    /// The refusal of an option's value, naming the option where the library's does not.
    var commandLineText: String {
        switch self {
        case .unknownName, .unknownMuscleGroup, .notASize: description
        case .notARange(let text): "--target '\(text)' is not a range; write it as LOW-HIGH, e.g. 10-20"
        case .notAPosterSize(let text):
            "--size '\(text)' is not a poster size; use WIDTHxHEIGHT from "
                + "540x540 to 4320x5400, at least 4:5 tall (default 1080x1350)"
        }
    }
}
