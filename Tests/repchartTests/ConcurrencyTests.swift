import Foundation
import RepChartTestSupport
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

@Suite struct ConcurrentProcessesTests {
    /// Issue 8's scenario as written: 4 processes each log 100 sets, one
    /// `repchart log` at a time, all at once into one database.
    @Test func fourProcessesLoggingAHundredSetsEachLoseNothing() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["exercises", "add", "Squat"])
        let binary = try CLI.binary().path
        var running: [(Process, Pipe, PipeReader)] = []
        for worker in 0..<4 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // Each worker is a shell loop of 100 separate processes (100 transactions).
            process.arguments = ["-c", """
                i=0
                while [ $i -lt 100 ]; do
                  "$0" log Squat "1x$((i % 12 + 1))@$1" --db "$2" || exit 1
                  i=$((i + 1))
                done
                """, binary, "\(100 + worker)", cli.database]
            var environment = ProcessInfo.processInfo.environment
            environment["TZ"] = "UTC"
            process.environment = environment
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            running.append((process, out, PipeReader(err)))
        }
        for (worker, (process, out, errors)) in running.enumerated() {
            let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let message = String(decoding: errors.wait(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "worker \(worker): \(message)")
            #expect(message.isEmpty, "worker \(worker): \(message)")
            #expect(!message.contains("locked"))
            #expect(output.components(separatedBy: "Logged 1 set of Squat").count - 1 == 100, "worker \(worker)")
        }
        let sets = try cli.sets()
        #expect(sets.count == 400)
        // Every worker's 100 sets, by its weight.
        for worker in 0..<4 {
            #expect(sets.filter { ($0["weight"] as? NSNumber)?.doubleValue == Double(100 + worker) }.count == 100, "worker \(worker)")
        }
        #expect(Set(sets.compactMap { $0["id"] as? String }).count == 400)
    }

    /// Processes that open a log from an older RepChart at the same moment make
    /// one backup copy and one upgrade between them, and each sees every set.
    @Test func anOlderLogOpenedByFourProcessesAtOnceIsCopiedOnce() throws {
        for round in 0..<3 {
            let cli = try CLI()
            defer { cli.remove() }
            try FileManager.default.copyItem(atPath: databaseFixtures + "/schema-1.sqlite", toPath: cli.database)
            var running: [(Process, Pipe, PipeReader)] = []
            for _ in 0..<4 {
                let process = Process()
                process.executableURL = try CLI.binary()
                process.arguments = ["sets", "--json", "--db", cli.database]
                let out = Pipe(), err = Pipe()
                process.standardOutput = out
                process.standardError = err
                try process.run()
                running.append((process, out, PipeReader(err)))
            }
            var notes = 0
            for (process, out, errors) in running {
                let output = out.fileHandleForReading.readDataToEndOfFile()
                let message = String(decoding: errors.wait(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round): \(message)")
                if message.hasPrefix("note: upgraded") { notes += 1 } else { #expect(message.isEmpty, "\(message)") }
                let sets = try JSONSerialization.jsonObject(with: output) as? [[String: Any]]
                #expect(sets?.count == 14, "round \(round)")
            }
            #expect(notes == 1, "round \(round)")
            let backups = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).filter { $0.hasSuffix(".backup") }
            #expect(backups == ["log.sqlite.schema-1.backup"], "round \(round)")
        }
    }

    /// A chart drawn while an import runs shows the log from before the import
    /// or after it, never part of it: the import is one transaction and a chart
    /// reads one snapshot (WAL mode).
    @Test func chartsDrawnDuringAnImportSeeAllOrNothingOfIt() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["log", "Squat", "5x5@100", "--new", "--date", "2026-11-17"])
        // 30,000 sets across the week of 2026-11-16, so every bar grows.
        var csv = "date,exercise,reps,weight,unit,notes\n"
        csv.reserveCapacity(1_200_000)
        for i in 0..<30_000 {
            csv += "2026-11-\(16 + i % 7) 1\(i % 10):00,\(i % 3 == 0 ? "Squat" : "Bench Press"),\(1 + i % 10),\(40 + i % 50),kg,row \(i)\n"
        }
        let file = cli.folder.appendingPathComponent("big.csv").path
        try Data(csv.utf8).write(to: URL(fileURLWithPath: file))
        let chartArguments = ["chart", "week", "--week", "2026-W47", "--size", "480x300"]
        func render(_ name: String) throws -> Data {
            let path = cli.folder.appendingPathComponent(name).path
            let result = try cli.run(chartArguments + ["-o", path])
            guard result.status == 0 else { throw CLIError(message: "chart failed: \(result.stderr)") }
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let before = try render("before.png")

        let importer = Process()
        importer.executableURL = try CLI.binary()
        importer.arguments = ["import", file, "--format", "csv", "--db", cli.database]
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        importer.environment = environment
        importer.standardOutput = FileHandle.nullDevice
        let importErrors = Pipe()
        importer.standardError = importErrors
        try importer.run()
        let importMessages = PipeReader(importErrors)
        var during: [Data] = []
        var whileRunning = 0
        while importer.isRunning {
            let image = try render("during-\(during.count).png")
            if importer.isRunning { whileRunning += 1 }   // started and finished inside the import's lifetime
            during.append(image)
        }
        let message = String(decoding: importMessages.wait(), as: UTF8.self)
        importer.waitUntilExit()
        #expect(importer.terminationStatus == 0, "\(message)")
        let after = try render("after.png")
        #expect(after != before)
        #expect(try cli.sets().count == 30_005)

        #expect(whileRunning >= 2, "only \(whileRunning) charts were drawn while the import ran")
        for (index, image) in during.enumerated() {
            #expect(image == before || image == after, "chart \(index) drawn during the import shows part of it")
        }
    }
}
