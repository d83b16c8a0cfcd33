import Testing
@testable import Reports

@Suite struct ChartFormatTests {
    @Test func fromFlagOrExtension() throws {
        #expect(try ChartFormat.resolve(flag: nil, output: nil) == .png)
        #expect(try ChartFormat.resolve(flag: nil, output: "week.svg") == .svg)
        #expect(try ChartFormat.resolve(flag: nil, output: "out/WEEK.PNG") == .png)
        #expect(try ChartFormat.resolve(flag: nil, output: "week") == .png)
        #expect(try ChartFormat.resolve(flag: .svg, output: "-") == .svg)
        #expect(try ChartFormat.resolve(flag: .svg, output: "chart") == .svg)
        #expect(try ChartFormat.resolve(flag: nil, output: "dir.v2/chart") == .png)
        let clash = #expect(throws: ReportsError.self) { try ChartFormat.resolve(flag: .png, output: "week.svg") }
        #expect(clash?.kind == .output(.formatClash(path: "week.svg", named: .svg, asked: .png)))
        let jpeg = #expect(throws: ReportsError.self) { try ChartFormat.resolve(flag: nil, output: "week.jpg") }
        #expect(jpeg?.kind == .output(.unsupportedExtension("jpg")))
    }
}
