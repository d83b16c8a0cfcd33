import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Every kind of bad input gives short messages naming the file and where.
@Suite struct ImportErrorTests {
    private var strict: ImportOptions {
        var options = ImportOptions()
        options.strict = true
        return options
    }

    private func failure(_ name: String, format: ImportFormat = .auto, unit: WeightUnit? = nil) -> String? {
        let path = importFixture(name)
        // --strict: a row with a bad value refuses the file, so every problem is listed.
        var options = ImportOptions(format: format, unit: unit, timeZone: importUTC)
        options.strict = true
        let message = importFailure { _ = try Importer.records(file: path, options: options) }
        // Messages start with the path; compare the rest.
        return message?.replacingOccurrences(of: path, with: "FILE")
    }

    @Test func malformedJSON() {
        #expect(failure("bad/malformed.json") == "FILE:4:3 ($): malformed JSON: expected ',' or '}' after a field, found '\"'")
    }

    @Test func wrongVersion() {
        #expect(failure("bad/wrong-version.json") == "FILE:3:14 ($.version): unsupported version 4 (this RepChart reads versions 1 to 3)")
    }

    @Test func missingFields() {
        #expect(failure("bad/missing-fields.json") == """
            FILE:9:5 ($.sets[0]): missing field "day"
            FILE:9:5 ($.sets[0]): missing field "performed_at"
            """)
    }

    @Test func wrongTypes() {
        #expect(failure("bad/wrong-types.json") == """
            FILE:9:193 ($.sets[0].reps): expected a number, found a string
            FILE:9:208 ($.sets[0].weight): expected a number, found a boolean
            """)
    }

    @Test func negativeNumbers() {
        #expect(failure("bad/negative.json") == """
            FILE:9:193 ($.sets[0].reps): reps -3 is negative
            FILE:10:5 ($.sets[1]): weight cannot be negative (got -20 kg)
            FILE:11:197 ($.sets[2].duration): duration -5 is negative
            """)
        #expect(failure("bad/negative.csv") == """
            FILE:2:24: reps -5 is negative
            FILE:3:26: weight -100 is negative
            FILE:4:33: RPE "nan" is not a number
            FILE:5:33: RPE 11 is outside 1...10
            """)
    }

    @Test func nonFiniteNumbers() {
        #expect(failure("bad/nonfinite.json") == "FILE:9:206 ($.sets[0].weight): weight is not a finite number")
    }

    @Test func unknownUnits() {
        #expect(failure("bad/unknown-unit.json") == "FILE:9:218 ($.sets[0].unit): unknown unit \"stone\" (expected kg or lb)")
        #expect(failure("bad/unknown-unit.csv") == "FILE:3:29: unknown weight unit \"stone\" (expected kg or lb)")
    }

    @Test func impossibleDates() {
        #expect(failure("bad/impossible-date.json") == """
            FILE:9:111 ($.sets[0].day): date "2026-02-30" does not exist
            FILE:10:141 ($.sets[1].performed_at): timestamp "2026-11-20T25:30:00+01:00" does not exist
            """)
        #expect(failure("bad/impossible-date.csv") == "FILE:2:1: date \"2026-02-30\" does not exist")
    }

    @Test func sameIdWithDifferentContent() {
        #expect(failure("bad/duplicate-id.json") == "FILE:10:5 ($.sets[1]): set id 0F8E2C3A-0000-4000-8000-000000000001 is also used by $.sets[0] with different content")
    }

    @Test func truncatedFiles() {
        #expect(failure("bad/truncated.json") == "FILE:10:212 ($.sets[1]): unexpected end of file (truncated?)")
        #expect(failure("bad/truncated.csv") == "FILE:2:33: quoted field never closed (truncated file?)")
    }

    @Test func binaryFile() {
        #expect(failure("bad/binary.png") == "FILE: a binary file, not text (NUL byte at offset 8)")
    }

    @Test func emptyFiles() throws {
        #expect(failure("bad/empty.csv") == "FILE: the file is empty")
        let folder = try TestFolder()
        defer { folder.remove() }
        let blank = try writeImportFile(folder, "blank.json", "\u{FEFF} \n\r\n\t ")
        #expect(importFailure { _ = try Importer.records(file: blank) } == "\(blank): the file is empty")
    }

    @Test func missingFileAndFolder() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        #expect(importFailure { _ = try Importer.records(file: folder.file("nope.csv")) }
                == "\(folder.file("nope.csv")): cannot open: No such file or directory")
        #expect(importFailure { _ = try Importer.records(file: folder.path) } == "\(folder.path): cannot import a directory")
    }

    @Test func atMostTwentyProblemsThenACount() {
        let message = failure("bad/many-problems.csv")
        let lines = message?.split(separator: "\n") ?? []
        #expect(lines.count == 21)
        #expect(lines.first == "FILE:2:26: weight \"heavy\" is not a number")
        #expect(lines.dropLast().last == "FILE:21:27: weight \"heavy\" is not a number")
        #expect(lines.last == "and 5 more problems")
    }

    @Test func unitlessFilesNeedUnit() throws {
        #expect(failure("bad/unitless-strong.csv") == "FILE:1:1: the file does not say whether weights are kg or lb; pass --unit kg or --unit lb")
        #expect(failure("bad/unitless-strong.csv", unit: .lb) == nil)
    }

    @Test func unknownHeader() {
        #expect(failure("bad/unknown-header.csv") == "FILE:1:1: cannot tell the format from the header \"when?,what,how many\"; expected a Strong, Hevy, FitNotes or Fitbod export or a CSV with date and exercise columns (name them with --column NAME=date --column NAME=exercise)")
    }

    @Test func forcedFormatThatDoesNotFit() {
        #expect(failure("hevy.csv", format: .strong) == "FILE:1:1: the header has no Date column")
        #expect(failure("hevy.csv", format: .repchart) == "FILE:1:1 ($): not a RepChart JSON file (it does not start with '{')")
    }

    @Test func rowsWithTheWrongNumberOfFields() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "short.csv", "date,exercise,reps\n2026-11-20,Squat\n2026-11-20,Squat,5,extra\n2026-11-20,Squat,5,\n")
        #expect(importFailure { _ = try Importer.records(file: path, options: strict) } == """
            \(path):2:1: row has 2 fields, the header has 3
            \(path):3:20: row has 4 fields, the header has 3
            """)
    }

    @Test func problemsInTheSetsThemselves() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "limits.csv", """
            date,exercise,reps,weight,unit,duration
            2026-11-20,Squat,5,2500,kg,
            2026-11-20,,5,100,kg,
            2026-11-20,Plank,,,,90000
            2026-11-20 24:00,Squat,5,100,kg,

            """)
        #expect(importFailure { _ = try Importer.records(file: path, options: strict) } == """
            \(path):2:20: weight 2500 kg is above 2000 kg
            \(path):3:12: exercise name is empty
            \(path):4:1: duration must be more than 0 s and at most 24 h (got 90000 s)
            \(path):5:1: date "2026-11-20 24:00" has an impossible time
            """)
    }
}
