// Workouts: the training log — model, set notation, SQLite store and the
// aggregates the charts are made of. Knows nothing of charts.
//
// This module is the front door: it re-exports its three layers, each a
// target of its own so the dependencies point one way:
//   WorkoutModel   model, calendar, notation, catalogue, config (no SQLite)
//   WorkoutStorage the store on GRDB: schema, aggregation, stats, export
//   WorkoutImport  the readers and `ImportSession`, bulk-loading into the store
//
// Front door:
//
//     let store = try WorkoutStore.open(explicitPath: "/tmp/log.sqlite")   // or --db / REPCHART_DB / XDG default
//     let bench = try store.addExercise("Bench Press", aliases: ["bp"])    // colour from `Palette`
//     let entries = try SetNotation.parse("5x5@100kg rpe 8", defaultUnit: .kg)
//     let result = try store.log(LogRequest(exercise: "bp", notation: "5x5@100kg", timeZone: .current))
//     let week = Week(containing: Day(containing: Date(), in: .current)).days(start: .monday)
//     let totals = try store.dailyTotals(AggregateQuery(range: week, metric: .volume, unit: .kg))
//
// - Model: `Exercise`, `WorkoutSet` (a set exactly as entered), `Settings`,
//   `Weight`/`WeightUnit`, `SetType`, `ExerciseKind`, `Palette`.
// - Calendar: `Day` (local YYYY-MM-DD), `Week` (ISO 2026-W47, Monday or Sunday
//   start), `DayRange`, `DateInput` (today|yesterday|mon|YYYY-MM-DD, HH:MM, --tz).
// - Store: `WorkoutStore` (GRDB DatabasePool, WAL, busy timeout, migrations;
//   exercises, sets, undo, settings) and `StoreWriter` for one-transaction bulk work.
// - Requests: `LogRequest` (`store.log`), `SetsRequest` (`store.sets`), with
//   `RequestError`; listings for the CLI in Output/ (`SetListing`, `ExerciseListing`,
//   `LogSummary`, `TextTable`).
// - Aggregation: `dailyTotals`, `exerciseTotals`, `bestEstimatedOneRepMax`,
//   `exerciseSummaries`, `trainingDays` over `AggregateQuery` / `Metric`.
// - Import/export: `Importer.run(file:into:options:)` (RepChart JSON, Strong,
//   Hevy, FitNotes, generic CSV; one transaction, idempotent) with `ImportOptions`,
//   `ImportSummary`, `ImportError`; `Exporter.write(_:toFile:)` (deterministic JSON).
// - Stats: `store.personalRecords(...)`, `store.summary(_:today:)`, `WeeklyStreak`,
//   `StatsText` (the text and JSON of `repchart summary` and `prs`).
// - Config: `RepChartConfig.load()` (the config file) and `applied(to: Settings)`,
//   `ConfigKey`, `ConfigError`.
// - Errors: `StoreError`, `InvalidSet`, `DateInputError`, `NotationError`,
//   `ImportError`, `ConfigError`, each one line.

@_exported import WorkoutImport
@_exported import WorkoutModel
@_exported import WorkoutStorage
