import Testing
import Workouts
import Charts
@testable import Reports

/// `ReportsError`: a kind to switch on, and a description in the library's
/// terms that names no command-line flag (the command line words its own).
@Suite struct ReportsErrorKindTests {
    private let day = Day(year: 2026, month: 11, day: 26) ?? Day(daysSinceEpoch: 0)
    private let size = ChartSize(width: 100_000, height: 100_000)

    /// One of each of the library's own refusals.
    private var samples: [ReportsError.Kind] {
        [
            .option(.unknownName(noun: "theme", text: "pink", choices: ["light", "dark"])),
            .option(.unknownMuscleGroup("wings")), .option(.notARange("ten")), .option(.notASize("big")),
            .option(.notAPosterSize("1080x300")),
            .request(.oneSeriesKind("calendar")), .request(.secondaryOutOfRange(2)), .request(.topOutOfRange(0)),
            .request(.musclesWithoutTarget), .request(.targetNotForKind("totals")), .request(.targetNeedsMuscleGrouping),
            .request(.targetNeedsSetsMetric(.volume)), .request(.targetNeedsMuscles),
            .request(.tooManyMuscles(count: 7, limit: 6)), .request(.exercisesAndTop), .request(.exercisesAndMuscleGrouping),
            .request(.tooManyExercises(count: 9, kind: "share", limit: 8)), .request(.exerciseNameMissing),
            .request(.unknownExercise("zz")), .request(.metricOnlyForProgress(.e1rm)), .request(.metricNotDaily(.e1rm)),
            .request(.metricNotTotalled(.e1rm)), .request(.reviewTopTooSmall(1)), .request(.reviewTopTooLarge(99, limit: 40)),
            .request(.reviewTargetInvalid(low: 20, high: 10)), .request(.weeksOutOfRange(0, limit: 520)),
            .period(.yearWithOtherPeriod(2025)), .period(.yearOutOfRange(1800)), .period(.yearNotBegun(2099, today: day)),
            .period(.moreThanOnePeriod), .period(.endWithoutStart), .period(.startAfterEnd(day, day)),
            .period(.spanTooLong(day, day)), .period(.lastTooLong("2000w")),
            .size(.scaleOutOfRange(0, limit: 8)), .size(.tooSmall(ChartSize(width: 10, height: 10), minimum: ChartSize.minimum)),
            .size(.pixels(size, scale: 1, width: 100_000, height: 100_000, limit: .sideAbove(16384))),
            .size(.pixels(size, scale: 0.0001, width: 0, height: 0, limit: .sideBelowOne)),
            .size(.pixels(size, scale: 1, width: 16000, height: 8000, limit: .areaAbove(megapixels: 64))),
            .output(.pngToTerminal(path: "-")), .output(.pngToTerminal(path: "/dev/tty")), .output(.folder(path: "/tmp")),
            .output(.notWritable(path: "/dev/sock")), .output(.existsNotKind(path: "a.png", kind: "a PNG image")),
            .output(.cannotOpen(path: "a", reason: "denied")), .output(.cannotWrite(name: "a", reason: "full")),
            .output(.configuredFolderMissing("/x")), .output(.configuredFolderNotFolder("/x")), .output(.notAFolder("/x")),
            .output(.cannotCreateFolder("/x", reason: "denied")),
            .output(.formatClash(path: "week.svg", named: .svg, asked: .png)), .output(.unsupportedExtension("gif")),
            .logNotDemo(path: "/tmp/log.sqlite", sets: 5),
        ]
    }

    @Test func libraryDescriptionsNameNoFlag() {
        for kind in samples {
            let description = ReportsError(kind).description
            #expect(!description.isEmpty && !description.contains("--") && !description.contains("\n"), "\(description)")
            #expect(!description.contains("-o ") && !description.contains("`repchart"), "\(description)")
        }
    }

    @Test func wrappedErrorsAreCarriedAndTellTheirOwnDescription() {
        let store = StoreError.noLog(path: "/tmp/x.sqlite")
        let chart = ChartError(.tooManySeries(count: 90, limit: 40))
        #expect(ReportsError(store).kind == .store(store))
        #expect(ReportsError(store).description == store.description)
        #expect(ReportsError(chart).kind == .chart(chart))
        #expect(ReportsError(chart).description == chart.description)
        #expect(ReportsError("worded by a caller").kind == .message("worded by a caller"))
        #expect(ReportsError("worded by a caller").description == "worded by a caller")
    }

    @Test func refusalsCarryTheirValues() throws {
        let year = #expect(throws: ReportsError.self) {
            try Period.parse(PeriodFlags(year: 2099), today: day, fallback: .currentWeek)
        }
        #expect(year?.kind == .period(.yearNotBegun(2099, today: day)))
        let weeks = #expect(throws: ReportsError.self) {
            try Period.parse(last: "9000w", today: day, fallback: .currentWeek)
        }
        #expect(weeks?.kind == .period(.lastTooLong("9000w")))
        #expect(throws: ReportsError(.option(.notAPosterSize("1080x300")))) { try PeriodReportRequest.posterSize(parsing: "1080x300") }
        #expect(throws: ReportsError(.option(.notASize("big")))) { try ChartSize(parsing: "big") }
        #expect(throws: ReportsError(.size(.scaleOutOfRange(9, limit: 8)))) { try ChartSize.default.validate(scale: 9) }
    }
}
