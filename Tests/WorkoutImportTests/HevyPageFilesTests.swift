import Foundation
import RepChartTestSupport
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Hevy's API pages named one after another (`repchart import page-1.json
/// page-2.json`): one import, as a folder of them is, with the same checks.
@Suite struct HevyPageFilesTests {
    private let pages = ["page-1.json", "page-2.json"].map { importFixture("variants/hevy-api-pages/" + $0) }

    @Test func pagesNamedTogetherAreOneImportWithTheFolderValues() throws {
        let records = try Importer.records(files: pages, options: ImportOptions(timeZone: importUTC))
        #expect(records.map(importLine) == HevyAPIPages.lines)
        #expect(ImportTotals(records) == HevyAPIPages.totals)
    }

    @Test func reimportAddsNothingAndTheFolderFindsTheSameSets() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let options = ImportOptions(timeZone: importUTC)
        let first = try Importer.run(files: pages, into: store, options: options)
        #expect(first.format == .hevy && first.setsAdded == 3)
        let again = try Importer.run(files: pages.reversed(), into: store, options: options)
        #expect(again.setsAdded == 0 && again.duplicatesSkipped == 3)
        let asFolder = try Importer.run(file: importFixture("variants/hevy-api-pages"), into: store, options: options)
        #expect(asFolder.setsAdded == 0 && asFolder.duplicatesSkipped == 3)
        let stored = try store.sets()
        #expect(stored.map { "\($0.day) \($0.reps ?? 0)x \($0.weight.map { JSONWriting.number($0.value) } ?? "")" }.sorted()
            == ["2026-03-03 7x 65", "2026-03-03 8x 65", "2026-03-10 8x 70"])
    }

    @Test func aMissingPageRefusesAllAndWritesNothing() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        var named: [String] = []
        for (index, page) in pages.enumerated() {
            let text = try String(contentsOfFile: page, encoding: .utf8)
                .replacingOccurrences(of: "\"page_count\": 2", with: "\"page_count\": 3")
            named.append(try writeImportFile(folder, "p\(index + 1).json", text))
        }
        let message = importFailure { try Importer.run(files: named, into: store, options: ImportOptions(timeZone: importUTC)) }
        #expect(message == "\(named.joined(separator: ", ")):1:1 ($): page 3 of 3 missing from the files named")
        #expect(try store.setCount() == 0)
    }

    @Test func anotherFileAmongThePagesIsRefusedWithHowToImportIt() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let csv = importFixture("variants/gymbook-it.csv")
        let options = ImportOptions(timeZone: importUTC)
        #expect(importFailure { try Importer.run(files: [pages[0], csv], into: store, options: options) }
            == "\(csv): not a Hevy JSON file; several files are read as Hevy's API pages, one import; import other files one at a time")
        #expect(importFailure { try Importer.run(files: [pages[0], pages[0]], into: store, options: options) }
            == "\(pages[0]): named twice (also as \(pages[0])); name each page once")
        #expect(importFailure { try Importer.run(files: [pages[0], "-"], into: store, options: options) }
            == "stdin: several files are read as Hevy's API pages, one import: name each page's file (not - or a folder), or import other files one at a time")
        #expect(try store.setCount() == 0)
    }
}
