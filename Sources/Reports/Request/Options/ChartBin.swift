/// `chart weeks --bin`: a bar per week or per calendar month.
package enum ChartBin: String, Hashable, Sendable, CaseIterable, NamedOptionValue {
    /// A bar per week (the default up to 26 weeks).
    case week
    /// A bar per calendar month (the default past 26 weeks).
    case month

    package static var noun: String { "bin" }
    package static var aliases: [String: ChartBin] { ["weeks": .week, "months": .month, "weekly": .week, "monthly": .month] }
}
