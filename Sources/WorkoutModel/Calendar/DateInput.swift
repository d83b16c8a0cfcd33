import Foundation

/// Parsing of the dates, times, periods and time zones typed on the command line.
package enum DateInput {
    /// `today`, `yesterday`, a weekday name (`mon` … `sunday`: the most recent such
    /// day, today included) or `YYYY-MM-DD`, relative to `today`.
    package static func day(_ text: String, today: Day) throws(DateInputError) -> Day {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        if let weekday = Weekday(name: word) {
            let back = (today.weekday.rawValue - weekday.rawValue + 7) % 7
            return today.adding(days: -back)
        }
        let day = try Day(parsing: word)
        if day < Day.earliest { throw .tooEarly(day) }
        return day
    }

    /// `HH:MM` (or `H:MM`), 00:00 to 23:59.
    package static func time(_ text: String) throws(DateInputError) -> (hour: Int, minute: Int) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m) else {
            throw .malformedTime(text)
        }
        return (h, m)
    }

    /// An IANA time zone name, `UTC`, or a fixed offset such as `+01:00`.
    package static func timeZone(_ text: String) throws(DateInputError) -> TimeZone {
        if text.uppercased() == "UTC" || text.uppercased() == "Z", let utc = TimeZone(identifier: "UTC") {
            return utc
        }
        if let zone = TimeZone(identifier: text) { return zone }
        if let first = text.first, first == "+" || first == "-" {
            let digits = text.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
            if (1...2).contains(digits.count), digits.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
               let h = Int(digits[0]), h <= 18 {
                let m = digits.count == 2 ? Int(digits[1]) ?? 99 : 0
                if m < 60, let zone = TimeZone(secondsFromGMT: (first == "-" ? -1 : 1) * (h * 3600 + m * 60)) {
                    return zone
                }
            }
        }
        throw .unknownTimeZone(text)
    }

    /// `zone`'s name as messages show it: "UTC" where Foundation says "GMT"
    /// (`--tz UTC` read back as "Read in GMT"), else its identifier.
    package static func zoneName(_ zone: TimeZone) -> String {
        zone.identifier == "GMT" ? "UTC" : zone.identifier
    }

    /// The zone `text` names (`timeZone(_:)`) as a setting stores and shows
    /// it: "UTC" for utc (Foundation calls it GMT), "+05:30" for an offset
    /// (not "GMT+0530"), else the IANA name. Reads back to the same zone.
    package static func timeZoneText(_ text: String) throws(DateInputError) -> String {
        let zone = try timeZone(text)
        if text.uppercased() == "UTC" || text.uppercased() == "Z" { return "UTC" }
        guard TimeZone(identifier: text) == nil, let sign = text.first, sign == "+" || sign == "-" else { return zone.identifier }
        let seconds = abs(zone.secondsFromGMT())
        let hours = seconds / 3600, minutes = seconds % 3600 / 60
        return (zone.secondsFromGMT() < 0 ? "-" : "+") + (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }

    /// A period such as `4w` or `10d`, as a number of days.
    package static func periodInDays(_ text: String) throws(DateInputError) -> Int {
        let lower = text.lowercased()
        guard let unit = lower.last, unit == "w" || unit == "d",
              let count = Int(lower.dropLast()), count >= 1, count <= 100_000 else {
            throw .malformedDuration(text)
        }
        return unit == "w" ? count * 7 : count
    }
}
