import Reports
import Workouts

extension ReportsError {
    /// The line the command line prints for this error: the library's
    /// refusals worded with the flags and commands that caused them; an
    /// underlying error (the log's, a chart's, a date's, a file's, the
    /// config file's) as its own description.
    var commandLineText: String {
        switch kind {
        case .store(let error): error.commandLineText
        case .summary(let error): error.commandLineText
        case .chart(let error): error.commandLineText
        case .date(let error): error.commandLineText
        case .file, .config, .message: description
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
