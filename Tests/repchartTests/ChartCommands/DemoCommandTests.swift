import Foundation
import WorkoutTestSupport
import PNGCodec
import RepChartTestSupport
import Testing

@Suite struct DemoCommandTests {
    @Test func demoFillsAFreshDatabaseAndRendersEveryChart() throws {
        let log = try TestLog()
        defer { log.remove() }
        let result = try CLIProcess.run(["demo", "--out", "charts", "--size", "800x500"], home: log.folder,
                                        currentDirectory: log.folder)
        #expect(result.status == 0, "\(result.stderr)")
        // The database went to the temporary folder (TMPDIR is the test folder), not the default log.
        #expect(result.output.contains("\(log.folder)/repchart-demo/demo.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: log.folder + "/.local/share/repchart/repchart.sqlite"))
        let files = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("charts/") }
        #expect(files.count == 22)
        // The review page of the same history, beside the charts.
        #expect(files.last == "charts/review.html")
        let page = try String(contentsOfFile: log.folder + "/charts/review.html", encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<h2>Every exercise</h2>"))
        for file in files where file.hasSuffix(".png") {
            let image = try PNGDecoder.decode(contentsOfFile: log.folder + "/" + file)
            #expect(image.width == 800 && image.height == 500)
            #expect(ImageFacts(image).inkFraction > 0.02, "\(file)")
        }
        // Run again: the same files are replaced (PNG by PNG) and the database is fresh again.
        let again = try CLIProcess.run(["demo", "--out", "charts", "--size", "800x500"], home: log.folder,
                                       currentDirectory: log.folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.output.split(separator: "\n").first == result.output.split(separator: "\n").first)
    }
}
