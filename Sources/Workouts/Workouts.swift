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
// What lives where (Workouts.docc is the longer tour):
//
// WorkoutModel
// - Model/: `Exercise`, `WorkoutSet` (a set exactly as entered: its `SetEntry`
//   with an exercise, a time and a source), `Settings`,
//   `Weight`/`WeightUnit`, `SetType`, `ExerciseKind`, `StoreError`, `InvalidSet`
//   (what a set may hold); colours: `Palette` and, lent to the store, `CIELAB`
//   and `ColorTally` (exercises coloured far apart by volume).
// - Calendar/: `Day` (local YYYY-MM-DD), `Week` (ISO 2026-W47, Monday or Sunday
//   start), `DayRange`, `DateInput` (today|yesterday|mon|YYYY-MM-DD, HH:MM, --tz)
//   and `DateInputError`, `SystemTimeZone` (`TZ` as the C library reads it).
// - Notation/: `SetNotation` ("3x5@100kg rpe 8" → `SetEntry`s), `NotationError`,
//   the repeat forms of `log` (`NotationLine`).
// - Muscles/: `MuscleGroup`, `MuscleMapping`, `ExerciseCatalogue` (built-in names → muscles).
// - Training/: `ProgressionRule`, `ProgressionSetting` (what `next` suggests).
// - Config/: `RepChartConfig.load()` (the config file, what is at its path) and
//   `applied(to: Settings)`, `ConfigKey`, `ConfigError`.
// - Text/: `Format` (numbers, durations); input quoted back in a message is Basics' `QuotedInput`.
// - Support/: `UUIDSlots` (lent to the store and the importers).
//
// WorkoutStorage
// - Store/: `WorkoutStore` (GRDB DatabasePool, WAL, busy timeout; exercises,
//   sets, undo, settings), `StoreWriter` for one-transaction bulk work (with
//   `BulkJournal`: a rollback journal for a big load), `StoreLocation`,
//   `StoreDiagnosis` (`repchart doctor`); the one schema and its upgrades
//   (`Schema`, `SchemaUpgrade`), what a file is before it is opened
//   (`FileHeader`, `ForeignDatabase`, `ReadOnlyFile`), `FolderLock`.
// - Logging/: `LogRequest` (`store.log`), `SetsRequest` (`store.sets`), `RequestError`.
// - Aggregation/: `dailyTotals`, `exerciseTotals`, `bestEstimatedOneRepMax`,
//   `exerciseSummaries`, `trainingDays` over `AggregateQuery` / `Metric`; `TrainingMix`.
// - Muscles/: muscle totals and set counts (`dailyMuscleTotals`, `MuscleCounting`,
//   `MuscleSetsComparison`).
// - Stats/: `store.personalRecords(...)` (`PersonalRecord`, `RecordSeeds`),
//   `store.summary(_:today:)` (`PeriodSummary`), `WeeklyStreak`, `StalledLift`.
// - Training/: `lastSessions`, `nextPlan`, `SessionComparison` (`last`, `next`, `log`).
// - Export/: `Exporter.write(_:toFile:)` (deterministic JSON), the CSV, tidy and
//   Strong layouts (`ExportFormat`, `ExportSelection`), `SampleExport`,
//   `Exporter.salvage` (what a damaged log still gives).
//
// WorkoutImport
// - `Importer.run(file:into:options:)` (RepChart JSON, Strong, Hevy, FitNotes,
//   JEFIT, Fitbod, GymBook, GymRun, Liftosaur, generic CSV; one transaction,
//   idempotent) with `ImportOptions`, `ImportSummary`, `ImportReport`, `ImportError`.
// - One pass: `ImportFile` and `TextHead` (what a file is), `Spool` (standard
//   input copied to a nameless file), `ByteInput` (read in blocks), `RecordStream`
//   (read on a second thread, in file order), `RecordChecker` (each row),
//   `ImportSession` with `ImportWriter` (how the store is set up for the load).
// - CSV/ and JSON/ hold the readers, one file a format.
//
// The text the CLI prints from these (set listings, `summary`, `prs`) is the
// CLI's, in repchart/Terminal. Errors are one line each: `StoreError`,
// `InvalidSet`, `DateInputError`, `NotationError`, `ImportError`, `ConfigError`,
// `RequestError`, `ExportError`.

@_exported import WorkoutImport
@_exported import WorkoutModel
@_exported import WorkoutStorage
