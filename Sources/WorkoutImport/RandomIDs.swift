import Foundation

/// Random (version 4) UUIDs for a million imported sets. Foundation's
/// `UUID()` opens, reads and closes `/dev/urandom` for every id on Linux,
/// which cost more than reading the set; these come from xoshiro256**
/// seeded once from the system's generator, which gives the same 122 random
/// bits per id without a system call.
struct RandomIDs {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    init() {
        var system = SystemRandomNumberGenerator()
        state = (system.next(), system.next(), system.next(), system.next())
        // The all-zero state would only ever give zeros.
        if state == (0, 0, 0, 0) { state.0 = 1 }
    }

    mutating func next() -> UUID {
        let high = word(), low = word()
        var bytes = uuid_t(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { raw in
            raw.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
            raw[6] = raw[6] & 0x0F | 0x40  // version 4
            raw[8] = raw[8] & 0x3F | 0x80  // RFC 4122 variant
        }
        return UUID(uuid: bytes)
    }

    /// xoshiro256** (Blackman and Vigna).
    private mutating func word() -> UInt64 {
        let result = rotate(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotate(state.3, 45)
        return result
    }

    private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
