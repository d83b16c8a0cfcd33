import Foundation
import WorkoutModel

/// The first 100 bytes of a SQLite file say what it is and how many pages it
/// should hold; checking them names a garbage or cut-off file before SQLite
/// reports it as something vaguer.
enum FileHeader {
    static let magic = Array("SQLite format 3\0".utf8)

    /// True when the file at `path` starts with SQLite's header (false for
    /// a missing or empty file, which is a new log).
    static func isSQLite(path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: magic.count)
        let count = header.withUnsafeMutableBytes { read(fd, $0.baseAddress, magic.count) }
        return count == magic.count && header == magic
    }

    /// A one-line problem with the header of the file at `path`, or nil.
    /// Problems about a cut-off file start with "truncated".
    static func problem(path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let size = Int64(info.st_size)
        if size == 0 { return nil }   // SQLite treats an empty file as a new database
        guard let handle = FileHandle(forReadingAtPath: path) else { return "cannot read the file" }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        guard header.count >= 16, Array(header[0..<16]) == magic else {
            return "not a SQLite database (it does not start with \"SQLite format 3\")"
        }
        guard header.count == 100 else { return "truncated: only \(size) bytes, less than a SQLite header" }
        func word(_ at: Int) -> Int {
            header[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        let rawPageSize = Int(header[16]) << 8 | Int(header[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        // The page count in the header is valid when its "version valid for" matches the change counter.
        let pages = word(28)
        if pageSize >= 512, word(92) == word(24), pages > 0, Int64(pages) * Int64(pageSize) > size {
            return "truncated: the header says \(pages) pages of \(pageSize) bytes, "
                + "but the file has \(size) bytes (\(size / Int64(pageSize)) pages)"
        }
        return nil
    }
}
