// libFuzzer target: the RepChart JSON importer (docs/export-format.md), run
// through the public validating pass `Importer.records(file:options:)` on a
// real file. Any bytes either give records or a thrown ImportError with a
// message; never a crash, a hang or unbounded memory.
import Foundation
import Workouts

/// Like `precondition`, but the message survives -O (libFuzzer prints it).
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

let path = (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
    + "/repchart-fuzz-\(getpid()).json"

/// Removes this process's input file when libFuzzer exits normally.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    atexit { unlink(path) }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size)) else {
        fatalError("cannot write \(path)")
    }
    let options = ImportOptions(format: .repchart, unit: .kg, timeZone: TimeZone(identifier: "UTC"))
    do {
        let records = try Importer.records(file: path, options: options)
        for record in records { check(!record.exerciseName.isEmpty, "record without exercise name") }
    } catch {
        check(!error.description.isEmpty, "empty import error")
    }
    return 0
}
