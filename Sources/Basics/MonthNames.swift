/// The English month names, the one table behind every English date the
/// program writes or reads; other languages' names are Foundation's locale data.
package enum MonthNames {
    /// "January" … "December".
    package static let long = ["January", "February", "March", "April", "May", "June", "July",
                               "August", "September", "October", "November", "December"]

    /// "Jan" … "Dec": every English month's first three letters.
    package static let short = long.map { String($0.prefix(3)) }

    /// The month (1...12) an English name or abbreviation names, in any case:
    /// at least its first three letters ("Jan", "Sept", "january"); nil otherwise.
    package static func number(_ name: String) -> Int? {
        let lower = name.lowercased()
        guard lower.count >= 3, let index = lowercased.firstIndex(where: { $0.hasPrefix(lower.prefix(3)) }),
              lowercased[index].hasPrefix(lower) else { return nil }
        return index + 1
    }

    private static let lowercased = long.map { $0.lowercased() }
}
