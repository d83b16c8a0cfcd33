import Basics
import FileOutput
import Foundation
import GRDB
import WorkoutModel

/// `export --salvage`: what SQLite can still read of a damaged log, as a
/// RepChart JSON export that imports into a new log. Each table is read row
/// by row in row-number order; where a page cannot be read, the rows behind
/// it are skipped by probing further row numbers (1, 2, 4, … on), and every
/// skipped range is reported. Sets of an exercise that could not be read
/// are kept under a stand-in named for its number ("Exercise 3 (name
/// lost)"), which the user renames or merges. Memory holds the exercises
/// only; sets stream out as an export's do.
extension Exporter {
    /// What a salvage wrote and what it had to leave out.
    package struct Salvage: Sendable {
        /// What the file holds.
        package var contents = Contents()
        /// One line per thing left out ("set rows 120–245 could not be read").
        package var skipped: [String] = []
        /// Exercises written as stand-ins ("Exercise 3 (name lost)"): their rows could not be read.
        package var standIns = 0
    }

    /// Writes what can be read of `store` to `path` (atomically, as `write(_:toFile:)`).
    /// Where SQLite's own reading skips set or exercise rows behind a damaged
    /// page (a table's root, an interior page), or finds no set, the file's
    /// pages are also read one by one as a cut-off log's are
    /// (`salvageFromPages`), into a file beside `path`, which replaces the
    /// first only when it holds more than a tenth more sets, or as many with
    /// exercises by name where the first has stand-ins. Not for standard
    /// output (written as read), nor for a log whose write-ahead log holds
    /// anything: its pages alone are not the log.
    package static func salvage(_ store: WorkoutStore, toFile path: String?) throws(ExportError) -> Salvage {
        if let path, path != "-" { try checkNotTheLog(path, of: store) }
        let direct: Salvage
        do {
            direct = try salvage(store.pool, logPath: store.path, toFile: path)
        } catch {
            guard let path, path != "-", isPagesWhole(store.path),
                  let pages = try? salvageFromPages(logAt: store.path, toFile: path, whole: true) else { throw error }
            return pages
        }
        guard let path, path != "-", isPagesWhole(store.path), direct.contents.sets == 0
                || direct.skipped.contains(where: { $0.hasPrefix("set rows") || $0.hasPrefix("exercise rows") })
        else { return direct }
        let beside = path + ".pages-\(UUID().uuidString.prefix(8))"
        defer { unlink(beside) }
        guard let pages = try? salvageFromPages(logAt: store.path, toFile: beside, whole: true) else { return direct }
        let more = pages.contents.sets > direct.contents.sets + direct.contents.sets / 10
            || (pages.contents.sets >= direct.contents.sets && direct.standIns > 0
                && pages.contents.exercises - pages.standIns > direct.contents.exercises - direct.standIns)
        guard more, rename(beside, path) == 0 else { return direct }
        return pages
    }

    /// Whether the log's pages are the whole log: no write-ahead log beside it holds anything.
    private static func isPagesWhole(_ log: String) -> Bool {
        ((try? FileManager.default.attributesOfItem(atPath: log + "-wal")[.size] as? Int) ?? 0) == 0
    }

    /// True when the log at `path` is cut off (its header counts pages the
    /// file does not have): SQLite cannot open it, `salvageCutOff` reads it.
    package static func isCutOff(_ path: String) -> Bool {
        FileHeader.problem(path: path)?.hasPrefix("truncated") == true
    }

    /// Writes what the pages a cut-off log still has hold to `path` (see
    /// `TruncatedLog`); what was lost comes first in `skipped`.
    package static func salvageCutOff(logAt log: String, toFile path: String?) throws(ExportError) -> Salvage {
        try salvageFromPages(logAt: log, toFile: path, whole: false)
    }

    /// `salvageCutOff`, or with `whole` for a log whose pages are all there but SQLite
    /// cannot reach some of its rows through them.
    package static func salvageFromPages(logAt log: String, toFile path: String?, whole: Bool) throws(ExportError) -> Salvage {
        if let path, path != "-" { try checkNotTheLog(path, logAt: log) }
        let rebuilt: TruncatedLog
        do {
            guard let found = try TruncatedLog.rebuild(log, whole: whole) else {
                throw ExportError(StoreError.damaged(path: log, reason: "its pages cannot be read").description)
            }
            rebuilt = found
        } catch let error as ExportError {
            throw error
        } catch {
            throw ExportError(StoreError.damaged(path: log, reason: "its pages cannot be read: \(error)").description)
        }
        defer { rebuilt.remove() }
        // An export of no set would import as nothing: said, and no file written.
        guard rebuilt.sets > 0 else {
            if whole {
                throw ExportError("no set could be read from \(log), through SQLite or page by page; restore a backup or a "
                                  + "copy of the log")
            }
            throw ExportError("no set could be read from \(log): the file ends after page \(Numerals.grouped(rebuilt.pages.left)) "
                              + "of the \(Numerals.grouped(rebuilt.pages.counted)) its header counts, and none of its sets "
                              + "is on the pages left; restore a backup or a copy of the log")
        }
        let queue: DatabaseQueue
        do {
            var configuration = Configuration()
            configuration.readonly = true
            queue = try DatabaseQueue(path: rebuilt.path, configuration: configuration)
        } catch {
            throw ExportError(StoreError(error, path: log).description)
        }
        defer { try? queue.close() }
        var result = try salvage(queue, logPath: log, toFile: path)
        result.skipped.insert(contentsOf: rebuilt.lost, at: 0)
        return result
    }

    private static func salvage(_ pool: any DatabaseReader, logPath: String,
                                toFile path: String?) throws(ExportError) -> Salvage {
        var result = Salvage()
        let body = { (sink: ([UInt8]) throws -> Void) throws(ExportError) -> Void in
            try ExportError.mapping(logPath) {
                try withoutActuallyEscaping(sink) { sink in
                    // No read transaction: its COMMIT fails once SQLite has met a damaged page.
                    try pool.unsafeRead { db in
                        var out = ExportBuffer(sink: sink)
                        result = try salvageDocument(db, &out)
                        try out.flush()
                    }
                }
            }
        }
        if let path, path != "-" {
            try ExportOutput.write(toFile: path) { append throws(ExportError) in try body(append) }
        } else {
            try body { chunk in try ExportOutput.writeToStandardOutput(chunk) }
        }
        return result
    }

    private static func salvageDocument(_ db: Database, _ out: inout ExportBuffer) throws -> Salvage {
        var result = Salvage()
        let settings: Settings
        do { settings = try SettingRecords.load(db) } catch {
            settings = Settings()
            result.skipped.append("the settings could not be read (the defaults are written)")
        }
        var muscles: [UUID: MuscleMapping] = [:]
        do { muscles = try MuscleMappingRecords.all(db) } catch {
            result.skipped.append("the exercises' muscle mappings could not be read")
        }
        var aliases: [Int64: [String]] = [:]
        try SalvageScan(table: "exerciseAlias", columns: "exercise, alias", noun: "alias").rows(db, &result) { row in
            aliases[try row.decode(atIndex: 0), default: []].append(try row.decode(atIndex: 1))
        }
        var exercises: [Exercise] = []
        var ids: [Int64: UUID] = [:]
        try SalvageScan(table: "exercise", columns: "number, id, name, color, kind", noun: "exercise").rows(db, &result) { row in
            let number: Int64 = try row.decode(atIndex: 0)
            guard let id = UUID(uuidString: try row.decode(atIndex: 1)) else { return }
            ids[number] = id
            exercises.append(Exercise(id: id, name: try row.decode(atIndex: 2), aliases: aliases[number] ?? [],
                                      color: try row.decode(atIndex: 3),
                                      kind: ExerciseKind(rawValue: try row.decode(atIndex: 4)) ?? .weightReps))
        }
        // The sets' exercises the exercise table no longer holds: a stand-in each, so no set is lost with its
        // name. A pass over the sets only when exercise rows were skipped; a set of an exercise the table
        // never held (a broken reference) is left out and counted below.
        var used = Set<Int64>()
        if result.skipped.contains(where: { $0.contains("exercise row") }) {
            var firstPass = Salvage()   // its skipped ranges are the sets' own, said once below
            try SalvageScan(table: "workoutSet", alias: "s", columns: "s.exercise", noun: "set").rows(db, &firstPass) { row in
                if let number = try row.decode(atIndex: 0) as Int64? { used.insert(number) }
            }
        }
        let standIns = used.filter { ids[$0] == nil }.sorted()
        result.standIns = standIns.count
        for number in standIns {
            let id = UUID()
            ids[number] = id
            exercises.append(Exercise(id: id, name: Self.standInName(number), color: "#777777", kind: .weightReps))
        }
        if let first = standIns.first {
            result.skipped.append("\(Format.count(standIns.count, "exercise")) could not be read: \(standIns.count == 1 ? "its" : "their") "
                                  + "sets are kept under \"\(Self.standInName(first))\""
                                  + (standIns.count == 1 ? "" : " and the like") + ", to be renamed")
        }
        exercises.sort { ExerciseName.key($0.name) < ExerciseName.key($1.name) }
        out.append("{\n  \"format\": \"\(RepchartFormat.name)\",\n  \"version\": \(RepchartFormat.version(muscles: !muscles.isEmpty, kept: false)),\n")
        out.append("  \"settings\": ")
        self.settings(settings, &out)
        out.append(",\n  \"exercises\": [")
        for (index, exercise) in exercises.enumerated() {
            out.append(index == 0 ? "\n    " : ",\n    ")
            self.exercise(exercise, muscles: muscles[exercise.id], &out)
        }
        out.append(exercises.isEmpty ? "],\n  \"sets\": [" : "\n  ],\n  \"sets\": [")
        result.contents.exercises = exercises.count
        // The set's own columns only: a join would fail wherever the exercise table is damaged.
        let columns = SetRecords.columns.replacingOccurrences(of: "e.id", with: "''")
            .replacingOccurrences(of: "b.id", with: "NULL") + ", s.exercise"
        var orphans = 0, sets = 0
        try SalvageScan(table: "workoutSet", alias: "s", columns: columns, noun: "set").rows(db, &result) { row in
            guard let exercise = ids[try row.decode(atIndex: 21)] else {
                orphans += 1
                return
            }
            var set = try SetRecords.decode(row)
            set.exerciseId = exercise
            out.append(sets == 0 ? "\n    " : ",\n    ")
            sets += 1
            self.set(set, &out)
            try out.flushIfFull()
        }
        result.contents.sets = sets
        if orphans > 0 {
            result.skipped.append("\(Format.count(orphans, "set")) of exercises that could not be read")
        }
        out.append(result.contents.sets == 0 ? "]\n}\n" : "\n  ]\n}\n")
        return result
    }

    /// The stand-in for exercise `number`, whose row could not be read.
    static func standInName(_ number: Int64) -> String { "Exercise \(number) (name lost)" }
}

/// Reads one table's rows in row-number order, stepping over what cannot be read.
private struct SalvageScan {
    let table: String
    var alias = "t"
    let columns: String
    /// What a row is, for the report ("set rows 3–9 could not be read").
    let noun: String

    init(table: String, alias: String = "t", columns: String, noun: String) {
        self.table = table
        self.alias = alias
        self.columns = columns
        self.noun = noun
    }

    func rows(_ db: Database, _ result: inout Exporter.Salvage, _ body: (Row) throws -> Void) throws {
        var after = Int64.min
        /// The row a recovery resumed at: when reading from it fails again
        /// before any row, the next search starts past it, so every
        /// recovery moves on (a damaged interior page can fail the range
        /// scan while the single row it leads to still reads).
        var resumedAt = Int64.min
        var malformed = 0
        defer {
            if malformed > 0 { result.skipped.append("\(Format.count(malformed, "\(noun) row")) with damaged values") }
        }
        while true {
            do {
                let cursor = try Row.fetchCursor(db, sql: """
                    SELECT \(columns), \(alias).rowid FROM \(table) \(alias) WHERE \(alias).rowid > ? ORDER BY \(alias).rowid
                    """, arguments: [after])
                while let row = try cursor.next() {
                    after = row[row.count - 1]
                    do {
                        try body(row)
                    } catch let error as ExportError {
                        throw error   // the output failed, not the log
                    } catch {
                        malformed += 1   // read, but its values are not what the column holds
                    }
                }
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
                let next = nextReadable(db, after: max(after, resumedAt))
                let first = after == Int64.min ? "the first" : "\(after + 1)"
                if let next {
                    result.skipped.append("\(noun) rows \(first)–\(next - 1) could not be read")
                    after = next - 1
                    resumedAt = next
                } else {
                    result.skipped.append("\(noun) rows from \(first) on could not be read")
                    return
                }
            }
        }
    }

    /// The first row number past `after` whose row reads whole: probes
    /// `after + 1, + 2, + 4, …`; nil when none is found.
    private func nextReadable(_ db: Database, after: Int64) -> Int64? {
        let start = after == Int64.min ? 0 : after
        var step: Int64 = 1
        var floor = start
        while step < Int64.max / 4, start <= Int64.max - step {
            let probe = max(start + step, floor + 1)
            step *= 2
            let lookup: Int64?
            do {
                lookup = try Int64.fetchOne(db, sql: "SELECT rowid FROM \(table) WHERE rowid >= ? ORDER BY rowid LIMIT 1",
                                            arguments: [probe])
            } catch {
                continue   // the way to the probe is damaged too: further on
            }
            guard let found = lookup else { return nil }   // nothing at or past the probe
            floor = found
            if (try? Row.fetchOne(db, sql: "SELECT \(columns) FROM \(table) \(alias) WHERE \(alias).rowid = ?",
                                  arguments: [found])) != nil {
                return found
            }
        }
        return nil
    }
}
