import Foundation
import RepChartTestSupport
import Testing

/// `demo --db` never pours generated training into a real log (Issue 33, "Hostile hands, round 4" (part A)).
@Suite struct DemoIntoRealLogTests: CLILogFixtures {
    // MARK: 2. demo --db on a real log

    @Test func testDemoRefusesToPourGeneratedTrainingIntoARealLog() throws {
        let cli = try logWithSets()
        defer { cli.remove() }
        let before = try cli.run(["export"]).stdout
        let charts = cli.folder.appendingPathComponent("charts").path
        let result = try cli.run(["demo", "--db", cli.database, "--weeks", "1", "--out", charts])
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("holds 3 sets the demo did not make"), "\(result.stderr)")
        #expect(try cli.run(["export"]).stdout == before)
        // The demo's own log is filled again as before.
        let own = cli.folder.appendingPathComponent("demo.sqlite").path
        for history in ["programme", "real-shape"] {
            let ownLog = own + "." + history
            for _ in 0..<2 {
                let again = try cli.run(["demo", "--db", ownLog, "--weeks", "1", "--history", history, "--out", charts, "--force"])
                #expect(again.status == 0, "\(again.stderr)")
            }
        }
    }
}
