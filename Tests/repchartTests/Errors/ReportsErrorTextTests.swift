import Reports
import Testing
import Workouts
@testable import repchart

/// The command line's words for the library's refusals: each group names the
/// flags the library's own description leaves out, byte for byte as printed.
@Suite struct ReportsErrorTextTests {
    private func text(_ kind: ReportsError.Kind) -> String { ReportsError(kind).commandLineText }

    @Test func optionValues() {
        #expect(text(.option(.notARange("20-10"))) == "--target '20-10' is not a range; write it as LOW-HIGH, e.g. 10-20")
        #expect(text(.option(.notAPosterSize("1080x300")))
            == "--size '1080x300' is not a poster size; use WIDTHxHEIGHT from 540x540 to 4320x5400, no wider than 5:4 (default 1080x1350, 4:5)")
        #expect(text(.option(.unknownName(noun: "theme", text: "pink", choices: ["light", "dark"])))
            == "unknown theme 'pink'; use light or dark")
        #expect(text(.option(.notASize("big"))) == "'big' is not a size; use WIDTHxHEIGHT such as 1600x1000")
    }

    @Test func requests() {
        let cases: [(RequestProblem, String)] = [
            (.oneSeriesKind("calendar"),
             "a calendar chart has one series; leave out --by, --secondary, --top, --exercise, --target and --muscle"),
            (.secondaryOutOfRange(2), "--secondary must be a number from 0 to 1, such as 0.5"),
            (.topOutOfRange(0), "--top must be from 1 to 100, such as --top 8"),
            (.musclesWithoutTarget, "--muscle goes with --target, e.g. --muscle chest --target 10-20"),
            (.targetNotForKind("totals"), "--target is for chart weeks, e.g. chart weeks --by muscle --muscle chest --target 10-20"),
            (.targetNeedsMuscleGrouping, "--target needs --by muscle (it counts working sets per muscle group)"),
            (.targetNeedsSetsMetric(.volume), "--target counts sets; leave out --metric or use --metric sets"),
            (.targetNeedsMuscles,
             "--target compares each muscle group with the range; choose them with --muscle, e.g. --muscle chest,lats"),
            (.tooManyMuscles(count: 7, limit: 6), "--muscle takes at most 6 muscle groups side by side"),
            (.exercisesAndTop, "--exercise picks the series and --top ranks them; give one of the two"),
            (.exercisesAndMuscleGrouping, "--exercise picks exercises, --by muscle draws muscle groups; leave out one of them"),
            (.tooManyExercises(count: 9, kind: "share", limit: 8),
             "--exercise names 9 exercises; a share chart draws at most 8 apart (use --top N for the largest)"),
            (.exerciseNameMissing, "--exercise needs a name, e.g. --exercise squat"),
            (.unknownExercise("zz"), "unknown exercise 'zz' in --exercise; `repchart exercises` lists the names"),
            (.metricOnlyForProgress(.e1rm),
             "--metric e1rm is only for progress charts; use reps, sets, volume, duration or distance"),
            (.metricNotDaily(.e1rm), "--metric e1rm cannot be summed per day; use reps, sets, volume, duration or distance"),
            (.metricNotTotalled(.e1rm), "--metric e1rm cannot be totalled; use reps, sets, volume, duration or distance"),
            (.reviewTopTooSmall(1), "--top 1 leaves no room; use 2 or more"),
            (.reviewTopTooLarge(99, limit: 40), "--top 99 is more series than a chart can draw; use 2 to 40"),
            (.reviewTargetInvalid(low: 20, high: 10), "--target needs LOW-HIGH with LOW below HIGH, e.g. 10-20"),
            (.weeksOutOfRange(0, limit: 520), "--weeks 0 is out of range: use 1 to 520"),
        ]
        for (problem, expected) in cases { #expect(text(.request(problem)) == expected) }
    }

    @Test func periods() throws {
        let start = try #require(Day(year: 2026, month: 11, day: 10))
        let end = try #require(Day(year: 2026, month: 11, day: 1))
        let cases: [(PeriodProblem, String)] = [
            (.yearWithOtherPeriod(2025),
             "--year 2025 names the whole period; give only one of --week, --date, --from/--to, --last and --year"),
            (.yearOutOfRange(1800), "--year 1800 is not a year RepChart can show; use 1900 to 9999"),
            (.yearNotBegun(2099, today: start), "--year 2099 has not begun yet (today is 2026-11-10)"),
            (.moreThanOnePeriod, "give only one of --week, --date, --from/--to and --last"),
            (.endWithoutStart, "--to needs --from"),
            (.startAfterEnd(start, end), "--from 2026-11-10 is after --to 2026-11-01"),
            (.spanTooLong(end, start), "--from 2026-11-01 --to 2026-11-10 spans more than 20 years"),
            (.lastTooLong("2000w"), "--last 2000w is longer than 20 years"),
        ]
        for (problem, expected) in cases { #expect(text(.period(problem)) == expected) }
    }

    @Test func sizes() {
        let huge = ChartSize(width: 100_000, height: 100_000)
        #expect(text(.size(.scaleOutOfRange(9.5, limit: 8))) == "--scale 9.5 is out of range: use a value above 0 and at most 8")
        #expect(text(.size(.tooSmall(ChartSize(width: 10, height: 10), minimum: ChartSize(width: 240, height: 160))))
            == "--size 10x10 is too small: a chart needs at least 240x160 to be legible")
        #expect(text(.size(.pixels(huge, scale: 1, width: 100_000, height: 100_000, limit: .sideAbove(16384))))
            == "--size 100000x100000 at scale 1 is 100000x100000 px; each side can be at most 16384 px")
        #expect(text(.size(.pixels(ChartSize(width: 240, height: 160), scale: 0.0001, width: 0, height: 0, limit: .sideBelowOne)))
            == "--size 240x160 at scale 0.0001 is 0x0 px; each side must be at least 1 px (use a larger --scale)")
        #expect(text(.size(.pixels(huge, scale: 1, width: 16000, height: 8000, limit: .areaAbove(megapixels: 64))))
            == "--size 100000x100000 at scale 1 is 16000x8000 px; an image can have at most 64 Mpx")
    }

    @Test func outputs() {
        let cases: [(OutputProblem, String)] = [
            (.pngToTerminal(path: "-"), "-o - would write a PNG image to the terminal; redirect it (> week.png) or use -o FILE"),
            (.pngToTerminal(path: "/dev/tty"), "-o /dev/tty would write a PNG image to the terminal; redirect it or use -o FILE"),
            (.existsNotKind(path: "a.png", kind: "a PNG image"), "a.png already exists and is not a PNG image; pass --force to replace it"),
            (.configuredFolderMissing("/x"),
             "the config file's outputFolder /x does not exist; create it, or change it with `repchart config set outputFolder DIR`"),
            (.configuredFolderNotFolder("/x"),
             "the config file's outputFolder /x is not a folder; change it with `repchart config set outputFolder DIR`"),
            (.formatClash(path: "week.svg", named: .svg, asked: .png), "-o week.svg ends in .svg but --format is png; make them agree"),
            (.unsupportedExtension("gif"), "cannot write .gif files; use a .png or .svg name, or --format png|svg"),
            (.folder(path: "/tmp"), "cannot write /tmp: it is a folder"),
            (.notAFolder("/x"), "cannot write into /x: it is not a folder"),
        ]
        for (problem, expected) in cases { #expect(text(.output(problem)) == expected) }
    }

    @Test func demoAndWrappedErrors() {
        #expect(text(.logNotDemo(path: "/tmp/log.sqlite", sets: 5))
            == "/tmp/log.sqlite holds 5 sets the demo did not make; the demo fills only a new log or its own: "
            + "give --db a new file, or leave --db out")
        let store = StoreError.noLog(path: "/tmp/x.sqlite")
        #expect(text(.store(store)) == store.commandLineText)
        #expect(text(.message("--preview cannot be used with -o -")) == "--preview cannot be used with -o -")
    }
}
