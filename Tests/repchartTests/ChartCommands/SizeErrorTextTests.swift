import Foundation
import WorkoutTestSupport
import Testing

/// Issue 33 point 19: `--size 240x160 --scale 0.0001` said "image size
/// 373.33334×248.88889 at scale 6.428571e-05 is out of range", numbers the
/// user never typed.
@Suite struct SizeErrorTextTests {
    @Test func sizeErrorsQuoteTheValuesAsTypedAndNameTheLimit() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-16", sets: 5, reps: 5, kg: 100)
        let cases: [([String], String)] = [
            (["--size", "240x160", "--scale", "0.0001"],
             "--size 240x160 at scale 0.0001 is 0x0 px; each side must be at least 1 px"),
            (["--size", "1600x1000", "--scale", "0.0001"],
             "--size 1600x1000 at scale 0.0001 is 0x0 px; each side must be at least 1 px"),
            (["--size", "9000x1000", "--scale", "2.5"],
             "--size 9000x1000 at scale 2.5 is 22500x2500 px; each side can be at most 16384 px"),
            (["--scale", "9.5"], "--scale 9.5 is out of range"),
        ]
        for (arguments, message) in cases {
            let result = try CLIProcess.run(["chart", "week", "--week", "2026-W47", "-o", "w.png", "--db", log.path]
                                            + arguments, home: log.folder, currentDirectory: log.folder)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("e-05") && !result.stderr.contains("373.3"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }
}
