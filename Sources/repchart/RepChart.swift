import ArgumentParser
import Foundation
import Reports
import Workouts

/// The `repchart` command: a workout log that turns training into charts.
/// Each subcommand lives in Commands/; they parse flags, call Workouts/Reports, print.
@main
struct RepChart: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repchart",
        abstract: "A workout log that turns your training into charts.",
        discussion: """
            Log sets in a compact notation, import your history from other apps,
            and draw weekly stacked bars, totals, share pies and progress lines.

              repchart demo --out charts          # try it on a generated history
              repchart log "bench press" 5x5@100kg rpe 8
              repchart next                       # what to do today, and why
              repchart log squat same +2.5kg      # last session's sets, 2.5 kg heavier
              repchart last squat
              repchart sets --week 2026-W47
              repchart chart week -o week.png
              repchart import strong.csv
              repchart summary --last 4w
              repchart prs squat
              repchart config set unit lb
              repchart doctor                     # check the database file

            Shell completion: repchart --generate-completion-script bash|zsh|fish
            """,
        version: RepChartVersion.current,
        subcommands: [
            LogCommand.self, LastCommand.self, NextCommand.self, SetsCommand.self, UndoCommand.self, ExercisesCommand.self, SettingsCommand.self,
            ChartCommand.self, ReportCommand.self, DemoCommand.self,
            ImportCommand.self, ExportCommand.self,
            SummaryCommand.self, PRsCommand.self, ConfigCommand.self, DoctorCommand.self,
        ]
    )

    /// Errors are one clear line on stderr (a notation error adds the input and a
    /// caret line) and a non-zero exit; help and --version go through as usual.
    static func main() {
        // A file-size limit (ulimit -f) should be a clear write error, not a kill.
        signal(SIGXFSZ, SIG_IGN)
        do {
            if let line = ChartLineReader.read(Array(CommandLine.arguments.dropFirst())) {
                try line.run()
            } else {
                var command: any ParsableCommand
                do {
                    command = try parseAsRoot()
                } catch {
                    let error = OptionNameAsValue.reworded(error, message: message(for: error))
                    throw CommandSuggestion.explained(error, arguments: Array(CommandLine.arguments.dropFirst()))
                }
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            // A message may quote a name, a note or a file's bytes: escaped for the terminal.
            // The libraries' errors are worded here, with the flags that caused them.
            let text = commandLineText(for: error) ?? message(for: error)
            let message = TerminalEscaping.escaped(text.trimmingCharacters(in: .whitespacesAndNewlines), lines: true)
            FileHandle.standardError.write(Data("error: \(message)\n".utf8))
            Foundation.exit(exitCode(for: error).rawValue)
        }
    }
}
