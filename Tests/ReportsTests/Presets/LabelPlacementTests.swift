import Charts
import Foundation
import Raster
import Testing
import WorkoutTestSupport
@testable import Reports
import Workouts

/// Text the review page lost: the target band's label hidden behind the bars,
/// and subtitles cut to "…" on a phone-width chart.
@Suite struct LabelPlacementTests {
    /// W43 of the shared log holds 8 working sets of quads, above a 4–6 band:
    /// a label inside the band's top-left corner would be under that bar.
    @Test(arguments: [Theme.light, .dark]) func targetBandLabelIsNotUnderABar(theme: Theme) throws {
        let log = try TestLog.threeLifts()
        defer { log.remove() }
        var request = ChartRequest(kind: .weeks, periodFlags: PeriodFlags(from: "2026-10-19", to: "2026-11-22"),
                                   style: ChartStyle(size: ChartSize(width: 800, height: 500), theme: theme))
        request.byMuscle = true
        request.target = 4...6
        request.muscles = [.quads, .chest]
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let fonts = try ChartFonts.locate()
        var surface = MarkBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: Size(width: 800, height: 500), theme: theme, fonts: fonts)
        let label = try #require(surface.text.texts.first { $0.text.hasPrefix("target 4–6") },
                                 "\(surface.text.texts.map(\.text))")
        let quads = try #require(ExerciseColors.color(hex: MuscleExercises.exercise(.quads).color))
        let chest = try #require(ExerciseColors.color(hex: MuscleExercises.exercise(.chest).color))
        let bars = surface.rects.filter { ($0.color == quads || $0.color == chest) && $0.rect.height > 4 }.map(\.rect)
        #expect(bars.count >= 8, "quads and chest bars for four weeks")
        let under = bars.filter { $0.intersects(label.frame) }
        #expect(under.isEmpty, "'\(label.text)' at \(label.frame) is drawn where bars \(under) cover it")
    }

    /// At the review's narrow chart width the subtitle breaks at " · " onto a
    /// second line rather than losing its end.
    @Test func longSubtitlesWrapInsteadOfEndingInAnEllipsis() throws {
        let log = try TestLog.threeLifts()
        defer { log.remove() }
        for size in [ChartSize(width: 380, height: 300), ChartSize(width: 600, height: 420)] {
            let request = ChartRequest(kind: .weeks, periodFlags: PeriodFlags(from: "2026-10-19", to: "2026-11-22"),
                                       style: ChartStyle(size: size))
            var graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
            graph.subtitle = "Volume per week by exercise · 18,645 kg in all · 4 of 5 weeks trained · 19 Oct – 22 Nov 2026"
            let fonts = try ChartFonts.locate()
            var surface = TextBoundsSurface(fonts: fonts)
            graph.draw(on: &surface, size: size.layout(scale: 1).size, theme: .light, fonts: fonts)
            let texts = surface.texts.map(\.text)
            #expect(!texts.contains { $0.hasSuffix("…") && $0.contains("Volume") || $0.contains("weeks trained…") },
                    "\(size): \(texts)")
            for part in ["Volume per week by exercise", "18,645 kg in all", "4 of 5 weeks trained", "19 Oct – 22 Nov 2026"] {
                #expect(texts.contains { $0.contains(part) }, "\(size): '\(part)' is not drawn whole in \(texts)")
            }
            let width = size.layout(scale: 1).size.width
            #expect(surface.texts.allSatisfy { $0.frame.minX >= 0 && $0.frame.maxX <= width })
        }
    }
}
