import Foundation
import Testing

@Suite struct ConcurrencyTests {
    /// Several processes log into one fresh database at the same moment: every
    /// write lands, none fails with "database is locked", the first open's
    /// migration race included.
    @Test func processesWritingAtOnceLoseNothing() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let binary = try CLI.binary()
        let processes = 8
        let rounds = 3
        for round in 0..<rounds {
            var running: [(Process, Pipe)] = []
            for index in 0..<processes {
                let process = Process()
                process.executableURL = binary
                // The first round creates the exercise from every process at once: one wins,
                // the others must still find it by name.
                process.arguments = ["log", "Squat", "5x5@100", "--new", "--db", cli.database]
                var environment = ProcessInfo.processInfo.environment
                environment["TZ"] = "UTC"
                process.environment = environment
                let err = Pipe()
                process.standardError = err
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                running.append((process, err))
                _ = index
            }
            for (process, err) in running {
                let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round): \(message)")
                #expect(!message.contains("locked"), "round \(round): \(message)")
            }
        }
        let sets = try cli.sets()
        #expect(sets.count == processes * rounds * 5)
        #expect(Set(sets.compactMap { $0["exerciseId"] as? String }).count == 1)
        #expect(Set(sets.compactMap { $0["id"] as? String }).count == sets.count)
        let positions = sets.compactMap { $0["position"] as? Int }.sorted()
        #expect(positions == Array(1...(processes * rounds * 5)), "positions within the day stay unique")
    }
}
