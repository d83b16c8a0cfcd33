import Foundation
import RepChartTestSupport
import Testing

/// Issue 42.9: an assisted set (`bw-25kg`) is written by `export --format
/// csv` as weight −25 with bodyweight yes, and `import` reads it back as the
/// same assisted set: a negative weight on a bodyweight row is the help of
/// the machine, not an impossible value.
@Suite struct AssistedSetRoundTripTests {
    private func values(_ cli: CLI) throws -> [String] {
        try cli.sets(["--limit", "1000"]).map { set in
            [set["day"], set["exercise"], set["reps"], set["weight"], set["unit"], set["bodyweight"]]
                .map { $0.map { "\($0)" } ?? "-" }.joined(separator: " | ")
        }.sorted()
    }

    @Test func anAssistedSetComesBackFromACSVExport() throws {
        let source = try CLI()
        defer { source.remove() }
        for (exercise, sets) in [("pull up", "2x8@bw-25kg"), ("dip", "5@bw+20kg"), ("push up", "12@bw"), ("chin up", "6@bw-15lb")] {
            let logged = try source.run(["log", exercise, sets, "--new", "--date", "2026-03-02"])
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        let path = source.folder.appendingPathComponent("sets.csv").path
        let exported = try source.run(["export", "--format", "csv", "-o", path])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(",normal,8,-25,kg,yes,"))

        let other = try CLI()
        defer { other.remove() }
        let imported = try other.run(["import", path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(!imported.stdout.contains("negative") && !imported.stderr.contains("negative"), "\(imported.stdout)\(imported.stderr)")
        let before = try values(source)
        #expect(before.count == 5)
        #expect(before.contains("2026-03-02 | pull up | 8 | -25 | kg | 1") || before.contains("2026-03-02 | Pull Up | 8 | -25 | kg | 1"), "\(before)")
        #expect(try values(other) == before)
    }
}

/// A Strong export writes the help of an exercise named "(Assisted)" as its
/// weight, as Strong does, a load added to body weight below zero, and body
/// weight alone as 0; the import reads each back as it was: the round trip
/// keeps them, where a weight below zero was refused, and where a load added
/// came back as help and body weight alone as no load at all.
@Suite struct AssistedStrongRoundTripTests {
    private func values(_ cli: CLI) throws -> [String] {
        try cli.sets(["--limit", "1000"]).map { set in
            [set["exercise"], set["reps"], set["weight"], set["bodyweight"]].map { $0.map { "\($0)" } ?? "-" }
                .joined(separator: " | ")
        }.sorted()
    }

    @Test func anAssistedExerciseComesBackFromAStrongExport() throws {
        let source = try CLI()
        defer { source.remove() }
        for (exercise, sets, new) in [("Pull Up (Assisted)", "2x8@bw-25kg", true), ("Chin Up (Assisted)", "2x5@bw+5kg", true),
                                      ("Chin Up (Assisted)", "3x6@bw", false)] {
            let logged = try source.run(["log", exercise, sets, "--date", "2026-03-02"] + (new ? ["--new"] : []))
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        let path = source.folder.appendingPathComponent("strong.csv").path
        let exported = try source.run(["export", "--format", "strong", "-o", path])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(!exported.stderr.contains("below zero") && !exported.stderr.contains("load of their own"), "\(exported.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("Pull Up (Assisted),1,25,8,") && text.contains("Chin Up (Assisted),1,-5,5,")
                && text.contains("Chin Up (Assisted),3,0,6,"), "\(text)")
        let other = try CLI()
        defer { other.remove() }
        let imported = try other.run(["import", path, "--unit", "kg"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try values(other) == values(source))
    }

    /// A load of its own on an "(Assisted)" exercise (40 kg, not on body weight) is read as help
    /// by Strong's readers: the export says so.
    @Test func aLoadOfItsOwnOnAnAssistedExerciseIsSaid() throws {
        let source = try CLI()
        defer { source.remove() }
        let logged = try source.run(["log", "Lat Pulldown (Assisted)", "3x10@40kg", "--new", "--date", "2026-03-02"])
        #expect(logged.status == 0, "\(logged.stderr)")
        let exported = try source.run(["export", "--format", "strong", "-o", source.folder.appendingPathComponent("s.csv").path])
        #expect(exported.stderr.contains("note: 3 sets of exercises named \"(Assisted)\" carry a load of their own"),
                "\(exported.stderr)")
    }
}
