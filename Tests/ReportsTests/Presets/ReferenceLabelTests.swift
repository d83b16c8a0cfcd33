import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// The average and median labels of a progress chart never sit on a bar, a
/// marker or the line (issue 28, item 6): drawn from the real-shape history,
/// every label box is checked against every mark's box.
@Suite(.serialized) struct ReferenceLabelTests {
    /// The history in a real SQLite log, filled once for the suites that read it.
    static var log: Result<TestLog, any Error> { RealShapeLog.shared }

    static let cases: [(String, ChartMetric?, ChartSize)] = [
        ("Pull Up", nil, ChartSize(width: 1600, height: 1000)),          // bodyweight: reps, a line alone
        ("Pull Up", nil, ChartSize(width: 800, height: 500)),
        ("Squat (Barbell)", nil, ChartSize(width: 1600, height: 1000)),  // e1RM line over weekly volume bars
        ("Squat (Barbell)", nil, ChartSize(width: 800, height: 500)),
        ("Squat (Barbell)", .volume, ChartSize(width: 3200, height: 2000)),
    ]

    @Test(arguments: 0..<cases.count) func labelsStayOffTheMarks(index: Int) throws {
        let (name, metric, size) = Self.cases[index]
        let log = try Self.log.get()
        let exercise = try log.store.resolveExercise(name)
        for theme in [Theme.light, .dark] {
            var request = ChartRequest(kind: .progress(exercise: exercise.name), metric: metric,
                                       period: .last(days: 610), style: ChartStyle(size: size, theme: theme),
                                       today: RealShapeHistory.defaultEndDay)
            // Average and median are drawn when asked, the volume bars with --secondary volume.
            request.progress = ProgressLines(average: true, median: true, secondary: .volume)
            let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
            let fonts = try ChartFonts.locate()
            var surface = MarkBoundsSurface(fonts: fonts)
            graph.draw(on: &surface, size: size.layout(scale: 1).size, theme: theme, fonts: fonts)

            let labels = surface.text.texts.filter { $0.text.hasPrefix("average ") || $0.text.hasPrefix("median ") }
            #expect(labels.count == 2, "\(name) \(size): \(surface.text.texts.map(\.text))")
            // Backdrops are not marks: the image, the plot area, and the translucent backing behind text.
            let backdrops = [theme.background, theme.plotAreaBackground, theme.plotAreaBackground.withOpacity(0.85),
                             theme.plotAreaBackground.withOpacity(0.9)]
            // Grid lines and band edges (1 unit thin) are not either: a label may cross a grid line.
            let bars = surface.rects.filter {
                $0.color.alpha > 0 && !backdrops.contains($0.color) && min($0.rect.width, $0.rect.height) > 1.5
            }.map(\.rect)
            for label in labels {
                let box = label.frame
                let onBar = bars.filter { overlap($0, box) > 1 }
                let onMarker = surface.shapes.filter { overlap($0, box) > 1 }
                let onLine = surface.linePoints.filter { box.insetBy(dx: 1, dy: 1).contains($0) }
                #expect(onBar.isEmpty, "\(name) \(size) \(theme == .dark ? "dark" : "light"): '\(label.text)' at \(box) covers bars \(onBar.prefix(3))")
                #expect(onMarker.isEmpty, "\(name) \(size): '\(label.text)' at \(box) covers markers \(onMarker.prefix(3))")
                #expect(onLine.isEmpty, "\(name) \(size): '\(label.text)' at \(box) covers the line at \(onLine.prefix(3))")
            }
        }
    }

    /// The area two boxes share (0 when apart).
    func overlap(_ a: Rect, _ b: Rect) -> Float {
        let w = min(a.maxX, b.maxX) - max(a.minX, b.minX), h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return w > 0 && h > 0 ? w * h : 0
    }
}
