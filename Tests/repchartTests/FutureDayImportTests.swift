import Foundation
import RepChartTestSupport
import Testing

/// Imports refuse days in the future as `log` does (Issue 33, "Hostile hands, round 4" (part A)).
@Suite struct FutureDayImportTests: CLILogFixtures {
    // MARK: 13. future days

    @Test func testImportsRefuseFutureDaysAsLogDoes() throws {
        let cli = try CLI()
        defer { cli.remove() }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        func day(_ offset: Int) -> String {
            let date = utc.date(byAdding: .day, value: offset, to: Date())!
            let parts = utc.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        }
        let text = "date,exercise,reps,weight,unit\n2026-01-05,Squat,5,100,kg\n\(day(1)),Squat,4,100,kg\n"
            + "\(day(3)),Squat,3,100,kg\n9999-12-31,Squat,2,100,kg\n"
        let csv = try file(cli, "future.csv", Array(text.utf8))
        let strict = try cli.run(["import", csv, "--strict"])
        #expect(strict.status != 0)
        #expect(strict.stderr.contains("9999-12-31 is in the future"), "\(strict.stderr)")
        #expect(try storedSets(cli).isEmpty)
        let result = try cli.run(["import", csv])
        #expect(result.status == 0, "\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("in the future"), "\(result.stdout)")
        let sets = try cli.sets()
        #expect(sets.map { "\($0["day"] ?? "") \($0["reps"] ?? "")" }.sorted() == ["2026-01-05 5", "\(day(1)) 4"])
    }
}
