import Charts
import Workouts
import PNGCodec

/// Why a chart, report or demo could not be made: one line saying what and where.
public struct ReportsError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String

    /// A failure told as `description`, one line.
    public init(_ description: String) {
        self.description = description
    }

    init(_ error: StoreError) { self.init(error.description) }
    init(_ error: ChartError) { self.init(error.description) }
    init(_ error: DateInputError) { self.init(error.description) }
    init(_ error: FileWriteError) { self.init(error.description) }
}
