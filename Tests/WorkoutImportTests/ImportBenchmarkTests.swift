import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// The 1,000,000-set budget (≤ 5 s, ≤ 500 MB), measured only on request in a
/// release build: `REPCHART_IMPORT_BENCH=1000000 swift test -c release
/// --filter ImportBenchmark`. Budgets are never checked by timed tests.
@Suite struct ImportBenchmarkTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["REPCHART_IMPORT_BENCH"] != nil))
    func importOneMillionSets() throws {
        let count = Int(ProcessInfo.processInfo.environment["REPCHART_IMPORT_BENCH"] ?? "") ?? 1_000_000
        let folder = try TestFolder()
        defer { folder.remove() }
        let file = folder.file("bench.json")
        try SampleExport.write(sets: count, toFile: file)
        let size = (try FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.intValue ?? 0
        let store = try WorkoutStore(path: folder.file("bench.sqlite"))
        let parseStart = cpuSeconds()
        var problems = ProblemLog()
        var parsed = 0
        _ = try ImportFile(path: file, options: ImportOptions(), timeZone: importUTC).scan(problems: &problems) { _ in parsed += 1 }
        print("parse alone: \(String(format: "%.2f", cpuSeconds() - parseStart)) s CPU for \(parsed) sets")
        let validateStart = cpuSeconds()
        var checker = RecordChecker(options: ImportOptions(), tracksIDs: false)
        var valid = 0
        var again = ProblemLog()
        _ = try ImportFile(path: file, options: ImportOptions(), timeZone: importUTC).scan(problems: &again) { record in
            if checker.check(record) != nil { valid += 1 }
        }
        print("parse + check: \(String(format: "%.2f", cpuSeconds() - validateStart)) s CPU for \(valid) sets")
        let rssBefore = peakResidentBytes()
        let cpuBefore = cpuSeconds()
        let start = Date()
        let summary = try Importer.run(file: file, into: store, options: ImportOptions(timeZone: importUTC))
        let seconds = Date().timeIntervalSince(start)
        let cpu = cpuSeconds() - cpuBefore
        let rssAfter = peakResidentBytes()
        print("import \(count) sets (\(size >> 20) MB JSON): \(String(format: "%.2f", seconds)) s wall, "
              + "\(String(format: "%.2f", cpu)) s CPU, peak RSS \(rssAfter >> 20) MB (before import \(rssBefore >> 20) MB)")
        #expect(summary.setsAdded == count)
        let exportStart = Date()
        var bytes = 0
        try Exporter.write(store) { chunk in bytes += chunk.count }
        print("export \(count) sets: \(String(format: "%.2f", Date().timeIntervalSince(exportStart))) s, \(bytes >> 20) MB")
    }
}

/// User + system CPU time of this process so far.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// The process's peak resident set size so far.
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Int(usage.ru_maxrss) * 1024
}
