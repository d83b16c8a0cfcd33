import Charts
import Foundation
import PNGCodec
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// The weekly chart against golden images in Fixtures/reports, both themes.
/// Regenerate (and look at them!) with REPCHART_UPDATE_GOLDENS=1.
@Suite struct WeekGraphGoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/reports").path

    /// A typical week: five exercises over four days, two rest days mid-week and one at the end.
    func render(theme: Theme) throws -> [UInt8] {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat", color: "#0072B2")
        let bench = try log.exercise("Bench Press", color: "#E69F00")
        let dead = try log.exercise("Deadlift", color: "#009E73")
        let press = try log.exercise("Overhead Press", color: "#D55E00")
        let row = try log.exercise("Barbell Row", color: "#CC79A7")
        try log.log(squat, "2026-11-16", sets: 5, reps: 5, kg: 120)
        try log.log(bench, "2026-11-16", sets: 5, reps: 5, kg: 85)
        try log.log(row, "2026-11-16", sets: 3, reps: 8, kg: 70)
        try log.log(dead, "2026-11-18", sets: 3, reps: 5, kg: 150)
        try log.log(press, "2026-11-18", sets: 5, reps: 5, kg: 52.5)
        try log.log(squat, "2026-11-20", sets: 3, reps: 5, kg: 125)
        try log.log(bench, "2026-11-20", sets: 3, reps: 8, kg: 75)
        try log.log(press, "2026-11-21", sets: 3, reps: 8, kg: 45)
        try log.log(row, "2026-11-21", sets: 3, reps: 10, kg: 65)
        let style = ChartStyle(theme: theme)
        let request = ChartRequest(kind: .week, period: .week(try Week(parsing: "2026-W47")), style: style,
                                   today: try day("2026-11-22"))
        let prepared = try ChartRenderer.prepare(request, data: try ChartData(store: log.store))
        #expect(prepared.defaultFileName == (theme == .dark ? "2026-W47-week-dark.png" : "2026-W47-week.png"))
        return try ChartRenderer.render(prepared.graph, style: style)
    }

    @Test(arguments: ["light", "dark"])
    func matchesGolden(themeName: String) throws {
        let theme = try #require(Theme(named: themeName))
        let bytes = try render(theme: theme)
        let path = Self.fixtures + "/week-\(themeName).png"
        if ProcessInfo.processInfo.environment["REPCHART_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(atPath: Self.fixtures, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return
        }
        let expected = try PNGDecoder.decode(contentsOfFile: path)
        let actual = try PNGDecoder.decode(bytes)
        #expect(actual.width == expected.width && actual.height == expected.height)
        guard actual.rgba.count == expected.rgba.count else { return }
        // Small anti-aliasing differences are tolerated; a moved bar, label or colour is not.
        var differing = 0
        var sum = 0
        for i in stride(from: 0, to: actual.rgba.count, by: 4) {
            var worst = 0
            for c in 0..<3 { worst = max(worst, abs(Int(actual.rgba[i + c]) - Int(expected.rgba[i + c]))) }
            sum += worst
            if worst > 32 { differing += 1 }
        }
        let pixels = actual.rgba.count / 4
        let failed = differing > pixels / 1000 || Double(sum) / Double(pixels) > 0.5
        if failed {
            let dump = FileManager.default.temporaryDirectory.appendingPathComponent("week-\(themeName)-actual.png")
            try Data(bytes).write(to: dump)
            Issue.record("week-\(themeName).png differs: \(differing) pixels by more than 32, mean \(Double(sum) / Double(pixels)); actual at \(dump.path)")
        }
    }
}
