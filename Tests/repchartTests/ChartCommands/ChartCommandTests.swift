import Charts
import Foundation
import PNGCodec
import Raster
import RepChartTestSupport
import Testing
import Workouts
import WorkoutTestSupport

/// `repchart chart …` run as a subprocess against a temporary database; the
/// PNGs are decoded and checked for size, the exercises' colours and ink.
@Suite struct ChartCommandTests {
    static let squatColor = Color(rgb: 0x0072B2)
    static let benchColor = Color(rgb: 0xE69F00)
    static let rowColor = Color(rgb: 0x009E73)

    /// Three exercises in 2026-W47 and the weeks before it (`TestLog.threeLifts`).
    func makeLog() throws -> TestLog { try TestLog.threeLifts() }

    func run(_ log: TestLog, _ arguments: [String]) throws -> CLIProcess.Result {
        try CLIProcess.run(arguments + ["--db", log.path], home: log.folder, currentDirectory: log.folder)
    }

    func decode(_ path: String) throws -> ImageFacts {
        ImageFacts(try PNGDecoder.decode(contentsOfFile: path))
    }

    @Test func weekChartEndToEnd() throws {
        let log = try makeLog()
        defer { log.remove() }
        let out = log.folder + "/week.png"
        let result = try run(log, ["chart", "week", "--week", "2026-W47", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output == out + "\n")
        let facts = try decode(out)
        #expect(facts.image.width == 1600 && facts.image.height == 1000)
        // Bars are solid fills in the exercises' own colours.
        #expect(facts.count(Self.squatColor) > 20_000)
        #expect(facts.count(Self.benchColor) > 5_000)
        #expect(facts.count(Self.rowColor) > 5_000)
        #expect(facts.inkFraction > 0.05)
        #expect(facts.distinctColors() > 50)   // text anti-aliasing, axes, grid
    }

    @Test func defaultNameScaleAndDarkTheme() throws {
        let log = try makeLog()
        defer { log.remove() }
        let result = try run(log, ["chart", "week", "--date", "2026-11-18", "--size", "800x500", "--scale", "2",
                                   "--theme", "dark"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output == "2026-W47-week-dark.png\n")
        let facts = try decode(log.folder + "/2026-W47-week-dark.png")
        #expect(facts.image.width == 1600 && facts.image.height == 1000)
        #expect(facts.count(Self.squatColor) > 20_000)
        // The dark theme's background.
        #expect(facts.count(Color(rgb: 0x16181D)) > 500_000)
    }

    @Test func totalsShareAndProgress() throws {
        let log = try makeLog()
        defer { log.remove() }
        // Bars and slices fill thousands of pixels with the exercise's colour; a line a thousand or so.
        let cases: [([String], String, [Color])] = [
            (["chart", "totals", "--last", "4w"], "totals.png", [Self.squatColor, Self.benchColor, Self.rowColor]),
            (["chart", "totals", "--from", "2026-10-01", "--to", "2026-11-22", "--horizontal", "--metric", "reps"],
             "totals-h.png", [Self.squatColor, Self.benchColor, Self.rowColor]),
            (["chart", "share", "--week", "2026-W47", "--donut"], "share.png", [Self.squatColor, Self.benchColor, Self.rowColor]),
            (["chart", "progress", "squat", "--last", "12w"], "progress.png", [Self.squatColor]),
            (["chart", "progress", "Bench Press", "--metric", "volume", "--unit", "lb"], "progress-v.png", [Self.benchColor]),
        ]
        for (arguments, name, colors) in cases {
            let result = try run(log, arguments + ["-o", name])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let facts = try decode(log.folder + "/" + name)
            #expect(facts.image.width == 1600 && facts.image.height == 1000, "\(name)")
            for color in colors {
                // Progress axes start at zero (issue 14), so a line is flatter and shorter than on a
                // zoomed axis: a few hundred pixels, against none when it is missing.
                let minimum = name.hasPrefix("progress") ? 300 : 5_000
                // A line is drawn in its exercise's colour with at least 3:1 contrast (issue 36.6), by
                // RepChart's own darker variant of the same hue (issue 44.1: the library draws colours
                // as given): orange on white darkens just enough; bars and slices keep the colour itself.
                let drawn = name.hasPrefix("progress") ? color.withContrast(atLeast: 3, against: .white) : color
                #expect(facts.count(drawn) > minimum, "\(name) lacks \(drawn.hexString)")
            }
            #expect(facts.inkFraction > 0.03, "\(name)")
        }
    }

    @Test func svgAndStandardOutput() throws {
        let log = try makeLog()
        defer { log.remove() }
        let svg = try run(log, ["chart", "week", "--week", "2026-W47", "-o", "week.svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        let text = try String(contentsOfFile: log.folder + "/week.svg", encoding: .utf8)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("<svg"))
        #expect(text.lowercased().contains("0072b2"))

        let piped = try run(log, ["chart", "week", "--week", "2026-W47", "-o", "-", "--size", "640x400"])
        #expect(piped.status == 0, "\(piped.stderr)")
        let image = try PNGDecoder.decode(piped.stdout)
        #expect(image.width == 640 && image.height == 400)
        #expect(ImageFacts(image).count(Self.squatColor) > 1_000)
    }

    @Test func clearOneLineErrors() throws {
        let log = try makeLog()
        defer { log.remove() }
        let cases: [([String], String)] = [
            (["chart", "progress", "squatt"], "squatt"),
            (["chart", "week", "--size", "10x10"], "--size 10x10 is too small"),
            (["chart", "week", "--size", "100000x100000"], "each side can be at most 16384 px"),
            (["chart", "week", "--size", "big"], "not a size"),
            (["chart", "week", "--week", "2026-W99"], "2026-W99"),
            (["chart", "week", "--metric", "e1rm"], "only for progress"),
            (["chart", "week", "--metric", "joy"], "unknown metric 'joy'"),
            (["chart", "week", "--theme", "neon"], "unknown theme 'neon'"),
            (["chart", "week", "--font", "/no/such/font.ttf"], "/no/such/font.ttf"),
            (["chart", "week", "-o", "week.svg", "--format", "png"], "make them agree"),
            (["chart", "totals", "--from", "2026-11-10", "--to", "2026-11-01"], "is after"),
        ]
        for (arguments, expected) in cases {
            let result = try run(log, arguments)
            #expect(result.status != 0, "\(arguments) should fail")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        }
        // Nothing was written by any of them.
        let files = try FileManager.default.contentsOfDirectory(atPath: log.folder).filter { $0.hasSuffix(".png") || $0.hasSuffix(".svg") }
        #expect(files.isEmpty, "\(files)")
        let unknown = try run(log, ["chart", "progress", "squatt"])
        #expect(unknown.stderr.contains("Squat"))   // did you mean
    }

    @Test func existingFilesOfAnotherKindAreKept() throws {
        let log = try makeLog()
        defer { log.remove() }
        let notes = log.folder + "/notes.png"
        try Data("notes".utf8).write(to: URL(fileURLWithPath: notes))
        let refused = try run(log, ["chart", "week", "-o", notes])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("pass --force"))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "notes")
        let forced = try run(log, ["chart", "week", "-o", notes, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try decode(notes).image.width == 1600)
        // A PNG is replaced by a PNG without --force.
        let again = try run(log, ["chart", "week", "-o", notes])
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func emptyOneAndThirtyExercisesAndEnormousValues() throws {
        let log = try TestLog()
        defer { log.remove() }
        // An empty week: a chart that says so, with its days.
        let empty = try run(log, ["chart", "week", "--week", "2026-W10", "-o", "empty.png"])
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(try decode(log.folder + "/empty.png").inkFraction > 0.002)   // title, day labels, message
        let emptyShare = try run(log, ["chart", "share", "--week", "2026-W10", "-o", "empty-share.png"])
        #expect(emptyShare.status == 0, "\(emptyShare.stderr)")

        // One exercise.
        let only = try log.exercise("Only", color: "#CC79A7")
        try log.log(only, "2026-11-17", sets: 3, reps: 10, kg: 20)
        let one = try run(log, ["chart", "week", "--week", "2026-W47", "-o", "one.png"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(try decode(log.folder + "/one.png").count(Color(rgb: 0xCC79A7)) > 5_000)

        // Thirty exercises in one week, each a different colour.
        for i in 0..<29 {
            let exercise = try log.exercise("Exercise number \(i + 1)")
            try log.log(exercise, day("2026-11-16").adding(days: i % 7).description, reps: 5 + i, kg: 10)
        }
        let thirty = try run(log, ["chart", "week", "--week", "2026-W47", "-o", "thirty.png"])
        #expect(thirty.status == 0, "\(thirty.stderr)")
        #expect(try decode(log.folder + "/thirty.png").distinctColors() > 100)
        let thirtyTotals = try run(log, ["chart", "totals", "--week", "2026-W47", "--horizontal", "-o", "thirty-totals.png"])
        #expect(thirtyTotals.status == 0, "\(thirtyTotals.stderr)")

        // Enormous values: 2000 kg × 10,000 reps, many times over.
        let big = try log.exercise("Enormous")
        try log.log(big, "2026-11-18", sets: 200, reps: 10_000, kg: 2000)
        let enormous = try run(log, ["chart", "week", "--week", "2026-W47", "-o", "enormous.png"])
        #expect(enormous.status == 0, "\(enormous.stderr)")
        #expect(try decode(log.folder + "/enormous.png").inkFraction > 0.03)
    }
}

@Suite struct ChartConfigTests {
    @Test func configFileSetsChartDefaultsAndFlagsWin() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-15", sets: 5, reps: 5, kg: 100)   // a Sunday
        let configFolder = log.folder + "/.config/repchart"
        try FileManager.default.createDirectory(atPath: configFolder, withIntermediateDirectories: true)
        try Data(#"{ "theme": "dark", "size": "800x500", "weekStart": "sunday", "outputFolder": "out/charts" }"#.utf8)
            .write(to: URL(fileURLWithPath: configFolder + "/config.json"))
        // The configured folder is used, never created (a missing one is an error: FlagTests).
        try FileManager.default.createDirectory(atPath: log.folder + "/out/charts", withIntermediateDirectories: true)
        let result = try CLIProcess.run(["chart", "week", "--week", "2026-W47", "--db", log.path],
                                        home: log.folder, currentDirectory: log.folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output == "out/charts/2026-W47-week-dark.png\n")
        let image = try PNGDecoder.decode(contentsOfFile: log.folder + "/out/charts/2026-W47-week-dark.png")
        #expect(image.width == 800 && image.height == 500)
        let facts = ImageFacts(image)
        #expect(facts.count(Color(rgb: 0x16181D)) > 100_000)
        // Sunday start: Sunday 15 Nov belongs to week 47, so the squat is in it.
        #expect(facts.count(Color(rgb: 0x0072B2)) > 1_000)

        let flags = try CLIProcess.run(["chart", "week", "--week", "2026-W47", "--theme", "light", "--size", "640x400",
                                        "-o", "flags.png", "--db", log.path], home: log.folder, currentDirectory: log.folder)
        #expect(flags.status == 0, "\(flags.stderr)")
        let light = try PNGDecoder.decode(contentsOfFile: log.folder + "/flags.png")
        #expect(light.width == 640 && light.height == 400)
        #expect(ImageFacts(light).count(Color(rgb: 0xFFFFFF)) > 100_000)
    }
}
