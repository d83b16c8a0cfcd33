#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A one-line progress bar on standard error, drawn only when standard error
/// is a terminal (so logs and pipes stay clean), redrawn only when what it
/// shows changes. Counted work (`update(done:total:)`: charts written) ends
/// its line when done; measured work (`show(_:)`: an import's share of its
/// file) is erased by `clear()` so the summary starts on a clean line.
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let label: String
    /// Whether the bar is drawn at all: work that only feeds the bar can be skipped when not.
    let enabled: Bool
    private var shown = ""
    private var visible = false
    private let width = 30

    /// A bar headed `label`; drawn only when `enabled` (by default, when standard error is a terminal).
    init(label: String, enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.label = label
        self.enabled = enabled
    }

    /// Draws `done` of `total`; the last call ends the line.
    func update(done: Int, total: Int) {
        guard total > 0 else { return }
        draw(filled: min(width, max(done, 0) * width / total), text: "\(done)/\(total)", ends: done >= total)
    }

    /// Draws `fraction` (0 to 1) as a percentage.
    func show(_ fraction: Double) {
        let percent = Int((min(max(fraction, 0), 1) * 100).rounded(.down))
        draw(filled: percent * width / 100, text: "\(percent)%", ends: false)
    }

    /// Erases the bar, when one is drawn.
    func clear() {
        lock.withLock {
            guard visible else { return }
            visible = false
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        }
    }

    /// A closure for `WeeklyChartFolder.run(progress:)` and `DemoRun.run(progress:)`.
    var callback: @Sendable (Int, Int) -> Void {
        { [self] done, total in update(done: done, total: total) }
    }

    private func draw(filled: Int, text: String, ends: Bool) {
        guard enabled else { return }
        lock.withLock {
            guard text != shown else { return }
            shown = text
            visible = !ends
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            FileHandle.standardError.write(Data("\r\(label) \(bar) \(text)\(ends ? "\n" : "")".utf8))
        }
    }
}
