import Foundation
import RepChartTestSupport
import Testing

/// `doctor`'s advice works on a damaged log (Issue 33, "Hostile hands, round 4" (part A)).
@Suite struct DoctorAdviceTests: CLILogFixtures {
    // MARK: 15. doctor's advice works on a damaged log

    @Test func testDoctorsAdviceSalvagesADamagedLog() throws {
        let cli = try logWithSets(3000)
        defer { cli.remove() }
        let original = try #require(try JSONSerialization.jsonObject(with: Data(try cli.run(["export"]).stdout.utf8)) as? [String: Any])
        let originalSets = try #require(original["sets"] as? [[String: Any]])
        // Overwrite four pages in the middle of the file, as a failing disk would.
        let log = try #require(FileHandle(forUpdatingAtPath: cli.database))
        let header = log.readData(ofLength: 100)
        let pageSize = Int(header[16]) << 8 | Int(header[17])
        let pages = Int(try log.seekToEnd()) / pageSize
        try log.seek(toOffset: UInt64(pages / 2 * pageSize))
        log.write(Data(repeating: 0xA5, count: 4 * pageSize))
        try log.close()
        let doctor = try cli.run(["doctor"])
        #expect(doctor.status != 0)
        // The advice names a command: run it as given.
        let advice = try #require(doctor.stderr.split(separator: "`").dropFirst().first.map(String.init), "\(doctor.stderr)")
        let words = advice.split(separator: " ").map(String.init)
        #expect(words.first == "repchart" && words.contains("--salvage"), "\(advice)")
        let salvage = try cli.run(Array(words.dropFirst()))
        #expect(salvage.status == 0, "\(salvage.stderr)")
        #expect(salvage.stderr.contains("skipped: set rows"), "\(salvage.stderr)")
        let rescued = try #require(words.last)
        let fresh = CLI(folder: cli.folder.appendingPathComponent("new"))
        try FileManager.default.createDirectory(at: fresh.folder, withIntermediateDirectories: true)
        #expect(try fresh.run(["import", rescued]).status == 0)
        let kept = try fresh.sets()
        #expect(kept.count > 1000 && kept.count < 3000, "\(kept.count)")
        // What was kept is what was logged, value for value.
        var byID: [String: [String: Any]] = [:]
        for set in originalSets { byID[set["id"] as? String ?? ""] = set }
        for set in kept {
            let before = try #require(byID[set["id"] as? String ?? ""])
            #expect(before["day"] as? String == set["day"] as? String)
            #expect(before["reps"] as? Int == set["reps"] as? Int)
            #expect(before["weight"] as? Double == set["weight"] as? Double)
        }
    }
}
