import Foundation
import WorkoutModel

/// Ids for a million imported sets whose file gives none: time-ordered
/// UUIDs (version 7, RFC 9562), as `log` makes, in the order they are made.
///
/// Every id carries the import's start in milliseconds and then a counter
/// (RFC 9562 section 6.2, method 1: 42 bits, over the 12 bits after the
/// version and the first 30 after the variant) that starts at a random value
/// and counts up by one, so each id sorts after the one before and the id
/// index is built from rows already in order: a random id lands anywhere in
/// it, and sorting them was the largest index build of a big import
/// (docs/PERFORMANCE.md). The last 32 bits are random. The counter's first
/// bit starts at zero, so it cannot wrap within any file.
///
/// The random bits come from xoshiro256** seeded once from the system's
/// generator: Foundation's `UUID()` opens, reads and closes `/dev/urandom`
/// for every id on Linux, which cost more than reading the set.
struct ImportIDs {
    private let millis: UInt64
    private var counter: UInt64
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// Ids stamped with `start` (the import's).
    init(start: Date = Date()) {
        var system = SystemRandomNumberGenerator()
        state = (system.next(), system.next(), system.next(), system.next())
        // The all-zero state would only ever give zeros.
        if state == (0, 0, 0, 0) { state.0 = 1 }
        millis = UInt64(max(0, WorkoutSet.milliseconds(start)))
        counter = system.next() & ImportIDs.counterMask >> 1
    }

    private static let counterMask: UInt64 = (1 << 42) - 1

    mutating func next() -> UUID {
        let count = counter & ImportIDs.counterMask
        counter += 1
        // The counter's top 12 bits after the version; its low 30, then 32 random bits, after the variant.
        return WorkoutSet.versionSeven(millis: millis, a: count >> 30, b: (count & 0x3FFF_FFFF) << 32 | word() >> 32)
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
