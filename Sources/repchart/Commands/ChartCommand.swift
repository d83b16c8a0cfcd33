import ArgumentParser

/// `repchart chart week|totals|share|progress`.
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw a chart of your training as PNG or SVG.",
        subcommands: [ChartWeekCommand.self, ChartTotalsCommand.self, ChartShareCommand.self,
                      ChartProgressCommand.self],
        defaultSubcommand: ChartWeekCommand.self)
}
