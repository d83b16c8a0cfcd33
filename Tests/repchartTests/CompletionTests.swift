import Testing

@Suite struct CompletionTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsKnowEveryCommand(shell: String) throws {
        let cli = try CLI()
        defer { cli.remove() }
        let result = try cli.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        for command in ["log", "sets", "chart", "summary", "prs", "config"] {
            #expect(result.stdout.contains(command), "\(shell) completion lacks \(command)")
        }
        // Config keys complete as values.
        #expect(result.stdout.contains("weekStart"))
    }

    @Test func everyCommandHasHelpWithExamples() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for command in [["summary"], ["prs"], ["config"], ["config", "set"]] {
            let help = try cli.run(command + ["--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("OVERVIEW:") && help.stdout.contains("repchart \(command.joined(separator: " "))"))
            #expect(help.stdout.contains("  repchart "), "\(command) help has examples")
        }
        // Every command and subcommand: an overview and at least one example line.
        let commands = ["", "log", "sets", "sets list", "sets delete", "sets keep", "undo", "exercises", "exercises list",
                        "exercises add", "exercises rename", "exercises color", "exercises alias", "exercises merge",
                        "settings", "chart", "chart week", "chart totals", "chart share", "chart progress", "report",
                        "demo", "import", "export", "summary", "prs", "config", "config list", "config get",
                        "config set", "config unset", "config path"]
        for command in commands {
            let help = try cli.run(command.split(separator: " ").map(String.init) + ["--help"])
            #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW: "), "\(command)")
            #expect(help.stdout.split(separator: "\n").contains { $0.hasPrefix("  repchart ") },
                    "`repchart \(command) --help` shows no example")
        }
        let summary = try cli.run(["summary", "--help"])
        #expect(summary.stdout.contains("4w or 30d") && summary.stdout.contains("kg or lb"))
        let config = try cli.run(["config", "--help"])
        #expect(config.stdout.contains("monday|sunday") && config.stdout.contains("light|dark"))
    }
}
