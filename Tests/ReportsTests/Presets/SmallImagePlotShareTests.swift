@testable import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts

/// Small images give the data the room (issue 45, point 7): at 240×160 and 480×300 the plot
/// area of every kind keeps at least half of the image's height (the subtitle and the axis
/// titles go first), and no text is cut to one or two letters and "…".
@Suite(.serialized) struct SmallImagePlotShareTests {
    static let sizes = [ChartSize.minimum, ChartSize(width: 480, height: 300)]

    @Test(arguments: sizes) func plotAreaKeepsHalfTheHeight(size: ChartSize) throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        let layout = size.layout(scale: 1).size
        for theme in [Theme.light, .dark] {
            for (name, request) in LayoutAtEverySizeTests.requests(size: size, scale: 1, theme: theme) {
                let graph = try ChartRenderer.prepare(request, data: data).graph
                let plot = graph.layout(size: layout, theme: theme, fonts: fonts).plotArea.frame
                #expect(plot.height >= layout.height * 0.5,
                        "\(name) at \(size): the plot is \(plot.height) of \(layout.height) high")
            }
        }
    }

    @Test(arguments: sizes) func noTextIsCutToOneOrTwoLetters(size: ChartSize) throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let fonts = try ChartFonts.locate()
        let layout = size.layout(scale: 1).size
        for (name, request) in LayoutAtEverySizeTests.requests(size: size, scale: 1, theme: .light) {
            let graph = try ChartRenderer.prepare(request, data: data).graph
            var surface = TextBoundsSurface(fonts: fonts)
            graph.draw(on: &surface, size: layout, theme: .light, fonts: fonts)
            for line in surface.texts.flatMap({ $0.text.split(separator: "\n") }) where line.hasSuffix("…") {
                let kept = line.dropLast().filter { !$0.isWhitespace }.count
                #expect(kept > 2, "\(name) at \(size): '\(line)'")
            }
        }
    }
}
