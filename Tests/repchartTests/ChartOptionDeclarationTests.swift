import ArgumentParser
import Reports
import Testing
@testable import repchart

/// A chart command's list of options is what its wrappers declare, taken
/// from them once (`ChartOptionRecorder`), and each long name has one
/// declaration, shared by every command that takes it (issue 43.6).
@Suite struct ChartOptionDeclarationTests {
    /// Every chart command's options, and those of the groups `report` takes too.
    static var everyList: [(String, [AnyChartOption])] {
        ChartLineReader.commands.map { ("\($0)", $0.chartOptions) } + [
            ("ChartCommonOptions", ChartOptionRecorder.options(of: ChartCommonOptions.self)),
            ("ChartPeriodOptions", ChartOptionRecorder.options(of: ChartPeriodOptions.self)),
            ("StoreOptions", ChartOptionRecorder.options(of: StoreOptions.self)),
        ]
    }

    @Test func eachLongNameIsDeclaredOnce() {
        var sites: [String: Set<ChartOptionSite>] = [:]
        for (_, options) in Self.everyList {
            // `chart progress`' exercise is a word, not `--exercise`.
            for option in options where option.form != .argument { sites[option.name, default: []].insert(option.site) }
        }
        for (name, declared) in sites.sorted(by: { $0.key < $1.key }) {
            #expect(declared.count == 1, "--\(name) is declared at \(declared.map(\.description).sorted())")
        }
        for name in ["week", "date", "metric", "unit", "secondary"] { #expect(sites[name] != nil, "--\(name)") }
    }

    /// The list holds each wrapper's declaration once, stage by stage and in
    /// the wrappers' order within a stage (the order ArgumentParser's help shows them in).
    @Test(arguments: ChartOptionCoverageTests.lines)
    func eachCommandsListIsWhatItsWrappersDeclare(_ arguments: [String]) throws {
        let parsed = try RepChart.parseAsRoot(arguments)
        let command = try #require(parsed as? any ChartInvocationCommand, "\(type(of: parsed))")
        let options = type(of: command).chartOptions
        let stages = Dictionary(options.map { ($0.property, $0.stage) }, uniquingKeysWith: { first, _ in first })
        let wrappers = ChartInvocation.parsedValues(of: command).map(\.property)
        let expected = wrappers.enumerated()
            .sorted { (stages[$0.element] ?? .store, $0.offset) < (stages[$1.element] ?? .store, $1.offset) }
            .map(\.element)
        #expect(options.map(\.property) == expected, "\(arguments)")
    }

    /// Of two refused values the earlier stage's is reported, by both
    /// readings: `--by` (grouping) before `--metric` and `--theme`, though
    /// `chart week`'s help lists `--metric` first.
    @Test func theEarlierStagesRefusalIsReported() throws {
        let arguments = ["chart", "week", "--metric", "bogus", "--by", "bogus", "--theme", "bogus"]
        var refusal: ReportsError?
        do { _ = try ChartGrouping(parsing: "bogus") } catch { refusal = error }
        let expected = try #require(refusal)
        let quick = try #require(ChartLineReader.read(arguments))
        #expect(quick.invocation == .failure(expected))
        let command = try #require(try RepChart.parseAsRoot(arguments) as? any ChartInvocationCommand)
        #expect(Result { () throws(ReportsError) in try command.invocation() } == .failure(expected))
    }

    /// `chart calendar`'s `--metric` is the shared declaration over its own measure.
    @Test func aCalendarsMetricShadesItsDays() throws {
        let quick = try #require(ChartLineReader.read(["chart", "calendar", "--metric", "volume", "--unit", "lb"]))
        let invocation = try quick.invocation.get()
        #expect(invocation.kind == .calendar(.volume))
        #expect(invocation.metric == nil)
        #expect(invocation.unit == .lb)
    }
}
