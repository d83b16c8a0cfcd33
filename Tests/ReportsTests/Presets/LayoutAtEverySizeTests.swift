import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts

/// Every chart kind of the real-shape history, from 480×300 to 3840×2160 and
/// at scale 2, in both themes (issue 36, point 5): measured from the layout's
/// own text boxes (turned labels as turned), no two pieces of text overlap,
/// none leaves the image, and none is set smaller than 8 px.
@Suite(.serialized) struct LayoutAtEverySizeTests {
    static let cases: [(ChartSize, Float)] = [
        (ChartSize(width: 480, height: 300), 1),
        (ChartSize(width: 800, height: 500), 1), (ChartSize(width: 1600, height: 1000), 1),
        (ChartSize(width: 3840, height: 2160), 1), (ChartSize(width: 800, height: 500), 2),
    ]

    static func requests(size: ChartSize, scale: Float, theme: Theme) -> [(String, ChartRequest)] {
        RealHistoryChartTests.requests(size: size, theme: theme).map { name, request in
            var request = request
            request.style.scale = scale
            return (name, request)
        } + [
            ("progress-squat", ChartRequest(kind: .progress(exercise: "Squat (Barbell)"), period: .last(days: 365),
                                            style: ChartStyle(size: size, scale: scale, theme: theme),
                                            today: RealShapeHistory.defaultEndDay)),
            ("calendar-volume", ChartRequest(kind: .calendar(.volume), period: .last(days: 364),
                                             style: ChartStyle(size: size, scale: scale, theme: theme),
                                             today: RealShapeHistory.defaultEndDay)),
        ]
    }

    /// The problems a reader would see in one chart, in words.
    static func problems(_ graph: Graph, layout: Size, pixelsPerUnit: Float, theme: Theme, fonts: ChartFonts) -> [String] {
        var surface = TextBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: layout, theme: theme, fonts: fonts)
        var found: [String] = []
        let image = Rect(x: 0, y: 0, width: layout.width, height: layout.height).insetBy(dx: -0.5, dy: -0.5)
        let texts = surface.texts
        for t in texts {
            let f = t.frame
            if !(f.minX >= image.minX && f.maxX <= image.maxX && f.minY >= image.minY && f.maxY <= image.maxY) {
                found.append("'\(t.text.prefix(30))' leaves the image")
            }
            let pixels = t.size * pixelsPerUnit
            if pixels < 8 { found.append("'\(t.text.prefix(30))' is set at \(pixels) px") }
        }
        for i in texts.indices {
            for j in texts.indices where j > i {
                // Boxes include the line gap: touching or a sliver of it is not an overlap a reader sees.
                if overlap(texts[i].corners, texts[j].corners, margin: 1) { found.append("'\(texts[i].text.prefix(30))' overlaps '\(texts[j].text.prefix(30))'") }
            }
        }
        return found
    }

    /// Whether two convex quadrilaterals overlap by more than `margin` (separating axes of their edges).
    static func overlap(_ a: [Point], _ b: [Point], margin: Float) -> Bool {
        for quad in [a, b] {
            for k in 0..<quad.count {
                let p = quad[k], q = quad[(k + 1) % quad.count]
                var nx = q.y - p.y, ny = p.x - q.x
                let length = (nx * nx + ny * ny).squareRoot()
                guard length > 0 else { continue }
                nx /= length; ny /= length
                let pa = a.map { $0.x * nx + $0.y * ny }, pb = b.map { $0.x * nx + $0.y * ny }
                let lo = max(pa.min() ?? 0, pb.min() ?? 0), hi = min(pa.max() ?? 0, pb.max() ?? 0)
                if hi - lo <= margin { return false }
            }
        }
        return true
    }

    @Test(arguments: [Theme.light, Theme.dark]) func noTextOverlapsOrLeavesTheImageAtAnySize(theme: Theme) throws {
        let all = try Self.problems(at: Self.cases, theme: theme)
        #expect(all.isEmpty, "\(all.count) problems:\n\(all.prefix(60).joined(separator: "\n"))")
    }

    /// The smallest chart, laid out for its size (issue 36, point 5): the calendar thins its weekday
    /// labels and wraps its legend, and totals by muscle keep tick labels apart.
    @Test(arguments: [Theme.light, Theme.dark])
    func noTextOverlapsOrLeavesTheImageAtTheSmallestSize(theme: Theme) throws {
        let all = try Self.problems(at: [(ChartSize.minimum, 1)], theme: theme)
        #expect(all.isEmpty, "\(all.count) problems:\n\(all.prefix(60).joined(separator: "\n"))")
    }

    /// A title too wide for a small image drops words before dates: the drawn title of every
    /// kind that dates its title still names the year, uncut (issue 36, point 5).
    @Test(arguments: [ChartSize.minimum, ChartSize(width: 480, height: 300)])
    func titlesKeepTheirDatesAtSmallSizes(size: ChartSize) throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        let layout = size.layout(scale: 1)
        for (name, request) in Self.requests(size: size, scale: 1, theme: .light) {
            let graph = try ChartRenderer.prepare(request, data: data).graph
            guard let title = graph.title, title.contains(" 20") else { continue }
            var surface = TextBoundsSurface(fonts: fonts)
            graph.draw(on: &surface, size: layout.size, theme: .light, fonts: fonts)
            let drawn = try #require(surface.texts.min { $0.frame.minY < $1.frame.minY }).text
            #expect(!drawn.contains("…") && drawn.contains(/20\d\d/), "\(name) at \(size): '\(drawn)' for '\(title)'")
        }
    }

    static func problems(at cases: [(ChartSize, Float)], theme: Theme) throws -> [String] {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        var all: [String] = []
        for (size, scale) in cases {
            let layout = size.layout(scale: scale)
            for (name, request) in requests(size: size, scale: scale, theme: theme) {
                let graph = try ChartRenderer.prepare(request, data: data).graph
                for problem in problems(graph, layout: layout.size, pixelsPerUnit: layout.scale, theme: theme, fonts: fonts) {
                    all.append("\(name) at \(size) ×\(scale): \(problem)")
                }
            }
        }
        return all
    }
}
