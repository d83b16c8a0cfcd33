import Foundation
import RepChartTestSupport
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
#if canImport(Glibc)
import Glibc
import StoreTestSupport
#endif

/// Issue 26: what an import reads — streams, encodings, numbers and line
/// sizes — is read whole and exactly, or refused in one line.
@Suite struct ImportInputTests {
    /// 3,000 rows (about 90 KB, more than the 64 KiB sniffed) and their totals.
    private static func generated() -> (text: String, reps: Int, volume: Double) {
        var text = "date,exercise,reps,weight (kg)\n"
        var reps = 0, volume = 0.0
        for index in 0..<3000 {
            let count = index % 10 + 1, load = Double(20 + index % 7 * 5)
            text += "2024-01-" + String(format: "%02d", index % 28 + 1) + " 10:00,Squat,\(count),\(Int(load))\n"
            reps += count
            volume += Double(count) * load
        }
        return (text, reps, volume)
    }

    @Test func aNamedPipeIsReadWhole() throws {
        signal(SIGPIPE, SIG_IGN)
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let fifo = folder.file("pipe.csv")
        #expect(mkfifo(fifo, 0o600) == 0)
        let (text, reps, volume) = ImportInputTests.generated()
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            guard descriptor >= 0 else { return }
            let bytes = Array(text.utf8)
            var done = 0
            while done < bytes.count {
                let wrote = bytes[done...].withUnsafeBytes { write(descriptor, $0.baseAddress, min($0.count, 4096)) }
                if wrote <= 0 { break }
                done += wrote
            }
            close(descriptor)
        }
        writer.start()
        let summary = try Importer.run(file: fifo, into: store, options: ImportOptions(timeZone: importUTC))
        #expect(summary.setsAdded == 3000)
        let sets = try store.sets()
        #expect(sets.compactMap(\.reps).reduce(0, +) == reps)
        #expect(sets.compactMap { set in set.weight.map { $0.value * Double(set.reps ?? 0) } }.reduce(0, +) == volume)
    }

    @Test func utf16WithAByteOrderMarkReadsAsUTF8() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let source = importFixture("strong.csv")
        let text = try String(contentsOfFile: source, encoding: .utf8)
        let expected = try Importer.records(file: source, options: ImportOptions(unit: .kg, timeZone: importUTC)).map(importLine)
        #expect(expected.count > 5)
        for bigEndian in [false, true] {
            var bytes: [UInt8] = []
            for unit in text.utf16 where unit != 0xFEFF {
                let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
                bytes += bigEndian ? pair : pair.reversed()
            }
            let path = folder.file(bigEndian ? "be.csv" : "le.csv")
            try Data((bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + bytes).write(to: URL(fileURLWithPath: path))
            let read = try Importer.records(file: path, options: ImportOptions(unit: .kg, timeZone: importUTC))
            #expect(read.map(importLine) == expected, "big-endian: \(bigEndian)")
        }
        let broken = folder.file("broken.csv")
        try Data([0xFF, 0xFE, 0x61, 0x00, 0x00, 0xD8]).write(to: URL(fileURLWithPath: broken))
        #expect(importFailure { _ = try Importer.records(file: broken) }
                == "\(broken): UTF-16 text is broken near byte 6 (truncated, or not UTF-16); re-save the file as CSV UTF-8")
    }

    @Test func aLineOfMillionsOfFieldsIsRefusedEarly() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "wide.csv", "date,exercise,reps\n" + String(repeating: "a,", count: 200_000) + "\n")
        #expect(importFailure { _ = try Importer.records(file: path) }
                == "\(path):2:2001: more than 1000 fields on one line; not a workout export")
        let long = try writeImportFile(folder, "long.csv", "date,exercise,reps\n2024-01-01,\"" + String(repeating: "x", count: 17 << 20) + "\",5\n")
        #expect(importFailure { _ = try Importer.records(file: long) } == "\(long):2:1: a record longer than 16 MiB; not a workout export")
    }

    @Test func aPointGroupsThousandsInADecimalCommaFile() throws {
        let records = try Importer.records(file: importFixture("variants/decimal-comma.csv"),
                                           options: ImportOptions(unit: .kg, timeZone: importUTC))
        #expect(records.map(importLine) == [
            "2024-05-01 2024-05-01T12:00:00Z Squat normal 5x 62.5 kg",
            "2024-05-01 2024-05-01T12:00:00Z Leg Press normal 10x 1025 kg",
        ])
    }

    @Test func aNumberThatCouldBeReadTwoWaysIsRefused() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = importFixture("bad/decimal-unknown.csv")
        let summary = try Importer.run(file: path, into: store, options: ImportOptions(unit: .kg, timeZone: importUTC))
        #expect(summary.setsAdded == 1)
        #expect(summary.rows.problemLines(file: path) == [
            "\(path):2:25: weight \"1.025\" could be a decimal or a whole number with a thousands separator, and no other number in the file shows its decimal mark; write it without the separator",
        ])
        #expect(try store.sets().map { $0.weight?.value } == [1000])
    }

}
