import ArgumentParser

/// `repchart chart week|totals|share|progress`.
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw a chart of your training as PNG or SVG.",
        discussion: """
              repchart chart week                          # this week → 2026-W47-week.png
              repchart chart totals --last 4w --horizontal
              repchart chart share --last 4w --donut
              repchart chart progress "bench press" --last 12w
              repchart chart week --theme dark --size 1200x800 -o week.png --preview
            """,
        subcommands: [ChartWeekCommand.self, ChartTotalsCommand.self, ChartShareCommand.self,
                      ChartProgressCommand.self, ChartWeeksCommand.self, ChartCalendarCommand.self],
        defaultSubcommand: ChartWeekCommand.self)
}
