import Foundation
import RepChartTestSupport
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
        // HOME must exist: a HOME that does not is refused (issue 33).
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("home"), withIntermediateDirectories: true)
    }

    /// A runner on an existing folder (a second log next to the first).
    init(folder: URL) { self.folder = folder }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// `repchart ARGS` with REPCHART_DB pointing at this test's database, TZ=UTC,
    /// and HOME/XDG_DATA_HOME inside the test folder so nothing real is touched.
    /// `fileSizeLimit` (512-byte blocks) runs it under `ulimit -f`; `launcher`
    /// (e.g. `setpriv` and its flags) runs it through another program.
    @discardableResult
    func run(_ arguments: [String], environment extra: [String: String] = [:], useDatabase: Bool = true,
             fileSizeLimit: Int? = nil, launcher: [String] = []) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["REPCHART_DB"] = useDatabase ? database : nil
        environment["HOME"] = folder.appendingPathComponent("home").path
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("no-config").path
        environment["TZ"] = "UTC"
        environment["NO_COLOR"] = "1"
        for (key, value) in extra { environment[key] = value }
        let binary = try CLI.binary()
        let output = if let fileSizeLimit {
            try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                 ["-c", "ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\"", binary.path] + arguments,
                                 environment: environment)
        } else if let program = launcher.first {
            try ChildProcess.run(URL(fileURLWithPath: program), launcher.dropFirst() + [binary.path] + arguments,
                                 environment: environment)
        } else {
            try ChildProcess.run(binary, arguments, environment: environment)
        }
        return Result(status: output.status, stdout: String(decoding: output.stdout, as: UTF8.self),
                      stderr: String(decoding: output.stderr, as: UTF8.self))
    }

    /// `sets --json` decoded.
    func sets(_ extra: [String] = []) throws -> [[String: Any]] {
        let result = try run(["sets", "--json"] + extra)
        guard result.status == 0 else { throw CLIError(message: "sets --json failed: \(result.stderr)") }
        let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return value as? [[String: Any]] ?? []
    }

    /// The built `repchart` (see `RepChartBinary`).
    static func binary() throws -> URL { try RepChartBinary.url() }
}

struct CLIError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
