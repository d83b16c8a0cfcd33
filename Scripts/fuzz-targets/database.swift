// libFuzzer target: database files RepChart did not write (damaged, cut off,
// or garbage). The bytes become a file that `WorkoutStore.diagnose` checks and
// `WorkoutStore` then opens (migrating it, as the CLI would), lists, totals
// and exports. Any bytes either work or give a StoreError that names the
// file; never a crash, a trap in row decoding, a hang or unbounded memory.
// Seeds: Fixtures/fuzz/database (real logs at schema 1 and 2, 512-byte pages
// so they stay small); run with -max_len=32768 (Scripts/fuzz does).
import Foundation
import Workouts

func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

let path = (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
    + "/repchart-fuzz-\(getpid()).sqlite"

func removeFiles() {
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
    // A schema-1 seed is upgraded after a backup copy; remove those too.
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.hasPrefix(name + ".schema-") {
        unlink(folder + "/" + file)
    }
}

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    atexit { removeFiles() }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDatabase(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    removeFiles()
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size)) else {
        fatalError("cannot write \(path)")
    }
    do {
        let report = try WorkoutStore.diagnose(path: path)
        check(report.fileSize == Int64(size), "diagnosis saw \(report.fileSize) bytes, not \(size)")
        for problem in report.problems { check(!problem.isEmpty, "empty problem") }
    } catch {
        fatalError("diagnose threw for an existing file: \(error)")
    }
    do {
        let store = try WorkoutStore(path: path)
        let sets = try store.sets()
        _ = SetListing.table(sets, exercises: try store.exercises())
        let range = DayRange(Day(daysSinceEpoch: 0), Day(daysSinceEpoch: 40_000))
        _ = try store.dailyTotals(AggregateQuery(range: range))
        _ = try store.exerciseSummaries()
        _ = try store.personalRecords()
    } catch {
        check("\(error)".contains(path), "an error without the file's path: \(error)")
    }
    do {
        _ = try Exporter.data(try WorkoutStore(path: path))
    } catch {
        check("\(error)".contains(path), "an export error without the file's path: \(error)")
    }
    return 0
}
