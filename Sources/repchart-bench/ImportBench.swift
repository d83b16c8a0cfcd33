import Foundation
import Workouts

/// Import of a generated RepChart JSON export into a fresh database:
/// wall time, CPU time and the process's peak memory (budget ≤ 5 s, ≤ 500 MB
/// for 1,000,000 sets). REPCHART_IMPORT_SETS changes the size.
enum ImportBench {
    static func run() throws {
        let count = ProcessInfo.processInfo.environment["REPCHART_IMPORT_SETS"].flatMap(Int.init) ?? 1_000_000
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("repchart-import-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sets.json").path
        try SampleExport.write(sets: count, toFile: file)
        let size = (try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0

        let store = try WorkoutStore(path: folder.appendingPathComponent("bench.sqlite").path)
        let cpuBefore = cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        let summary = try Importer.run(file: file, into: store)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = cpuSeconds() - cpuBefore
        print(String(format: "import %d sets (%.0f MB JSON)         %8.2f s wall  %6.2f s CPU",
                     summary.setsAdded, Double(size) / 1e6, wall, cpu))
        print(String(format: "import peak memory (whole process)        %8.0f MB", peakMegabytes()))
    }

    #if canImport(Glibc)
    private static let RUSAGE_SELF_WHO = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    private static let RUSAGE_SELF_WHO = RUSAGE_SELF
    #endif

    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF_WHO, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    private static func peakMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF_WHO, &usage)
        return Double(usage.ru_maxrss) / 1024  // Linux reports kilobytes
    }
}
