import Foundation
import RepChartTestSupport

/// Headless Chromium (Debian package `chromium`), for checking the review
/// page as a real browser draws it.
struct Chromium {
    let executable: URL

    /// The installed browser, or nil (tests then skip, naming the package).
    static let found: Chromium? = {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: path) {
            return Chromium(executable: URL(fileURLWithPath: path))
        }
        return nil
    }()

    static let skipMessage = "chromium is not installed (Debian package: chromium); the browser checks are skipped"

    /// Runs the browser headless on `file` with `arguments`; returns stdout and
    /// the console lines it logged.
    func run(_ file: String, _ arguments: [String], dark: Bool = false) throws -> (stdout: String, console: [String]) {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                      "--disable-extensions", "--disable-background-networking", "--disable-component-update",
                      "--disable-sync", "--user-data-dir=\(profile.path)", "--force-device-scale-factor=1",
                      "--enable-logging=stderr", "--v=0",
                      // Blink's preferred colour scheme: 0 dark, 1 light (what prefers-color-scheme reports).
                      "--blink-settings=preferredColorScheme=\(dark ? 0 : 1)"]
        // Headless Chromium sometimes stays running after writing its screenshot, and its helpers
        // (crash handler, zygote) can outlive it holding whatever it was given as stdout: so `timeout`
        // ends it, and its output goes to files, not pipes, so no helper left behind can keep a read
        // waiting for an end of file. A stuck browser cannot hang the suite or CI.
        let output = try Self.runToFiles(["-k", "10", "120", executable.path] + common + arguments
                                             + [URL(fileURLWithPath: file).absoluteString])
        let stderr = String(decoding: output.stderr, as: UTF8.self)
        let console = stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return (String(decoding: output.stdout, as: UTF8.self), console)
    }

    /// Runs `/usr/bin/timeout` with `arguments`, its stdout and stderr in temporary files.
    private static func runToFiles(_ arguments: [String]) throws -> (stdout: Data, stderr: Data) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-chromium-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        return (try contents(outURL), try contents(errURL))
    }

    /// A file's bytes; an empty file is not read (Foundation's `Data(contentsOf:)` leaks
    /// the buffer it allocates for a file that turns out empty, which LeakSanitizer reports).
    private static func contents(_ url: URL) throws -> Data {
        let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        return size == 0 ? Data() : try Data(contentsOf: url)
    }

    func screenshot(_ file: String, to png: String, width: Int, height: Int, dark: Bool = false) throws -> [String] {
        try run(file, ["--screenshot=\(png)", "--window-size=\(width),\(height)"], dark: dark).console
    }

    func printPDF(_ file: String, to pdf: String) throws -> [String] {
        try run(file, ["--print-to-pdf=\(pdf)", "--no-pdf-header-footer"]).console
    }

    func dumpDOM(_ file: String, width: Int, dark: Bool = false) throws -> (dom: String, console: [String]) {
        let result = try run(file, ["--dump-dom", "--virtual-time-budget=3000", "--window-size=\(width),1000"], dark: dark)
        return (result.stdout, result.console)
    }
}
