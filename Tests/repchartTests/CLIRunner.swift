import Foundation
import Testing

/// Runs the built `repchart` binary as a subprocess against a temporary database.
struct CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var stderrLines: [Substring] { stderr.split(separator: "\n") }
    }

    let folder: URL
    var database: String { folder.appendingPathComponent("log.sqlite").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("repchart-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// `repchart ARGS` with REPCHART_DB pointing at this test's database, TZ=UTC,
    /// and HOME/XDG_DATA_HOME inside the test folder so nothing real is touched.
    @discardableResult
    /// `fileSizeLimit` (512-byte blocks) runs it under `ulimit -f`.
    func run(_ arguments: [String], environment extra: [String: String] = [:], useDatabase: Bool = true,
             fileSizeLimit: Int? = nil) throws -> Result {
        let process = Process()
        if let fileSizeLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\"", try CLI.binary().path] + arguments
        } else {
            process.executableURL = try CLI.binary()
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["REPCHART_DB"] = useDatabase ? database : nil
        environment["HOME"] = folder.appendingPathComponent("home").path
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("no-config").path
        environment["TZ"] = "UTC"
        environment["NO_COLOR"] = "1"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes at once, before waiting, so a large output on either
        // (an inline image, a sanitizer's report) cannot block the child.
        let errBox = DataBox()
        let errReader = Thread { errBox.data = err.fileHandleForReading.readDataToEndOfFile(); errBox.done.signal() }
        errReader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errBox.done.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// `sets --json` decoded.
    func sets(_ extra: [String] = []) throws -> [[String: Any]] {
        let result = try run(["sets", "--json"] + extra)
        guard result.status == 0 else { throw CLIError(message: "sets --json failed: \(result.stderr)") }
        let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return value as? [[String: Any]] ?? []
    }

    /// The built `repchart`: $REPCHART_BIN, else next to the test bundle (the build's
    /// products folder, where `swift test` puts every product), searching upwards.
    static func binary() throws -> URL { try located.get() }

    /// Found once: `Bundle.allBundles` leaks a little on every call (Foundation on Linux).
    private static let located: Swift.Result<URL, CLIError> = {
        do { return .success(try locate()) } catch let error as CLIError { return .failure(error) } catch {
            return .failure(CLIError(message: "\(error)"))
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
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        throw CLIError(message: "the repchart binary was not built next to the tests (\(Bundle.main.bundlePath)); "
                       + "run `swift build` first or set REPCHART_BIN")
    }
}

struct CLIError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Bytes read on another thread, handed over through the semaphore.
final class DataBox: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}
