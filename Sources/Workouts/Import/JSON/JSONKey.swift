/// An object key, compared as packed bytes so matching the fields of a
/// million sets makes no Strings. Keys longer than 16 bytes keep their text.
struct JSONKey: Hashable, Sendable, CustomStringConvertible {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var count: Int
    private var long: String?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        if count > 16 {
            long = String(decoding: bytes, as: UTF8.self)
            return
        }
        for index in 0..<count {
            let shift = UInt64(index % 8 * 8)
            if index < 8 { low |= UInt64(bytes[index]) << shift } else { high |= UInt64(bytes[index]) << shift }
        }
    }

    init(_ text: String) {
        var copy = text
        self = copy.withUTF8 { JSONKey(bytes: $0) }
    }

    /// The key as written (invalid UTF-8 shown with replacement characters).
    var description: String {
        if let long { return long }
        var bytes: [UInt8] = []
        for index in 0..<count {
            let word = index < 8 ? low : high
            bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(index % 8 * 8)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The fields an object may hold, numbered for a bit set.
protocol JSONFieldSet: RawRepresentable<Int>, CaseIterable {
    static var keys: [JSONKey] { get }
}

extension JSONFieldSet {
    /// The field named by `key`, nil when unknown.
    static func field(_ key: JSONKey) -> Self? {
        let keys = Self.keys
        for index in keys.indices where keys[index] == key { return Self(rawValue: index) }
        return nil
    }
}
