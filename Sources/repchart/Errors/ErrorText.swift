import Charts
import Reports
import Typeset
import Workouts

/// The line the command line prints for `error` when one of the libraries
/// threw it: their errors carry values and words without flags, and the
/// words that name a flag or a command are chosen here. Nil: not one of
/// theirs (ArgumentParser words it).
func commandLineText(for error: any Error) -> String? {
    switch error {
    case let error as ReportsError: error.commandLineText
    case let error as StoreError: error.commandLineText
    case let error as RequestError: error.commandLineText
    case let error as DateInputError: error.commandLineText
    case let error as ImportError: error.commandLineText
    case let error as ImportMappingError: error.commandLineText
    case let error as ColumnMappingError: error.commandLineText
    case let error as ChartError: error.commandLineText
    case let error as FontError: error.commandLineText
    default: nil
    }
}
