import ArgumentParser
import Reports
import Testing
@testable import repchart

/// Each chart option is declared once (`ChartOption`) and listed where a
/// command takes it: every declaration a command lists has an ArgumentParser
/// wrapper in the command, and every wrapper a declaration that places its
/// value, so a forgotten one fails here rather than being dropped at run time.
@Suite struct ChartOptionCoverageTests {
    /// A command line each chart command parses.
    static let lines: [[String]] = [
        ["chart", "week"], ["chart", "weeks"], ["chart", "totals"], ["chart", "share"],
        ["chart", "progress", "squat"], ["chart", "calendar"],
    ]

    @Test(arguments: lines)
    func everyWrapperHasItsDeclaration(_ arguments: [String]) throws {
        let parsed = try RepChart.parseAsRoot(arguments)
        let command = try #require(parsed as? any ChartInvocationCommand, "\(type(of: parsed))")
        let wrappers = ChartInvocation.parsedValues(of: command).map(\.property)
        let declared = type(of: command).chartOptions.map(\.property)
        #expect(wrappers.sorted() == declared.sorted(), "\(arguments)")
        #expect(Set(declared).count == declared.count, "\(arguments): a declaration listed twice")
    }

    @Test func theCommandsReadAreTheChartCommands() {
        let listed = ChartLineReader.commands.map { ObjectIdentifier($0) }
        let subcommands = ChartCommand.configuration.subcommands.map { ObjectIdentifier($0) }
        #expect(Set(listed) == Set(subcommands))
    }

    /// The groups `report` takes too: their lists of declarations match their wrappers.
    @Test func everyGroupListsItsWrappers() throws {
        let groups: [any ParsableArguments] = [
            try ChartCommonOptions.parse([]), try ChartMetricOptions.parse([]), try ChartPeriodOptions.parse([]),
            try ChartGroupingOptions.parse([]), try ChartProgressOptions.parse([]), try StoreOptions.parse([]),
        ]
        for group in groups {
            let wrappers = ChartInvocation.parsedValues(of: group).map(\.property)
            let options = Self.options(of: group)
            #expect(wrappers.sorted() == options.map(\.property).sorted(), "\(type(of: group))")
        }
    }

    static func options<Group: ParsableArguments>(of group: Group) -> [AnyChartOption] {
        ChartOptionRecorder.options(of: Group.self)
    }

    /// A value given on the command line reaches the invocation by both readings.
    @Test func aThemeReachesTheLook() throws {
        let arguments = ["chart", "week", "--theme", "dark", "-o", "w.png", "--exercise", "a", "--exercise", "b"]
        let quick = try #require(ChartLineReader.read(arguments))
        let invocation = try quick.invocation.get()
        #expect(invocation.look.theme == .dark)
        #expect(invocation.look.output == "w.png")
        #expect(invocation.series.exercises == ["a", "b"])
    }
}
