import Foundation
import Charts
import PNGCodec
import Testing
import Workouts
import WorkoutTestSupport
@testable import Reports
@testable import repchart

@Suite struct ChartPreviewTests {
    @Test func terminalDetection() {
        func detect(_ environment: [String: String]) -> TerminalGraphics { TerminalGraphics.detect(environment: environment) }
        #expect(detect(["TERM": "xterm-kitty"]) == .kitty)
        #expect(detect(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]) == .kitty)
        #expect(detect(["TERM_PROGRAM": "ghostty"]) == .kitty)
        #expect(detect(["TERM_PROGRAM": "iTerm.app"]) == .iterm2)
        #expect(detect(["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"]) == .iterm2)
        #expect(detect(["TERM_PROGRAM": "WezTerm"]) == .iterm2)
        #expect(detect(["TERM": "xterm-256color"]) == .blocks)
        #expect(detect([:]) == .blocks)
        // tmux would swallow the escapes without passthrough.
        #expect(detect(["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"]) == .blocks)
        #expect(detect(["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "iTerm.app"]) == .blocks)
        #expect(detect(["REPCHART_PREVIEW": "kitty", "TMUX": "x"]) == .kitty)
        #expect(detect(["REPCHART_PREVIEW": "Blocks", "TERM": "xterm-kitty"]) == .blocks)
    }

    @Test func kittyChunksCarryThePNG() throws {
        let png = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let text = InlineImage.kitty(png: png, columns: 80)
        let chunks = text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        #expect(chunks.count == 4, "13,336 base64 bytes in chunks of 4096")
        var payload = ""
        for (index, chunk) in chunks.enumerated() {
            #expect(chunk.hasPrefix("\u{1B}_G"))
            let body = chunk.dropFirst(3)
            let parts = body.split(separator: ";", maxSplits: 1)
            let keys = parts[0]
            if index == 0 { #expect(keys == "a=T,f=100,q=2,c=80,m=1") }
            #expect(keys.hasSuffix(index == chunks.count - 1 ? "m=0" : "m=1"))
            #expect(parts[1].count <= 4096)
            payload += parts[1]
        }
        #expect(Data(base64Encoded: payload).map(Array.init) == png)
    }

    @Test func iterm2InlineImage() throws {
        let png: [UInt8] = [137, 80, 78, 71, 1, 2, 3]
        let text = InlineImage.iterm2(png: png, name: "week.png")
        #expect(text.hasPrefix("\u{1B}]1337;File=name=\(Data("week.png".utf8).base64EncodedString());size=7;"))
        #expect(text.contains("inline=1:") && text.hasSuffix("\u{07}"))
        let payload = try #require(text.split(separator: ":").last).dropLast()
        #expect(Data(base64Encoded: String(payload)).map(Array.init) == png)
    }

    @Test func blockBarsAreProportional() {
        let chart = BlockChart(title: "T", rows: [
            .init(label: "Mon 16", segments: [.init(name: "a", value: 60), .init(name: "b", value: 40)], valueText: "100"),
            .init(label: "Tue 17", segments: [], valueText: ""),
            .init(label: "Wed 18", segments: [.init(name: "a", value: 25)], valueText: "25"),
        ])
        let lines = chart.render(width: 40).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[0] == "T")
        func cells(_ line: Substring) -> Int { line.filter { BlockChart.eighths.contains($0) }.count }
        // 40 columns − label (6) − value (3) − 6 = 25 cells for the largest bar.
        #expect(cells(lines[1]) == 25 && lines[1].hasSuffix(" 100"))
        #expect(lines[2] == "  Tue 17 │")
        // 25 / 100 × 25 cells = 6.25 → six full cells and a quarter block.
        #expect(lines[3].filter { $0 == "█" }.count == 6 && lines[3].contains("▎"))
        #expect(lines[1].hasPrefix("  Mon 16 │█") && lines[3].hasSuffix(" 25"))
        // Values line up: every bar row's value starts in the same column.
        #expect(lines[1].count == lines[3].count + 1)
    }

    @Test func blockColoursFollowSegments() throws {
        let red = Color(red: 200, green: 10, blue: 10), blue = Color(red: 10, green: 10, blue: 200)
        let chart = BlockChart(title: "T", rows: [
            .init(label: "x", segments: [.init(name: "a", value: 50, color: red), .init(name: "b", value: 50, color: blue)],
                  valueText: "100"),
        ])
        let text = chart.render(width: 30, color: true)
        let redAt = try #require(text.range(of: "\u{1B}[38;2;200;10;10m"))
        let blueAt = try #require(text.range(of: "\u{1B}[38;2;10;10;200m"))
        #expect(redAt.lowerBound < blueAt.lowerBound)
        #expect(text.contains("\u{1B}[39m"))
        #expect(!chart.render(width: 30, color: false).contains("\u{1B}"))
    }

    @Test func sparklineSpansLowToHigh() {
        #expect(BlockChart.sparkline([100, 110, 120], width: 20) == "  ▁▅█")
        #expect(BlockChart.sparkline([5, 5], width: 20) == "  ▄▄")
        #expect(BlockChart.sparkline(Array(repeating: 1, count: 50) + [2], width: 10).count == 12)
    }

    @Test func previewOfARealLog() throws {
        let log = try TestLog()
        defer { log.remove() }
        let bench = try log.exercise("Bench Press", color: "#0072B2")
        let squat = try log.exercise("Squat", color: "#D55E00")
        try log.log(bench, "2026-11-16", sets: 3, reps: 5, kg: 100)
        try log.log(squat, "2026-11-18", sets: 2, reps: 5, kg: 140)
        try log.log(bench, "2026-11-18", sets: 1, reps: 5, kg: 100)
        let today = try day("2026-11-21")
        let data = try ChartData(store: log.store)

        let week = try ChartPreview.blockChart(for: ChartRequest(kind: .week, today: today), data: data)
        #expect(week.rows.map(\.label) == ["Mon 16", "Tue 17", "Wed 18", "Thu 19", "Fri 20", "Sat 21", "Sun 22"])
        #expect(week.rows.map(\.valueText) == ["1,500 kg", "", "1,900 kg", "", "", "", ""])
        #expect(week.rows[2].segments.count == 2)
        #expect(week.title.hasPrefix("Week 47"))

        let totals = try ChartPreview.blockChart(for: ChartRequest(kind: .totals, today: today), data: data)
        #expect(totals.rows.map(\.label) == ["Bench Press", "Squat"])

        let progress = try ChartPreview.blockChart(for: ChartRequest(kind: .progress(exercise: "bench press"), today: today),
                                                   data: data)
        #expect(progress.series?.count == 2)
        #expect(progress.notes.first?.hasPrefix("2 training days") == true)

        // Image terminals get the PNG itself, decodable at the requested size.
        var style = ChartStyle()
        style.size = try ChartSize(parsing: "480x300")
        let kitty = try ChartPreview.text(for: ChartRequest(kind: .week, style: style, today: today), store: log.store,
                                          graphics: .kitty)
        let payload = kitty.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
            .map { $0.split(separator: ";", maxSplits: 1)[1] }.joined()
        let png = try #require(Data(base64Encoded: payload))
        let image = try PNGDecoder.decode(Array(png))
        #expect(image.width == 480 && image.height == 300)

        let blocks = try ChartPreview.text(for: ChartRequest(kind: .week, today: today), store: log.store,
                                           graphics: .blocks, columns: 60)
        let lines = blocks.split(separator: "\n")
        #expect(lines.count == 1 + 7 + 2, "a title, seven days, two legend lines")
        // Without colour the two exercises are told apart by shade, matching the legend.
        #expect(week.legend.map(\.text) == ["Bench Press 2,000 kg (58.8%)", "Squat 1,400 kg (41.2%)"])
        #expect(lines[3].contains("█") && lines[3].contains("▓"))
        #expect(lines[8].hasPrefix("  █ ") && lines[9].hasPrefix("  ▓ "))
    }
}
