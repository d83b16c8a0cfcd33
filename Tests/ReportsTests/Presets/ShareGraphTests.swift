import Foundation
import Raster
import Testing
@testable import Charts
@testable import Reports
import Workouts
import WorkoutTestSupport

/// A share pie of many exercises stays honest about its "Other" slice.
@Suite struct ShareGraphTests {
    /// Squat 3,000 kg, bench 2,250 kg and 18 accessories of 3 × 12 at 22 … 56 kg (792 … 2,016 kg).
    func manyExercises() throws -> (TestLog, ExerciseTotalsData, DayRange) {
        let log = try TestLog()
        try log.log(try log.exercise("Squat"), "2026-11-16", sets: 5, reps: 5, kg: 120)
        try log.log(try log.exercise("Bench Press"), "2026-11-17", sets: 5, reps: 5, kg: 90)
        for i in 1...18 {
            try log.log(try log.exercise("Accessory \(i)"), "2026-11-18", sets: 3, reps: 12, kg: Double(20 + 2 * i))
        }
        let range = try Week(parsing: "2026-W47").days()
        return (log, try ChartData(store: log.store).totalsData(range: range, metric: .volume, unit: .kg), range)
    }

    /// Other says what it holds and when it outweighs every exercise, but gives
    /// no instructions: no command line inside an image (issue 36.3).
    @Test func otherSaysWhatItHoldsWithoutInstructions() throws {
        let (log, data, range) = try manyExercises()
        defer { log.remove() }
        let graph = ShareGraph.graph(data, range: range)
        let layout = graph.layout(size: Size(width: 1600, height: 1000), theme: .light, fonts: try ChartFonts.locate())
        let texts = layout.legendEntries.map(\.text)
        #expect(texts.count == 8)
        #expect(texts.last == "Other (13 exercises) 15,912 kg (52.1%)", "\(texts)")
        #expect(texts.first == "Squat 3,000 kg (9.8%)")
        #expect(graph.subtitle?.hasSuffix(" · Other is the largest share") == true, "\(graph.subtitle ?? "")")
        let words = [graph.title ?? "", graph.subtitle ?? ""] + texts
        #expect(words.allSatisfy { !$0.contains("`") && !$0.contains("repchart") }, "\(words)")
    }

    /// A pie of muscle groups names its "Other" slice by what it folds, never "exercises".
    @Test func otherOfMuscleGroupsCountsMuscleGroups() throws {
        let (log, exercises, range) = try manyExercises()
        defer { log.remove() }
        var groups = exercises
        groups.noun = .muscleGroups
        let grouped = try #require(groups.groupingSmallest(keeping: 7))
        #expect(grouped.other.name == "Other (13 muscle groups)")
        #expect(exercises.groupingSmallest(keeping: 7)?.other.name == "Other (13 exercises)")
    }

    @Test func aFewExercisesNeedNoOther() throws {
        let log = try TestLog()
        defer { log.remove() }
        try log.log(try log.exercise("Squat"), "2026-11-16", sets: 5, reps: 5, kg: 120)
        try log.log(try log.exercise("Bench Press"), "2026-11-17", sets: 5, reps: 5, kg: 90)
        let range = try Week(parsing: "2026-W47").days()
        let data = try ChartData(store: log.store).totalsData(range: range, metric: .volume, unit: .kg)
        #expect(data.groupingSmallest(keeping: 7) == nil)
        let graph = ShareGraph.graph(data, range: range)
        #expect(graph.subtitle == "Volume by exercise · 5,250 kg in all")
    }

    /// Callouts (labels outside small slices) sit next to their slice and inside the image.
    @Test func calloutsStayNearTheirSliceAndInsideTheImage() throws {
        let (log, data, range) = try manyExercises()
        defer { log.remove() }
        let fonts = try ChartFonts.locate()
        for donut in [false, true] {
            let graph = ShareGraph.graph(data, range: range, donut: donut)
            let layout = graph.layout(size: Size(width: 1600, height: 1000), theme: .light, fonts: fonts)
            let pie = try #require(graph.plots.first as? PiePlot)
            let context = try #require(graph.plotContexts(theme: .light, fonts: fonts).first)
            let geometry = pie.geometry(in: layout.plotArea.frame, context: context)
            if !donut { #expect(!geometry.outside.isEmpty, "this pie has callouts") }
            for (index, placed) in geometry.outside {
                let width = fonts.width(pie.labelText(geometry.slices[index], inside: false), style: context.valueLabelStyle)
                let rim = placed.leader[0]
                let gap = placed.rightSide ? placed.anchor.x - rim.x : rim.x - placed.anchor.x
                // Before: every callout sat past the pie's widest point, 220–340 px from low slices.
                #expect(gap > 0 && gap < 120, "label \(index) is \(gap) px from its slice")
                let left = placed.rightSide ? placed.anchor.x : placed.anchor.x - width
                #expect(left >= 0 && left + width <= 1600, "label \(index) inside the image")
            }
        }
    }
}
