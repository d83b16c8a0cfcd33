import Charts
import Workouts
import PNGCodec

/// Why a chart, report or demo could not be made.
///
/// `kind` says which failure it was, with the values that caused it and the
/// underlying error (a `StoreError`, a `ChartError`, ...), for a caller that
/// reacts to some of them (switch on it); `description` is one line saying
/// what went wrong and where, in the library's terms (it names no
/// command-line flag: a command line words its own message from `kind`).
///
/// ```swift
/// do throws(ReportsError) {
///     try ChartJob(request).run(store: store)
/// } catch {
///     switch error.kind {
///     case .request(.topOutOfRange(let top)): print("\(top) series is not a top")
///     case .store(let underlying): print("the log: \(underlying)")
///     default: print("error: \(error)")
///     }
/// }
/// ```
package struct ReportsError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Which failure it was, with the values that caused it.
    package enum Kind: Sendable, Equatable {
        /// The log could not be opened, read or written.
        case store(StoreError)
        /// The log's summary of a period could not be made.
        case summary(RequestError)
        /// A chart could not be drawn, encoded or written (a font, a size, a file).
        case chart(ChartError)
        /// A date, week, period or time zone that could not be read.
        case date(DateInputError)
        /// A file could not be written; nothing was changed at its path.
        case file(FileWriteError)
        /// The config file could not be read or holds a value that cannot be used.
        case config(ConfigError)
        /// A value typed for an option (a theme, a size, a range) that is not one.
        case option(OptionProblem)
        /// Settings of a chart or report that do not fit together or are out of range.
        case request(RequestProblem)
        /// A period that cannot be shown.
        case period(PeriodProblem)
        /// A chart size or scale outside the limits.
        case size(SizeProblem)
        /// A place an image, page or folder cannot be written to.
        case output(OutputProblem)
        /// The demo was asked to fill the log at `path`, which holds `sets` sets it did not make.
        case logNotDemo(path: String, sets: Int)
        /// A refusal worded by the caller (a command line's own checks).
        case message(String)
    }

    /// Which failure it was, with its values and the underlying error.
    package let kind: Kind

    /// An error of `kind`.
    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// A refusal worded by the caller, one line (`Kind.message`): for a
    /// command line's own checks, never for the library's.
    package init(_ description: String) {
        self.kind = .message(description)
    }

    init(_ error: StoreError) { self.init(.store(error)) }
    init(_ error: ChartError) { self.init(.chart(error)) }
    init(_ error: DateInputError) { self.init(.date(error)) }
    init(_ error: FileWriteError) { self.init(.file(error)) }
    init(_ problem: OptionProblem) { self.init(.option(problem)) }
    init(_ problem: RequestProblem) { self.init(.request(problem)) }
    init(_ problem: PeriodProblem) { self.init(.period(problem)) }
    init(_ problem: SizeProblem) { self.init(.size(problem)) }
    init(_ problem: OutputProblem) { self.init(.output(problem)) }

    /// One line: what went wrong and where, in the library's terms.
    package var description: String {
        switch kind {
        case .store(let error): error.description
        case .summary(let error): error.description
        case .chart(let error): error.description
        case .date(let error): error.description
        case .file(let error): error.description
        case .config(let error): error.description
        case .option(let problem): problem.description
        case .request(let problem): problem.description
        case .period(let problem): problem.description
        case .size(let problem): problem.description
        case .output(let problem): problem.description
        case .logNotDemo(let path, let sets):
            "\(path) holds \(Format.count(sets, "set")) the demo did not make; the demo fills only a new log or its own"
        case .message(let text): text
        }
    }
}
