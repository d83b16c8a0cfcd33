import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Issue 42.6: GymRun's dates in the phone's slash form follow the file's
/// evidence (a number above 12 shows which comes first) or are refused with
/// a request for the order; GymRun's own `dd.mm.yyyy` stays day first.
@Suite struct GymRunDateOrderTests {
    private func read(_ dates: [String], dateOrder: DateOrder? = nil) throws -> [ImportRecord] {
        let folder = try TestFolder()
        defer { folder.remove() }
        let rows = dates.map { "\($0);18:00;Push A;Bench Press;1;60;10;" }
        let path = try writeImportFile(folder, "gymrun.csv", (["Date;Time;Routine;Exercise;Set;Weight;Reps;Notes"] + rows + [""]).joined(separator: "\n"))
        var options = ImportOptions(unit: .kg, timeZone: importUTC)
        options.dateOrder = dateOrder
        return try Importer.records(file: path, options: options)
    }

    @Test func gymRunSlashDatesFollowTheFilesEvidence() throws {
        #expect(try read(["04/05/2025", "04/29/2025", "05/06/2025"]).map(\.day.description) == [
            "2025-04-05", "2025-04-29", "2025-05-06",
        ])
        #expect(try read(["04/05/2025", "29/04/2025"]).map(\.day.description) == ["2025-05-04", "2025-04-29"])
    }

    @Test func ambiguousGymRunSlashDatesAskForTheDateOrder() throws {
        let message = importFailure { _ = try read(["04/05/2025", "05/06/2025"]) }
        #expect(message?.contains("could be day-first or month-first") == true)
        #expect(message?.contains("--date-order") == true)
        #expect(try read(["04/05/2025", "05/06/2025"], dateOrder: .mdy).map(\.day.description) == ["2025-04-05", "2025-05-06"])
    }

    /// A date that exists in neither order decided the whole file: `31/02/2025` beside 04/05 and 06/07
    /// read them day-first (4 May, 6 July) and skipped itself; `04/31/2025` read them month-first. It is
    /// no evidence of either, so the order is asked for, with an example that reads two ways.
    @Test func aDateThatExistsInNeitherOrderDecidesNothing() throws {
        for typo in ["31/02/2025", "04/31/2025"] {
            let message = importFailure { _ = try read(["01/01/2025", "04/05/2025", "06/07/2025", typo]) }
            #expect(message?.contains("could be day-first or month-first") == true, "\(typo): \(message ?? "read")")
            #expect(message?.contains("04/05/2025") == true, "\(typo): \(message ?? "read")")
            // Said as it is: not "no day above 12" beside a 31, but that this date is in neither order.
            #expect(message?.contains("(no date in the first 4 rows shows which; \"\(typo)\" is a date in neither order)") == true,
                    "\(typo): \(message ?? "read")")
        }
        // With a date that exists in one order only, that order is still read.
        #expect(try read(["04/05/2025", "31/02/2025", "13/05/2025"]).map(\.day.description) == ["2025-05-04", "2025-05-13"])
    }

    /// A new user's report: `--date-order dmy` on a month-first file stored
    /// 04/05 as 4 May and skipped 04/29 as "a date that does not exist".
    @Test func aDateOrderTheFilesDatesShowWrongIsRefusedWithTheirOrder() throws {
        let message = importFailure { _ = try read(["04/05/2025", "04/29/2025", "05/06/2025"], dateOrder: .dmy) }
        #expect(message?.hasSuffix(":3:1: dates such as \"04/29/2025\" exist only month-first, "
                                   + "but --date-order dmy reads them day-first; pass --date-order mdy") == true,
                "\(message ?? "nil")")
        let dayFirst = importFailure { _ = try read(["29.04.2025", "04.05.2025"], dateOrder: .mdy) }
        #expect(dayFirst?.contains("\"29.04.2025\" exist only day-first") == true, "\(dayFirst ?? "nil")")
        // Told the order the file shows, or one it does not contradict: read so.
        #expect(try read(["04/05/2025", "04/29/2025"], dateOrder: .mdy).map(\.day.description) == ["2025-04-05", "2025-04-29"])
        #expect(try read(["04/05/2025", "05/06/2025"], dateOrder: .dmy).map(\.day.description) == ["2025-05-04", "2025-06-05"])
        // Both orders in one file: the order given settles it, row by row.
        #expect(try read(["04/29/2025", "29/04/2025"], dateOrder: .dmy).map(\.day.description) == ["2025-04-29"])
    }

    /// A date that does not exist in the order the file is read in is skipped
    /// as a typo, and said in that order: "expected DD.MM.YYYY, day first"
    /// was said of a month-first file written with slashes.
    @Test func aDateThatDoesNotExistIsNamedInTheOrderTheFileIsReadIn() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let rows = ["04/29/2025", "02/30/2025", "05/06/2025"].map { "\($0);18:00;Push A;Bench Press;1;60;10;" }
        let path = try writeImportFile(folder, "gymrun.csv", (["Date;Time;Routine;Exercise;Set;Weight;Reps;Notes"] + rows + [""]).joined(separator: "\n"))
        let (store, storeFolder) = try makeStore()
        defer { storeFolder.remove() }
        let summary = try Importer.run(file: path, into: store, options: ImportOptions(dryRun: true, unit: .kg, timeZone: importUTC))
        #expect(summary.setsAdded == 2)
        #expect(summary.rows.leftOutRows == 1)
        #expect(summary.rows.problemLines(file: path) == ["\(path):3:1: Date \"02/30/2025\" is not a date that exists (read month first)"])
    }

    /// One date that does not exist is a typo; many mean the order is wrong,
    /// and the file is refused as a column that cannot be read, in a plain
    /// CSV as in GymRun's, and with `--date-order ymd` on dates written day first.
    @Test func manyDatesThatDoNotExistRefuseTheFile() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        // Month first by its first rows; then day first for the rest of a long file.
        let early = (1...12).map { "04/\(String(format: "%02d", 13 + $0))/2025,Squat,5,100,kg" }
        let late = (1...600).map { "\(String(format: "%02d", 13 + $0 % 15))/05/2025,Squat,5,100,kg" }
        let plain = try writeImportFile(folder, "plain.csv", (["date,exercise,reps,weight,unit"] + early + Array(repeating: "05/01/2025,Squat,5,100,kg", count: 500) + late + [""]).joined(separator: "\n"))
        let message = importFailure { _ = try Importer.records(file: plain, options: ImportOptions(timeZone: importUTC)) }
        #expect(message?.contains("column \"date\" could not be read on 600 of 1112 rows") == true, "\(message ?? "nil")")
        let dayFirst = try writeImportFile(folder, "ymd.csv", (["date,exercise,reps,weight,unit"] + (1...30).map { "\(13 + $0 % 15)/04/2025,Squat,5,100,kg" } + [""]).joined(separator: "\n"))
        var ymd = ImportOptions(timeZone: importUTC)
        ymd.dateOrder = .ymd
        let refused = importFailure { _ = try Importer.records(file: dayFirst, options: ymd) }
        #expect(refused?.contains("column \"date\" could not be read on 30 of 30 rows") == true, "\(refused ?? "nil")")
    }

    @Test func gymRunsOwnDottedDatesStayDayFirst() throws {
        #expect(try read(["04.05.2025", "05.06.2025"]).map(\.day.description) == ["2025-05-04", "2025-06-05"])
    }
}
