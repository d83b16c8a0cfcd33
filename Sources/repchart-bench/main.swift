// Benchmarks for RepChart, run by Scripts/bench in release mode.
// Usage: repchart-bench [group ...]   groups: raster png text chart line store import review training
import Foundation

let groups: [(name: String, run: () throws -> Void)] = [
    ("raster", RasterBench.run),
    ("png", PNGBench.run),
    ("text", TextBench.run),
    ("chart", ChartBench.run),
    ("line", LineBench.run),
    ("store", StoreBench.run),
    ("import", ImportBench.run),
    ("review", PeriodReportBench.run),
    ("training", TrainingBench.run),
]

let wanted = Set(CommandLine.arguments.dropFirst())
for group in groups where wanted.isEmpty || wanted.contains(group.name) {
    print("== \(group.name)")
    do {
        try group.run()
    } catch {
        print("error in \(group.name): \(error)")
        exit(1)
    }
}
