@testable import Charts
import Foundation
import Raster
import Testing
import Typeset
@testable import Reports
import Workouts
import WorkoutTestSupport

/// Every logged day shows (issue 36, point 2): a Saturday of pull-ups in a
/// volume chart is a bar when the body weight is known ((body weight + load)
/// × reps, said in the subtitle) and a hatched stub with its sets when it is
/// not; the volume calendar marks every trained day. Checked from what the
/// layout draws: its filled boxes, their colours and its text boxes.
@Suite(.serialized) struct BodyweightDayTests {
    /// Week 2026-W47: squat on Monday (5 × 5 × 100 kg = 2,500 kg), pull-ups on
    /// Saturday 21 (3 × 8 at body weight plus `added` kg).
    func pullUpWeek(bodyWeight: Weight?, added: Weight? = nil) throws -> (TestLog, squat: Exercise, pull: Exercise) {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        let pull = try log.exercise("Pull Up", color: "#D55E00", kind: .reps)
        try log.log(squat, "2026-11-16", sets: 5, reps: 5, kg: 100)
        try bodyweightSets(log, pull, "2026-11-21", sets: 3, reps: 8, added: added)
        if let bodyWeight { try log.store.saveSettings(Settings(bodyWeight: bodyWeight)) }
        return (log, squat, pull)
    }

    /// `sets` bodyweight sets (`@bw`, plus `added` load when given) on `dayText`.
    func bodyweightSets(_ log: TestLog, _ exercise: Exercise, _ dayText: String, sets: Int, reps: Int,
                        added: Weight? = nil) throws {
        let date = try day(dayText)
        let instant = date.instant(hour: 12, minute: 0, in: try #require(TimeZone(identifier: "UTC")))
        try log.store.insert((0..<sets).map { _ in
            WorkoutSet(exerciseId: exercise.id, performedAt: instant, utcOffset: 0, day: date, reps: reps,
                       weight: added, isBodyweight: true)
        })
    }

    func graph(_ log: TestLog, _ kind: ChartKind = .week, unit: WeightUnit? = nil, size: ChartSize = ChartSize(width: 800, height: 500),
               period: Period? = nil) throws -> Graph {
        let week = Period.week(try Week(parsing: "2026-W47"))
        let request = ChartRequest(kind: kind, metric: kind == .week || kind == .weeks ? .volume : nil, unit: unit,
                                   period: period ?? week,
                                   style: ChartStyle(size: size), today: try day("2026-11-26"))
        return try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
    }

    func draw(_ graph: Graph, size: ChartSize, theme: Theme = .light) throws -> MarkBoundsSurface {
        let fonts = try ChartFonts.locate()
        var surface = MarkBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: size.layout(scale: 1).size, theme: theme, fonts: fonts)
        return surface
    }

    /// Where the layout puts category `index` (Saturday is 5) across the image.
    func categoryX(_ graph: Graph, _ index: Int, size: ChartSize, theme: Theme = .light) throws -> Float {
        let layout = graph.layout(size: size.layout(scale: 1).size, theme: theme, fonts: try ChartFonts.locate())
        return layout.plotArea.space.deviceX(Double(index))
    }

    /// The stub's fill: the plot background a little towards the secondary text colour.
    func stubColor(_ theme: Theme) -> Color { theme.plotAreaBackground.mixed(with: theme.secondaryTextColor, 0.14) }

    /// A day's stub of pull-ups in a week chart: the pull-ups' own colour, grey being the remainder's alone.
    func pullUpStubColor(_ theme: Theme) -> Color {
        theme.plotAreaBackground.mixed(with: theme.strokeColor(Color(rgb: 0xD55E00)), HatchedBox.identityFillShare)
    }

    @Test(arguments: [ChartSize(width: 240, height: 160), ChartSize(width: 800, height: 500),
                      ChartSize(width: 1600, height: 1000)])
    func aPullUpDayWithoutBodyWeightIsAStubWithItsSets(size: ChartSize) throws {
        let (log, _, _) = try pullUpWeek(bodyWeight: nil)
        defer { log.remove() }
        let graph = try graph(log, size: size)
        #expect(graph.subtitle == "Volume · 2,500 kg in all · 2 training days · 3 sets not in volume: Pull Up · body weight not set")
        for theme in [Theme.light, .dark] {
            let surface = try draw(graph, size: size, theme: theme)
            let saturday = try categoryX(graph, 5, size: size, theme: theme)
            let plot = graph.layout(size: size.layout(scale: 1).size, theme: theme, fonts: try ChartFonts.locate()).plotArea.frame
            let stubs = surface.rects.filter { $0.color == pullUpStubColor(theme) && plot.intersects($0.rect) }.map(\.rect)
            #expect(stubs.count == 1, "\(size) \(theme.background): one stub")
            let stub = try #require(stubs.first)
            // Under Saturday's label, standing on the axis, tall enough to see and short enough not to read as a value.
            #expect(abs(stub.midX - saturday) < 2, "\(size): stub at \(stub), Saturday at \(saturday)")
            #expect(stub.height >= 5 && stub.width >= 3, "\(size): stub \(stub) visible")
            let mondayBar = try #require(surface.rects.filter { $0.color == Color(rgb: 0x0072B2) }.map(\.rect).first)
            #expect(abs(stub.maxY - mondayBar.maxY) < 1.5, "\(size): stub on the axis like the bars")
            #expect(stub.height < mondayBar.height / 2, "\(size): a stub never reads as a value")
            // Its sets written over it, clear of the stub.
            let label = try #require(surface.text.texts.first { $0.text == "3 sets" || $0.text == "3" }, "\(size): sets written")
            #expect(abs(label.frame.midX - stub.midX) < 2)
            #expect(label.frame.maxY <= stub.minY + 0.5, "\(size): '\(label.text)' at \(label.frame) above the stub \(stub)")
            // Nothing overlaps the stub's text, and it stays in the image and readable.
            let layout = size.layout(scale: 1)
            let problems = LayoutAtEverySizeTests.problems(graph, layout: layout.size, pixelsPerUnit: layout.scale,
                                                           theme: theme, fonts: try ChartFonts.locate())
            #expect(!problems.contains { $0.contains("'\(label.text)'") }, "\(size): \(problems)")
        }
    }

    @Test(arguments: [ChartSize(width: 240, height: 160), ChartSize(width: 1600, height: 1000)])
    func aPullUpDayWithBodyWeightIsABarOfItsVolume(size: ChartSize) throws {
        let (log, _, _) = try pullUpWeek(bodyWeight: Weight(80, .kg), added: Weight(10, .kg))
        defer { log.remove() }
        let graph = try graph(log, size: size)
        // 3 × 8 × (80 + 10) = 2,160 kg; with the squat's 2,500 kg, 4,660 kg.
        #expect(graph.subtitle == "Volume · 4,660 kg in all · 2 training days · bodyweight counted at 80 kg")
        let surface = try draw(graph, size: size)
        let saturday = try categoryX(graph, 5, size: size)
        let bar = try #require(surface.rects.filter { $0.color == Color(rgb: 0xD55E00) }.map(\.rect).first, "pull-up bar")
        #expect(abs(bar.midX - saturday) < 2)
        #expect(surface.rects.allSatisfy { $0.color != stubColor(.light) && $0.color != pullUpStubColor(.light) },
                "no stub where the volume is known")
        if size.width >= 800 { #expect(surface.text.texts.contains { $0.text == "2,160" }) }
    }

    @Test func bodyweightVolumeIsBodyWeightPlusLoadTimesReps() throws {
        let (log, _, pull) = try pullUpWeek(bodyWeight: Weight(80, .kg), added: Weight(10, .kg))
        defer { log.remove() }
        // Assisted: 2 × 6 at 80 − 20 = 60 kg is 720 kg.
        try bodyweightSets(log, pull, "2026-11-18", sets: 2, reps: 6, added: Weight(-20, .kg))
        let week = try ChartData(store: log.store).weekData(range: try Week(parsing: "2026-W47").days(),
                                                             metric: .volume, unit: .kg)
        let pulls = week.sections.flatMap { section in section.cells.filter { $0.exerciseId == pull.id }.map { (section.day, $0.value) } }
        #expect(pulls.map(\.0) == [try day("2026-11-18"), try day("2026-11-21")])
        #expect(pulls.map(\.1) == [720, 2160])
        #expect(week.countedBodyWeight == Weight(80, .kg))
    }

    @Test func poundLogsConvertBodyWeightAndLoad() throws {
        let (log, _, pull) = try pullUpWeek(bodyWeight: Weight(176, .lb), added: Weight(25, .lb))
        defer { log.remove() }
        let range = try Week(parsing: "2026-W47").days()
        let data = try ChartData(store: log.store)
        // 3 × 8 × (176 + 25) lb = 4,824 lb.
        let inPounds = try data.weekData(range: range, metric: .volume, unit: .lb)
        let pounds = try #require(inPounds.sections[5].cells.first { $0.exerciseId == pull.id }?.value)
        #expect(abs(pounds - 4824) < 1e-6)
        let inKilograms = try data.weekData(range: range, metric: .volume, unit: .kg)
        let kilograms = try #require(inKilograms.sections[5].cells.first { $0.exerciseId == pull.id }?.value)
        #expect(abs(kilograms - 4824 * WeightUnit.kilogramsPerPound) < 1e-6)
        // The subtitle names the body weight in the chart's unit.
        #expect(try graph(log, unit: .lb).subtitle?.hasSuffix("bodyweight counted at 176 lb") == true)
        #expect(try graph(log, unit: .kg).subtitle?.hasSuffix("bodyweight counted at 79.8 kg") == true)
    }

    @Test func aWeekOfOnlyPullUpsIsAStubInTheWeeksChart() throws {
        let (log, _, pull) = try pullUpWeek(bodyWeight: nil)
        defer { log.remove() }
        // W48: pull-ups only. W46 is before the log began.
        try bodyweightSets(log, pull, "2026-11-24", sets: 4, reps: 6)
        let size = ChartSize(width: 800, height: 500)
        let graph = try graph(log, .weeks, size: size,
                              period: .days(from: try day("2026-11-09"), to: try day("2026-11-26")))
        let surface = try draw(graph, size: size)
        let stubs = surface.rects.filter { $0.color == stubColor(.light) }.map(\.rect)
        #expect(stubs.count == 1, "one stub: W48 (W47 has the squat bar)")
        let bars = surface.rects.filter { $0.color == Color(rgb: 0x0072B2) }.map(\.rect)
        let stub = try #require(stubs.first), bar = try #require(bars.first)
        #expect(stub.minX > bar.maxX, "the stub is the week after the squat's")
        #expect(surface.text.texts.contains { $0.text == "4 sets" })
        // W46 is before the log's first set (16 Nov): no week without training, and said so.
        #expect(graph.subtitle?.hasSuffix("2 of 2 weeks trained · 1 week before the log began (16 Nov 2026) not counted"
                                          + " · 7 sets not in volume: Pull Up · body weight not set") == true,
                "\(graph.subtitle ?? "")")
        // An SVG names the stub's week and sets on hover.
        let svg = try graph.renderSVG(size: size.layout(scale: 1).size, scale: 1, theme: .light, fonts: try ChartFonts.locate(),
                                      textAsElements: true)
        #expect(svg.contains(" · 4 sets</title>"), "the stub titled with its week")
    }

    @Test func theVolumeCalendarMarksEveryTrainedDay() throws {
        let (log, _, _) = try pullUpWeek(bodyWeight: nil)
        defer { log.remove() }
        // Friday: a timed plank, no volume either.
        let plank = try log.exercise("Plank", color: "#009E73", kind: .duration)
        try log.log(plank, "2026-11-20", sets: 2, reps: 0, seconds: 60)
        let period = Period.days(from: try day("2026-11-02"), to: try day("2026-11-26"))
        let graph = try graph(log, .calendar(.volume), period: period)
        #expect(graph.subtitle?.hasPrefix("Volume per day · 3 training days") == true, "\(graph.subtitle ?? "")")
        let fonts = try ChartFonts.locate()
        var surface = MarkBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: ChartSize(width: 800, height: 500).layout(scale: 1).size, theme: .light, fonts: fonts)
        // Cells are the big shapes; a mark is a dot in the secondary text colour inside one.
        let shapes = surface.shapeFills + surface.rects
        let cells = shapes.filter { (20...100).contains($0.rect.width) && (20...100).contains($0.rect.height) }
        let dots = shapes.filter { $0.color == Theme.light.secondaryTextColor }
        let marked = dots.filter { dot in cells.contains { $0.rect.contains(dot.rect.center) } }
        #expect(marked.count == 2, "Friday's plank and Saturday's pull-ups are marked: \(marked.map(\.rect))")
        // And the legend says what the dot means.
        let texts = try draw(graph, size: ChartSize(width: 800, height: 500)).text.texts.map(\.text)
        #expect(texts.contains("no volume"))
    }
}
