import Foundation
import PNGCodec
import Testing
import Workouts

@Suite struct PreviewCommandTests {
    func seeded() throws -> CLI {
        let cli = try CLI()
        let monday = Week(containing: CLI.today).firstDay()
        for arguments in [["log", "Squat", "3x5@100kg", "--date", monday.description, "--new"],
                          ["log", "Bench Press", "3x5@80kg", "--date", monday.description, "--new"]] {
            let result = try cli.runConfigured(arguments)
            #expect(result.status == 0, "\(result.stderr)")
        }
        return cli
    }

    @Test func blocksWhereTheTerminalShowsNoImages() throws {
        let cli = try seeded()
        defer { cli.remove() }
        let file = cli.folder.appendingPathComponent("week.png").path
        let result = try cli.runConfigured(["chart", "week", "-o", file, "--preview"],
                                           environment: ["TERM": "xterm-256color", "COLUMNS": "60"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == Substring(file), "the file is written and named first")
        #expect(lines[1].hasPrefix("Week "))
        let monday = try #require(lines.first { $0.hasPrefix("  Mon ") })
        #expect(monday.contains("█") && monday.contains("▓") && monday.hasSuffix("2,700 kg"))
        #expect(lines.contains("  █ Squat 1,500 kg (55.6%)") && lines.contains("  ▓ Bench Press 1,200 kg (44.4%)"))
        #expect(lines.dropFirst().allSatisfy { $0.count <= 60 }, "the chart fits COLUMNS")
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(FileManager.default.fileExists(atPath: file))
    }

    @Test func kittyAndITermGetThePNG() throws {
        let cli = try seeded()
        defer { cli.remove() }
        let file = cli.folder.appendingPathComponent("totals.png").path
        let kitty = try cli.runConfigured(["chart", "totals", "-o", file, "--size", "480x300", "--preview"],
                                          environment: ["TERM": "xterm-kitty"])
        #expect(kitty.status == 0, "\(kitty.stderr)")
        let chunks = kitty.stdout.components(separatedBy: "\u{1B}\\").filter { $0.contains("\u{1B}_G") }
        #expect(chunks.first?.contains("\u{1B}_Ga=T,f=100") == true)
        let payload = chunks.compactMap { $0.split(separator: ";", maxSplits: 1).last }.joined()
        let image = try PNGDecoder.decode(Array(try #require(Data(base64Encoded: payload))))
        #expect(image.width == 480 && image.height == 300)

        let iterm = try cli.runConfigured(["chart", "share", "-o", cli.folder.appendingPathComponent("s.png").path,
                                           "--size", "480x300", "--preview"],
                                          environment: ["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"])
        #expect(iterm.status == 0 && iterm.stdout.contains("\u{1B}]1337;File=") && iterm.stdout.contains("inline=1:"))

        let tmux = try cli.runConfigured(["chart", "totals", "-o", file, "--force", "--preview"],
                                         environment: ["TERM": "tmux-256color", "KITTY_WINDOW_ID": "3", "TMUX": "x"])
        #expect(tmux.status == 0 && !tmux.stdout.contains("\u{1B}_G") && tmux.stdout.contains("│"))
    }

    @Test func previewRefusesStandardOutputImages() throws {
        let cli = try seeded()
        defer { cli.remove() }
        let result = try cli.runConfigured(["chart", "week", "-o", "-", "--preview"])
        #expect(result.status != 0)
        #expect(result.stderrLines.last == "error: --preview cannot be used with -o - (the image already goes to standard output)")
    }
}
