import Foundation
import GRDB
import Testing
import WorkoutModel
@testable import repchart

/// Issue 33 point 8: a shared `.sqlite` whose exercise name, time-zone setting
/// or backup path holds `ESC[8m` (conceal) made `exercises`, `prs`, `summary`,
/// `settings` and `doctor` print the raw code, hiding the rest of the output.
@Suite struct StoredEscapeCodesTests {
    static let conceal = "\u{1B}[8m"

    @Test func escapeCodesStoredInALogNeverReachTheTerminalRaw() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let today = CLI.today.description
        #expect(try cli.run(["log", "Squat", "5x5@100", "--new", "--date", today]).status == 0)
        // What another program (or a crafted file) can leave in the log.
        let queue = try DatabaseQueue(path: cli.database)
        try queue.write { db in
            try db.execute(sql: "UPDATE exercise SET name = ? WHERE name = 'Squat'", arguments: ["Squat\(Self.conceal)hidden"])
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('timeZone', ?)", arguments: ["UTC\(Self.conceal)"])
            try db.execute(sql: "UPDATE schemaChange SET backup = ?", arguments: ["/tmp/old\(Self.conceal).sqlite"])
        }
        try queue.close()
        for command in [["exercises"], ["prs"], ["summary"], ["settings"], ["doctor"], ["sets"], ["undo"]] {
            let result = try cli.run(command)
            let output = result.stdout + result.stderr
            #expect(!output.contains("\u{1B}"), "\(command): \(output.debugDescription)")
            if command != ["undo"] {
                #expect(output.contains("\\u001B[8m"), "\(command) shows the code as text: \(output.debugDescription)")
            }
        }
    }

    @Test func colourCodesThatHideTextAreEscapedEvenWhereColoursAreKept() {
        // say() and TextTable keep RepChart's own colours, never a code that hides text.
        #expect(TerminalEscaping.escaped("a\u{1B}[32mb\u{1B}[39m", colors: true) == "a\u{1B}[32mb\u{1B}[39m")
        #expect(TerminalEscaping.escaped("a\u{1B}[38;2;1;2;3mb", colors: true) == "a\u{1B}[38;2;1;2;3mb")
        for hiding in ["\u{1B}[8m", "\u{1B}[7m", "\u{1B}[30;40m", "\u{1B}[1;8m", "\u{1B}[5m"] {
            #expect(!TerminalEscaping.escaped("a\(hiding)b", colors: true).contains("\u{1B}"), "\(hiding.debugDescription)")
        }
    }
}
