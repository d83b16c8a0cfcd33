import Foundation
import Reports
import Workouts

/// Prints what `--preview` shows for a chart request: the image inline in
/// kitty/iTerm2-style terminals, else a block-character chart (coloured when
/// standard output is a colour terminal). Chart commands call this after
/// writing the file (`runChart` has already refused `-o -`); the chart is drawn again for the terminal, at the
/// request's size, already checked (`size`; nil: checked here).
func printPreview(_ request: ChartRequest, store: WorkoutStore, settings: Settings? = nil, size: CheckedSize? = nil,
                  environment: [String: String] = ProcessInfo.processInfo.environment) throws(ReportsError) {
    let graphics = TerminalGraphics.detect(environment: environment)
    let columns = TerminalStyle.columns(environment: environment)
    let text = try ChartPreview.text(for: request, store: store, settings: settings, size: size, graphics: graphics,
                                     columns: columns,
                                     color: TerminalStyle.standardOutput(environment: environment).colorEnabled)
    print(text)
}
