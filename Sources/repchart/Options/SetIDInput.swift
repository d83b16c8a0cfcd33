import ArgumentParser
import Foundation

/// `repchart sets delete -` and `sets keep -`: set IDs read from standard input, split on
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

    /// The IDs given, or with `-` alone those on standard input; `nothing`
    /// says what did not happen when there are none ("deleted").
    static func references(_ ids: [String], nothing: String) throws -> [String] {
        if ids.contains("-"), ids.count > 1 {
            throw ValidationError("- reads every ID from standard input; give no other ID with it")
        }
        let references = ids == ["-"] ? try read(from: FileHandle.standardInput) : ids
        guard !references.isEmpty else { throw ValidationError("standard input held no set IDs; nothing \(nothing)") }
        return references
    }
}
