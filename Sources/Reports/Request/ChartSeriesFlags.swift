import Workouts

/// `--by`, `--secondary`, `--top`, `--exercise`, `--target` and `--muscle` as
/// given: what a chart's series are. `ChartRequest.init(kind:…series:)` checks
/// them against each other and the chart.
package struct ChartSeriesFlags: Hashable, Sendable {
    /// `--by`: per exercise (nil: the default) or per muscle group.
    package var grouping: ChartGrouping?
    /// `--secondary`: the share of a set a secondary muscle gets.
    package var secondary: Double?
    /// `--top`: the number of series before "Other".
    package var top: Int?
    /// `--exercise`, each as typed (a name, an alias, or a comma list of them).
    package var exercises: [String]
    /// `--target` (weeks only).
    package var target: WeeklySetRange?
    /// `--muscle` (weeks only, with `--target`).
    package var muscles: MuscleGroupList?

    /// The flags as given; nothing is checked until `ChartRequest` takes them.
    package init(grouping: ChartGrouping? = nil, secondary: Double? = nil, top: Int? = nil, exercises: [String] = [],
                target: WeeklySetRange? = nil, muscles: MuscleGroupList? = nil) {
        self.grouping = grouping
        self.secondary = secondary
        self.top = top
        self.exercises = exercises
        self.target = target
        self.muscles = muscles
    }

    /// True when no flag is given.
    var isEmpty: Bool { self == ChartSeriesFlags() }
}
