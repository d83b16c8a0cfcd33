/// `--by`: what a chart's segments, bars or slices stand for.
package enum ChartGrouping: String, Hashable, Sendable, CaseIterable, NamedOptionValue {
    /// One per exercise (the default).
    case exercise
    /// One per muscle group (then the default metric is sets).
    case muscle

    package static var noun: String { "grouping" }
    package static var aliases: [String: ChartGrouping] {
        ["exercises": .exercise, "muscles": .muscle, "muscle-group": .muscle, "muscle-groups": .muscle]
    }
}
