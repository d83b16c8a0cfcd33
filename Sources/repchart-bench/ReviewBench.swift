import Foundation
import Reports
import Workouts

/// The review page of a year of a 150-exercise, two-year history, written by
/// the release `repchart` as a whole process.
/// Budget (DESIGN.md): ≤ 0.25 s whole process and ≤ 1.5 MB.
enum ReviewBench {
    static func run() throws {
        let folder = NSTemporaryDirectory() + "repchart-bench-review-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/150.sqlite"
        let store = try WorkoutStore(path: path)
        let today = Day(containing: Date(), in: TimeZone(identifier: "UTC") ?? .current)
        let sets = try generate(store, exercises: 150, weeks: 104, today: today)
        print("(generated \(sets) sets of 150 exercises over 104 weeks)")

        // In-process: query, lay out and write the page text.
        let data = try ReportData(store: store)
        var bytes: [UInt8] = []
        _ = measure("review page, in process (year, 150 exercises)", runs: 10) {
            bytes = (try? Review.render(ReviewRequest(year: today.year, today: today), data: data)) ?? []
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
        for _ in 0..<15 {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["report", "--html", "--year", String(today.year), "--db", path, "-o", output, "--force", "--tz", "UTC"]
            process.standardOutput = FileHandle.nullDevice
            let start = DispatchTime.now().uptimeNanoseconds
            try process.run()
            process.waitUntilExit()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            guard process.terminationStatus == 0 else { print("repchart report failed"); return }
        }
        times.sort()
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        print(String(format: "repchart report --html --year (150 exercises), whole process: median %.1f ms, min %.1f ms, max %.1f ms; %.2f MB",
                     times[times.count / 2], times[0], times[times.count - 1], Double(size) / 1e6))
    }

    /// A deterministic two-year history: four sessions a week of six exercises
    /// (four sets each, warm-up first) drawn from `exercises`, the main lifts
    /// more often; every fifth session adds a cardio piece.
    static func generate(_ store: WorkoutStore, exercises count: Int, weeks: Int, today: Day) throws -> Int {
        var ids: [UUID] = []
        for i in 0..<count {
            let kind: ExerciseKind = i % 15 == 14 ? .duration : .weightReps
            ids.append(try store.addExercise(String(format: "Exercise %03d", i), kind: kind).id)
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        var written = 0
        let first = today.adding(days: -7 * weeks)
        try store.write { writer in
            var day = first
            while day <= today {
                if next(7) < 4 {
                    let instant = Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400 + 64_800)
                    for slot in 0..<6 {
                        // Skewed: low numbers (the main lifts) come up far more often.
                        let pick = min(next(count), next(count), slot < 2 ? next(12) : count - 1)
                        let id = ids[pick]
                        if pick % 15 == 14 {
                            try writer.insert(WorkoutSet(exerciseId: id, performedAt: instant, utcOffset: 0, day: day,
                                                         duration: Double(600 + next(1800)), source: "bench"))
                            written += 1
                            continue
                        }
                        let load = Double(20 + pick % 40 * 3) + Double(first.distance(to: day)) / 20
                        for set in 0..<4 {
                            try writer.insert(WorkoutSet(exerciseId: id, performedAt: instant, utcOffset: 0, day: day,
                                                         position: slot * 4 + set + 1, reps: set == 0 ? 8 : 4 + next(6),
                                                         weight: Weight((set == 0 ? load * 0.6 : load).rounded(), .kg),
                                                         type: set == 0 ? .warmup : .normal, source: "bench"))
                            written += 1
                        }
                    }
                }
                day = day.adding(days: 1)
            }
        }
        return written
    }
}
