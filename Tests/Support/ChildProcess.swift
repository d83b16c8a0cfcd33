import Foundation

/// Runs a program to completion and collects what it wrote.
///
/// Both pipes are read at once, before waiting, so a large output on either
/// (an inline image on stdout, a sanitizer's report on stderr) cannot fill a
/// pipe and block the child.
package enum ChildProcess {
    package struct Output: Sendable {
        package let status: Int32
        package let stdout: Data
        package let stderr: Data
    }

    package static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                           currentDirectory: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stderr = PipeReader(err)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: stdout, stderr: errors)
    }

    /// Starts this test binary again with `environment` added to this
    /// process's, running only the Swift Testing tests `filter` matches
    /// ("SQLiteSetupTests/child"), its output thrown away.
    package static func startThisTestBinary(running filter: String, environment: [String: String]) throws -> Process {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        child.arguments = ["--testing-library", "swift-testing", "--filter", filter]
        child.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        return child
    }

    /// Waits for a started process to end, and kills it if it has not ended
    /// `seconds` after this call. Returns whether it ended by itself.
    package static func waitForExit(_ process: Process, within seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline {
            usleep(10_000)
        }
        let ended = !process.isRunning
        if !ended { process.terminate() }
        process.waitUntilExit()
        return ended
    }
}

/// Reads a pipe to its end on a thread of its own.
package final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    package init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    /// Everything the pipe delivered, once its writers have closed it.
    package func wait() -> Data {
        done.wait()
        return data
    }
}
