import Foundation
import PNGCodec
import Raster
import Testing
import Workouts
@testable import Reports

/// Muscle groups, weeks side by side and the calendar, end to end: the
/// charts `repchart` writes (the numbers behind them: ReportsTests' MuscleWeekTotalsTests).
@Suite struct AnalysisChartCommandTests {
    let charts = ChartCommandTests()

    @Test func weekByMuscleDrawsMuscleColours() throws {
        let log = try charts.makeLog()
        defer { log.remove() }
        let out = log.folder + "/muscles.png"
        let result = try charts.run(log, ["chart", "week", "--week", "2026-W47", "--by", "muscle", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let facts = try charts.decode(out)
        let quads = ExerciseColors.color(hex: MuscleExercises.exercise(.quads).color) ?? .black
        let chest = ExerciseColors.color(hex: MuscleExercises.exercise(.chest).color) ?? .black
        #expect(facts.count(quads) > 5_000)
        #expect(facts.count(chest) > 3_000)
    }

    @Test func weeksTargetAndCalendarCharts() throws {
        let log = try charts.makeLog()
        defer { log.remove() }
        for (arguments, name) in [
            (["chart", "weeks", "--from", "2026-10-12", "--to", "2026-11-22"], "weeks.png"),
            (["chart", "weeks", "--from", "2026-10-12", "--to", "2026-11-22", "--by", "muscle", "--muscle", "quads,chest",
              "--target", "6-10"], "target.png"),
            (["chart", "calendar", "--year", "2026", "--metric", "sets", "--theme", "dark"], "calendar.png"),
            (["chart", "calendar", "--from", "2026-10-01", "--to", "2026-11-30"], "calendar-range.png"),
            (["chart", "progress", "squat", "--from", "2026-10-12", "--to", "2026-11-22"], "progress.png"),
        ] {
            let out = log.folder + "/" + name
            let result = try charts.run(log, arguments + ["-o", out])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let facts = try charts.decode(out)
            #expect(facts.inkFraction > 0.02, "\(name)")
        }
        // The target band is drawn: its tint of the first palette colour covers a wide stripe.
        let band = try charts.decode(log.folder + "/target.png")
        #expect(band.distinctColors() > 20)
    }

    @Test func badAnalysisFlagsAreOneLine() throws {
        let log = try charts.makeLog()
        defer { log.remove() }
        for (arguments, message) in [
            (["chart", "week", "--by", "arms"], "error: unknown grouping 'arms'; use exercise or muscle\n"),
            (["chart", "weeks", "--by", "muscle", "--target", "10-20"],
             "error: --target compares each muscle group with the range; choose them with --muscle, e.g. --muscle chest,lats\n"),
            (["chart", "weeks", "--by", "muscle", "--muscle", "chest", "--target", "20-10"],
             "error: --target '20-10' is not a range; write it as LOW-HIGH, e.g. 10-20\n"),
            (["chart", "weeks", "--by", "muscle", "--muscle", "wings", "--target", "10-20"], nil),
            (["chart", "weeks", "--target", "10-20", "--muscle", "chest"],
             "error: --target needs --by muscle (it counts working sets per muscle group)\n"),
            (["chart", "calendar", "--metric", "joy"], "error: unknown calendar metric 'joy'; use sessions, sets or volume\n"),
            (["chart", "calendar", "--year", "2026", "--last", "4w"],
             "error: --year 2026 names the whole period; give only one of --week, --date, --from/--to, --last and --year\n"),
            (["chart", "calendar", "--year", "2026", "--from", "2026-01-01"],
             "error: --year 2026 names the whole period; give only one of --week, --date, --from/--to, --last and --year\n"),
            (["chart", "totals", "--by", "muscle", "--secondary", "2"], "error: --secondary must be a number from 0 to 1, such as 0.5\n"),
            (["chart", "totals", "--year", "2999"], nil),   // not begun: refused like every period flag
            (["chart", "progress", "squat", "--year", "2026", "--last", "4w"],
             "error: --year 2026 names the whole period; give only one of --week, --date, --from/--to, --last and --year\n"),
        ] as [([String], String?)] {
            let result = try charts.run(log, arguments)
            #expect(result.status == 1, "\(arguments)")
            if let message { #expect(result.stderr == message, "\(arguments)") }
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }
}
