import WorkoutModel
import WorkoutStorage

/// An object key packed into integers, so matching the fields of a million
/// sets makes no Strings and copies no references. Keys longer than 16
/// bytes are told apart by a hash of the rest.
struct JSONKey: Hashable, Sendable, CustomStringConvertible {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var count = 0
    /// FNV-1a of the bytes after the sixteenth.
    private var tail: UInt64 = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in 0..<bytes.count {
            let byte = UInt64(bytes[index])
            switch index {
            case 0..<8: low |= byte << UInt64(index * 8)
            case 8..<16: high |= byte << UInt64((index - 8) * 8)
            default: hash = (hash ^ byte) &* 0x100_0000_01b3
            }
        }
        if count > 16 { tail = hash }
    }

    init(_ text: String) {
        var copy = text
        self = copy.withUTF8 { JSONKey(bytes: $0) }
    }

    /// The key as written (its first 16 bytes and "…" when longer).
    var description: String {
        var bytes: [UInt8] = []
        for index in 0..<min(count, 16) {
            let word = index < 8 ? low : high
            bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(index % 8 * 8)))
        }
        return String(decoding: bytes, as: UTF8.self) + (count > 16 ? "…" : "")
    }
}

/// The fields an object may hold, numbered for a bit set.
protocol JSONFieldSet: RawRepresentable<Int>, CaseIterable {
    static var keys: [JSONKey] { get }
}

extension JSONFieldSet {
    /// The field named by `key`, nil when unknown.
    static func field(_ key: JSONKey) -> Self? {
        Self.keys.withUnsafeBufferPointer { keys in
            for index in keys.indices where keys[index] == key { return Self(rawValue: index) }
            return nil
        }
    }
}
