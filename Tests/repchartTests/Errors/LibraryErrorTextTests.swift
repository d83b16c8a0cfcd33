import Charts
import Foundation
import RepChartTestSupport
import Testing
import Typeset
import Workouts
@testable import repchart

/// Issue 43.4: the log's, a request's, the import's and the font locator's
/// errors carry kinds with their values and say what went wrong without a
/// flag; the command line words the same kinds with its flags, byte for
/// byte as it printed them before.
@Suite struct LibraryErrorTextTests {
    /// Whether `text` names a flag or a command.
    private static func namesAFlag(_ text: String) -> Bool { text.contains(/--[a-z]/) || text.contains("`repchart ") }

    @Test func storeErrorsNameTheCommandOnlyOnTheCommandLine() {
        let damaged = StoreError.damaged(path: "log.sqlite", reason: "truncated")
        #expect(!Self.namesAFlag(damaged.description))
        #expect(commandLineText(for: damaged)
            == "database log.sqlite is damaged (truncated); `repchart doctor --db log.sqlite` checks it, and a backup copy can replace it")
        let noHome = StoreError.noHome(path: "~/.local/share/repchart/repchart.sqlite")
        #expect(noHome.description == "cannot open database ~/.local/share/repchart/repchart.sqlite: HOME is not set; set HOME or REPCHART_DB")
        #expect(noHome.commandLineText
            == "cannot open database ~/.local/share/repchart/repchart.sqlite: HOME is not set; pass --db PATH or set REPCHART_DB")
        let unknown = StoreError.unknownExercise("zercher", suggestions: [])
        #expect(unknown.description == "unknown exercise 'zercher'; add it to the log's exercises first")
        #expect(unknown.commandLineText == "unknown exercise 'zercher'; add it with --new or `repchart exercises add`")
        let assisted = StoreError.assistanceOverBodyWeight(index: 2, assistance: Weight(90, .kg), bodyWeight: Weight(80, .kg))
        #expect(assisted.description == "set 2: an assistance of 90 kg is heavier than the body weight (80 kg); "
            + "check the number, or update the body weight setting")
        #expect(assisted.commandLineText == "set 2: an assistance of 90 kg is heavier than the body weight (80 kg); "
            + "check the number, or update it with `repchart settings bodyweight`")
        // With suggestions both say the same.
        let close = StoreError.unknownExercise("squad", suggestions: ["Squat"])
        #expect(close.commandLineText == close.description)
    }

    @Test func aMissingHomeIsItsOwnKind() throws {
        #expect(throws: StoreError.noHome(path: "~/.local/share/repchart/repchart.sqlite")) {
            _ = try StoreLocation.path(environment: [:])
        }
    }

    @Test func requestErrorsCarryTheDaysAndTheLimit() throws {
        let today = try #require(Day(year: 2026, month: 11, day: 28))
        do {
            _ = try SummaryPeriod.resolve(from: "2026-02-01", to: "2026-01-01", today: today, weekStart: .monday)
            Issue.record("a range that ends before it starts was accepted")
        } catch {
            guard case .startAfterEnd(let from, let to) = error else { Issue.record("\(error)"); return }
            #expect((from.description, to.description) == ("2026-02-01", "2026-01-01"))
            #expect(!Self.namesAFlag(error.description))
            #expect(error.commandLineText == "--from 2026-02-01 is after --to 2026-01-01")
        }
        #expect(throws: RequestError.periodGivenTwice) {
            _ = try SummaryPeriod.resolve(week: "2026-W01", last: "4w", today: today, weekStart: .monday)
        }
        #expect(RequestError.limitBelowOne(0).commandLineText == "--limit must be at least 1 (got 0)")
        #expect(RequestError.limitBelowOne(0).description == "a limit must be at least 1 (got 0)")
    }

    @Test func aMissingDefaultFontNamesTheFoldersAndOnlyTheCommandLineNamesTheFlag() {
        let error = FontError(file: "DejaVu Sans", kind: .notFound(folders: ["/usr/share/fonts", "/x/fonts"]))
        guard case .notFound(let folders) = error.kind else { Issue.record("\(error.kind)"); return }
        #expect(folders == ["/usr/share/fonts", "/x/fonts"])
        #expect(error.description
            == "font DejaVu Sans: no TrueType font found in /usr/share/fonts, /x/fonts; install the Debian package fonts-dejavu-core")
        #expect(ChartError(.noFont(underlying: error)).commandLineText
            == "no usable font: font DejaVu Sans: no TrueType font found in /usr/share/fonts, /x/fonts; "
                + "install the Debian package fonts-dejavu-core or pass --font PATH")
        #expect(FontError(file: "a.ttf", reason: "cannot open").kind == .unreadable(reason: "cannot open"))
    }

    @Test func anImportRefusalIsAKindWithItsValues() throws {
        let path = Repository.path("Fixtures/imports/bad/dates-ambiguous.csv")
        let error = try #require(Self.refusal(path))
        let kind = try #require(error.problems.first?.kind)
        #expect(kind == .dateOrderUnclear(example: "09/01/25", why: "no day above 12 in the first 2 rows"))
        #expect(!Self.namesAFlag(error.description))
        #expect(error.commandLineText == "\(path):2:1: dates such as \"09/01/25\" could be day-first or month-first "
            + "(no day above 12 in the first 2 rows); pass --date-order dmy or --date-order mdy")
    }

    /// The import's refusal of the file at `path` (nil: read, or another error).
    private static func refusal(_ path: String) -> ImportError? {
        do {
            _ = try Importer.records(file: path, options: ImportOptions(unit: .kg, timeZone: TimeZone(identifier: "UTC")))
            return nil
        } catch {
            return error
        }
    }

    @Test func everyImportKindIsWordedWithoutAFlagInTheLibrary() {
        let kinds: [ImportProblemKind] = [
            .unitNotSaid, .settingWithoutUnit, .weightWithoutUnit("70"), .dateOrderUnclear(example: "1/2/25", why: "w"),
            .regionDateOrder, .dateOrderContradicted(given: .dmy, example: "04/29/2025"),
            .impossibleDay(column: "Date", text: "31/02", written: "DD/MM"), .pagesNotHevy(format: "strong"),
            .unknownHeader("a,b"), .mappedColumnNotInHeader(name: "x", header: "a,b"), .mappedColumnNotInBlocks(name: "x"),
            .jefitColumnMapped(name: "x", field: .reps), .strongLiftsColumnMapped(name: "x", field: .reps),
            .strongLiftsColumnUnknown("x"), .mappedColumnNotFollowed(name: "x", field: .seconds, format: "hevy"),
            .rowsWithoutWork(empty: 3, rows: 3, read: nil), .timeOrDuration(column: "time"),
            .numbersNoFieldTakes(section: "", columns: ["a", "b"]), .valueNoFieldTakes(column: "a", value: "3"),
            .columnUnread(column: "w", failed: 5, rows: 30, examples: "\"x\" (line 2)", field: .weight, unitGiven: false),
            .mapping(ImportMappingError(spec: "oops")),
        ]
        for kind in kinds {
            #expect(!Self.namesAFlag(kind.description), "\(kind)")
            #expect(kind.commandLineText.contains(/--[a-z]/), "\(kind)")
        }
        #expect(ImportProblemKind.numbersNoFieldTakes(section: "", columns: ["a", "b"]).commandLineText
            == "columns \"a\", \"b\" hold numbers that no field takes; say what they hold with --column \"a=FIELD\" --column \"b=FIELD\" "
                + "(FIELD: reps, weight, seconds, distance, rpe or ignore)")
    }

    @Test func mappingRefusalsNameTheFlagOnlyOnTheCommandLine() {
        let repeated = ImportMappingError(spec: "A=B", kind: .repeated(earlier: "A=C"))
        #expect(repeated.description == "mapping \"A=B\" maps a name that \"A=C\" maps already; map each name once")
        #expect(repeated.commandLineText == "--map \"A=B\" maps a name that --map \"A=C\" maps already; give one --map per name")
        let column = ColumnMappingError(spec: "oops")
        #expect(!Self.namesAFlag(column.description))
        #expect(commandLineText(for: column) == "--column expects NAME=FIELD with FIELD one of date, exercise, reps, weight, "
            + "weight-unit, distance, distance-unit, seconds, rpe, rir, set-type, set-order, notes, ignore (got \"oops\")")
    }
}
