import Foundation
import Testing
import WorkoutTestSupport

/// `--exercise` on the command line (ReportsTests' ExercisePickTests: what the chart draws).
@Suite struct ExercisePickCommandTests {
    let charts = ChartCommandTests()

    @Test func theCommandLineTakesItRepeatedAndRefusesInOneLine() throws {
        let log = try charts.makeLog()
        defer { log.remove() }
        let out = log.folder + "/picked.png"
        let drawn = try charts.run(log, ["chart", "weeks", "--week", "2026-W47", "--exercise", "squat",
                                         "--exercise", "barbell row", "-o", out])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let refused = try charts.run(log, ["chart", "share", "--week", "2026-W47", "--exercise", "Sqat", "-o", out])
        #expect(refused.status == 1 && refused.stderr == "error: unknown exercise 'Sqat'; did you mean 'Squat'?\n",
                "\(refused.stderr)")
    }
}
