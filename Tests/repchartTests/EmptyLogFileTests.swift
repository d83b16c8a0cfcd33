import Foundation
import Testing

/// A log file emptied to 0 bytes (a copy or sync that failed): a command that
/// only reads said "No sets." and wrote a new, empty log into it, so the loss
/// went unseen and the file no longer showed it.
@Suite struct EmptyLogFileTests {
    /// Every command that only reads the log (or undoes in it), but `doctor`, which describes the file.
    static let readers = UntrustedInputTests.readers.filter { $0 != ["doctor"] }

    @Test(arguments: readers)
    func aReadOnlyCommandSaysAnEmptyFileIsNoLogAndLeavesItEmpty(_ arguments: [String]) throws {
        let cli = try CLI()
        defer { cli.remove() }
        let out = cli.folder.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let empty = cli.folder.appendingPathComponent("log.sqlite").path
        try Data().write(to: URL(fileURLWithPath: empty))
        let result = try cli.run(arguments.map { $0.replacingOccurrences(of: "OUT", with: out) } + ["--db", empty])
        #expect(result.status == 1, "\(arguments): \(result.stdout)")
        #expect(result.stderr == "error: \(empty) is an empty file (0 bytes), not a log; `repchart log` or `import` starts one "
                + "in it, and a backup copy can replace it if it held one\n", "\(arguments)")
        #expect(try FileManager.default.attributesOfItem(atPath: empty)[.size] as? Int == 0, "\(arguments)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty, "\(arguments)")
    }

    /// Logging into an empty file (made with `mktemp`, say) starts a log in it, as before.
    @Test func loggingIntoAnEmptyFileStartsALogInIt() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let empty = cli.folder.appendingPathComponent("log.sqlite").path
        try Data().write(to: URL(fileURLWithPath: empty))
        #expect(try cli.run(["log", "squat", "5@100kg", "--new", "--db", empty]).status == 0)
        let sets = try cli.sets(["--db", empty])
        #expect(sets.map { $0["reps"] as? Int } == [5] && sets.map { $0["weight"] as? Double } == [100])
    }
}
