import Foundation
import RepChartTestSupport
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport
@testable import repchart

/// Issue 25: every CSV column gets an explicit meaning, printed by the
/// import; Strong is read by shape in any language; `--column` and
/// `--date-order`; a file only half understood is refused with a hint.
@Suite struct ColumnMappingTests {
    private func options(unit: WeightUnit? = .kg, columns: [String] = [], dateOrder: DateOrder? = nil) throws -> ImportOptions {
        var options = ImportOptions(unit: unit, timeZone: importUTC)
        options.columns = try ImportOptions.columns(from: columns)
        options.dateOrder = dateOrder
        return options
    }

    private func read(_ name: String, unit: WeightUnit? = .kg, columns: [String] = [],
                      dateOrder: DateOrder? = nil) throws -> [ImportRecord] {
        try Importer.records(file: importFixture(name), options: options(unit: unit, columns: columns, dateOrder: dateOrder))
    }

    @Test func germanStrongFromTheAppImportsEveryRepAndNoSetDuration() throws {
        let records = try read("variants/strong-de-app.csv")
        #expect(records.map(importLine) == [
            "2024-03-04 2024-03-04T18:02:11Z Bench Press (Barbell) normal 10x 60 kg",
            "2024-03-04 2024-03-04T18:02:11Z Bench Press (Barbell) normal 8x 62.5 kg rpe 8",
            "2024-03-04 2024-03-04T18:02:11Z Push Up normal 15x",
            "2024-03-07 2024-03-07T07:15:00Z Running normal 1800s 5200m",
            "2024-03-09 2024-03-09T17:00:00Z Squat (Barbell) warmup 10x 40 kg",
            "2024-03-09 2024-03-09T17:00:00Z Squat (Barbell) normal 5x 100 kg rpe 9",
        ])
        #expect(ImportTotals(records).description
                == "6 sets, 48 reps, 2000 kg, 1800 s, 5200 m, 2024-03-04…2024-03-09, Bench Press (Barbell) | Push Up | Running | Squat (Barbell)")
    }

    @Test func frenchStrongFromTheAppImportsEveryRep() throws {
        let records = try read("variants/strong-fr-app.csv")
        #expect(records.map(importLine) == [
            "2023-11-02 2023-11-02T19:30:00Z Bench Press (Dumbbell) normal 12x 50 kg",
            "2023-11-02 2023-11-02T19:30:00Z Bench Press (Dumbbell) normal 10x 55 kg rpe 7.5",
            "2023-11-02 2023-11-02T19:30:00Z Pull Up normal 8x \"Prise large\"",
            "2023-11-05 2023-11-05T10:00:00Z Plank normal 60s",
            "2023-11-05 2023-11-05T10:00:00Z Plank drop 45s",
        ])
        #expect(ImportTotals(records).description
                == "5 sets, 30 reps, 1150 kg, 105 s, 0 m, 2023-11-02…2023-11-05, Bench Press (Dumbbell) | Plank | Pull Up")
    }

    @Test func theImportAndItsDryRunPrintWhatEachColumnWasReadAs() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        var dry = try options()
        dry.dryRun = true
        let summary = try Importer.run(file: importFixture("variants/strong-de-app.csv"), into: store, options: dry)
        let mapping = "Datum → date, Name der Übung → exercise, Reihenfolge festlegen → set-order, Gewicht → weight (kg, --unit), "
            + "Wiederh. → reps, Entfernung → distance (km), Sekunden → seconds, Notizen → notes, RPE → rpe; "
            + "ignored: Workout-Name (workout name), Dauer (workout length), Workout-Notizen (workout notes)"
        #expect(summary.columns?.text(naming: \.flag) == mapping)
        #expect(ImportReport.lines(summary, detailed: true).first == "Columns: " + mapping)
        #expect(summary.rows.skipped == [.restTimer: 1])
        let done = try Importer.run(file: importFixture("variants/strong-de-app.csv"), into: store, options: options())
        #expect(ImportReport.lines(done, detailed: false).first == "Columns: " + mapping)
        #expect(try store.sets().compactMap(\.duration) == [1800])
    }

    /// A plain "time" column is a set's duration in some apps and the time of
    /// day in others: 18:30 read as a duration would be 18 min 30 s a set.
    @Test func aPlainTimeColumnIsRefusedUntilTheUserSaysWhatItHolds() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("times.csv")
        try Data("date,time,exercise,reps,weight\n2026-11-17,18:30,Squat,5,100\n2026-11-18,07:05,Bench Press,8,60\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        let options = try options()
        #expect(importFailure { _ = try Importer.records(file: path, options: options) }
                == "\(path):1:2: column \"time\" may be a time of day or a duration; say which with --column \"time=seconds\" (how long each set took) or --column \"time=ignore\"")
        let asDuration = try Importer.records(file: path, options: self.options(columns: ["time=seconds"]))
        #expect(ImportTotals(asDuration).description == "2 sets, 13 reps, 980 kg, 1535 s, 0 m, 2026-11-17…2026-11-18, Bench Press | Squat")
        let ignored = try Importer.records(file: path, options: self.options(columns: ["time=ignore"]))
        #expect(ImportTotals(ignored).description == "2 sets, 13 reps, 980 kg, 0 s, 0 m, 2026-11-17…2026-11-18, Bench Press | Squat")
    }

    @Test func aColumnOfNumbersNoFieldTakesIsRefusedWithTheMappingHint() throws {
        let path = importFixture("bad/unknown-numeric-column.csv")
        #expect(importFailure { _ = try read("bad/unknown-numeric-column.csv") }
                == "\(path):1:4: column \"Powt.\" holds numbers that no field takes; say what it holds with --column \"Powt.=FIELD\" (FIELD: reps, weight, seconds, distance, rpe or ignore)")
        #expect(try read("bad/unknown-numeric-column.csv", columns: ["Powt.=reps"]).map(importLine) == [
            "2024-05-01 2024-05-01T12:00:00Z Squat normal 5x 100 kg",
            "2024-05-01 2024-05-01T12:00:00Z Squat normal 3x 102.5 kg",
        ])
    }

    @Test func aStrongHeaderWithOneUnknownNumericColumnIsRefused() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "de-puls.csv", """
            Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,Notizen,Workout-Notizen,RPE,Puls
            2024-03-04 18:02:11,"Push",42min,"Bench Press (Barbell)",1,60.0,10.0,0,0.0,"","",,131

            """)
        #expect(importFailure { _ = try Importer.records(file: path, options: options()) }
                == "\(path):1:13: column \"Puls\" holds numbers that no field takes; say what it holds with --column \"Puls=FIELD\" (FIELD: reps, weight, seconds, distance, rpe or ignore)")
        #expect(try Importer.records(file: path, options: options(columns: ["Puls=ignore"])).map(importLine) == [
            "2024-03-04 2024-03-04T18:02:11Z Bench Press (Barbell) normal 10x 60 kg",
        ])
    }

    @Test func columnsNamedByTheUserWinOverTheHeader() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "own.csv", """
            Tag,Übung,Wdh,Last,Dauer
            2024-05-02,Kniebeuge,5,100,35 min
            2024-05-03,Kniebeuge,4,110,40 min

            """)
        let records = try Importer.records(file: path, options: options(columns: ["Tag=date", "Wdh=reps", "Last=weight"]))
        #expect(records.map(importLine) == [
            "2024-05-02 2024-05-02T12:00:00Z Kniebeuge normal 5x 100 kg",
            "2024-05-03 2024-05-03T12:00:00Z Kniebeuge normal 4x 110 kg",
        ])
        #expect(importFailure { _ = try Importer.records(file: path, options: options(columns: ["Reps=reps"])) }
                == "\(path):1:1: --column names \"reps\", which is not a column of the header \"Tag,Übung,Wdh,Last,Dauer\"")
        #expect(throws: ColumnMappingError.self) { try ImportOptions.columns(from: ["Wdh=repetitions"]) }
    }

    @Test func manyRowsWithoutWorkMeanAColumnWasNotUnderstood() throws {
        let path = importFixture("bad/sets-as-text.csv")
        #expect(importFailure { _ = try read("bad/sets-as-text.csv") }
                == "\(path):1:1: 3 of 3 rows have no reps, time or distance and would be dropped; columns read: date → date, exercise → exercise, weight → weight (kg, --unit); say which columns hold them with --column NAME=reps (or weight, seconds, distance)")
    }

    @Test func dayFirstDatesAreToldByADayAbove12() throws {
        #expect(try read("variants/dates-dmy.csv").map(importLine) == [
            "2025-01-09 2025-01-09T18:00:00Z Squat normal 5x 100 kg",
            "2025-01-25 2025-01-25T18:00:00Z Squat normal 5x 105 kg",
        ])
    }

    @Test func ambiguousDatesAreRefusedUnlessTheOrderIsGiven() throws {
        let path = importFixture("bad/dates-ambiguous.csv")
        #expect(importFailure { _ = try read("bad/dates-ambiguous.csv") }
                == "\(path):2:1: dates such as \"09/01/25\" could be day-first or month-first (no day above 12 in the first 2 rows); pass --date-order dmy or --date-order mdy")
        #expect(try read("bad/dates-ambiguous.csv", dateOrder: .mdy).map(importLine) == [
            "2025-09-01 2025-09-01T12:00:00Z Squat normal 5x 100 kg",
            "2025-10-02 2025-10-02T12:00:00Z Squat normal 4x 100 kg",
        ])
        #expect(try read("bad/dates-ambiguous.csv", dateOrder: .dmy).map(\.day.description) == ["2025-01-09", "2025-02-10"])
    }
}

/// Issue 25 point 6: the totals of every CSV fixture, as a reading of the
/// file by hand gives them (sets, reps, volume kg, seconds, metres, days, exercises).
@Suite struct FixtureTotalsTests {
    @Test(arguments: [
        ("strong.csv",
         "9 sets, 41 reps, 2720 kg, 1560 s, 5000 m, 2021-01-04…2021-01-06, Bench Press (Barbell) | Plank | Running | Squat (Barbell)"),
        ("hevy.csv",
         "6 sets, 45 reps, 1440 kg, 1200 s, 3200 m, 2021-01-04…2021-01-05, Bench Press (Barbell) | Push Up | Treadmill"),
        ("fitnotes.csv",
         "5 sets, 20 reps, 1000 kg, 1890 s, 12000 m, 2018-01-14…2018-01-15, Cycling | Flat Barbell Bench Press | Plank | Pull Up"),
        ("generic.csv",
         "4 sets, 30 reps, 1136.078 kg, 0 s, 0 m, 2026-11-20…2026-11-21, Bench Press | Chin Up | Curl"),
        ("variants/strong-durations.csv",
         "5 sets, 36 reps, 1740 kg, 45 s, 0 m, 2022-09-21…2025-06-04, Bench Press (Barbell) | Incline Bench Press (Dumbbell) | Plank | Squat (Barbell)"),
        ("variants/strong-semicolon-mi.csv",
         "5 sets, 18 reps, 811.93 kg, 3360 s, 14023.36 m, 2020-12-05…2020-12-10, Bench Press (Barbell) | Cycling | Plank | Running (Treadmill)"),
        ("variants/strong-headerless.csv",
         "3 sets, 8 reps, 698.532 kg, 75 s, 0 m, 2021-03-01…2021-03-01, Deadlift (Barbell) | Plank"),
        ("variants/strong-zh.csv",
         "3 sets, 15 reps, 725 kg, 0 s, 0 m, 2020-09-29…2020-10-01, Bent Over Row (Barbell) | Squat (Barbell)"),
        ("variants/strong-de.csv",
         "2 sets, 14 reps, 995 kg, 0 s, 0 m, 2021-02-10…2021-02-10, Bench Press (Barbell)"),
        ("variants/strong-unknown-language.csv",
         "2 sets, 16 reps, 1500 kg, 0 s, 0 m, 2022-07-28…2022-07-28, Squat (Barbell)"),
        ("variants/strong-2016-kg-km.csv",
         "3 sets, 10 reps, 600 kg, 600 s, 2000 m, 2016-10-03…2016-10-03, Rowing | Squat"),
        ("variants/hevy-us-dates.csv",
         "2 sets, 10 reps, 250 kg, 900 s, 1200 m, 2026-06-11…2026-08-27, Romanian Deadlift (Dumbbell) | Treadmill"),
        ("variants/fitnotes-unquoted-comma.csv",
         "3 sets, 14 reps, 300 kg, 70 s, 0 m, 2025-04-29…2025-04-30, Overhead Press (Each Side, Dumbbells) | Seated Cable Row | Side Plank"),
        ("variants/fitbod-old.csv",
         "5 sets, 46 reps, 244.94 kg, 0 s, 0 m, 2019-02-13…2019-02-14, Assisted Chin Up | Assisted Pull Up | Chin Up | Dumbbell Row | Goblet Squat"),
        ("variants/fitbod.csv",
         "2 sets, 8 reps, 480 kg, 600 s, 1500 m, 2021-03-02…2021-03-02, Barbell Bench Press | Running"),
        ("variants/decimal-comma.csv",
         "2 sets, 15 reps, 10562.5 kg, 0 s, 0 m, 2024-05-01…2024-05-01, Leg Press | Squat"),
        ("variants/dates-dmy.csv",
         "2 sets, 10 reps, 1025 kg, 0 s, 0 m, 2025-01-09…2025-01-25, Squat"),
    ])
    func totals(_ name: String, _ expected: String) throws {
        let records = try Importer.records(file: importFixture(name), options: ImportOptions(unit: .kg, timeZone: importUTC))
        #expect(ImportTotals(records).description == expected, "\(name)")
    }
}

extension ColumnMappingTests {
    /// A French header seen in a public project's tests, with RPE and Notes
    /// swapped: no Strong layout fits it by position (an exercise name is no
    /// set order), so its names are read, and every rep arrives.
    @Test func aLocalizedHeaderInAnotherOrderIsReadByName() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "fr-swapped.csv", """
            Date,Nom de l'entraînement,Durée,Nom de l'exercice,Ordre de la série,Poids,Réps,Distance,Secondes,RPE,Notes
            2025-01-01 10:00:00,Full Body,60m,Squat,1,100,5,0,0,8,
            2025-01-01 10:00:00,Full Body,60m,Squat,2,100,5,0,0,8.5,

            """)
        #expect(try Importer.records(file: path, options: options()).map(importLine) == [
            "2025-01-01 2025-01-01T10:00:00Z Squat normal 5x 100 kg rpe 8",
            "2025-01-01 2025-01-01T10:00:00Z Squat normal 5x 100 kg rpe 8.5",
        ])
    }
}

extension ColumnMappingTests {
    /// Workout lengths as the apps write them in each language parse (they
    /// are never a set's duration, and never refuse a row).
    @Test(arguments: [("42min", 2520.0), ("1 Std. 5 Min.", 3900), ("1h 13m", 4380), ("1小时13分钟", 4380),
                      ("35 min", 2100), ("82h 3min", 295_380), ("2h 23min", 8580)])
    func localizedWorkoutLengths(_ text: String, _ seconds: Double) throws {
        #expect(try FieldParsing.duration(text, "duration") == seconds)
    }
}
