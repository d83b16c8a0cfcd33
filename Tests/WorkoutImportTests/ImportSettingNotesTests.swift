import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Issue 43.4: an import's notes say which option decided a unit or left a
/// column out as a value (`ImportSetting`), for the command line to name
/// with its flag; the library's own words name no flag.
@Suite struct ImportSettingNotesTests {
    private func dryRun(_ path: String, unit: WeightUnit?, columns: [String] = []) throws -> ImportSummary {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        var options = ImportOptions(dryRun: true, unit: unit, timeZone: importUTC)
        options.columns = try ImportOptions.columns(from: columns)
        return try Importer.run(file: path, into: store, options: options)
    }

    @Test func aUnitTakenFromTheUnitOptionCarriesTheOption() throws {
        let summary = try dryRun(importFixture("variants/strong-durations.csv"), unit: .kg)
        #expect(summary.units == [UnitNote("Weight", "kg", setting: .unit),
                                  UnitNote("Distance", "km (Strong writes km with kg, miles with lb)")])
        let weight = try #require(summary.columns?.read.first { $0.name == "Weight" })
        #expect(weight.meaning == "weight")
        #expect(weight.detail == "kg")
        #expect(weight.setting == .unit)
        #expect(summary.units.map { $0.text(naming: \.plainName) }.first == "Weight: kg (unit option)")
    }

    @Test func aUnitTheHeaderNamesCarriesNoOption() throws {
        let summary = try dryRun(importFixture("hevy.csv"), unit: .kg)
        #expect(summary.units.first?.setting == nil)
        #expect(summary.columns?.read.allSatisfy { $0.setting == nil } == true)
    }

    @Test func aColumnLeftOutByTheColumnOptionCarriesTheOption() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "de-puls.csv", """
            Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,Notizen,Workout-Notizen,RPE,Puls
            2024-03-04 18:02:11,"Push",42min,"Bench Press (Barbell)",1,60.0,10.0,0,0.0,"","",,131

            """)
        let summary = try dryRun(path, unit: .kg, columns: ["Puls=ignore"])
        #expect(summary.columns?.ignored.last == ColumnMapping.Column(name: "Puls", setting: .column))
        #expect(summary.columns?.ignored.first == ColumnMapping.Column(name: "Workout-Name", meaning: "workout name"))
        #expect(summary.columns?.text(naming: \.plainName).hasSuffix("Puls (column option)") == true)
    }

    @Test func rowsWithoutWorkCarryTheColumnsRead() throws {
        var problem: ImportProblem?
        do {
            _ = try Importer.records(file: importFixture("bad/sets-as-text.csv"), options: ImportOptions(unit: .kg, timeZone: importUTC))
        } catch {
            problem = error.problems.first
        }
        guard case .rowsWithoutWork(let empty, let rows, let read)? = problem?.kind else {
            Issue.record("not refused for rows without work: \(String(describing: problem))")
            return
        }
        #expect(empty == 3 && rows == 3)
        #expect(read?.read.map(\.name) == ["date", "exercise", "weight"])
        #expect(read?.read.last?.setting == .unit)
        #expect(problem?.message.contains("--") == false)
    }
}
