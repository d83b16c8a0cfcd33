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

    /// The one reader of an output name's extension, behind both the format
    /// a name asks for and the refusal of other image extensions.
    @Test func fileExtensionIsTheLastNamesLowercasedSuffix() {
        #expect(ChartFormat.fileExtension(of: "out/Week.PNG") == "png")
        #expect(ChartFormat.fileExtension(of: "a.b/chart") == nil)
        #expect(ChartFormat.fileExtension(of: "out/.svg") == nil)
        #expect(ChartFormat.fileExtension(of: "week.tar.GZ") == "gz")
        #expect(ChartFormat.fileExtension(of: "week.") == "")
        #expect(ChartFormat.forFileName("week.") == nil)
        #expect(ChartFormat.forFileName("w.Svg") == .svg)
    }
}
