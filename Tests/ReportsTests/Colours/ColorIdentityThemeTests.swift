@testable import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// Colour identity without exceptions (issue 45, point 6), on the demo log and the
/// real-shape history: grey is the remainder's alone, a line or "so far" bar keeps its
/// exercise's hue, the dark theme's fills and lines reach 3:1, and the most-trained
/// exercises stay apart for deuteranopic and protanopic readers.
@Suite(.serialized) struct ColorIdentityThemeTests {
    static let logs = ["demo", "real-shape"]

    /// The log's exercises with their identity colours, most important (identity order) first.
    static func identities(_ name: String) throws -> [Color] {
        let fixture = name == "demo" ? try PeriodReportFixture() : try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let exercises = try ChartData(store: fixture.log.store).exercises
        let identity = IdentityColors(exercises)
        return exercises.sorted { (identity.order[$0.id] ?? 0) < (identity.order[$1.id] ?? 0) }
            .compactMap { identity.colors[$0.id] }
    }

    static var muscles: [Color] {
        MuscleGroup.allCases.compactMap { ExerciseColors.color(hex: MuscleExercises.exercise($0).color) }
    }

    @Test(arguments: logs) func noExerciseOrMuscleGroupIsGrey(log: String) throws {
        for color in try Self.identities(log) + Self.muscles {
            #expect(ColorDistance.chroma(color) >= 12, "\(log): \(color.hexString) reads as grey")
        }
    }

    @Test(arguments: logs) func linesKeepTheExercisesHue(log: String) throws {
        for base in [Theme.light, Theme.dark] {
            let theme = IdentityShades.themed(base)
            for color in try Self.identities(log) + Self.muscles {
                let bar = theme.fillColor(color)
                for (what, shown) in [("line", theme.strokeColor(color))] {
                    let turn = ColorDistance.hueDifference(shown, bar)
                    #expect(turn <= 15, "\(log): \(what) of \(color.hexString) is \(shown.hexString), \(turn)° from its bar \(bar.hexString)")
                }
            }
        }
    }

    @Test(arguments: logs) func darkThemeFillsAndLinesReachThreeToOne(log: String) throws {
        let theme = IdentityShades.themed(.dark)
        for color in try Self.identities(log) + Self.muscles + [ExerciseColors.other] {
            for shown in [theme.fillColor(color), theme.strokeColor(color)] {
                let ratio = Color.contrastRatio(shown, theme.plotAreaBackground)
                #expect(ratio >= 3, "\(log): \(color.hexString) drawn \(shown.hexString) is \(ratio):1 on dark")
            }
        }
    }

    /// A chart that folds into "Other" names only series that stay ≥ 10 ΔE apart, and from
    /// "Other", for normal, deuteranopic and protanopic readers (light theme). (A chart that
    /// shows every series without folding is not yet held to it.)
    @Test(arguments: logs) func namedSeriesStayApartForColourBlindReaders(log: String) throws {
        let fixture = log == "demo" ? try PeriodReportFixture() : try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let exercises = try ChartData(store: fixture.log.store).exercises
        let identity = IdentityColors(exercises)
        let ranked = exercises.sorted { (identity.order[$0.id] ?? 0) < (identity.order[$1.id] ?? 0) }.prefix(12)
        let totals = Dictionary(uniqueKeysWithValues: ranked.enumerated().map { ($1.id, Double(100 - $0)) })
        let series = ExerciseSeries(totals: totals, exercises: Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0) }),
                                    limit: log == "demo" ? 6 : 9)
        let shown = series.entries.compactMap(\.color)
        #expect(shown.count >= 4, "\(log): \(shown.count) series")
        for vision in ColorVision.allCases {
            for (i, a) in shown.enumerated() {
                for b in shown[(i + 1)...] {
                    let delta = ColorDistance.delta(vision.lab(a), vision.lab(b))
                    #expect(delta >= 10, "\(log), \(vision): \(a.hexString) and \(b.hexString) are \(delta) apart")
                }
            }
        }
    }

    /// The week in progress keeps its series' colours in the stack (hatching and a dashed
    /// outline mark it), where a 45 % tint of blue over white turned 24° towards cyan.
    @Test func soFarSegmentsKeepTheirSeriesColours() throws {
        let blue = Color(rgb: 0x0072B2)
        var chart = StackedBarChart(dataSource: SectionList([
            .init(title: "W1", cells: [ChartItem(name: "Squat", value: 10, color: blue)]),
            .init(title: "W2", cells: [ChartItem(name: "Squat", value: 6, color: blue)]),
        ]))
        chart.unfinishedSections = [1]
        let bars = chart.makeGraph().plots.compactMap { $0 as? BarPlot }
        let fonts = try ChartFonts.locate()
        let context = PlotContext(theme: .light, fonts: fonts, seriesIndex: 0)
        for plot in bars {
            for record in 0..<2 {
                let shown = plot.color(ofRecord: record, context: context)
                let onWhite = Color.white.mixed(with: shown.opaque, Float(shown.alpha) / 255)
                #expect(ColorDistance.hueDifference(onWhite, blue) <= 15, "week \(record + 1) drawn \(onWhite.hexString)")
            }
        }
    }

    /// The colour-blind simulation is Machado 2009's: pure red under protanopia is a dark olive.
    @Test func colourVisionSimulationIsMachados() {
        let seen = ColorVision.protanopia.lab(Color(rgb: 0xFF0000))
        let normal = ColorDistance.lab(Color(rgb: 0xFF0000))
        #expect(ColorDistance.delta(seen, normal) > 40)
        #expect(ColorVision.colorsKeptApart([Color(rgb: 0xFF0000), Color(rgb: 0x00A000)]) == 2)
        #expect(ColorVision.colorsKeptApart([Color(rgb: 0xD55E00), Color(rgb: 0xD56000)]) == 1)
    }
}
