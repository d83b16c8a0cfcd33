import Reports
import Testing
@testable import repchart

/// `--y-max` (week, weeks, totals) and `chart weeks --bin`: declared once,
/// read alike by the fast reader and ArgumentParser, refused when not a value.
@Suite struct BarScaleOptionTests {
    static let lines: [[String]] = [
        ["chart", "week", "--y-max", "12000"], ["chart", "weeks", "--y-max", "12000"],
        ["chart", "totals", "--horizontal", "--y-max", "12000"],
    ]

    @Test(arguments: lines)
    func yMaxReachesTheInvocationByBothReadings(_ arguments: [String]) throws {
        let quick = try #require(ChartLineReader.read(arguments))
        #expect(try quick.invocation.get().valueScaleTop == 12_000)
        let parsed = try RepChart.parseAsRoot(arguments)
        let command = try #require(parsed as? any ChartInvocationCommand)
        #expect(try command.invocation().valueScaleTop == 12_000)
    }

    @Test(arguments: ["0", "-3", "lots"])
    func yMaxRefusesAnythingButAPositiveNumber(_ text: String) throws {
        let quick = try #require(ChartLineReader.read(["chart", "week", "--y-max=\(text)"]))
        #expect(throws: ReportsError(.option(.notAScaleTop(text)))) { try quick.invocation.get() }
        #expect(ReportsError(.option(.notAScaleTop(text))).commandLineText
            == "--y-max '\(text)' is not a number above 0; give one such as 12000")
    }

    @Test func aPieHasNoValueScale() {
        #expect(throws: (any Error).self) { try RepChart.parseAsRoot(["chart", "share", "--y-max", "10"]) }
    }

    @Test func binReachesTheInvocation() throws {
        let quick = try #require(ChartLineReader.read(["chart", "weeks", "--last", "104w", "--bin", "week"]))
        #expect(try quick.invocation.get().bin == .week)
        let parsed = try RepChart.parseAsRoot(["chart", "weeks", "--bin", "month"])
        let command = try #require(parsed as? any ChartInvocationCommand)
        #expect(try command.invocation().bin == .month)
    }
}
