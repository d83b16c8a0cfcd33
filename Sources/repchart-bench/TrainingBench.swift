import Foundation
import Workouts

/// `last`, `next`, `log EXERCISE` and `log`'s comparison on the million-set log.
/// Its budget (issue 37's, whole process beyond start-up) is in docs/PERFORMANCE.md.
enum TrainingBench {
    static func run() throws {
        let (store, path) = try StoreBench.millionSetLog()
        let exercise = try store.resolveExercise("Exercise 3")
        let today = ChartBench.today
        try measure("training: last 3 sessions, 1M sets") {
            blackHole(try store.lastSessions(of: exercise, count: 3))
        }
        try measure("training: next (due workout), 1M sets") {
            blackHole(try store.nextPlan(today: today))
        }
        try measure("training: next Exercise 3, 1M sets") {
            blackHole(try store.nextPlan(exercises: ["Exercise 3"], today: today))
        }
        // The log itself writes; each run is undone so the log keeps its million sets.
        let request = LogRequest(exercise: "Exercise 3", notation: "same +2.5kg", date: today.description,
                                 timeZone: TimeZone(identifier: "UTC") ?? .current)
        var samples: [Double] = []
        for _ in 0..<10 {
            let start = DispatchTime.now().uptimeNanoseconds
            blackHole(try store.log(request))
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            try store.undoLastBatch()
        }
        samples.sort()
        print(String(format: "training: log same +2.5kg with comparison and records, 1M sets: median %.1f ms", samples[5]))

        // Whole process: the release binary beside this one, against `--version` for start-up.
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("repchart")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("(no release repchart beside the bench; whole-process times skipped)")
            return
        }
        let commands: [(String, [String])] = [
            ("start-up (--version)", ["--version"]),
            ("last \"Exercise 3\"", ["last", "Exercise 3"]),
            ("next", ["next"]),
            ("log \"Exercise 3\" (no sets)", ["log", "Exercise 3"]),
        ]
        for (name, arguments) in commands {
            var times: [Double] = []
            for _ in 0..<21 {
                let process = Process()
                process.executableURL = binary
                process.arguments = arguments + (arguments == ["--version"] ? [] : ["--db", path, "--tz", "UTC"])
                process.standardOutput = FileHandle.nullDevice
                let start = DispatchTime.now().uptimeNanoseconds
                try process.run()
                process.waitUntilExit()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                guard process.terminationStatus == 0 else { print("repchart \(arguments) failed"); return }
            }
            times.sort()
            print(String(format: "training: repchart %@, whole process, 1M sets: median %.1f ms, min %.1f ms",
                         name, times[times.count / 2], times[0]))
        }
    }
}
