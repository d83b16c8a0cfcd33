import Charts
import Foundation
import PNGCodec
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

@Suite struct WeeklyChartFolderTests {
    @Test func namesAndContents() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-03", sets: 5, reps: 5, kg: 100)
        try log.log(squat, "2026-11-18", sets: 5, reps: 5, kg: 105)
        let folder = log.folder + "/report"
        let request = WeeklyChartFolderRequest(weeks: 4, folder: folder, style: ChartStyle(size: ChartSize(width: 480, height: 300)),
                                          today: try day("2026-11-21"))
        let progress = Counter()
        let files = try WeeklyChartFolder.run(request, store: log.store, progress: { done, total in progress.add(done, total) })
        #expect(files == ["2026-W44-week.png", "2026-W45-week.png", "2026-W46-week.png", "2026-W47-week.png",
                          "2026-W44-2026-W47-totals.png", "2026-W44-2026-W47-share.png"].map { folder + "/" + $0 })
        #expect(progress.last == 6 && progress.total == 6)
        for file in files {
            let image = try PNGDecoder.decode(contentsOfFile: file)
            #expect(image.width == 480 && image.height == 300)
        }
        // A second run replaces its own PNGs.
        _ = try WeeklyChartFolder.run(request, store: log.store)
        // A stranger file in the way stops the report before anything is drawn.
        try FileManager.default.removeItem(atPath: files[0])
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: files[0]))
        #expect(throws: ReportsError(.output(.existsNotKind(path: files[0], kind: "a PNG image")))) {
            try WeeklyChartFolder.run(request, store: log.store)
        }
        #expect(try String(contentsOfFile: files[0], encoding: .utf8) == "keep me")
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var last = 0
    private(set) var total = 0

    func add(_ done: Int, _ total: Int) {
        lock.lock()
        last = max(last, done)
        self.total = total
        lock.unlock()
    }
}
