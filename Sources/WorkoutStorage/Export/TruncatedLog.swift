import Basics
import Foundation
import GRDB
import WorkoutModel

/// A log cut off at some length (a copy stopped half way, a full disk): the
/// pages that are there hold most rows, but SQLite reaches a table's rows
/// through interior pages that may be among the lost ones, and then reads
/// none. So the pages are read here as they are: every table leaf page in
/// the file, placed by the table trees still reachable from their roots (an
/// unplaced leaf goes to the one table with its number of columns), its
/// rows written into a new database of the same tables, which `salvage`
/// then reads like any other. Pages on the free list are left out.
struct TruncatedLog {
    /// The rebuilt database (in a temporary folder the caller removes).
    let path: String
    let folder: String
    /// What was lost, one line each.
    var lost: [String] = []
    /// The pages the file still has, and the pages its header counts.
    var pages = (left: 0, counted: 0)
    /// The sets found on the pages left, and the exercises.
    var sets = 0
    var exercises = 0

    /// The rebuilt copy of the cut-off log at `source`, or nil when its
    /// header does not say it was cut off. `whole`: a log of every page whose
    /// tables SQLite cannot read through (a damaged root or interior page),
    /// read the same way.
    static func rebuild(_ source: String, whole: Bool = false) throws -> TruncatedLog? {
        // Mapped, not read: a cut-off log may be large, and pages are visited once.
        guard whole || FileHeader.problem(path: source)?.hasPrefix("truncated") == true,
              let file = try? Data(contentsOf: URL(fileURLWithPath: source), options: .alwaysMapped),
              file.count >= 100 else { return nil }
        let rawPageSize = Int(file[16]) << 8 | Int(file[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        let pages = file.count / pageSize
        guard pageSize >= 512, pages >= 1 else { return nil }
        let reader = PageReader(file: file, pageSize: pageSize, usable: pageSize - Int(file[20]), pages: pages)

        let folder = NSTemporaryDirectory() + "repchart-salvage-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        var result = TruncatedLog(path: folder + "/rebuilt.sqlite", folder: folder)
        do {
            try result.fill(from: reader, headerPages: PageReader.word(file, 28))
        } catch {
            result.remove()
            throw error
        }
        return result
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    private mutating func fill(from reader: PageReader, headerPages: Int) throws {
        var (tables, internalRoots) = try reader.tables()
        // Tables whose statements are on the missing pages: RepChart's own, placed by width.
        let assumed = try PageReader.ownTables().filter { own in !tables.contains { $0.name == own.name } }
        tables += assumed
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false   // rows arrive in page order, parents perhaps lost
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        // Leaves reached from each table's root, then the unplaced ones.
        var owner: [Int: String] = [:]
        for table in tables {
            for leaf in reader.leaves(from: table.root) where owner[leaf] == nil { owner[leaf] = table.name }
        }
        // SQLite's own tables (sqlite_sequence): known, rebuilt by SQLite, not copied.
        for root in internalRoots {
            for leaf in reader.leaves(from: root) where owner[leaf] == nil { owner[leaf] = "" }
        }
        let free = reader.freePages()
        var unplaced = 0, partialRows = 0
        try queue.write { db in
            for table in tables { try db.execute(sql: table.sql) }
            for page in 2...max(2, reader.pages) where page <= reader.pages && !free.contains(page) {
                guard reader.isTableLeaf(page) else { continue }
                let rows = reader.rows(page)
                partialRows += rows.partial
                let name: String
                if let known = owner[page] {
                    name = known
                } else {
                    // The one table with this many columns; otherwise the page cannot be placed.
                    let width = rows.rows.first?.values.count ?? -1
                    let fits = tables.filter { $0.columns.count == width }
                    guard fits.count == 1 else {
                        if !rows.rows.isEmpty { unplaced += 1 }
                        continue
                    }
                    name = fits[0].name
                }
                guard let table = tables.first(where: { $0.name == name }) else { continue }   // "": SQLite's own
                for row in rows.rows where row.values.count <= table.columns.count {
                    var values = row.values
                    if let key = table.rowidColumn, key < values.count { values[key] = row.rowid.databaseValue }
                    let names = table.columns.prefix(values.count).map { "\"\($0)\"" }.joined(separator: ", ")
                    let marks = Array(repeating: "?", count: values.count).joined(separator: ", ")
                    do {
                        try db.execute(sql: "INSERT OR IGNORE INTO \"\(name)\" (rowid, \(names)) VALUES (?, \(marks))",
                                       arguments: StatementArguments([row.rowid.databaseValue] + values))
                    } catch {
                        partialRows += 1   // values its table's constraints refuse: damaged
                    }
                }
            }
        }
        pages = (reader.pages, headerPages)
        sets = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workoutSet") ?? 0 }
        exercises = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM exercise") ?? 0 }
        if reader.pages < headerPages {
            lost.append("the file ends after page \(Numerals.grouped(reader.pages)) of the \(Numerals.grouped(headerPages)) "
                        + "its header counts: rows on the missing pages are lost")
        } else {
            lost.append("SQLite could not read every row through the damaged pages: every page was read as it is")
        }
        // Set numbers are never reused: the highest given, against the sets found, bounds the loss.
        let sequence = internalRoots.flatMap { reader.leaves(from: $0) }.flatMap { reader.rows($0).rows }
        if let highest = sequence.first(where: { String.fromDatabaseValue($0.values.first ?? .null) == "workoutSet" })
            .flatMap({ $0.values.count > 1 ? Int.fromDatabaseValue($0.values[1]) : nil }) {
            let found = sets
            if highest > found {
                lost.append("\(Format.count(found, "set")) found where \(Numerals.grouped(highest)) were logged: "
                            + "up to \(Numerals.grouped(highest - found)) lost (fewer if some were deleted before)")
            }
        }
        if !assumed.isEmpty {
            let names = assumed.map(\.name).joined(separator: ", ")
            let list = "the file's list of \(assumed.count == tables.count ? "its tables" : "the tables \(names)")"
            lost.append(list + (pages.left < pages.counted ? " is on the missing pages" : " could not be read")
                        + ": RepChart's own were assumed, their rows found by their number of columns")
        }
        if unplaced > 0 {
            lost.append("the rows on \(Format.count(unplaced, "page")) could not be told apart by table (not sets)")
        }
        if partialRows > 0 { lost.append("\(Format.count(partialRows, "row")) with parts missing or damaged") }
        if reader.freeListIncomplete {
            lost.append("the list of free pages is cut off too: a set deleted before may be back in the salvage")
        }
    }
}

/// SQLite's file format, read page by page (https://sqlite.org/fileformat.html).
private struct PageReader {
    struct Table {
        let name: String
        let sql: String
        let root: Int
        let columns: [String]
        /// The INTEGER PRIMARY KEY column, stored as NULL in the record: the rowid.
        let rowidColumn: Int?
    }

    struct Row {
        let rowid: Int64
        let values: [DatabaseValue]
    }

    let file: Data
    let pageSize: Int
    let usable: Int
    let pages: Int
    var freeListIncomplete: Bool { freeList().incomplete }

    static func word(_ bytes: Data, _ at: Int) -> Int {
        bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    private func offset(_ page: Int) -> Int { (page - 1) * pageSize }
    /// Where the page's b-tree header starts (after the file header on page 1).
    private func header(_ page: Int) -> Int { offset(page) + (page == 1 ? 100 : 0) }

    func isTableLeaf(_ page: Int) -> Bool { page >= 1 && page <= pages && file[header(page)] == 0x0D }

    /// The tables the schema (page 1 and what it reaches) names, with columns.
    func tables() throws -> (tables: [Table], internalRoots: [Int]) {
        var tables: [Table] = []
        var internalRoots: [Int] = []
        let schema = leaves(from: 1).flatMap { rows($0).rows }
        let connection = try DatabaseQueue()
        for row in schema where row.values.count >= 5 {
            guard String.fromDatabaseValue(row.values[0]) == "table",
                  let name = String.fromDatabaseValue(row.values[1]),
                  let root = Int.fromDatabaseValue(row.values[3]), let sql = String.fromDatabaseValue(row.values[4])
            else { continue }
            if name.hasPrefix("sqlite_") {
                internalRoots.append(root)
                continue
            }
            tables.append(try Self.table(name: name, sql: sql, root: root, in: connection))
        }
        return (tables, internalRoots)
    }

    /// RepChart's own tables, as this build creates them, with no root page: for a log
    /// whose list of tables is on the missing pages (a log upgraded late has it near its
    /// end), so that its pages can still be placed by their number of columns.
    static func ownTables() throws -> [Table] {
        let schema = try DatabaseQueue()
        try Schema.migrator().migrate(schema)
        let statements = try schema.read { db in
            try GRDB.Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                .map { (name: $0[0] as String, sql: $0[1] as String) }
        }
        let connection = try DatabaseQueue()
        return try statements.map { try table(name: $0.name, sql: $0.sql, root: 0, in: connection) }
    }

    /// The table `sql` creates, its column names and primary key as SQLite reads the
    /// statement (run in `connection`, a scratch database).
    private static func table(name: String, sql: String, root: Int, in connection: DatabaseQueue) throws -> Table {
        let info = try connection.write { db -> [GRDB.Row] in
            try db.execute(sql: sql)
            return try GRDB.Row.fetchAll(db, sql: "PRAGMA table_info(\"\(name)\")")
        }
        let columns = info.map { $0["name"] as String }
        let keys = info.filter { ($0["pk"] as Int) > 0 }
        let rowidColumn = keys.count == 1 && (keys[0]["type"] as String).uppercased() == "INTEGER"
            ? columns.firstIndex(of: keys[0]["name"] as String) : nil
        return Table(name: name, sql: sql, root: root, columns: columns, rowidColumn: rowidColumn)
    }

    /// The leaf pages reachable from `root` through interior pages that are there.
    func leaves(from root: Int) -> [Int] {
        var found: [Int] = []
        var stack = [root]
        var seen: Set<Int> = []
        while let page = stack.popLast() {
            guard page >= 1, page <= pages, seen.insert(page).inserted else { continue }
            let at = header(page)
            switch file[at] {
            case 0x0D: found.append(page)
            case 0x05:
                let cells = Int(file[at + 3]) << 8 | Int(file[at + 4])
                stack.append(Self.word(file, at + 8))
                for cell in 0..<cells where at + 13 + 2 * cell < offset(page) + pageSize {
                    let pointer = offset(page) + (Int(file[at + 12 + 2 * cell]) << 8 | Int(file[at + 13 + 2 * cell]))
                    if pointer + 4 <= file.count { stack.append(Self.word(file, pointer)) }
                }
            default: break
            }
        }
        return found
    }

    /// The rows of a table leaf page; a row whose overflow pages are lost is left out.
    func rows(_ page: Int) -> (rows: [Row], partial: Int) {
        let at = header(page)
        let cells = Int(file[at + 3]) << 8 | Int(file[at + 4])
        var rows: [Row] = []
        var partial = 0
        for cell in 0..<cells {
            let pointerAt = at + 8 + 2 * cell
            guard pointerAt + 1 < offset(page) + pageSize else { break }
            var index = offset(page) + (Int(file[pointerAt]) << 8 | Int(file[pointerAt + 1]))
            guard index < offset(page) + pageSize,
                  let size = varint(&index), let rowid = varint(&index),
                  let payload = payload(at: index, size: Int(size), page: page),
                  let values = record(payload) else {
                partial += 1
                continue
            }
            rows.append(Row(rowid: rowid, values: values))
        }
        return (rows, partial)
    }

    /// A cell's payload, with its overflow pages when they are there.
    private func payload(at index: Int, size: Int, page: Int) -> [UInt8]? {
        let end = offset(page) + pageSize
        let most = usable - 35
        // A damaged size: no payload is negative or larger than the file, and
        // with that bound a chain of overflow pages that loops still ends.
        guard size >= 0, size <= file.count else { return nil }
        guard size > most else { return index + size <= end ? Array(file[index..<(index + size)]) : nil }
        let least = (usable - 12) * 32 / 255 - 23
        let k = least + (size - least) % (usable - 4)
        let local = k <= most ? k : least
        guard index + local + 4 <= end else { return nil }
        var bytes = Array(file[index..<(index + local)])
        var next = Self.word(file, index + local)
        while bytes.count < size {
            guard next >= 2, next <= pages else { return nil }
            let start = offset(next)
            let take = min(usable - 4, size - bytes.count)
            bytes += file[(start + 4)..<(start + 4 + take)]
            next = Self.word(file, start)
        }
        return bytes
    }

    /// A record's values (https://sqlite.org/fileformat.html#record_format).
    private func record(_ bytes: [UInt8]) -> [DatabaseValue]? {
        var index = 0
        guard let headerSize = Self.varint(bytes, &index), headerSize <= bytes.count else { return nil }
        var types: [Int64] = []
        while index < Int(headerSize) {
            guard let type = Self.varint(bytes, &index) else { return nil }
            types.append(type)
        }
        var body = Int(headerSize)
        var values: [DatabaseValue] = []
        for type in types {
            let length: Int = switch type {
            case 0, 8, 9: 0
            case 1, 2, 3, 4: Int(type)
            case 5: 6
            case 6, 7: 8
            case 10, 11: -1
            default: type >= 12 ? Int((type - 12) / 2) : -1
            }
            guard length >= 0, body + length <= bytes.count else { return nil }
            let field = bytes[body..<(body + length)]
            body += length
            switch type {
            case 0: values.append(.null)
            case 8: values.append(0.databaseValue)
            case 9: values.append(1.databaseValue)
            case 1...6:
                var value = Int64(Int8(bitPattern: field.first!))
                for byte in field.dropFirst() { value = value << 8 | Int64(byte) }
                values.append(value.databaseValue)
            case 7:
                let raw = field.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                values.append(Double(bitPattern: raw).databaseValue)
            default:
                values.append(type % 2 == 0 ? Data(field).databaseValue : String(decoding: field, as: UTF8.self).databaseValue)
            }
        }
        return values
    }

    private func varint(_ index: inout Int) -> Int64? { Self.varint(file, &index) }

    private static func varint<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ index: inout Int) -> Int64?
    where Bytes.Index == Int {
        var value: UInt64 = 0
        for step in 0..<9 {
            guard index < bytes.endIndex else { return nil }
            let byte = bytes[index]
            index += 1
            if step == 8 { return Int64(bitPattern: value << 8 | UInt64(byte)) }
            value = value << 7 | UInt64(byte & 0x7F)
            if byte & 0x80 == 0 { return Int64(bitPattern: value) }
        }
        return nil
    }

    /// The pages on the free list that are there to read.
    func freePages() -> Set<Int> { freeList().pages }

    private func freeList() -> (pages: Set<Int>, incomplete: Bool) {
        let total = Self.word(file, 36)
        var pages: Set<Int> = []
        var trunk = Self.word(file, 32)
        while trunk != 0 {
            guard trunk >= 2, trunk <= pages_, pages.insert(trunk).inserted else { break }
            let at = offset(trunk)
            let count = min(Self.word(file, at + 4), (usable - 8) / 4)
            for leaf in 0..<count { pages.insert(Self.word(file, at + 8 + 4 * leaf)) }
            trunk = Self.word(file, at)
        }
        return (pages, pages.count < total)
    }

    private var pages_: Int { pages }
}
