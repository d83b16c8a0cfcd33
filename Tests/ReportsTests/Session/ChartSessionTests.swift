import Charts
import Raster
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// The run-time resources of a chart command, without the command: a session
/// prepares the canvas for a style and hands it over, and a chart drawn with
/// it is the same bytes as one drawn without.
@Suite struct ChartSessionTests {
    func pixelSize(_ style: ChartStyle) throws -> (width: Int, height: Int) {
        let layout = style.size.layout(scale: style.scale)
        return try RasterSurface.pixelSize(layout.size, scale: layout.scale)
    }

    @Test(arguments: [Theme.light, Theme.dark])
    func thePreparedCanvasIsTheOneAskedFor(theme: Theme) throws {
        let style = ChartStyle(size: ChartSize(width: 640, height: 400), scale: 2, theme: theme)
        let session = ChartSession()
        session.prepare(style)
        let (width, height) = try pixelSize(style)
        let canvas = try session.makeCanvas(width: width, height: height, filledWith: theme.background)
        #expect(canvas.width == 1280 && canvas.height == 800)
        #expect(canvas.pixel(x: 0, y: 0) == theme.background)
        #expect(canvas.pixel(x: width - 1, y: height - 1) == theme.background)
        // Asked again, or for another size or colour: made afresh, as asked.
        let again = try session.makeCanvas(width: width, height: height, filledWith: .white)
        #expect(again.pixel(x: 5, y: 5) == .white)
        let other = try session.makeCanvas(width: 10, height: 20, filledWith: .black)
        #expect(other.width == 10 && other.height == 20 && other.pixel(x: 9, y: 19) == .black)
    }

    @Test func aSessionNeverPreparedStillMakesCanvases() throws {
        let session = ChartSession()
        session.finish()
        let canvas = try session.makeCanvas(width: 3, height: 2, filledWith: .white)
        #expect(canvas.pixel(x: 2, y: 1) == .white)
    }

    @Test func waitingForTheFontsOfASessionNeverPreparedEndsIt() throws {
        let session = ChartSession()
        session.waitForFonts()
        #expect(session.isFinished)
        let canvas = try session.makeCanvas(width: 3, height: 2, filledWith: .black)
        #expect(canvas.pixel(x: 2, y: 1) == .black)
    }

    /// A week of squats and bench presses drawn in `style` without a session, and with one
    /// given the style and then `waited` for: the two drawings, and the session after them.
    func drawnWithAndWithout(_ style: ChartStyle, waited: (ChartSession) -> Void) throws
        -> (plain: [UInt8], withSession: [UInt8], session: ChartSession) {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-16", sets: 5, reps: 5, kg: 120)
        let bench = try log.exercise("Bench Press", color: "#D55E00")
        try log.log(bench, "2026-11-18", sets: 3, reps: 8, kg: 80)
        let request = ChartRequest(kind: .week, period: .week(try Week(parsing: "2026-W47")), style: style,
                                   today: try day("2026-11-22"))
        let prepared = try ChartRenderer.prepare(request, data: try ChartData(store: log.store))
        let plain = try ChartRenderer.render(prepared.graph, style: style)
        let session = ChartSession()
        session.prepare(style)
        waited(session)
        return (plain, try ChartRenderer.render(prepared.graph, style: style, canvases: session), session)
    }

    /// The chart command waits only for the fonts, and lays the chart out
    /// while the session still fills the canvas; `makeCanvas` waits for it.
    @Test(arguments: [(ChartFormat.png, Theme.light), (.png, .dark), (.svg, .light)])
    func aChartLaidOutWhileItsCanvasIsMadeIsTheSameBytes(format: ChartFormat, theme: Theme) throws {
        let drawn = try drawnWithAndWithout(ChartStyle(format: format, theme: theme)) { $0.waitForFonts() }
        #expect(drawn.withSession == drawn.plain)
        // A PNG took the canvas, so the thread was waited for; an SVG leaves that to its job.
        #expect(drawn.session.isFinished == (format == .png))
        drawn.session.finish()
    }

    /// An SVG style prepares fonts only; drawing still works.
    @Test(arguments: [ChartFormat.png, .svg])
    func aChartDrawnWithASessionIsTheSameBytes(format: ChartFormat) throws {
        let drawn = try drawnWithAndWithout(ChartStyle(format: format, theme: .dark)) { $0.finish() }
        #expect(drawn.withSession == drawn.plain)
    }
}
