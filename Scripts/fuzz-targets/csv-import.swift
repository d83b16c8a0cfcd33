// libFuzzer target: the CSV importers (Strong, Hevy, FitNotes, generic CSV and
// auto-detection), run through the public validating pass
// `Importer.records(file:options:)` on a real file. The first byte picks the
// format and the unit given with --unit; the rest is the file. Any bytes
// either give records or a thrown ImportError with a message.
import Foundation
import Workouts

/// Like `precondition`, but the message survives -O (libFuzzer prints it).
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

let path = (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
    + "/repchart-fuzz-\(getpid()).csv"
let formats: [ImportFormat] = [.strong, .hevy, .fitnotes, .csv, .auto]
let units: [WeightUnit?] = [nil, .kg, .lb]

/// Removes this process's input file when libFuzzer exits normally.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    atexit { unlink(path) }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let format = formats[Int(data[0] & 0x0F) % formats.count]
    let unit = units[Int(data[0] >> 4) % units.count]
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data + 1, count: size - 1)) else {
        fatalError("cannot write \(path)")
    }
    let options = ImportOptions(format: format, unit: unit, timeZone: TimeZone(identifier: "Europe/Berlin"))
    do {
        let records = try Importer.records(file: path, options: options)
        for record in records { check(!record.exerciseName.isEmpty, "record without exercise name") }
    } catch {
        check(!error.description.isEmpty, "empty import error")
    }
    return 0
}
