// Reports: where the workout log meets the charts — the bar-chart item
// adapter, the section/cell data sources, the report presets (week, totals,
// share, progress), and where chart files go.
//
// The front door
// --------------
// One call renders and writes what `repchart chart …` asks for:
//
//     let store = try WorkoutStore.open(explicitPath: "/tmp/log.sqlite")
//     let request = ChartRequest(kind: .week, period: .week(try Week(parsing: "2026-W47")),
//                                style: ChartStyle(format: .png, size: .default, theme: .dark),
//                                outputFolder: "charts", today: Day(containing: Date(), in: .current))
//     let path = try ChartRenderer.run(request, store: store)    // "charts/2026-W47-week-dark.png"
//
// `settings:` (on `run` and `ReportData`) takes the log's settings with a config
// file laid over them; `today` and `timeZone` may be left nil (today is then
// looked up only when the period depends on it). `repchart report` and
// `repchart demo` are one call each too:
//
//     let files = try WeeklyReport.run(WeeklyReportRequest(weeks: 4, folder: "out"), store: store,
//                                      progress: { done, total in print("\(done)/\(total)") })
//     let demo = try DemoRun.run(DemoRequest(weeks: 26, folder: "charts"))   // fresh $TMPDIR/repchart-demo/demo.sqlite
//     let page = try Review.run(ReviewRequest(path: "review.html"), store: store)  // the review page (docs/REVIEW.md)
//
// The pieces, for callers that want them (tests, benchmarks, other front ends):
//
// - `ExerciseChartItem` — the adapter: an exercise's aggregate as a Charts
//   `BarChartItem` (colour, value, name, legend text "Push ups 120 (34.5%)").
// - `WeekChartData` — a `StackedBarChartDataSource`: sections are days, cells
//   exercises. `ExerciseTotalsData` — bar and pie data, one item per exercise.
//   `ProgressSeries` — one exercise's metric per training day, with gaps.
// - `ReportData` — the store's numbers for those (settings and exercises read once).
// - `WeekPreset`, `TotalsPreset`, `SharePreset`, `ProgressPreset` — data → `Graph`
//   with titles ("Week 47 · 16–22 Nov 2026"), axes in the metric's unit, legends.
// - One preset per chart kind behind `ChartPreset` (Presets/Kinds/: `WeekChart`,
//   `TotalsChart`, `ShareChart`, `ProgressChart`, `WeeksChart`, `CalendarChart`),
//   reached through `ChartKind.preset`; `PresetContext` holds the shared steps.
// - `ChartRequest`, `ChartKind` (each kind with its options: `.totals(horizontal:)`,
//   `.share(donut:)`, `.weeks(target:)`, `.progress(exercise:)`), `Period`, `ReportMetric`
//   (`CalendarMetric`: what a calendar day's shade counts), `ChartStyle`, `ChartSize` (limits checked
//   before allocating), `ChartFormat`.
// - `OutputFile` — atomic writes; an existing file is replaced only by the same
//   kind of output (PNG by PNG, SVG by SVG) unless forced; "-" is standard output
//   (never a PNG onto a terminal).
// - `WeeklyReport`, `DemoRun` (writes a history from TrainingDemo, then draws it);
//   their progress goes to a closure (the CLI draws it as a bar on a terminal).
// - The chart in a terminal (`--preview`) is the CLI's: repchart/Terminal/Preview
//   draws it through `ChartRenderer` as an inline image or Unicode blocks.
// - `ReportsError` — every failure as one line saying what and where.
