#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A one-line progress bar on standard error, drawn only when standard error
/// is a terminal (so logs and pipes stay clean).
public final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let label: String
    private let enabled: Bool
    private var lastDrawn = -1

    /// A bar headed `label`; drawn only when `enabled` (by default, when standard error is a terminal).
    public init(label: String, enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.label = label
        self.enabled = enabled
    }

    /// Draws `done` of `total`; the last call ends the line.
    public func update(done: Int, total: Int) {
        guard enabled, total > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        guard done > lastDrawn else { return }
        lastDrawn = done
        let width = 30
        let filled = min(width, done * width / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        var line = "\r\(label) \(bar) \(done)/\(total)"
        if done >= total { line += "\n" }
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// A closure for `WeeklyReport.run(progress:)`.
    public var callback: @Sendable (Int, Int) -> Void {
        { [self] done, total in update(done: done, total: total) }
    }
}
