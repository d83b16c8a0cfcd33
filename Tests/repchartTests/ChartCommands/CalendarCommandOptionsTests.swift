import Foundation
import PNGCodec
import Testing
@testable import Reports
import Workouts

/// `chart calendar` takes every option the other charts take: format, size,
/// scale, theme, title and output.
@Suite struct CalendarCommandOptionsTests {
    let charts = ChartCommandTests()

    /// A log begun on 19 Oct drew, without a period or a size, a year's calendar of 1600×360 whose
    /// cells were six weeks at the right end of 53: the calendar starts in the month the log began
    /// and takes an image of that span's shape (as narrow as its weeks, a year's at most); a log of
    /// a year or more keeps the year's image. A period or size given is kept as given.
    @Test func aYoungLogsCalendarStartsInItsFirstMonthOnAnImageOfItsShape() throws {
        let log = try charts.makeLog()
        defer { log.remove() }
        let png = log.folder + "/calendar.png"
        let drawn = try charts.run(log, ["chart", "calendar", "--tz", "UTC", "-o", png])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let image = try PNGDecoder.decode(contentsOfFile: png)
        // 1 Oct to today: the weeks from the one holding 1 Oct, at a year's column pitch.
        let today = Day(containing: Date(), in: try #require(TimeZone(identifier: "UTC")))
        let from = try #require(Day(year: 2026, month: 10, day: 1))
        let weeks = WeeksGraph.weeksCovering(DayRange(from, today), weekStart: .monday).count
        #expect(image.width == CalendarGraph.ownSize(weeks: weeks).width && image.width < 1600 && image.height == 360,
                "\(image.width)×\(image.height) for \(weeks) weeks")
        let year = try charts.run(log, ["chart", "calendar", "--last", "52w", "--force", "-o", png])
        #expect(year.status == 0, "\(year.stderr)")
        let yearImage = try PNGDecoder.decode(contentsOfFile: png)
        #expect(yearImage.width == 1600 && yearImage.height == 360)
        let sized = try charts.run(log, ["chart", "calendar", "--size", "800x500", "--force", "-o", png])
        #expect(sized.status == 0, "\(sized.stderr)")
        #expect(try PNGDecoder.decode(contentsOfFile: png).width == 800)
    }

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
