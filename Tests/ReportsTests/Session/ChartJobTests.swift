import Charts
import Foundation
import PNGCodec
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// One owner for a chart's session: `ChartJob` makes, prepares and finishes
/// it, on every path, and checks the size once into the `CheckedSize` the
/// session and the renderer are both handed.
@Suite struct ChartJobTests {
    func request(_ log: TestLog, format: ChartFormat = .png, size: ChartSize = ChartSize(width: 640, height: 400),
                 scale: Float = 1, output: String) throws -> ChartRequest {
        ChartRequest(kind: .week, period: .week(try Week(parsing: "2026-W47")),
                     style: ChartStyle(format: format, size: size, scale: scale, theme: .dark),
                     output: output, today: try day("2026-11-22"))
    }

    func squatLog() throws -> TestLog {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-16", sets: 5, reps: 5, kg: 120)
        return log
    }

    /// A job dropped before it ran (the log would not open) has still
    /// finished its session: its thread was joined, none is left waiting.
    @Test func aJobEndedBeforeItRanFinishesItsSession() throws {
        let log = try squatLog()
        defer { log.remove() }
        var sessions: [ChartSession] = []
        for format in [ChartFormat.png, .svg] {
            let job = ChartJob(try request(log, format: format, output: log.folder + "/never." + format.fileExtension))
            sessions.append(job.session)
            #expect(!job.session.isFinished)
            _ = consume job
        }
        let allFinished = sessions.allSatisfy { $0.isFinished }
        #expect(sessions.count == 2 && allFinished)
    }

    /// A job that ran, and one whose run threw (a refused size), have both
    /// finished their sessions once they end.
    @Test func aJobThatRanOrFailedFinishesItsSession() throws {
        let log = try squatLog()
        defer { log.remove() }
        let good = ChartJob(try request(log, output: log.folder + "/good.png"))
        let goodSession = good.session
        try good.run(store: log.store)
        _ = consume good
        #expect(goodSession.isFinished)

        let bad = ChartJob(try request(log, size: ChartSize(width: 0, height: 0), output: log.folder + "/bad.png"))
        let badSession = bad.session
        let error = #expect(throws: ReportsError.self) { try bad.run(store: log.store) }
        #expect(error?.kind == .size(.tooSmall(ChartSize(width: 0, height: 0), minimum: ChartSize(width: 240, height: 160))))
        _ = consume bad
        #expect(badSession.isFinished)
        #expect(!FileManager.default.fileExists(atPath: log.folder + "/bad.png"))
    }

    /// The size is checked once, into the value the session prepares its
    /// canvas from: its pixels are the ones the chart is drawn at, so the
    /// prepared canvas is the one used and the file is the same bytes as a
    /// chart drawn without a job.
    @Test(arguments: zip([ChartSize(width: 640, height: 400), ChartSize(width: 240, height: 160),
                          ChartSize(width: 3840, height: 2160)], [Float(2), 1, 1]))
    func theCheckedSizeIsThePreparedCanvas(size: ChartSize, scale: Float) throws {
        let log = try squatLog()
        defer { log.remove() }
        let checked = try size.checked(scale: scale)
        let pixels = try checked.pixels.get()
        #expect(pixels.width == Int((Float(size.width) * scale).rounded()))
        #expect(pixels.height == Int((Float(size.height) * scale).rounded()))

        let plain = log.folder + "/plain.png", viaJob = log.folder + "/job.png"
        try ChartRenderer.run(try request(log, size: size, scale: scale, output: plain), store: log.store)
        let job = ChartJob(try request(log, size: size, scale: scale, output: viaJob))
        #expect(try job.size.get() == checked)
        try job.run(store: log.store)
        let plainBytes = try Data(contentsOf: URL(fileURLWithPath: plain))
        #expect(try Data(contentsOf: URL(fileURLWithPath: viaJob)) == plainBytes)
        let image = try PNGDecoder.decode(contentsOfFile: viaJob)
        #expect(image.width == pixels.width && image.height == pixels.height)
    }

    /// The one entry point: the log is opened after the job started, `draw`
    /// writes the chart and hands back the size it checked; a log that would
    /// not open is that error, and nothing is written.
    @Test func theEntryPointOwnsTheJob() throws {
        let log = try squatLog()
        defer { log.remove() }
        let path = log.folder + "/entry.png"
        let request = try request(log, output: path)
        var opened: String?
        let drawn = try ChartJob.run(request, logAt: log.path) { store, draw throws(ReportsError) in
            opened = store.path
            return try draw(nil)
        }
        #expect(opened == log.path && drawn.path == path)
        #expect(drawn.size == (try request.style.size.checked(scale: request.style.scale)))
        #expect(FileManager.default.fileExists(atPath: path))

        let never = log.folder + "/never.png"
        let error = #expect(throws: ReportsError.self) {
            try ChartJob.run(try self.request(log, output: never), logAt: log.folder + "/none.sqlite") {
                _, draw throws(ReportsError) in try draw(nil)
            }
        }
        guard case .store? = error?.kind else {
            Issue.record("a log that is not there is the store's error, not \(String(describing: error))")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: never))
    }
}
