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

    /// Showing the settings and a dry run made a log of an empty file (the dry run saying
    /// "nothing written"), and `doctor` called it "none yet … Integrity ok", exit 0, where every
    /// other reader refuses it (a trial of the seventeenth sitting). The file stays empty; `doctor`
    /// says what it is and what to do.
    @Test func showingSettingsADryRunAndDoctorLeaveAnEmptyFileEmpty() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let empty = cli.folder.appendingPathComponent("log.sqlite").path
        let csv = cli.folder.appendingPathComponent("s.csv").path
        try Data("date,exercise,reps,weight,unit\n2026-01-10,Squat,5,100,kg\n".utf8).write(to: URL(fileURLWithPath: csv))
        try Data().write(to: URL(fileURLWithPath: empty))
        let settings = try cli.run(["settings", "--db", empty])
        #expect(settings.status == 0 && settings.stdout.contains("bodyweight  none"), "\(settings.stdout)")
        let dryRun = try cli.run(["import", csv, "--dry-run", "--db", empty])
        #expect(dryRun.status == 0 && dryRun.stdout.contains("1 set added"), "\(dryRun.stdout)")
        let doctor = try cli.run(["doctor", "--db", empty])
        #expect(doctor.status != 0)
        #expect(doctor.stdout.contains("Integrity  nothing to check: an empty file holds no log"), "\(doctor.stdout)")
        #expect(doctor.stderr == "error: \(empty) is an empty file (0 bytes), not a log; if it held your log, restore a backup "
                + "copy; `repchart log` or `import` starts a new log in it\n")
        #expect(try FileManager.default.attributesOfItem(atPath: empty)[.size] as? Int == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).filter { $0.hasPrefix("log.sqlite") }
                == ["log.sqlite"])
        // A value refused makes no log of it either.
        #expect(try cli.run(["settings", "bodyweight", "banana", "--db", empty]).status != 0)
        #expect(try FileManager.default.attributesOfItem(atPath: empty)[.size] as? Int == 0)
        // Showing the settings of no log makes none either; setting one starts the log.
        let missing = cli.folder.appendingPathComponent("new.sqlite").path
        #expect(try cli.run(["settings", "--db", missing]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(try cli.run(["settings", "bodyweight", "80kg", "--db", empty]).status == 0)
        #expect(try cli.run(["settings", "--db", empty]).stdout.contains("bodyweight  80 kg"))
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
