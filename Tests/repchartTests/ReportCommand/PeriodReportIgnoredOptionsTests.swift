import Foundation
import WorkoutTestSupport
import Testing

/// Issue 33 point 16: `report --html` took `--weeks`, `--metric`, `--title`
/// and `--scale` and wrote the same bytes; `--poster` ignored `--scale`.
@Suite struct PeriodReportIgnoredOptionsTests {
    @Test func reviewOptionsThePageOrPosterCannotHonourAreRefusedNotIgnored() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-02", sets: 5, reps: 5, kg: 100)
        let cases: [([String], String)] = [
            (["--html", "--weeks", "2"], "--weeks is for the folder of weekly charts"),
            (["--html", "--metric", "sets"], "--metric is for the folder of weekly charts"),
            (["--html", "--title", "Mine"], "--title is for the folder of weekly charts"),
            (["--html", "--scale", "2"], "--scale is for images"),
            (["--poster", "--scale", "2"], "--scale is for charts; the poster is --size pixels"),
            (["--poster", "--weeks", "2"], "--weeks is for the folder of weekly charts"),
        ]
        for (arguments, message) in cases {
            let result = try CLIProcess.run(["report"] + arguments + ["-o", "out.file", "--db", log.path],
                                            home: log.folder, currentDirectory: log.folder)
            #expect(result.status != 0 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: log.folder + "/out.file"), "\(arguments)")
        }
    }

    /// Issue 33, a small one: `--top 100000` failed at drawing, after the log was read.
    @Test func topPastTheSeriesLimitIsRefusedBeforeTheLogIsRead() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-02", sets: 5, reps: 5, kg: 100)
        // A log that cannot be read: only a check made before reading it can answer.
        let missing = log.folder + "/missing.sqlite"
        let result = try CLIProcess.run(["report", "--html", "--top", "100000", "-o", "r.html", "--db", log.path],
                                        home: log.folder, currentDirectory: log.folder)
        #expect(result.status != 0)
        #expect(result.stderr == "error: --top 100000 is more series than a chart can draw; use 2 to 512\n", "\(result.stderr)")
        let weekly = try CLIProcess.run(["report", "--top", "5", "--weeks", "1", "--out", "o", "--db", missing],
                                        home: log.folder, currentDirectory: log.folder)
        #expect(weekly.status != 0 && weekly.stderr.contains("--top goes with --html or --poster"), "\(weekly.stderr)")
        #expect(!FileManager.default.fileExists(atPath: log.folder + "/o"))
    }
}
