import Dispatch
import Foundation

/// Runs independent chart jobs across the machine's cores and reports
/// progress; the first error (in job order) is rethrown once all have run.
enum ParallelRender {
    static func run(_ count: Int, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?,
                    _ job: @Sendable (Int) throws(ReportsError) -> Void) throws(ReportsError) {
        let state = JobState(count: count)
        progress?(0, count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            var failure: ReportsError?
            do throws(ReportsError) {
                try job(index)
            } catch {
                failure = error
            }
            let done = state.finish(index, failure)
            progress?(done, count)
        }
        if let error = state.firstError() { throw error }
    }
}

/// Results shared by the workers, behind a lock.
private final class JobState: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [ReportsError?]
    private var done = 0

    init(count: Int) { errors = Array(repeating: nil, count: count) }

    func finish(_ index: Int, _ error: ReportsError?) -> Int {
        lock.lock()
        defer { lock.unlock() }
        errors[index] = error
        done += 1
        return done
    }

    func firstError() -> ReportsError? {
        lock.lock()
        defer { lock.unlock() }
        return errors.compactMap { $0 }.first
    }
}
