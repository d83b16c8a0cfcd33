extension Numerals {
    /// A non-negative number of seconds as a clock: 90 → "1:30", 3725 → "1:02:05",
    /// 45 → "0:45"; with `groupingHours`, 3,600,000 → "1,000:00:00".
    package static func clock(seconds: Int, groupingHours: Bool = false) -> String {
        let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        guard h > 0 else { return "\(m):\(two(s))" }
        return "\(groupingHours ? grouped(h) : String(h)):\(two(m)):\(two(s))"
    }
}
