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
        let summary = try cli.run(["summary", "--help"])
        #expect(summary.stdout.contains("4w or 30d") && summary.stdout.contains("kg or lb"))
        let config = try cli.run(["config", "--help"])
        #expect(config.stdout.contains("monday|sunday") && config.stdout.contains("light|dark"))
    }
}
