import Foundation
import Reports
import TrainingDemo
import Workouts

/// The review page of a year of the real-shape history (150 exercises over two
/// years, Fixtures/histories), written by the release `repchart` as a whole process.
/// Its budget (whole process, time and page size) is in docs/PERFORMANCE.md.
enum PeriodReportBench {
    static func run() throws {
        let folder = NSTemporaryDirectory() + "repchart-bench-review-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/150.sqlite"
        let store = try WorkoutStore(path: path)
        // The year so far: the history ends 2026-11-20, the page reviews 2026 to today.
        let today = Day(containing: Date(), in: TimeZone(identifier: "UTC") ?? .current)
        let made = RealShapeHistory().make(timeZone: RealShapeHistory.timeZone)
        for exercise in made.exercises { _ = try store.addExercise(exercise.name, kind: exercise.kind, id: exercise.id) }
        let sets = try store.insert(made.sets, source: "log", skipDuplicates: true).inserted.count
        print("(real-shape history: \(sets) sets of \(made.exercises.count) exercises)")

        // In-process: query, lay out and write the page text.
        let data = try ChartData(store: store)
        var bytes: [UInt8] = []
        _ = measure("review page, in process (year 2026, real-shape history)", runs: 10) {
            bytes = (try? PeriodReport.render(PeriodReportRequest(year: 2026, today: today), data: data)) ?? []
        }
        print(String(format: "review page size: %.2f MB (%d bytes)", Double(bytes.count) / 1e6, bytes.count))

        // Whole process: the release binary beside this one.
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("repchart")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("(no release repchart beside the bench; whole-process time skipped)")
            return
        }
        let output = folder + "/review.html"
        var times: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<15 {
            let before = childCPUSeconds()
            let process = Process()
            process.executableURL = binary
            process.arguments = ["report", "--html", "--year", "2026", "--db", path, "-o", output, "--force", "--tz", "UTC"]
            process.standardOutput = FileHandle.nullDevice
            let start = DispatchTime.now().uptimeNanoseconds
            try process.run()
            process.waitUntilExit()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            cpu.append((childCPUSeconds() - before) * 1000)
            guard process.terminationStatus == 0 else { print("repchart report failed"); return }
        }
        times.sort()
        cpu.sort()
        // On a shared machine the wall time waits for other work; the CPU time is what the command costs.
        print(String(format: "  CPU time (user + sys) per run: median %.1f ms, min %.1f ms", cpu[cpu.count / 2], cpu[0]))
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        print(String(format: "repchart report --html --year 2026 (real-shape, 150 exercises), whole process: median %.1f ms, min %.1f ms, max %.1f ms; %.2f MB",
                     times[times.count / 2], times[0], times[times.count - 1], Double(size) / 1e6))
    }

    /// User plus system CPU seconds of the children waited for so far.
    static func childCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
