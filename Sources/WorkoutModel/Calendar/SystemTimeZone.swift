import Foundation

/// The system's time zone as the C library reads `TZ`: Foundation on Linux
/// turns `TZ=:Pacific/Kiritimati`, an absolute zoneinfo path or a POSIX rule
/// such as `<+14>-14` into UTC without a word, so a set logged at 15:20 was
/// stored at 01:20, on another day. A `TZ` that cannot be read is an error
/// naming it, never UTC.
package enum SystemTimeZone {
    /// The zone `TZ` names in `environment`; without `TZ`, the system's
    /// (`/etc/localtime`, as Foundation reads it).
    package static func current(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(DateInputError) -> TimeZone {
        guard let value = environment["TZ"] else { return .current }
        return try zone(fromTZ: value)
    }

    /// The zone a `TZ` value names, read as glibc reads it: empty is UTC;
    /// `:NAME` and `NAME` are zoneinfo names; `/PATH` (or `:/PATH`) a file in a
    /// zoneinfo folder; else a POSIX rule `STDoffset` (`<+14>-14`, `EST5`).
    package static func zone(fromTZ value: String) throws(DateInputError) -> TimeZone {
        let body = value.hasPrefix(":") ? String(value.dropFirst()) : value
        if body.isEmpty, let utc = TimeZone(identifier: "UTC") { return utc }
        if body.hasPrefix("/") { return try zone(atPath: body, tz: value) }
        if !body.contains(".."), let zone = TimeZone(identifier: body) { return zone }
        if let rule = PosixRule(body) {
            guard !rule.hasDaylightSaving else {
                throw .unreadableSystemTimeZone(value, reason: "a POSIX rule with daylight saving, which RepChart does not follow")
            }
            if let zone = TimeZone(secondsFromGMT: rule.secondsEastOfUTC) { return zone }
            throw .unreadableSystemTimeZone(value, reason: "its offset is beyond ±18 hours")
        }
        throw .unreadableSystemTimeZone(value, reason: "not a zone name, a zoneinfo file or a POSIX rule")
    }

    /// A zoneinfo file by path: the zone named by its place under a
    /// `zoneinfo` folder, followed through links (`/etc/localtime`).
    private static func zone(atPath path: String, tz: String) throws(DateInputError) -> TimeZone {
        var candidates = [path]
        if let resolved = realpath(path, nil) {
            candidates.append(String(cString: resolved))
            free(resolved)
        } else {
            throw .unreadableSystemTimeZone(tz, reason: "no such file")
        }
        for candidate in candidates {
            guard let range = candidate.range(of: "/zoneinfo/", options: .backwards) else { continue }
            var name = String(candidate[range.upperBound...])
            for prefix in ["posix/", "right/"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
            if let zone = TimeZone(identifier: name) { return zone }
        }
        throw .unreadableSystemTimeZone(tz, reason: "not a file of a zoneinfo folder")
    }

    /// `STDoffset[DST…]` of POSIX: a name of 3+ letters or `<…>`, then hours
    /// west of UTC (`-14` is 14 hours east), `[+|-]hh[:mm[:ss]]`.
    private struct PosixRule {
        var secondsEastOfUTC: Int
        var hasDaylightSaving: Bool

        init?(_ text: String) {
            var rest = Substring(text)
            if rest.hasPrefix("<") {
                guard let close = rest.firstIndex(of: ">") else { return nil }
                let name = rest[rest.index(after: rest.startIndex)..<close]
                guard name.count >= 3, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-") }) else {
                    return nil
                }
                rest = rest[rest.index(after: close)...]
            } else {
                let name = rest.prefix { $0.isASCII && $0.isLetter }
                guard name.count >= 3 else { return nil }
                rest = rest.dropFirst(name.count)
            }
            var sign = 1
            if let first = rest.first, first == "+" || first == "-" {
                sign = first == "-" ? -1 : 1
                rest = rest.dropFirst()
            }
            let clock = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ":") }
            let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) }),
                  let hours = Int(parts[0]), hours <= 24 else { return nil }
            let minutes = parts.count > 1 ? Int(parts[1]) ?? 60 : 0
            let seconds = parts.count > 2 ? Int(parts[2]) ?? 60 : 0
            guard minutes < 60, seconds < 60 else { return nil }
            secondsEastOfUTC = -sign * (hours * 3600 + minutes * 60 + seconds)
            hasDaylightSaving = !rest.dropFirst(clock.count).isEmpty
        }
    }
}
