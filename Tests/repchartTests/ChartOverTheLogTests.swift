import Foundation
import RepChartTestSupport
import Testing

/// A chart or a review written over the log it is drawn from (a trial of the
/// seventeenth sitting): `chart week -o log.sqlite --force` replaced a
/// year's log with a PNG, exit 0, where `export` refuses the same path.
@Suite struct ChartOverTheLogTests: CLILogFixtures {
    @Test func aChartOrAReviewIsNeverWrittenOverItsOwnLogForcedOrNot() throws {
        let cli = try logWithSets()
        defer { cli.remove() }
        let symlink = cli.folder.appendingPathComponent("link").path
        let hardLink = cli.folder.appendingPathComponent("hard").path
        try FileManager.default.createSymbolicLink(atPath: symlink, withDestinationPath: cli.database)
        #expect(link(cli.database, hardLink) == 0)
        // A review may build the log's optional records index first: the sets are what must not change.
        let before = try cli.run(["sets"]).stdout
        #expect(before.contains("100 kg"), "\(before)")
        let commands: [[String]] = [["chart", "week"], ["chart", "totals"], ["chart", "progress", "squat"],
                                    ["chart", "week", "--format", "svg"], ["report", "--html"], ["report", "--poster"]]
        for command in commands {
            for path in [cli.database, symlink, hardLink] {
                for force in [[], ["--force"]] {
                    let result = try cli.run(command + ["-o", path] + force)
                    #expect(result.status != 0, "\(command) -o \(path) \(force)")
                    #expect(result.stderrLines.count == 1, "\(result.stderr)")
                    #expect(result.stderr.contains("is the log the output is drawn from (\(cli.database))"), "\(result.stderr)")
                }
            }
        }
        #expect(bytes(cli.database)?.starts(with: Array("SQLite format 3\u{0}".utf8)) == true)
        #expect(try cli.run(["sets"]).stdout == before)
        // Another file is written as before.
        let chart = cli.folder.appendingPathComponent("week.png").path
        #expect(try cli.run(["chart", "week", "-o", chart]).status == 0)
        #expect(bytes(chart)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
    }
}
