import Foundation
import WorkoutTestSupport
import PNGCodec
import Testing

@Suite struct WeeklyChartFolderCommandTests {
    @Test func writesPredictableNamesInParallel() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-02", sets: 5, reps: 5, kg: 100)
        try log.log(squat, "2026-11-16", sets: 5, reps: 5, kg: 105)
        // The report ends with the current week, so names are checked by shape here and exactly in WeeklyChartFolderTests.
        let result = try CLIProcess.run(["report", "--weeks", "3", "--out", "out", "--db", log.path],
                                        home: log.folder, currentDirectory: log.folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0...2].allSatisfy { $0.hasPrefix("out/") && $0.hasSuffix("-week.png") })
        #expect(lines[3].hasSuffix("-totals.png") && lines[4].hasSuffix("-share.png"))
        // Not a terminal: no progress bar on stderr.
        #expect(result.stderr.isEmpty)
        for line in lines {
            let image = try PNGDecoder.decode(contentsOfFile: log.folder + "/" + line)
            #expect(image.width == 1600 && image.height == 1000)
        }
        let again = try CLIProcess.run(["report", "--weeks", "0", "--db", log.path], home: log.folder)
        #expect(again.status != 0)
        #expect(again.stderr.contains("--weeks 0 is out of range"))
    }
}
