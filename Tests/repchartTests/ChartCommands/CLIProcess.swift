import Foundation
import RepChartTestSupport
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
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["REPCHART_DB"] = nil
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        environment["TMPDIR"] = home
        environment["TZ"] = "UTC"
        let output = try ChildProcess.run(try RepChartBinary.url(), arguments, environment: environment,
                                          currentDirectory: currentDirectory.map { URL(fileURLWithPath: $0) })
        return Result(status: output.status, stdout: Array(output.stdout),
                      stderr: String(decoding: output.stderr, as: UTF8.self))
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
