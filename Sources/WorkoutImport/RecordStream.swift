import Foundation
import WorkoutModel
import WorkoutStorage

/// Reads an import file on a second thread while the caller writes what was
/// read: records cross over in batches through a short queue (so memory stays
/// bounded whatever the file's size), in file order, with the progress the
/// reader reported and the reader's problem count at each record. The caller
/// sees exactly what a single-threaded `ImportFile.scan` would have shown it,
/// and when; only the reading runs ahead, by a few batches at most.
final class RecordStream: @unchecked Sendable {
    struct Progress {
        var before: Int
        var fraction: Double
    }

    struct Batch {
        var records: [ImportRecord] = []
        /// The reader's problem count when each record was read.
        var problemCounts: [Int] = []
        /// Progress to report before `records[before]`.
        var progress: [Progress] = []
    }

    /// Records per batch, and batches the queue holds.
    static let batchSize = 512
    static let queueLength = 8

    private let reader: ImportFile
    private let knownExercises: [UUID: ImportExercise]?
    private let reportsProgress: Bool
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var queue: [Batch] = []
    private var head = 0
    private var cancelled = false
    private var outcome: Result<ImportFile.Pass, ImportError>?
    private var problems = ProblemLog()

    init(reader: ImportFile, knownExercises: [UUID: ImportExercise]?, reportsProgress: Bool) {
        self.reader = reader
        self.knownExercises = knownExercises
        self.reportsProgress = reportsProgress
        let thread = Thread { [self] in produce() }
        thread.stackSize = 1 << 22
        thread.start()
    }

    /// Thrown inside the reader to stop it once the caller has given up.
    private static let stop = ImportError(file: "", problems: [])

    private func produce() {
        var log = ProblemLog()
        let tally = ProblemTally()
        log.tally = tally
        var batch = Batch()
        batch.records.reserveCapacity(RecordStream.batchSize)
        let result: Result<ImportFile.Pass, ImportError>
        do throws(ImportError) {
            let progress: (@Sendable (Double) -> Void)?
            if reportsProgress {
                let box = ProgressBox()
                progress = { fraction in box.fractions.append(fraction) }
                // The box is only touched on this thread: the reader calls progress before the record.
                let pass = try reader.scan(problems: &log, knownExercises: knownExercises, progress: progress) { record throws(ImportError) in
                    for fraction in box.fractions { batch.progress.append(Progress(before: batch.records.count, fraction: fraction)) }
                    box.fractions.removeAll()
                    try self.add(record, tally.count, &batch)
                }
                result = .success(pass)
            } else {
                let pass = try reader.scan(problems: &log, knownExercises: knownExercises) { record throws(ImportError) in
                    try self.add(record, tally.count, &batch)
                }
                result = .success(pass)
            }
        } catch {
            result = .failure(error)
        }
        log.tally = nil
        condition.lock()
        if !batch.records.isEmpty, !cancelled { queue.append(batch) }
        outcome = result
        problems = log
        condition.broadcast()
        condition.unlock()
    }

    private func add(_ record: ImportRecord, _ problemCount: Int, _ batch: inout Batch) throws(ImportError) {
        batch.records.append(record)
        batch.problemCounts.append(problemCount)
        guard batch.records.count >= RecordStream.batchSize else { return }
        condition.lock()
        while queue.count - head >= RecordStream.queueLength, !cancelled { condition.wait() }
        let stopped = cancelled
        if !stopped {
            queue.append(batch)
            condition.broadcast()
        }
        condition.unlock()
        if stopped { throw RecordStream.stop }
        batch = Batch()
        batch.records.reserveCapacity(RecordStream.batchSize)
    }

    /// The next batch in file order, nil once everything read was handed over.
    func next() -> Batch? {
        condition.lock()
        defer { condition.unlock() }
        while head == queue.count, outcome == nil { condition.wait() }
        guard head < queue.count else { return nil }
        let batch = queue[head]
        queue[head] = Batch()
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.broadcast()
        return batch
    }

    /// After `next` returned nil: what the reader saw besides the records, or
    /// the error that stopped it. `problems` are the reader's problems.
    func finish() -> (result: Result<ImportFile.Pass, ImportError>, problems: ProblemLog) {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return (outcome!, problems)
    }

    /// Stops the reader (when the caller gives up part-way) and waits for it
    /// to end; returns the reader's problems after its first `count`.
    func cancel(problemsBefore count: Int) -> ProblemLog {
        condition.lock()
        cancelled = true
        condition.broadcast()
        while outcome == nil { condition.wait() }
        let log = problems.prefix(count)
        condition.unlock()
        return log
    }
}

/// Progress fractions the reader reported since the last record (reader thread only).
private final class ProgressBox: @unchecked Sendable {
    var fractions: [Double] = []
}
