import Foundation
import PNGCodec
import Testing
@testable import Reports

/// `chart calendar` takes every option the other charts take: format, size,
/// scale, theme, title and output.
@Suite struct CalendarCommandOptionsTests {
    let charts = ChartCommandTests()

    @Test func calendarTakesTheCommonOptions() throws {
        let log = try charts.makeLog()
        defer { log.remove() }
        let svg = log.folder + "/calendar.svg"
        let drawn = try charts.run(log, ["chart", "calendar", "--year", "2026", "--metric", "sets", "--theme", "dark",
                                         "--size", "1200x600", "--title", "Sets per day", "-o", svg])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.output == svg + "\n")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains(#"width="1200""#) && text.contains(#"height="600""#))
        // Text is drawn as outlines: the title shows as a drawing unlike the default title's.
        let untitled = log.folder + "/untitled.svg"
        _ = try charts.run(log, ["chart", "calendar", "--year", "2026", "--metric", "sets", "--theme", "dark",
                                 "--size", "1200x600", "-o", untitled])
        #expect(try String(contentsOfFile: untitled, encoding: .utf8) != text)
        #expect(text.lowercased().contains("16181d"))   // the dark theme's background

        let png = log.folder + "/calendar"
        let scaled = try charts.run(log, ["chart", "calendar", "--size", "480x300", "--scale", "2", "--format", "png",
                                          "-o", png])
        #expect(scaled.status == 0, "\(scaled.stderr)")
        let image = try PNGDecoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(image.width == 960 && image.height == 600)

        let again = try charts.run(log, ["chart", "calendar", "-o", svg])
        #expect(again.status == 0, "\(again.stderr)")   // an SVG replaces an SVG
        let mismatch = try charts.run(log, ["chart", "calendar", "-o", log.folder + "/x.svg", "--format", "png"])
        #expect(mismatch.stderr == "error: -o \(log.folder)/x.svg ends in .svg but --format is png; make them agree\n")
    }
}
