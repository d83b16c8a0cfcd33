import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport
@testable import repchart

/// One fixture per shape of real export seen in public repositories
/// (docs/IMPORTS.md), with invented numbers: exact sets, exact skips,
/// re-import, and the `--strict` refusal.
@Suite struct RealVariantTests {
    private func read(_ name: String, unit: WeightUnit? = nil, strict: Bool = false) throws -> [ImportRecord] {
        var options = ImportOptions(unit: unit, timeZone: importUTC)
        options.strict = strict
        return try Importer.records(file: importFixture("variants/" + name), options: options)
    }

    private func run(_ name: String, unit: WeightUnit? = nil, strict: Bool = false, dryRun: Bool = false,
                     into store: WorkoutStore) throws -> ImportSummary {
        var options = ImportOptions(dryRun: dryRun, unit: unit, timeZone: importUTC)
        options.strict = strict
        return try Importer.run(file: importFixture("variants/" + name), into: store, options: options)
    }

    @Test func strongWorkoutDurationsInAnySpellingNeverRefuseTheFile() throws {
        #expect(try read("strong-durations.csv", unit: .kg).map(importLine) == [
            "2022-09-21 2022-09-21T10:26:28Z Squat (Barbell) normal 10x 50 kg",
            "2022-09-21 2022-09-21T10:26:28Z Squat (Barbell) normal 8x 70 kg",
            "2023-05-21 2023-05-21T18:24:10Z Bench Press (Barbell) normal 8x 60 kg",
            "2025-06-03 2025-06-03T20:23:00Z Incline Bench Press (Dumbbell) normal 10x 20 kg",
            "2025-06-04 2025-06-04T07:00:00Z Plank normal 45s",
        ])
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let summary = try run("strong-durations.csv", unit: .kg, into: store)
        #expect(summary.rows.skipped == [.restTimer: 1, .noWork: 1])
        #expect(summary.rows.rejectedRows == 0)
    }

    @Test func strongSemicolonWithMilesSpelledWithAPeriod() throws {
        #expect(try read("strong-semicolon-mi.csv").map(importLine) == [
            "2020-12-05 2020-12-05T15:44:36Z Bench Press (Barbell) normal 10x 95 lb",
            "2020-12-05 2020-12-05T15:44:36Z Bench Press (Barbell) normal 8x 105 lb rpe 8",
            "2020-12-10 2020-12-10T18:11:11Z Plank normal 60s",
            "2020-12-10 2020-12-10T18:11:11Z Running (Treadmill) normal 1500s 4023.36m",
            "2020-12-10 2020-12-10T18:11:11Z Cycling normal 1800s 10000m",
        ])
    }

    @Test func strongWithoutItsHeaderLineIsReadByPosition() throws {
        #expect(try read("strong-headerless.csv").map(importLine) == [
            "2021-03-01 2021-03-01T17:00:00Z Deadlift (Barbell) normal 5x 185 lb",
            "2021-03-01 2021-03-01T17:00:00Z Deadlift (Barbell) normal 3x 205 lb",
            "2021-03-01 2021-03-01T17:00:00Z Plank normal 75s",
        ])
    }

    @Test func strongInChineseWithChineseDurations() throws {
        #expect(try FieldParsing.duration("1小时13分钟", "duration") == 4380)
        #expect(try read("strong-zh.csv", unit: .kg).map(importLine) == [
            "2020-09-29 2020-09-29T07:10:22Z Bent Over Row (Barbell) normal 5x 40 kg \"4x8\"",
            "2020-09-29 2020-09-29T07:10:22Z Bent Over Row (Barbell) normal 5x 45 kg",
            "2020-10-01 2020-10-01T19:00:00Z Squat (Barbell) normal 5x 60 kg rpe 8",
        ])
    }

    @Test func strongInGermanFromTheAppsStrings() throws {
        #expect(try read("strong-de.csv", unit: .kg).map(importLine) == [
            "2021-02-10 2021-02-10T16:46:13Z Bench Press (Barbell) normal 8x 70 kg",
            "2021-02-10 2021-02-10T16:46:13Z Bench Press (Barbell) normal 6x 72.5 kg",
        ])
    }

    @Test func strongInALanguageWeDoNotKnowIsReadByPosition() throws {
        #expect(try read("strong-unknown-language.csv", unit: .kg).map(importLine) == [
            "2022-07-28 2022-07-28T20:14:20Z Squat (Barbell) normal 6x 100 kg",
            "2022-07-28 2022-07-28T20:14:20Z Squat (Barbell) normal 10x 90 kg rpe 7",
        ])
    }

    @Test(arguments: [
        "Datum,Trainingsname,Dauer,Übungsname,Satzreihenfolge,Gewicht,Wiederholungen",
        "Date,Nom de l'entraînement,Durée,Nom de l'exercice,Ordre des séries,Poids,Répétitions",
        "Fecha,Nombre del entrenamiento,Duración,Nombre del ejercicio,Orden de la serie,Peso,Repeticiones",
        "Data,Nome allenamento,Durata,Nome esercizio,Ordine serie,Peso,Ripetizioni",
        "Data,Nome do treino,Duração,Nome do exercício,Ordem da série,Peso,Repetições",
        "Дата,Название тренировки,Длительность,Название упражнения,Порядок подходов,Вес,Повторения",
        "日期,锻炼名称,时长,运动名称,设置顺序,重量,次",
        "日付,ワークアウト名,所要時間,種目名,セット順,重量,回数",
        "날짜,워크아웃 이름,시간,운동 이름,세트 순서,무게,횟수",
    ])
    func localizedStrongHeaders(_ line: String) {
        let names = line.split(separator: ",").map(String.init)
        let header = CSVHeader(CSVRow(fields: names, line: 1, columns: Array(1...names.count)))
        #expect(ImportFormat.detect(header) == .strong)
        #expect(header.keys == ["date", "workout name", "workout duration", "exercise name", "set order", "weight", "reps"])
    }

    @Test func strongFrom2016WithUnitsAsColumnNames() throws {
        #expect(try read("strong-2016-kg-km.csv").map(importLine) == [
            "2016-10-03 2016-10-03T19:30:55Z Squat normal 5x 60 kg",
            "2016-10-03 2016-10-03T19:30:55Z Squat normal 5x 60 kg",
            "2016-10-03 2016-10-03T19:30:55Z Rowing normal 600s 2000m",
        ])
    }

    @Test func hevyUSDates() throws {
        #expect(try read("hevy-us-dates.csv").map(importLine) == [
            "2026-06-11 2026-06-11T13:01:00Z Romanian Deadlift (Dumbbell) normal 10x 25 kg rpe 7",
            "2026-08-27 2026-08-27T18:36:00Z Treadmill normal 900s 1200m",
        ])
    }

    @Test func fitNotesNameWithAnUnquotedCommaAndUnitsInEmptyRows() throws {
        #expect(try read("fitnotes-unquoted-comma.csv").map(importLine) == [
            "2025-04-29 2025-04-29T12:00:00Z Seated Cable Row normal 8x 30 kg",
            "2025-04-29 2025-04-29T12:00:00Z Overhead Press (Each Side, Dumbbells) normal 6x 10 kg",
            "2025-04-30 2025-04-30T12:00:00Z Side Plank normal 70s",
        ])
    }

    @Test func fitbodKilogramsAndAssistedSets() throws {
        #expect(try read("fitbod-old.csv").map(importLine) == [
            "2019-02-13 2019-02-13T12:00:00Z Chin Up normal 6x",
            "2019-02-13 2019-02-13T12:00:00Z Dumbbell Row normal 10x 13.60777 kg",
            "2019-02-13 2019-02-13T12:00:00Z Assisted Chin Up normal 8x -22.67962 kg bw",
            // The same help written above zero (a real export has both signs for one amount in one
            // session): it was stored as 22.7 kg added, 12,080 kg of volume that was the machine's.
            "2019-02-13 2019-02-13T12:00:00Z Assisted Pull Up normal 10x -22.67962 kg bw",
            "2019-02-14 2019-02-14T12:00:00Z Goblet Squat warmup 12x 9.07185 kg \"light\"",
        ])
        #expect(try read("fitbod.csv").map(importLine) == [
            "2021-03-02 2021-03-02T18:04:39Z Barbell Bench Press normal 8x 60 kg",
            "2021-03-02 2021-03-02T18:04:39Z Running normal 600s 1500m",
        ])
    }

    @Test func impossibleRowsAreSkippedAndReportedTheRestImported() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = importFixture("variants/strong-junk.csv")
        let summary = try run("strong-junk.csv", into: store)
        #expect(summary.setsAdded == 3)
        #expect(summary.rows.skipped == [.noWork: 1])
        #expect(summary.rows.rejectedRows == 3)
        #expect(summary.rows.problemLines(file: path) == [
            "\(path):4:58: reps 877777 is not a whole number of at most 100000",
            "\(path):6:1: date \"2019-02-30 10:00:00\" does not exist",
            "\(path):7:48: weight -135 is negative",
        ])
        #expect(summary.description == "3 exercises created, 3 sets added, 0 duplicates skipped, 1 row without a set ignored, 3 rows with impossible values skipped")
        #expect(try store.sets().map(\.reps) == [12, 5, 8])

        let again = try run("strong-junk.csv", into: store)
        #expect(again.setsAdded == 0)
        #expect(again.duplicatesSkipped == 3)
        #expect(try store.sets().count == 3)
    }

    @Test func strictRefusesTheWholeFileAndChangesNothing() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = importFixture("variants/strong-junk.csv")
        let message = importFailure { _ = try run("strong-junk.csv", strict: true, into: store) }
        #expect(message == """
            \(path):4:58: reps 877777 is not a whole number of at most 100000
            \(path):6:1: date "2019-02-30 10:00:00" does not exist
            \(path):7:48: weight -135 is negative
            """)
        #expect(try store.sets().isEmpty)
        #expect(try store.exercises().isEmpty)
    }

    /// A real FitNotes export's 99 names split at an unquoted comma and a Strong file without its
    /// header line were read right and said nothing of it: a mend and a guess said nowhere. The
    /// summary now says both; a file read by its own names says neither.
    @Test func aRejoinedNameAndColumnsReadByPlaceAreSaid() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let fitnotes = try run("fitnotes-unquoted-comma.csv", unit: .kg, into: store)
        #expect(fitnotes.description.contains(", 1 row with an exercise name split at an unquoted comma joined again"),
                "\(fitnotes.description)")
        let headerless = try run("strong-headerless.csv", unit: .kg, into: store)
        #expect(headerless.description.hasSuffix(", no header line: its 13 columns read by their places in Strong's layout"),
                "\(headerless.description)")
        let polish = try run("strong-unknown-language.csv", unit: .kg, into: store)
        #expect(polish.description.contains(" column names not known: read by their places in Strong's layout"),
                "\(polish.description)")
        for name in ["strong-de.csv", "strong-durations.csv", "fitbod.csv"] {
            let plain = try run(name, unit: .kg, into: store)
            #expect(!plain.description.contains("places") && !plain.description.contains("joined"),
                    "\(name): \(plain.description)")
        }
    }

    @Test func everyVariantReimportsWithoutChange() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        for name in ["strong-durations.csv", "strong-semicolon-mi.csv", "strong-headerless.csv", "strong-zh.csv",
                     "strong-de.csv", "strong-unknown-language.csv", "strong-2016-kg-km.csv", "hevy-us-dates.csv",
                     "fitnotes-unquoted-comma.csv", "fitbod-old.csv", "fitbod.csv"] {
            let first = try run(name, unit: .kg, into: store)
            #expect(first.setsAdded > 0, "\(name)")
            let before = try Exporter.data(store)
            let again = try run(name, unit: .kg, into: store)
            #expect(again.setsAdded == 0 && again.exercisesCreated == 0, "\(name)")
            #expect(again.duplicatesSkipped == first.setsAdded, "\(name)")
            #expect(try Exporter.data(store) == before, "\(name)")
        }
    }

    @Test func dryRunListsExercisesUnitsAndLookalikes() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        _ = try store.addExercise("Bench Press")
        let summary = try run("strong-durations.csv", unit: .kg, dryRun: true, into: store)
        #expect(summary.exercises.map { "\($0.name) \($0.sets) \($0.first)…\($0.last) \($0.isNew) \($0.looksLike ?? "-")" } == [
            "Bench Press (Barbell) 1 2023-05-21…2023-05-21 true Bench Press",
            "Incline Bench Press (Dumbbell) 1 2025-06-03…2025-06-03 true -",
            "Plank 1 2025-06-04…2025-06-04 true -",
            "Squat (Barbell) 2 2022-09-21…2022-09-21 true -",
        ])
        #expect(summary.units.map { $0.text(naming: \.flag) } == ["Weight: kg (--unit)", "Distance: km (Strong writes km with kg, miles with lb)"])
        #expect(ImportReport.lines(summary, detailed: true).suffix(3) == [
            "Units assumed: Weight: kg (--unit); Distance: km (Strong writes km with kg, miles with lb)",
            "Rows without a set: 1 rest timer row, 1 row without reps, time or distance",
            "'Bench Press (Barbell)' looks like 'Bench Press': add --map \"Bench Press (Barbell)=Bench Press\" or merge afterwards",
        ])
        #expect(try store.sets().isEmpty)
    }

    @Test func repchartJSONWithAByteOrderMark() throws {
        let plain = try Importer.records(file: importFixture("repchart.json"), options: ImportOptions(timeZone: importUTC))
        let marked = try Importer.records(file: importFixture("repchart-bom.json"), options: ImportOptions(timeZone: importUTC))
        #expect(marked.map(importLine) == plain.map(importLine))
        #expect(marked.count == 5)
    }
}
