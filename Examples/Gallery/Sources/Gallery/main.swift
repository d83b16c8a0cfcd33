// Draws every gallery chart into the folder given as the only argument
// (Scripts/gallery passes docs/gallery). Each chart's code is one file of
// this target; docs/gallery/README.md shows those files as they are. The
// seed charts (Seed*.swift) come first: the four Core Plot articles' charts.
import Foundation

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

let charts: [(name: String, draw: (String) async throws -> Void)] = [
    ("seed: CI dashboard", seedCIDashboard),
    ("seed: push latency", seedPushLatency),
    ("seed: net worth, 30 days and 12 months", seedNetWorth),
    ("seed: time tracking, stacked and pie", seedTimeTracking),
    ("seed: built in one task, rendered in a TaskGroup", seedConcurrentRenders),
    ("stacked bars", stackedBars),
    ("negative stacks", negativeStacks),
    ("bars", bars),
    ("horizontal bars, long labels", horizontalLongLabels),
    ("many categories", manyCategories),
    ("pie", pie),
    ("donut, dark", donutDark),
    ("line with reference lines", lineWithReferenceLines),
    ("line plots and axes", linesPlotsAndAxes),
    ("horizontal stacks, dark", horizontalStacksDark),
    ("2× scale", scale2x),
    ("band and error bars", bandAndErrorBars),
]

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folder = arguments.first else {
    printError("usage: gallery FOLDER")
    exit(2)
}
var failed = false
for chart in charts {
    do {
        try await chart.draw(folder)
        print("drew \(chart.name)")
    } catch {
        printError("error: \(chart.name): \(error)")
        failed = true
    }
}
exit(failed ? 1 : 0)
