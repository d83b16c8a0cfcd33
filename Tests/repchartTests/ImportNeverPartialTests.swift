import Foundation
import RepChartTestSupport
import Testing

/// Issue 34.1, with the real binary: a file one of whose columns the reader
/// cannot read on many rows is refused whole (it exited 0 with those rows
/// "with impossible values skipped").
@Suite struct ImportNeverPartialTests {
    @Test func aSystematicallyUnreadableColumnRefusesTheFileAndLeavesTheLogAsItWas() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let logged = try cli.run(["log", "squat", "5x5@100", "--new", "--date", "2025-02-20"])
        #expect(logged.status == 0, "\(logged.stderr)")
        let path = cli.folder.appendingPathComponent("units.csv").path
        try FileManager.default.copyItem(atPath: Repository.path("Fixtures/imports/bad/weights-with-units-written.csv"), toPath: path)
        let result = try cli.run(["import", path])
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.contains("column \"weight (kg)\" could not be read on 5 of 30 rows"))
        #expect(try cli.sets().map { $0["reps"] as? Int } == [5, 5, 5, 5, 5])
    }
}
