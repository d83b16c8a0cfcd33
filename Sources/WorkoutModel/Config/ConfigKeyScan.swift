import Foundation

/// The keys of a JSON object's top level, read from its bytes: JSON parsers
/// keep the last of two equal keys without a word, and a config file that says
/// `unit` twice is a mistake to show, not to settle silently.
enum ConfigKeyScan {
    /// The first key the top-level object holds twice, or nil. Linear in the
    /// bytes; `data` is known to be valid JSON when this is asked.
    static func firstRepeatedKey(in data: Data) -> String? {
        var seen: Set<String> = []
        var depth = 0
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            if byte == UInt8(ascii: "\"") {
                let start = index
                index = data.index(after: index)
                while index < data.endIndex, data[index] != UInt8(ascii: "\"") {
                    if data[index] == UInt8(ascii: "\\") { index = data.index(after: index) }
                    if index < data.endIndex { index = data.index(after: index) }
                }
                let end = min(index, data.endIndex)
                if depth == 1, isKey(data, after: end), let key = decoded(data[start...min(end, data.endIndex - 1)]) {
                    if !seen.insert(key).inserted { return key }
                }
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
            }
            if index < data.endIndex { index = data.index(after: index) }
        }
        return nil
    }

    /// True when the next byte after the closing quote at `end`, spaces skipped, is a colon.
    private static func isKey(_ data: Data, after end: Data.Index) -> Bool {
        var index = end
        if index < data.endIndex { index = data.index(after: index) }
        while index < data.endIndex, [0x20, 0x0A, 0x0D, 0x09].contains(data[index]) { index = data.index(after: index) }
        return index < data.endIndex && data[index] == UInt8(ascii: ":")
    }

    /// A quoted JSON string's value, escapes read.
    private static func decoded(_ quoted: Data) -> String? {
        var wrapped = Data("[".utf8)
        wrapped.append(quoted)
        wrapped.append(Data("]".utf8))
        return (try? JSONSerialization.jsonObject(with: wrapped) as? [String])?.first
    }
}
