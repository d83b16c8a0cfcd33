import Foundation
import RepChartTestSupport
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// `DemoRun.fill` writes the generated histories into a log: once only, and
/// the real-shape one exactly as its committed export, `Fixtures/histories/real-shape.json`.
@Suite struct DemoRunFillTests {
    let today = try! Day(parsing: "2026-11-21")

    @Test func writingTwiceAddsNothing() throws {
        let log = try TestLog()
        defer { log.remove() }
        let utc = try #require(TimeZone(identifier: "UTC"))
        let history = DemoHistory(weeks: 4, today: today)
        let first = try DemoRun.fill(log.store, history: history, timeZone: utc)
        let second = try DemoRun.fill(log.store, history: history, timeZone: utc)
        #expect(first > 50)
        #expect(second == 0)
        #expect(try log.store.setCount() == first)
    }

    @Test func fixtureIsTheGeneratorsExport() throws {
        let log = try TestLog()
        defer { log.remove() }
        _ = try DemoRun.fill(log.store, history: RealShapeHistory(), timeZone: RealShapeHistory.timeZone)
        let exported = try Exporter.data(log.store)
        let fixture = try Data(contentsOf: URL(fileURLWithPath: Repository.path("Fixtures/histories/real-shape.json")))
        // Regenerate with: repchart demo --history real-shape --db /tmp/r.sqlite && repchart export --db /tmp/r.sqlite -o Fixtures/histories/real-shape.json
        #expect(Data(exported) == fixture)
        #expect(fixture.count < 3_000_000)
    }
}
