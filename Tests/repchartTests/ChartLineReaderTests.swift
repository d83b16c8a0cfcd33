import ArgumentParser
import Foundation
import Reports
import Testing
@testable import repchart

/// `ChartLineReader` reads chart commands without ArgumentParser; it must
/// read them exactly as ArgumentParser does, and hand everything else over.
@Suite struct ChartLineReaderTests {
    /// Command lines the fast path reads.
    static let fast: [[String]] = [
        ["chart", "week"],
        ["chart", "week", "--week", "2026-W47", "--db", "log.sqlite", "-o", "week.png", "--force"],
        ["chart", "week", "--week=2026-W47", "--metric=reps", "--unit", "lb", "--theme", "dark", "--size", "1200x800"],
        ["chart", "week", "--date", "yesterday", "--scale", "2", "--title", "", "--font", "/x/y.ttf", "--preview"],
        ["chart", "week", "--by", "muscle", "--secondary", "0.25", "--format", "svg", "-o", "-"],
        ["chart", "week", "--tz", "-05:00", "--week", "2026-W47"],
        ["chart", "week", "--tz=+01:00", "--output", "a b.png"],
        ["chart", "--week", "2026-W47", "-o", "w.svg"],
        ["chart", "totals", "--last", "8w", "--horizontal", "--metric", "sets"],
        ["chart", "totals", "--from", "2026-10-01", "--to", "2026-10-31", "--by", "exercise"],
        ["chart", "share", "--last", "4w", "--donut", "--theme", "dark"],
        ["chart", "share", "--week", "2026-W47", "--metric", "reps", "--by", "muscle"],
        ["chart", "progress", "bench press"],
        ["chart", "progress", "--last", "26w", "squat", "--metric", "volume", "--unit", "lb"],
        ["chart", "progress", "Squat (Barbell)", "--metric", "e1rm", "--scale", "1.5"],
        ["chart", "weeks", "--last", "12w", "--by", "muscle", "--muscle", "chest,lats", "--target", "10-20"],
        ["chart", "weeks", "--date", "2026-11-01", "--target", "x"],
        ["chart", "week", "--metric", "bogus"],           // read alike; refused later by run()
        ["chart", "week", "--scale", "inf"],
        ["chart", "totals", "--last", "104w", "--top", "5"],
        ["chart", "weeks", "--top=3", "--by", "muscle"],
        ["chart", "week", "--top", "0"],                  // read alike; refused later by run()
        ["chart", "week", "--top", "-3", "--secondary", "-1", "--y-max", "-5"],   // a sign, not an option; refused later
        ["chart", "calendar", "--year", "-2026", "--scale", "-2"],                // read alike; refused later
        ["chart", "weeks", "--exercise", "squat", "--exercise", "bench press,deadlift", "--year", "2026"],
        ["chart", "totals", "--exercise=Squat (Barbell)", "--year=2025", "--horizontal"],
        ["chart", "week", "--week", "2026-W47", "--exercise", "squat"],
        ["chart", "share", "--exercise", "a", "--top", "3"],   // read alike; refused later by run()
        ["chart", "progress", "squat", "--year", "2026"],
        ["chart", "progress", "squat", "--secondary", "volume", "--average", "--median", "--no-trend"],
        ["chart", "progress", "--secondary=Volume", "deadlift", "--median"],
        ["chart", "progress", "squat", "--secondary", "sets"],   // read alike; refused later by invocation()
        ["chart", "calendar"],
        ["chart", "calendar", "--metric", "volume", "--unit", "lb", "--theme", "dark", "--size", "1200x600",
         "--title", "X", "-o", "c.svg", "--force", "--preview", "--tz", "UTC", "--db", "log.sqlite", "--scale", "2"],
        ["chart", "calendar", "--metric", "joy"],           // read alike; refused later by invocation()
        ["chart", "weeks", "--by", "arms", "--muscle", "wings", "--target", "20-10"],
    ]

    /// Command lines left to ArgumentParser.
    static let handedOver: [[String]] = [
        [], ["--version"], ["chart"] + [], ["sets", "--week", "2026-W47"],
        ["chart", "week", "--help"], ["chart", "week", "-h"], ["chart", "help"], ["chart", "calendar", "--donut"],
        ["chart", "week", "--bogus"], ["chart", "week", "--metric"], ["chart", "week", "--metric", "--unit", "kg"],
        ["chart", "week", "--metric", "reps", "--metric", "sets"], ["chart", "week", "extra"],
        ["chart", "week", "--force=true"], ["chart", "week", "--from", "mon"], ["chart", "progress"],
        ["chart", "progress", "a", "b"], ["chart", "totals", "--donut"], ["chart", "week", "--scale", "big"],
        ["chart", "week", "--"], ["chart", "week", "-ofile.png"],
        ["chart", "-o", "x.png"], ["chart", "week", "--generate-completion-script", "bash"],
        ["chart", "week", "--top", "many"], ["chart", "progress", "squat", "--top", "3"],
        ["chart", "progress", "squat", "--exercise", "bench"], ["chart", "week", "--year", "2026"],
        ["chart", "totals", "--year", "last"], ["chart", "weeks", "--exercise"],
        ["chart", "progress", "squat", "--average", "--average"], ["chart", "progress", "squat", "--no-trend=1"],
        ["chart", "week", "--average"], ["chart", "progress", "squat", "--secondary"],
    ]

    /// `--name=` with nothing after the `=`: ArgumentParser refuses it ("Missing
    /// value"), so the fast path must not read it as an empty value (`--db=`
    /// drew the default log).
    static let emptyInlineValues: [[String]] = [
        ["chart", "week", "--db="], ["chart", "week", "--title="], ["chart", "week", "--output="],
        ["chart", "week", "--week="], ["chart", "week", "--font="], ["chart", "week", "--theme="],
        ["chart", "week", "--format="], ["chart", "totals", "--last="], ["chart", "totals", "--from=", "--to", "2026-10-31"],
        ["chart", "totals", "--from", "2026-10-01", "--to="], ["chart", "week", "--date="],
        ["chart", "weeks", "--exercise="], ["chart", "--db=", "--week", "2026-W47"], ["chart", "calendar", "--tz="],
    ]

    @Test(arguments: emptyInlineValues)
    func refusesAnEmptyValueAfterEqualsAsArgumentParserDoes(_ arguments: [String]) {
        #expect(ChartLineReader.read(arguments) == nil, "\(arguments)")
        #expect(throws: (any Error).self, "\(arguments)") { try RepChart.parseAsRoot(arguments) }
    }

    @Test(arguments: fast)
    func readsAsArgumentParserDoes(_ arguments: [String]) throws {
        let quick = try #require(ChartLineReader.read(arguments), "the fast path should read \(arguments)")
        let parsed = try RepChart.parseAsRoot(arguments)
        let command = try #require(parsed as? any ChartInvocationCommand, "\(type(of: parsed))")
        #expect(ObjectIdentifier(quick.command) == ObjectIdentifier(type(of: command)), "\(arguments)")
        let fast = quick.invocation
        let full = Result { () throws(ReportsError) in try command.invocation() }
        #expect(fast == full, "\(arguments)")
    }

    @Test(arguments: handedOver)
    func handsTheRestToArgumentParser(_ arguments: [String]) {
        #expect(ChartLineReader.read(arguments) == nil, "\(arguments)")
    }

    /// Every option ArgumentParser knows for a chart command is in its list
    /// of declarations, and no other: a new option added to a command fails
    /// this until it is listed (until then such command lines would still be
    /// handed over).
    @Test func hasADeclarationForEveryOption() {
        for command in ChartLineReader.commands {
            #expect(!command.argumentParserNames.isEmpty)
            #expect(Set(command.declaredNames) == Set(command.argumentParserNames), "\(command)")
        }
    }
}

extension ChartInvocationCommand {
    static var declaredNames: [String] { chartOptions.filter { $0.form != .argument }.map(\.name) }

    /// The long names ArgumentParser reads for this command, from its own
    /// description of it (the JSON of `--experimental-dump-help`).
    static var argumentParserNames: [String] {
        guard let json = try? JSONSerialization.jsonObject(with: Data(_dumpHelp().utf8)) as? [String: Any],
              let command = json["command"] as? [String: Any],
              let arguments = command["arguments"] as? [[String: Any]] else { return [] }
        return arguments.flatMap { argument in
            (argument["names"] as? [[String: String]] ?? []).filter { $0["kind"] == "long" }.compactMap { $0["name"] }
        }.filter { $0 != "help" }
    }
}
