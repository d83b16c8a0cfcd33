import Foundation
import Raster
import Testing
@testable import Charts
@testable import Reports
import TrainingDemo
import Workouts

/// A chart laid out for its size (issue 36, point 5), checked from the layout's own label boxes on
/// every kind of the real-shape history from 240×160 to 3840×2160: labels turn only when level ones
/// do not fit, a value axis shows at least two ticks, names wrap before they are cut, and a large
/// canvas sets its text large.
@Suite(.serialized) struct LabelFitTests {
    static let sizes = [ChartSize.minimum, ChartSize(width: 480, height: 300), ChartSize(width: 800, height: 500),
                        ChartSize(width: 1600, height: 1000), ChartSize(width: 3840, height: 2160)]

    static func requests(size: ChartSize) -> [(String, ChartRequest)] {
        LayoutAtEverySizeTests.requests(size: size, scale: 1, theme: .light) + [
            ("weeks-12", ChartRequest(kind: .weeks, period: .last(days: 84), style: ChartStyle(size: size),
                                      today: RealShapeHistory.defaultEndDay)),
            ("totals-4w", ChartRequest(kind: .totals, period: .last(days: 28), style: ChartStyle(size: size),
                                       today: RealShapeHistory.defaultEndDay)),
            // A week on, as `repchart chart totals` drew it on the day of the review (only "0" on its axis).
            ("totals-4w-later", ChartRequest(kind: .totals, period: .last(days: 28), style: ChartStyle(size: size),
                                             today: RealShapeHistory.defaultEndDay.adding(days: 6))),
        ]
    }

    static func layouts(size: ChartSize) throws -> [(name: String, graph: Graph, layout: GraphLayout)] {
        let data = try ChartData(store: try RealShapeLog.shared.get().store)
        let fonts = try ChartFonts.locate()
        return try requests(size: size).map { name, request in
            let graph = try ChartRenderer.prepare(request, data: data).graph
            return (name, graph, graph.layout(size: size.layout(scale: 1).size, theme: .light, fonts: fonts))
        }
    }

    /// Whether `labels`, set level at their ticks, bring two neighbours closer than the gap the layout
    /// keeps between level labels (0.6 em): a reader could not tell where one ends.
    static func levelWouldCrowd(_ labels: [AxisLayout.Label], area: PlotArea, fonts: ChartFonts) -> Bool {
        let style = area.tickStyle
        let gap = max(style.size * 0.6, 6)
        let boxes = labels.map { label in
            let width = fonts.width(label.text, style: style)
            let x = area.space.deviceX(label.value)
            return (x - width / 2, x + width / 2)
        }.sorted { $0.0 < $1.0 }
        return zip(boxes, boxes.dropFirst()).contains { left, right in right.0 - left.1 < gap }
    }

    /// Whenever the layout turns an axis's labels, the same labels level would have crowded; on a dated
    /// axis ("7 Sep", "14 Sep": the dates between read off their neighbours) with every label turned,
    /// every second level would have crowded too.
    @Test(arguments: sizes) func labelsTurnOnlyWhenLevelOnesDoNotFit(size: ChartSize) throws {
        let fonts = try ChartFonts.locate()
        var turnedNeedlessly: [String] = []
        for (name, _, layout) in try Self.layouts(size: size) {
            guard let (axis, x) = layout.plotArea.xAxis, x.rotation != 0 else { continue }
            let shown = x.shownLabels
            let everySecond = shown.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            if !Self.levelWouldCrowd(shown, area: layout.plotArea, fonts: fonts) {
                turnedNeedlessly.append("\(name): \(shown.map(\.text)) fit level")
            } else if x.stride == 1, everySecond.count > 1,
                      axis.thinsBeforeTurning || shown.allSatisfy({ $0.text.wholeMatch(of: /\d{1,2} [A-Z][a-z]{2}/) != nil }),
                      !Self.levelWouldCrowd(everySecond, area: layout.plotArea, fonts: fonts) {
                turnedNeedlessly.append("\(name): every second of \(shown.map(\.text)) fits level")
            }
        }
        #expect(turnedNeedlessly.isEmpty, "at \(size): \(turnedNeedlessly.joined(separator: "; "))")
    }

    /// The 12-week axis at 800×500 is level ("7 Sep", "21 Sep", …), not turned.
    @Test func twelveWeeksAt800x500AreLevel() throws {
        let layout = try #require(try Self.layouts(size: ChartSize(width: 800, height: 500))
            .first { $0.name == "weeks-12" }).layout
        let x = try #require(layout.plotArea.xAxis).layout
        #expect(x.rotation == 0)
        #expect(x.shownLabels.count >= 6, "\(x.shownLabels.map(\.text))")
    }

    /// Every value axis shows at least two ticks at every size ("0" alone tells nothing).
    @Test(arguments: sizes) func valueAxesShowTwoTicks(size: ChartSize) throws {
        var bare: [String] = []
        for (name, _, layout) in try Self.layouts(size: size) {
            for (axis, l) in [layout.plotArea.xAxis, layout.plotArea.yAxis].compactMap({ $0 })
            where !axis.isCategory && l.shownLabels.count < 2 {
                bare.append("\(name): \(l.shownLabels.map(\.text))")
            }
        }
        #expect(bare.isEmpty, "at \(size): \(bare.joined(separator: "; "))")
    }

    /// The four-week totals' exercise names stand level at 800×500, wrapped onto lines and whole
    /// (they were turned); at 240×160 every name keeps its first five letters.
    @Test func categoryNamesWrapBeforeTheyAreCut() throws {
        for size in [ChartSize.minimum, ChartSize(width: 800, height: 500)] {
            for (name, graph, layout) in try Self.layouts(size: size) where name == "totals-4w" {
                let x = try #require(layout.plotArea.xAxis).layout
                let names = try #require(graph.xAxis?.categories)
                #expect(x.stride == 1, "\(name) at \(size): \(x.labels.map(\.text))")
                if size != ChartSize.minimum { #expect(x.rotation == 0, "\(name) at \(size): \(x.labels.map(\.text))") }
                for (label, full) in zip(x.labels, names) {
                    let shown = label.text.replacingOccurrences(of: "\n", with: " ")
                    let kept = shown.replacingOccurrences(of: "…", with: "")
                    if size == ChartSize.minimum {
                        #expect(full.hasPrefix(kept) && kept.count >= min(5, full.count), "'\(shown)' for '\(full)'")
                    } else {
                        #expect(shown == full, "\(name) at \(size): '\(shown)' for '\(full)'")
                    }
                }
            }
        }
    }

    /// A week's day names are written alike: at 480×300 "Fri 27" stood on one line beside "Sat\n28",
    /// its narrow letters fitting where the others' did not.
    @Test func labelsOfOneShapeWrapAlike() throws {
        let log = try RealShapeLog.shared.get()
        let fonts = try ChartFonts.locate()
        for week in ["2026-W46", "2026-W47", "2026-W48"] {
            for size in [ChartSize(width: 480, height: 300), ChartSize(width: 560, height: 320)] {
                let request = ChartRequest(kind: .week, period: .week(try Week(parsing: week)), style: ChartStyle(size: size),
                                           today: RealShapeHistory.defaultEndDay)
                let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
                let layout = graph.layout(size: size.layout(scale: 1).size, theme: .light, fonts: fonts)
                let texts = try #require(layout.plotArea.xAxis).layout.labels.map(\.text)
                let lines = Set(texts.map { $0.split(separator: "\n").count })
                #expect(lines.count == 1, "\(week) at \(size): \(texts)")
            }
        }
    }

    /// At 3840×2160 the title and tick labels are at least three times as high as at 800×500 (whose
    /// shorter side is 4.3 times smaller): a 4K chart reads like a large chart enlarged, not small print.
    @Test func textGrowsWithALargeCanvas() throws {
        func pixels(_ size: ChartSize) throws -> (title: Float, tick: Float) {
            let scale = size.layout(scale: 1).scale
            let layout = try #require(try Self.layouts(size: size).first { $0.name == "weeks-12" }).layout
            return (layout.titleStyle.size * scale, layout.plotArea.tickStyle.size * scale)
        }
        let small = try pixels(ChartSize(width: 800, height: 500))
        let large = try pixels(ChartSize(width: 3840, height: 2160))
        #expect(large.title >= small.title * 3, "title \(large.title) px against \(small.title) px")
        #expect(large.tick >= small.tick * 3, "ticks \(large.tick) px against \(small.tick) px")
    }
}
