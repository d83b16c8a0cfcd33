import Foundation
import Testing

/// Chart commands once kept their canvas in /dev/shm/repchart-canvas-UID,
/// mapped shared between runs: a `truncate -s 0` of that file while a chart
/// drew killed the chart with SIGBUS (issue 26.9; 30 runs of 30), and no
/// check can stop another process from truncating a mapped file. Charts now
/// keep nothing there; whatever another process does to the file, a chart
/// draws.
@Suite(.serialized) struct CanvasFileTests {
    /// Set by the test, read by the truncating thread.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/shm"), "needs /dev/shm"))
    func aChartSurvivesTheOldCanvasFileBeingTruncatedMeanwhile() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["log", "Squat", "5x5@100", "--new", "--date", "2026-11-17"])
        let canvasFile = "/dev/shm/repchart-canvas-\(getuid())"
        let stop = Flag()
        let truncating = Thread {
            while !stop.isSet { truncate(canvasFile, 0) }
        }
        truncating.start()
        defer { stop.set() }
        let png = cli.folder.appendingPathComponent("week.png").path
        for run in 0..<10 {
            let result = try cli.run(["chart", "week", "--week", "2026-W47", "-o", png])
            #expect(result.status == 0, "run \(run): exit \(result.status) \(result.stderr)")
        }
    }
}
