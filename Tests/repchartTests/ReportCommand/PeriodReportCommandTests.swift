import Foundation
import WorkoutTestSupport
import PNGCodec
import Testing

@Suite struct PeriodReportCommandTests {
    @Test func writesThePageAndThePoster() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#0072B2")
        let today = String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        try log.log(squat, today, sets: 5, reps: 5, kg: 100)
        let page = try CLIProcess.run(["report", "--html", "-o", "review.html", "--db", log.path],
                                      home: log.folder, currentDirectory: log.folder)
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.output == "review.html\n")
        let html = try String(contentsOfFile: log.folder + "/review.html", encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<td data-label=\"Exercise\">Squat</td>"))
        #expect(html.contains("<title>Squat · week of "))

        let poster = try CLIProcess.run(["report", "--poster", "-o", "block.png", "--db", log.path],
                                        home: log.folder, currentDirectory: log.folder)
        #expect(poster.status == 0, "\(poster.stderr)")
        let image = try PNGDecoder.decode(contentsOfFile: log.folder + "/block.png")
        #expect(image.width == 1080 && image.height == 1350)

        // A page never replaces a file that is not a page, and mistakes are one line each.
        let onPNG = try CLIProcess.run(["report", "--html", "-o", "block.png", "--db", log.path],
                                       home: log.folder, currentDirectory: log.folder)
        #expect(onPNG.status != 0 && onPNG.stderr.contains("is not an HTML page; pass --force"))
        for (arguments, message) in [(["--html", "--poster"], "choose one"),
                                     (["--html", "--target", "20-10"], "--target '20-10' is not a range"),
                                     (["--html", "--year", "2026", "--last", "4w"], "--year 2026 names the whole period"),
                                     (["--html", "--format", "svg"], "--format is for the folder"),
                                     (["--last", "4w"], "the period flags go with --html or --poster"),
                                     (["--html", "--week", "2026-W47", "--from", "2026-11-01"], "give only one of")] {
            let result = try CLIProcess.run(["report"] + arguments + ["--db", log.path], home: log.folder,
                                            currentDirectory: log.folder)
            #expect(result.status != 0 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }
}
