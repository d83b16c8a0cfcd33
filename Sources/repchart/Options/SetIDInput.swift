import ArgumentParser
import Foundation

/// `repchart sets delete -`: set IDs read from standard input, split on
/// spaces and line breaks. Read in chunks, so thousands of IDs cost linear
/// time (the argument parser is quadratic in the number of arguments), and
/// at most `maxBytes`, so a stream that never ends is refused.
enum SetIDInput {
    /// Far more than the IDs of the largest import (a full id is 37 bytes with its line break).
    static let maxBytes = 64 * 1024 * 1024

    /// The IDs in `handle`'s bytes, in order.
    static func read(from handle: FileHandle) throws -> [String] {
        var data = Data()
        while true {
            let chunk = handle.readData(ofLength: 1 << 16)
            if chunk.isEmpty { break }
            data.append(chunk)
            guard data.count <= maxBytes else {
                throw ValidationError("standard input holds more than \(maxBytes / 1_048_576) MiB of set IDs; "
                                      + "delete them in parts (or `repchart undo --import` for a whole import)")
            }
        }
        return data.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 })
            .map { String(decoding: $0, as: UTF8.self) }
    }
}
