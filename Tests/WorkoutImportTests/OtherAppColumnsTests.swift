import Foundation
import RepChartTestSupport
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport
@testable import repchart

/// Issue 25 for GymBook, GymRun, Liftosaur and JEFIT: the import prints what
/// each column was read as, and a column of numbers none of them explains is
/// refused with the usual hint (then imported as told by `--column NAME=ignore`).
@Suite struct OtherAppColumnsTests {
    private func options(unit: WeightUnit? = nil, columns: [String] = [], dateOrder: DateOrder? = nil) throws -> ImportOptions {
        var options = ImportOptions(unit: unit, timeZone: importUTC)
        options.columns = try ImportOptions.columns(from: columns)
        options.dateOrder = dateOrder
        return options
    }

    /// The fixture with a column `name` of `values` added to every row of the
    /// block after `marker` (the whole file when nil).
    private func withColumn(_ fixture: String, _ name: String, _ values: [String], separator: String = ",",
                            after marker: String? = nil) throws -> String {
        let text = try String(contentsOfFile: importFixture("variants/" + fixture), encoding: .utf8)
        var inBlock = marker == nil
        var header = false
        var index = 0
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let marker, line.hasPrefix("###") {
                inBlock = line.hasPrefix(marker)
                header = inBlock
                lines.append(line)
                continue
            }
            guard inBlock, !line.isEmpty else {
                lines.append(line)
                continue
            }
            if marker == nil ? lines.isEmpty : header {
                lines.append(line + separator + name)
                header = false
            } else {
                lines.append(line + separator + values[index % values.count])
                index += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: [
        ("gymbook-it.csv", WeightUnit?.none,
         "Data → date, Orario → time of day, Esercizio → exercise, Set / Set di riscaldamento / Set di defaticamento → set-type (riscaldamento: warm-up), Ripetizioni / Tempo → reps or seconds (unit in each cell), Peso / Distanza → weight or distance (unit in each cell), Appunti → notes, Saltato → skipped (Sì: not imported); ignored: Programma (workout name), Zona (body part), Gruppi muscolari (Primari) (muscles), Gruppi muscolari (Secondari) (muscles)"),
        ("gymrun.csv", .kg,
         "Date → date, Time → time of day, Exercise → exercise, Set → set-order, Weight → weight (kg, --unit), Reps → reps, Notes → notes; ignored: Routine (workout name)"),
        ("liftosaur.csv", nil,
         "Workout DateTime → date (UTC, placed on the local day), Exercise → exercise, Is Warmup Set? → set-type (1: warm-up), Completed Reps → reps, Is AMRAP? → set-type (1: AMRAP), Completed RPE → rpe, Completed Weight Value → weight (unit per row), Completed Weight Unit → weight-unit, Completed Reps Time → time of the set, Notes → notes; ignored: Program (workout name), Day Name (workout name), Required Reps (planned), Required RPE (planned), Log RPE? (app setting), Required Weight Value (planned), Required Weight Unit (planned), Ask Weight? (app setting), Target Muscles (muscles), Synergist Muscles (muscles)"),
        ("jefit.csv", nil,
         "logs → sets WEIGHTxREPS (kg), _id → log id, mydate → date, ename → exercise, logTime → time of the sets, exercise_log_id → log id, set_index → set-order, weight_lbs → weight (lb, converted to kg), reps → reps, distance_mi → distance (mi), duration → seconds, set_type → set-type, log_time → time of the set; ignored: USERID (user id), TIMESTAMP (JEFIT's sync time), belongSys (JEFIT's id), record (JEFIT's 1RM estimate), eid (exercise id), day_item_id (routine id), belongsession (workout id), interval_logs (interval timer), auto_generated (JEFIT's flag), _id (row id), userid (user id), calories (not stored), speed_mph (from distance and time), laps (not stored)"),
    ])
    func theImportPrintsTheMapping(name: String, unit: WeightUnit?, mapping: String) throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        var options = try options(unit: unit)
        options.dryRun = true
        let summary = try Importer.run(file: importFixture("variants/" + name), into: store, options: options)
        #expect(summary.columns?.text(naming: \.flag) == mapping)
        #expect(ImportReport.lines(summary, detailed: true).contains("Columns: " + mapping))
    }

    @Test func gymBookWithAnUnknownColumnOfNumbersIsRefusedThenImportedAsTold() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let file = try writeImportFile(folder, "gymbook.csv", withColumn("gymbook-it.csv", "Calorie", ["35", "40", "12"]))
        #expect(importFailure { _ = try Importer.records(file: file, options: options()) }
            == "\(file):1:13: column \"Calorie\" holds numbers that no field takes; say what it holds with --column \"Calorie=FIELD\" (FIELD: reps, weight, seconds, distance, rpe or ignore)")
        let records = try Importer.records(file: file, options: options(columns: ["Calorie=ignore"]))
        #expect(ImportTotals(records) == ImportTotals(
            sets: 6, reps: 45, volumeKg: 300 + 625 + 500, seconds: 1260, metres: 3200,
            firstDay: "2025-01-09", lastDay: "2025-01-13", exercises: ["Bench Press (Barbell)", "Plank", "Treadmill", "Pull Up"]))
        // A field the GymBook reader has no column for is refused, not dropped.
        #expect(importFailure { _ = try Importer.records(file: file, options: options(columns: ["Calorie=seconds"])) }
            == "\(file):1:13: --column \"Calorie=seconds\": the gymbook reader does not read one; import with --format csv to read every column as mapped")
    }

    @Test func gymRunWithAnUnknownColumnOfNumbersIsRefusedThenImportedAsTold() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let file = try writeImportFile(folder, "gymrun.csv", withColumn("gymrun.csv", "Distance", ["0", "3,5"], separator: ";"))
        #expect(importFailure { _ = try Importer.records(file: file, options: options(unit: .kg)) }
            == "\(file):1:9: column \"Distance\" holds numbers that no field takes; say what it holds with --column \"Distance=FIELD\" (FIELD: reps, weight, seconds, distance, rpe or ignore)")
        let records = try Importer.records(file: file, options: options(unit: .kg, columns: ["Distance=ignore"]))
        #expect(ImportTotals(records) == ImportTotals(
            sets: 4, reps: 36, volumeKg: 600 + 560 + 435, firstDay: "2025-05-24", lastDay: "2025-05-31",
            exercises: ["Bench Press", "Chest Dip"]))
    }

    @Test func liftosaurWithAnUnknownColumnOfNumbersIsRefusedThenImportedAsTold() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let file = try writeImportFile(folder, "liftosaur.csv", withColumn("liftosaur.csv", "Completed Duration", ["45", "60"]))
        #expect(importFailure { _ = try Importer.records(file: file, options: options()) }
            == "\(file):1:21: column \"Completed Duration\" holds numbers that no field takes; say what it holds with --column \"Completed Duration=FIELD\" (FIELD: reps, weight, seconds, distance, rpe or ignore)")
        let records = try Importer.records(file: file, options: options(columns: ["Completed Duration=ignore"]))
        #expect(ImportTotals(records) == ImportTotals(
            sets: 5, reps: 31, volumeKg: 1656.92, firstDay: "2026-03-02", lastDay: "2026-03-05",
            exercises: ["Squat, Barbell", "Pull Up", "Bench Press, Barbell"]))
    }

    @Test func jefitWithAnUnknownColumnOfNumbersIsRefusedThenImportedAsTold() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let text = try withColumn("jefit.csv", "rest_seconds", ["90", "120"], after: "### EXERCISE SET LOGS")
        let file = try writeImportFile(folder, "jefit.csv", text)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("_id,userid") }.map { $0 + 1 } ?? 0
        #expect(importFailure { _ = try Importer.records(file: file, options: options()) }
            == "\(file):\(line):14: EXERCISE SET LOGS: column \"rest_seconds\" holds numbers that no field takes; say what it holds with --column \"rest_seconds=FIELD\" (FIELD: reps, weight, seconds, distance, rpe or ignore)")
        let records = try Importer.records(file: file, options: options(columns: ["rest_seconds=ignore"]))
        #expect(ImportTotals(records) == ImportTotals(
            sets: 10, reps: 110, volumeKg: 2160 + 910 + 512, firstDay: "2014-01-17", lastDay: "2025-02-04",
            exercises: ["Barbell Bench Press", "Push-Up", "Machine Fly"]))
        #expect(importFailure { _ = try Importer.records(file: file, options: options(columns: ["rest_seconds=seconds"])) }
            == "\(file): --column \"rest seconds=seconds\": a JEFIT export's columns are read by their names; --column can only leave one out (NAME=ignore)")
    }

    @Test func dayFirstFormatsKeepTheirOrderWhenNoDayIsAboveTwelve() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let gymBook = try String(contentsOfFile: importFixture("variants/gymbook-it.csv"), encoding: .utf8)
            .replacingOccurrences(of: "13/01/25", with: "12/01/25")
        let file = try writeImportFile(folder, "gymbook.csv", gymBook)
        #expect(try Importer.records(file: file, options: options()).map(\.day.description)
            == ["2025-01-09", "2025-01-09", "2025-01-09", "2025-01-09", "2025-01-12", "2025-01-12"])
        // --date-order wins over the format's order: a US-style file reads month first.
        #expect(try Importer.records(file: file, options: options(dateOrder: .mdy)).map(\.day.description)
            == ["2025-09-01", "2025-09-01", "2025-09-01", "2025-09-01", "2025-12-01", "2025-12-01"])
    }

    /// Sets the format marks as not done are not rows a misread column left
    /// empty: any number of them imports the rest.
    @Test func setsMarkedNotDoneNeverRefuseTheFile() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let text = try String(contentsOfFile: importFixture("variants/gymbook-it.csv"), encoding: .utf8)
        let skipped = text.split(separator: "\n").filter { $0.hasSuffix(",Sì") }.map(String.init)
        #expect(skipped.count == 1)
        let more = ["19:10", "19:20", "19:30"].map { skipped[0].replacingOccurrences(of: "18:53", with: $0) }
        let file = try writeImportFile(folder, "gymbook.csv", text + more.joined(separator: "\n") + "\n")
        let summary = try Importer.run(file: file, into: store, options: options())
        #expect(summary.rows.skipped == [.notDone: 4])
        #expect(ImportTotals(try Importer.records(file: file, options: options())) == ImportTotals(
            sets: 6, reps: 45, volumeKg: 300 + 625 + 500, seconds: 1260, metres: 3200,
            firstDay: "2025-01-09", lastDay: "2025-01-13", exercises: ["Bench Press (Barbell)", "Plank", "Treadmill", "Pull Up"]))
        let liftosaur = try Importer.run(file: importFixture("variants/liftosaur.csv"), into: store, options: options())
        #expect(liftosaur.rows.skipped == [.notDone: 1])
    }
}
