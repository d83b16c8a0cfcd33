import Foundation
import RepChartTestSupport
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport
@testable import repchart

/// Issue 43.4: every refusal and problem of an import is a kind a caller can
/// switch on, carrying the values that caused it (the text, the key, the
/// limit), worded once by the library; the command line adds only flags.
@Suite struct ImportProblemKindTests {
    /// The problems `path` is refused for, each with its location.
    private func problems(_ path: String, format: ImportFormat = .auto, unit: WeightUnit? = nil) -> [ImportProblem] {
        var options = ImportOptions(format: format, unit: unit, timeZone: importUTC)
        options.strict = true
        do {
            _ = try Importer.records(file: path, options: options)
            return []
        } catch {
            return error.problems
        }
    }

    private func kinds(_ folder: TestFolder, _ name: String, _ text: String, format: ImportFormat = .auto,
                       unit: WeightUnit? = nil) throws -> [ImportProblemKind] {
        problems(try writeImportFile(folder, name, text), format: format, unit: unit).map(\.kind)
    }

    /// The kind's words are its description, and the command line's the same (no flag fixes these).
    private func expectWorded(_ kind: ImportProblemKind?, _ text: String,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(kind?.description == text, sourceLocation: sourceLocation)
        #expect(kind?.commandLineText == text, sourceLocation: sourceLocation)
    }

    @Test func readingRefusalsCarryTheirValues() throws {
        let folder = try TestFolder()
        let empty = try kinds(folder, "empty.csv", "")
        #expect(empty == [.input(.emptyFile)])
        let binary = try kinds(folder, "nul.csv", "date,exercise\0,reps\n")
        #expect(binary == [.input(.binary(offset: 13, maybeUTF16: false))])
        expectWorded(binary.first, "a binary file, not text (NUL byte at offset 13)")
        let wide = try kinds(folder, "wide.csv", Array(repeating: "a", count: 1_500).joined(separator: ",") + "\n")
        #expect(wide == [.text(.tooManyFields(limit: CSVReader.maximumFields))])
        let truncated = problems(try writeImportFile(folder, "cut.json", "{\"format\": \"repchart\", \"version\": 1, \"exercises\": ["))
        #expect(truncated.map(\.kind) == [.text(.truncatedJSON)])
        #expect(truncated.first?.location?.path == "$.exercises[0]")
        let colon = try kinds(folder, "colon.json", "{\"format\" \"repchart\"}")
        #expect(colon == [.text(.malformedJSON(.expected("':' after a field name", found: UInt8(ascii: "\""))))])
        expectWorded(colon.first, "malformed JSON: expected ':' after a field name, found '\"'")
        let escape = try kinds(folder, "escape.json", "{\"format\": \"\\q\"}")
        #expect(escape == [.text(.malformedJSON(.invalidEscape(UInt8(ascii: "q"))))])
    }

    @Test func repchartJSONProblemsCarryTheTextAndTheNumber() throws {
        let folder = try TestFolder()
        let version = try kinds(folder, "v.json", "{\"format\": \"repchart\", \"version\": 99}")
        #expect(version == [.repchart(.unsupportedVersion(99))])
        expectWorded(version.first, "unsupported version 99 (this RepChart reads versions 1 to \(RepchartJSON.version))")
        let format = try kinds(folder, "f.json", "{\"format\": \"other\", \"version\": 1}")
        #expect(format == [.repchart(.otherFormat("other"))])
        let fixture = try String(contentsOfFile: importFixture("repchart.json"), encoding: .utf8)
        let unit = try kinds(folder, "u.json", fixture.replacingOccurrences(of: "\"default_unit\": \"kg\"",
                                                                           with: "\"default_unit\": \"stone\""))
        #expect(unit == [.repchart(.unknownUnit("stone"))])
        expectWorded(unit.first, "unknown unit \"stone\" (expected kg or lb)")
        let wrongType = try kinds(folder, "t.json", fixture.replacingOccurrences(of: "\"version\": 1", with: "\"version\": \"1\""))
        #expect(wrongType == [.json(.expected("a whole number", found: .string))])
    }

    @Test func hevyProblemsCarryTheValue() throws {
        let folder = try TestFolder()
        let page = try String(contentsOfFile: importFixture("variants/hevy-api-page.json"), encoding: .utf8)
        let rpe = try kinds(folder, "h.json", page.replacingOccurrences(of: "\"page\": 1,", with: "\"page\": 2.5,"))
        #expect(rpe.contains(.hevy(.notPageNumber(2.5))))
        let none = try kinds(folder, "none.json", "{\"page\": 1, \"page_count\": 1, \"workouts\": []}")
        #expect(none == [.hevy(.noWorkouts)])
    }

    @Test func csvProblemsCarryTheCellAsWritten() throws {
        let folder = try TestFolder()
        var strong = try String(contentsOfFile: importFixture("strong.csv"), encoding: .utf8)
        let warmUp = try #require(strong.range(of: ",W,60,"))
        strong.replaceSubrange(warmUp, with: ",X,60,")
        let order = try kinds(folder, "s.csv", strong, unit: .kg)
        #expect(order == [.csv(.setOrderUnknown("X"))])
        expectWorded(order.first, "set order \"X\" is not a number, W, D, F or Rest Timer")
        let jefit = try String(contentsOfFile: importFixture("variants/jefit.csv"), encoding: .utf8)
        let mass = try kinds(folder, "j.csv", jefit.replacingOccurrences(of: "M, kg, cm", with: "M, stone, cm"))
        #expect(mass == [.csv(.jefitMassUnknown("stone"))])
    }

    /// Before, about a hundred problems were built from words and matched as
    /// `.message(String)`; none may come back.
    @Test func noImportProblemIsBuiltFromWords() throws {
        let folder = Repository.path("Sources/WorkoutImport")
        let files = try #require(FileManager.default.subpaths(atPath: folder)).filter { $0.hasSuffix(".swift") }
        let patterns = [#"ImportError\(file: [^,]+, ""#, #"\.add\(""#, #"problem\(""#, #"ImportProblem\(""#,
                        #"case message\("#, #"\.message\("#]
        var found: [String] = []
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for pattern in patterns where text.range(of: pattern, options: .regularExpression) != nil {
                found.append("\(file): \(pattern)")
            }
        }
        #expect(found == [])
    }
}
