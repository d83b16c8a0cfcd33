import Foundation
import WorkoutModel
import WorkoutStorage

/// Decoders for the string fields of a RepChart file, working on the raw
/// bytes so a million sets make no intermediate Strings.
enum JSONFieldDecoding {
    /// A UUID in its 36-character form (either case).
    static func uuid(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let valid = withUnsafeMutableBytes(of: &value) { raw -> Bool in
            var out = 0
            var index = 0
            while index < 36 {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard bytes[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                    continue
                }
                guard let high = hex(bytes[index]), let low = hex(bytes[index + 1]) else { return false }
                raw[out] = high << 4 | low
                out += 1
                index += 2
            }
            return true
        }
        return valid ? UUID(uuid: value) : nil
    }

    @inline(__always)
    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - 55
        default: nil
        }
    }

    @inline(__always)
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<start + count {
            let byte = bytes[index]
            guard byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }

    enum DayResult { case day(Day), malformed, impossible }

    /// Exactly `YYYY-MM-DD`.
    static func day(_ bytes: UnsafeBufferPointer<UInt8>) -> DayResult {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = digits(bytes, 0, 4), let month = digits(bytes, 5, 2), let day = digits(bytes, 8, 2) else {
            return .malformed
        }
        guard let value = Day(year: year, month: month, day: day) else { return .impossible }
        return .day(value)
    }

    enum TimestampResult { case instant(Date, offset: Int), malformed, impossible }

    /// `YYYY-MM-DDTHH:MM:SS[.fff]` then `Z` or `±HH:MM[:SS]` (the offset is required).
    static func timestamp(_ bytes: UnsafeBufferPointer<UInt8>) -> TimestampResult {
        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
              bytes[16] == UInt8(ascii: ":"),
              let hour = digits(bytes, 11, 2), let minute = digits(bytes, 14, 2), let second = digits(bytes, 17, 2) else {
            return .malformed
        }
        let date: Day
        switch day(UnsafeBufferPointer(rebasing: bytes[0..<10])) {
        case .day(let value): date = value
        case .malformed: return .malformed
        case .impossible: return .impossible
        }
        var index = 19
        var milliseconds = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            var count = 0
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                if count < 3 { milliseconds = milliseconds * 10 + Int(bytes[index] - 48) }
                count += 1
                index += 1
            }
            guard count > 0 else { return .malformed }
            while count < 3 {
                milliseconds *= 10
                count += 1
            }
        }
        guard index < bytes.count else { return .malformed }
        var offset = 0
        let sign = bytes[index]
        if sign == UInt8(ascii: "Z") {
            index += 1
        } else if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            guard bytes.count - index >= 6, bytes[index + 3] == UInt8(ascii: ":"),
                  let oh = digits(bytes, index + 1, 2), let om = digits(bytes, index + 4, 2) else { return .malformed }
            index += 6
            var os = 0
            if bytes.count - index >= 3, bytes[index] == UInt8(ascii: ":") {
                guard let value = digits(bytes, index + 1, 2) else { return .malformed }
                os = value
                index += 3
            }
            guard oh <= 18, om < 60, os < 60 else { return .impossible }
            offset = (sign == UInt8(ascii: "-") ? -1 : 1) * (oh * 3600 + om * 60 + os)
        } else {
            return .malformed
        }
        guard index == bytes.count else { return .malformed }
        guard hour < 24, minute < 60, second < 60 else { return .impossible }
        let wall = Int64(date.daysSinceEpoch) * 86_400_000 + Int64(hour * 3_600_000 + minute * 60_000 + second * 1000 + milliseconds)
        let utc = wall - Int64(offset) * 1000
        return .instant(Date(timeIntervalSince1970: Double(utc) / 1000), offset: offset)
    }
}
