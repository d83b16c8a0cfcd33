import Foundation
import GRDB
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import RepChartTestSupport
import StoreTestSupport
@testable import repchart

@Suite struct StoreDiagnosisTests {
    @Test func reportsSchemaCountsAndIntegrityWithoutChangingTheFile() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try copyDatabaseFixture("schema-1.sqlite", into: folder)
        let before = try fileBytes(path)
        let report = try WorkoutStore.diagnose(path: path)
        #expect(report.isHealthy, "\(report.problems)")
        #expect(report.schemaVersion == 1)
        #expect(report.migrations == ["1-log"])
        let counts = try #require(report.counts)
        #expect(counts.sets == 14 && counts.exercises == 3 && counts.trainingDays == 3 && counts.batches == 4)
        #expect(counts.firstDay == day("2026-11-16") && counts.lastDay == day("2026-11-18"))
        #expect(report.pageCount * report.pageSize == Int(report.fileSize))
        // Diagnosing an older file neither upgrades nor copies it.
        #expect(try fileBytes(path) == before)
        #expect(try appliedMigrations(path) == ["1-log"])

        let quick = try WorkoutStore.diagnose(path: path, quick: true)
        #expect(quick.isHealthy && quick.quick)
    }

    @Test func readsTheUpgradeHistory() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try copyDatabaseFixture("schema-1.sqlite", into: folder)
        let backup = try #require(try WorkoutStore(path: path).upgrade?.backup)
        let report = try WorkoutStore.diagnose(path: path)
        #expect(report.schemaVersion == 3)
        #expect(report.changes.map(\.fromVersion) == [1])
        #expect(report.changes.first?.backup == backup)
        #expect(report.isHealthy)
    }

    @Test func aNewerFileIsDescribedNotCounted() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try copyDatabaseFixture("schema-1.sqlite", into: folder)
        _ = try WorkoutStore(path: path)
        try markAsNewerSchema(path)
        let report = try WorkoutStore.diagnose(path: path)
        #expect(report.schemaVersion == 4)
        #expect(report.counts == nil)
        #expect(report.isHealthy)
    }

    @Test func aMissingFileIsAnErrorNotANewDatabase() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("nothing-here.sqlite")
        #expect {
            _ = try WorkoutStore.diagnose(path: path)
        } throws: { error in
            commandLineText(for: error) == "no log at \(path); `repchart log` or `import` creates one"
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

/// Damaged files: each is reported with its path, by opening, by querying and
/// by the doctor, and never crashes.
@Suite struct DamagedDatabaseTests {
    /// A healthy schema-1 file of 14 sets, made bigger so damage can land past page 1.
    func healthyFile(in folder: TestFolder) throws -> String {
        let path = try copyDatabaseFixture("schema-1.sqlite", into: folder, as: "healthy.sqlite")
        let store = try WorkoutStore(path: path)
        let squat = try #require(try store.exercises().first { $0.name == "squat" })
        let sets = (0..<600).map { i in makeSet(squat, "2026-10-\(10 + i % 20)", reps: 5, weight: Weight(100, .kg)) }
        try store.write { writer in
            let batch = try writer.beginBatch(source: "test")
            for (index, var set) in sets.enumerated() {
                set.batchId = batch
                _ = try writer.insert(set, index: index + 1)
            }
        }
        // Fold the WAL into the file, as a closed database would be.
        try store.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        return path
    }

    func damaged(_ name: String, in folder: TestFolder, _ change: (inout [UInt8]) -> Void) throws -> String {
        var bytes = [UInt8](try fileBytes(try healthyFile(in: folder)))
        change(&bytes)
        let path = folder.file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aTruncatedFileIsNamedAsTruncated() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try damaged("truncated.sqlite", in: folder) { $0.removeLast($0.count / 2) }
        #expect {
            let store = try WorkoutStore(path: path)
            _ = try store.sets()
        } throws: { error in
            let text = commandLineText(for: error) ?? "\(error)"
            return text.contains("database \(path) is damaged (truncated: the header says") && text.contains("repchart doctor")
        }
        let report = try WorkoutStore.diagnose(path: path)
        #expect(report.problems.first?.hasPrefix("truncated: the header says") == true, "\(report.problems)")
    }

    @Test func garbageIsNotADatabase() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        var generator = SystemRandomNumberGenerator()
        let path = folder.file("garbage.sqlite")
        try Data((0..<50_000).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: URL(fileURLWithPath: path))
        let before = try fileBytes(path)
        #expect {
            _ = try WorkoutStore(path: path)
        } throws: { error in
            "\(error)" == "cannot open database \(path): not a database file"
        }
        #expect(try fileBytes(path) == before)
        let report = try WorkoutStore.diagnose(path: path)
        #expect(report.problems == ["not a SQLite database (it does not start with \"SQLite format 3\")"])
    }

    @Test func aHeaderWithGarbageAfterItIsDamaged() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try damaged("scrambled.sqlite", in: folder) { bytes in
            for i in 100..<bytes.count { bytes[i] = UInt8(truncatingIfNeeded: i &* 131 &+ 7) }
        }
        #expect(throws: StoreError.self) {
            let store = try WorkoutStore(path: path)
            _ = try store.sets()
        }
        let report = try WorkoutStore.diagnose(path: path)
        #expect(!report.isHealthy)
    }

    @Test func aDamagedPageInsideIsFoundByQueriesAndTheDoctor() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try damaged("overwritten.sqlite", in: folder) { bytes in
            // Pages 6…9 (of 4096 bytes) hold set rows and index entries; wipe them.
            for i in (5 * 4096)..<min(9 * 4096, bytes.count) { bytes[i] = 0xFF }
        }
        #expect {
            let store = try WorkoutStore(path: path)
            _ = try store.sets()
            _ = try store.exercises()
        } throws: { error in
            guard let error = error as? StoreError, case .damaged(path, _) = error else { return false }
            return true
        }
        let report = try WorkoutStore.diagnose(path: path)
        #expect(!report.isHealthy)
    }
}

extension DamagedDatabaseTests {
    /// 120 differently damaged copies of one log (cut at random lengths, random
    /// runs of bytes overwritten, header fields scrambled): opening, listing,
    /// aggregating, records, exporting and diagnosing each either works or
    /// throws an error that names the file. A crash or a trap fails the whole run.
    @Test func randomDamageIsReportedNeverCrashes() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let healthy = [UInt8](try fileBytes(try healthyFile(in: folder)))
        var random = SeededRandom(seed: 8)
        var refused = 0
        for round in 0..<120 {
            var bytes = healthy
            damage(&bytes, round: round, random: &random)
            let path = folder.file("damaged-\(round).sqlite")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let range = DayRange(day("2026-10-01"), day("2026-11-30"))
            do {
                let store = try WorkoutStore(path: path)
                _ = try store.sets()  // listing them as text: repchartTests' SetListingDamageTests
                _ = try store.exercises()
                _ = try store.dailyTotals(AggregateQuery(range: range))
                _ = try store.exerciseTotals(AggregateQuery(range: range, metric: .reps))
                _ = try store.exerciseSummaries()
                _ = try store.personalRecords()
                _ = try store.trainingDays(in: range)
            } catch {
                refused += 1
                #expect("\(error)".contains(path), "round \(round): \(error)")
            }
            do {
                _ = try Exporter.data(try WorkoutStore(path: path))
            } catch {
                #expect("\(error)".contains(path), "round \(round): export: \(error)")
            }
            _ = try WorkoutStore.diagnose(path: path)
        }
        #expect(refused > 60, "most damage is noticed (\(refused) of 120)")
    }
}


extension DamagedDatabaseTests {
    /// Found by the `database` fuzz target: a damaged record left an integer in
    /// the `day` column, and reading the first and last day with GRDB's
    /// subscript trapped. Now the doctor counts the file (the odd day is not a
    /// date, so it is left out of the range) and the store reads it or names it.
    @Test func aDayStoredAsAnIntegerIsReportedNotATrap() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = try copyDatabaseFixture("fuzz-day-as-integer.sqlite", into: folder)
        let report = try WorkoutStore.diagnose(path: path)
        #expect(report.counts?.sets == 14)
        do {
            let store = try WorkoutStore(path: path)
            #expect(try store.sets().count == 14)
        } catch {
            #expect("\(error)".contains(path), "\(error)")
        }
    }
}
