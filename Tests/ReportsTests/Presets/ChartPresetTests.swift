import Foundation
@testable import Charts
import Testing
import TrainingDemo
@testable import Reports
import Workouts
import WorkoutTestSupport

/// Issue 35, point 2: one preset per chart kind, its options in the kind, its
/// words its own. A muscle chart says "by muscle group" because its data says
/// what its series are, not because a subtitle is patched afterwards.
@Suite struct ChartPresetTests {
    static let today = try? Day(parsing: "2026-11-26")

    /// Week 2026-W47: squat and bench press.
    static func makeLog() throws -> TestLog {
        let log = try TestLog()
        let squat = try log.exercise("Squat")
        let bench = try log.exercise("Bench Press")
        try log.log(squat, "2026-11-16", sets: 5, reps: 5, kg: 100)
        try log.log(bench, "2026-11-18", sets: 4, reps: 6, kg: 70)
        return log
    }

    /// The graph presets, given muscle-group totals, word them as muscle groups
    /// themselves (before, they said "by exercise" and `ChartRenderer` replaced the words).
    @Test func muscleTotalsSayByMuscleGroupFromThePresetItself() throws {
        let log = try Self.makeLog()
        defer { log.remove() }
        let data = try ChartData(store: log.store)
        let range = DayRange(try Day(parsing: "2026-11-16"), try Day(parsing: "2026-11-22"))
        let muscles = try data.byMuscle().totalsData(range: range, metric: .sets, unit: .kg)
        #expect(TotalsGraph.graph(muscles, range: range).subtitle?.hasPrefix("Sets by muscle group · ") == true)
        #expect(ShareGraph.graph(muscles, range: range, donut: true).subtitle?.hasPrefix("Sets by muscle group · ") == true)
        let exercises = try data.totalsData(range: range, metric: .sets, unit: .kg)
        #expect(TotalsGraph.graph(exercises, range: range).subtitle == "Sets by exercise · 9 in all")
    }

    /// A donut of sets showed "9" in its middle, a muscle donut "330": numbers that named nothing.
    /// The middle says what it counts, in the subtitle's words.
    @Test func aDonutsMiddleSaysWhatItCounts() throws {
        let log = try Self.makeLog()
        defer { log.remove() }
        let data = try ChartData(store: log.store)
        let range = DayRange(try Day(parsing: "2026-11-16"), try Day(parsing: "2026-11-22"))
        func middle(_ graph: Graph) -> String? { graph.plots.compactMap { ($0 as? PiePlot)?.centerText }.first }
        let exercises = try data.totalsData(range: range, metric: .sets, unit: .kg)
        #expect(middle(ShareGraph.graph(exercises, range: range, donut: true)) == "9\nsets")
        let muscles = try data.byMuscle().totalsData(range: range, metric: .sets, unit: .kg)
        let credits = try #require(middle(ShareGraph.graph(muscles, range: range, donut: true)))
        #expect(credits.hasSuffix("\nset credits") && credits != "\nset credits", "\(credits)")
        let volume = try data.totalsData(range: range, metric: .volume, unit: .kg)
        #expect(middle(ShareGraph.graph(volume, range: range, donut: true))?.hasSuffix(" kg") == true)
    }

    /// A 240×160 pie of volume said "Volume by movement" and no total: the subtitle's one line now says
    /// how much and what the slices are; muscle groups' working sets, not their credits.
    @Test func aSmallPieSaysItsTotalInItsOneLineOfSubtitle() throws {
        let data = try ChartData(store: try RealShapeLog.shared.get().store)
        let today = RealShapeHistory.defaultEndDay
        let fonts = try ChartFonts.locate()
        for (metric, byMuscle) in [(ChartMetric.volume, false), (.reps, false), (.sets, true)] {
            var request = ChartRequest(kind: .share(donut: false), periodFlags: PeriodFlags(last: "4w"), today: today)
            request.metric = metric
            request.byMuscle = byMuscle
            request.style.size = ChartSize(width: 240, height: 160)
            let graph = try ChartRenderer.prepare(request, data: data).graph
            // The total the whole subtitle gives ("59,840 kg in all", "117 working sets in all").
            let subtitle = try #require(graph.subtitle)
            let inAll = try #require(subtitle.components(separatedBy: " · ").first { $0.contains(" in all") }, "\(subtitle)")
            var total = inAll.components(separatedBy: " in all")[0]
            if metric == .reps { total += " reps" }
            let said = total + " " + subtitle.components(separatedBy: " · ")[0]
                .components(separatedBy: " ").drop { $0 != "by" }.joined(separator: " ")
            #expect(!byMuscle || said.hasSuffix(" working sets by muscle group"), "\(said)")
            for theme in [Theme.light, .dark] {
                let small = graph.layout(size: ChartSize(width: 240, height: 160).layout(scale: 1).size, theme: theme,
                                         fonts: fonts)
                // The one line of subtitle says it, or, with none, the title.
                let shown = small.subtitleLines.isEmpty ? small.titleText ?? "" : small.subtitleLines.joined()
                #expect(small.subtitleLines.count <= 1 && shown.contains(total),
                        "\(metric): \(total) in \(small.titleText ?? "") / \(small.subtitleLines), subtitle \(subtitle)")
                if !small.subtitleLines.isEmpty { #expect(small.subtitleLines == [said]) }
            }
        }
    }

    /// The helper's two 240×160 pies that lost the total again: a muscle chart of time said "0:00 by muscle
    /// group" (cardio is no muscle's: nothing to total), and a wide font cut the short form back to "Sets by
    /// muscle group". No short form without a total; the total alone where the short form does not fit.
    @Test func aSmallPieSaysNoTotalOfNothingAndItsTotalAloneInAWideFont() throws {
        let data = try ChartData(store: try RealShapeLog.shared.get().store)
        let today = RealShapeHistory.defaultEndDay
        let size = ChartSize(width: 240, height: 160).layout(scale: 1).size
        func graph(_ metric: ChartMetric) throws -> Graph {
            var request = ChartRequest(kind: .share(donut: false), periodFlags: PeriodFlags(last: "4w"), today: today)
            request.metric = metric
            request.byMuscle = true
            request.style.size = ChartSize(width: 240, height: 160)
            return try ChartRenderer.prepare(request, data: data).graph
        }
        let time = try graph(.duration).layout(size: size, theme: .light, fonts: try ChartFonts.locate())
        #expect(!time.subtitleLines.joined().contains("0:00") && !(time.titleText ?? "").contains("0:00"),
                "\(time.titleText ?? "") / \(time.subtitleLines)")
        let mono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
        guard FileManager.default.fileExists(atPath: mono) else {
            print("skipped: the wide font needs DejaVu Sans Mono (apt-get install fonts-dejavu-core)")
            return
        }
        let sets = try graph(.sets)
        let wide = sets.layout(size: size, theme: .light, fonts: try ChartFonts.locate(path: mono))
        let shown = wide.subtitleLines.isEmpty ? wide.titleText ?? "" : wide.subtitleLines.joined()
        #expect(shown.contains(" working sets"), "\(wide.titleText ?? "") / \(wide.subtitleLines)")
    }

    /// A muscle pie of time over three runs and a squat day said "No training logged in this period": the
    /// runs' time is no muscle's and the squat's sets have none. It now says nothing of the metric went to any
    /// muscle group on 4 training days, and, at 240×160, says it inside the image.
    @Test func aMusclePieOfNothingSaysTheDaysTrained() throws {
        let log = try TestLog()
        defer { log.remove() }
        let running = try log.exercise("Running", kind: .distance)
        for day in ["2026-11-23", "2026-11-24", "2026-11-25"] {
            try log.log(running, day, reps: 0, seconds: 1800)
        }
        try log.log(try log.exercise("Squat"), "2026-11-26", sets: 5, reps: 5, kg: 100)
        let data = try ChartData(store: log.store)
        var request = ChartRequest(kind: .share(donut: false), periodFlags: PeriodFlags(week: "2026-W48"), today: Self.today)
        request.metric = .duration
        request.byMuscle = true
        request.style.size = ChartSize(width: 240, height: 160)
        let graph = try ChartRenderer.prepare(request, data: data).graph
        #expect(graph.emptyText == "No duration for any muscle group in this period (4 training days with sets); sets show them")
        #expect(graph.subtitle?.contains("3 cardio sets left out") == true, "\(graph.subtitle ?? "")")
        let small = graph.layout(size: ChartSize(width: 240, height: 160).layout(scale: 1).size, theme: .dark,
                                 fonts: try ChartFonts.locate())
        #expect(small.isEmpty && small.emptyLines.joined(separator: " ") == graph.emptyText, "\(small.emptyLines)")
    }

    /// Through the preset API: the shared steps once, the kind's preset builds
    /// its graph and file stem, and the shared endings never touch its words.
    @Test func aKindsPresetBuildsItsWordsAndTheEndingsLeaveThem() throws {
        let log = try Self.makeLog()
        defer { log.remove() }
        for kind in [ChartKind.totals(horizontal: true), .share(donut: true), .weeks] {
            var request = ChartRequest(kind: kind, periodFlags: PeriodFlags(week: "2026-W47"), today: Self.today)
            request.byMuscle = true
            let context = try PresetContext(request, data: try ChartData(store: log.store))
            let built = try request.kind.preset.build(context)
            let subtitle = try #require(built.graph.subtitle, "\(kind)")
            #expect(subtitle.contains("by muscle group"), "\(kind): \(subtitle)")
            #expect(!subtitle.contains("by exercise"), "\(kind): \(subtitle)")
            #expect(built.stem == "2026-W47-\(kind.name)")
            let prepared = try context.prepared(built)
            #expect(prepared.graph.subtitle == subtitle)
            #expect(prepared.defaultFileName == "2026-W47-\(kind.name)-muscles.png")
        }
    }

    /// `horizontal`, `donut` and the weekly target live in the kind, and each
    /// kind's preset carries them.
    @Test func aKindCarriesItsOwnOptions() throws {
        #expect(ChartRequest(kind: .totals, horizontal: true).kind == .totals(horizontal: true))
        #expect(ChartRequest(kind: .totals(horizontal: true)).horizontal)
        #expect(ChartRequest(kind: .share, donut: true).kind == .share(donut: true))
        // An option of another kind has nowhere to go.
        #expect(ChartRequest(kind: .week, horizontal: true, donut: true).kind == .week)
        let weeks = try ChartRequest(kind: .weeks, series: ChartSeriesFlags(
            grouping: .muscle, target: try WeeklySetRange(parsing: "10-20"), muscles: try MuscleGroupList(parsing: "chest,lats")))
        let target = MuscleTarget(range: 10...20, muscles: [.chest, .lats])
        #expect(weeks.kind == .weeks(target: target))
        #expect(weeks.kind.preset as? WeeksPreset == WeeksPreset(target: target))
        #expect(ChartKind.totals(horizontal: true).preset as? TotalsPreset == TotalsPreset(horizontal: true))
        #expect(ChartKind.share(donut: true).preset as? SharePreset == SharePreset(donut: true))
    }
}
