import Foundation
import Testing

/// SQLite keeps a log's write-ahead log and shared memory by the name it was
/// opened by: two hard links to one file get two of each, and writes through
/// both names lose sets. A log with a second link is read but never written; a symbolic
/// link (one file, one set of journal names once resolved) still works.
@Suite struct HardLinkedLogTests {
    @Test func aLogWithASecondHardLinkIsRefusedThroughEitherName() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "Squat", "5@100kg", "--new"]).status == 0)
        let second = cli.folder.appendingPathComponent("second.sqlite").path
        try #require(link(cli.database, second) == 0)
        for (name, arguments) in [(cli.database, ["log", "Squat", "5@110kg"]),
                                  (second, ["log", "Squat", "5@120kg", "--db", second]),
                                  (second, ["undo", "--db", second])] {
            let result = try cli.run(arguments)
            #expect(result.status != 0, "\(arguments): \(result.stdout)")
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains(name) && result.stderr.contains("hard link")
                    && result.stderr.contains("cp "), "\(result.stderr)")
        }
        // Reading through either name still works (an export is how to get the sets out).
        let read = try cli.run(["sets", "--json", "--db", second])
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout.contains("\"weight\" : 100"), "\(read.stdout)")
        // Nothing was written through either name; with one name again it works.
        try #require(unlink(second) == 0)
        let sets = try cli.sets()
        #expect(sets.map { $0["weight"] as? Double } == [100])
        #expect(!FileManager.default.fileExists(atPath: second + "-wal"))
    }

    @Test func aSymbolicLinkToALogStillWorks() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "Squat", "5@100kg", "--new"]).status == 0)
        let alias = cli.folder.appendingPathComponent("alias.sqlite").path
        try #require(symlink(cli.database, alias) == 0)
        let logged = try cli.run(["log", "Squat", "5@110kg", "--db", alias])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(try cli.sets().map { $0["weight"] as? Double } == [100, 110])
    }
}
