import Testing

/// Chart options with a few possible values show them in help, list them for
/// shell completion, and refuse any other word in one line naming the choices.
@Suite struct ChartOptionChoicesTests {
    @Test func helpShowsTheChoices() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for (command, choices) in [
            ("week", ["(values: light, dark)", "(values: png, svg)", "(values: reps, sets, volume, duration, distance, e1rm, top-set)",
                      "(values: kg, lb)", "(values: exercise, muscle)"]),
            ("calendar", ["(values: light, dark)", "(values: sessions, sets, volume)", "--title", "--preview"]),
        ] {
            let help = try cli.run(["chart", command, "--help"])
            #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW: "), "\(help.stderr)")
            #expect(help.stdout.contains("USAGE: repchart chart \(command)"))
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")   // lines wrap
            for choice in choices { #expect(words.contains(choice), "chart \(command) --help lacks \(choice)") }
        }
    }

    /// `--by`'s help said "per exercise (default)", while a chart of more exercises than its size
    /// names stacks them by main muscle group or movement: the help says so, and how to keep exercises.
    @Test func theGroupingsHelpSaysWhatTheDefaultStacksBy() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for command in ["week", "weeks", "totals", "share"] {
            let help = try cli.run(["chart", command, "--help"])
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("By default, exercises too many to name at the size are stacked by main muscle group "
                                   + "or by movement, as the subtitle says; --by exercise keeps exercises."), "\(command)")
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionListsTheChoices(shell: String) throws {
        let cli = try CLI()
        defer { cli.remove() }
        let script = try cli.run(["--generate-completion-script", shell]).stdout
        for choice in ["light", "dark", "svg", "e1rm", "sessions", "muscle"] {
            #expect(script.contains(choice), "\(shell) completion lacks \(choice)")
        }
    }

    @Test func otherWordsAreOneLine() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for (arguments, message) in [
            (["chart", "week", "--theme", "neon"], "error: unknown theme 'neon'; use light or dark\n"),
            (["chart", "--format", "gif"], "error: unknown format 'gif'; use png or svg\n"),
            (["chart", "weeks", "--unit", "st"], "error: unknown unit 'st'; use kg or lb\n"),
            (["chart", "calendar", "--theme", "neon"], "error: unknown theme 'neon'; use light or dark\n"),
        ] {
            let result = try cli.run(arguments)
            #expect(result.status == 1 && result.stderr == message, "\(arguments): \(result.stderr)")
        }
        // A command line ArgumentParser refuses reads as it always did.
        let unknown = try cli.run(["chart", "week", "--bogus"])
        #expect(unknown.status == 64 && unknown.stderr.hasPrefix("error: Unknown option '--bogus'"), "\(unknown.stderr)")
    }
}
