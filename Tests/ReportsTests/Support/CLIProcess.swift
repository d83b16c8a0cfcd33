import Foundation
import Testing

/// Runs the built `repchart` binary as a subprocess, with HOME and the
/// default database pointed into a temporary folder so nothing real is touched.
struct CLIProcess {
    struct Result {
        let status: Int32
        let stdout: [UInt8]
        let stderr: String
        var output: String { String(decoding: stdout, as: UTF8.self) }
    }

    static func run(_ arguments: [String], home: String, currentDirectory: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["REPCHART_DB"] = nil
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        environment["TMPDIR"] = home
        environment["TZ"] = "UTC"
        process.environment = environment
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes at once so a large output on either (a sanitizer's
        // report on stderr) cannot block the child.
        let errBox = PipeReading()
        let errReader = Thread { errBox.data = err.fileHandleForReading.readDataToEndOfFile(); errBox.done.signal() }
        errReader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errBox.done.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: Array(outData),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// $REPCHART_BIN, else the `repchart` built next to the test bundle.
    static func binary() throws -> URL { try located.get() }

    /// Found once: `Bundle.allBundles` leaks a little on every call (Foundation on Linux).
    private static let located: Swift.Result<URL, TestFailure> = {
        do { return .success(try locate()) } catch let error as TestFailure { return .failure(error) } catch {
            return .failure(TestFailure("\(error)"))
        }
    }()

    private static func locate() throws -> URL {
        if let explicit = ProcessInfo.processInfo.environment["REPCHART_BIN"] {
            return URL(fileURLWithPath: explicit)
        }
        let starts = [Bundle.main.bundleURL, Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            .compactMap { $0 } + Bundle.allBundles.map(\.bundleURL)
        for start in starts {
            var folder = start.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<5 {
                let candidate = folder.appendingPathComponent("repchart")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                   !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        throw TestFailure("the repchart binary was not built next to the tests; run `swift build` first or set REPCHART_BIN")
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Bytes read on another thread, handed over through the semaphore.
final class PipeReading: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}
