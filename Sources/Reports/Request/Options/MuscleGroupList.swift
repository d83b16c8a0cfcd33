import Basics
import Workouts

/// `chart weeks --muscle chest,lats`: muscle groups in the order given, each once.
package struct MuscleGroupList: OptionValue, Hashable {
    /// The groups, each once, in the order typed (the order the bars stand in).
    package let groups: [MuscleGroup]

    package init(parsing text: String) throws(ReportsError) {
        var groups: [MuscleGroup] = []
        for name in text.split(separator: ",") {
            guard let group = MuscleGroup(name: String(name)) else {
                throw ReportsError(OptionProblem.unknownMuscleGroup(QuotedInput.clipped(String(name))))
            }
            if !groups.contains(group) { groups.append(group) }
        }
        self.groups = groups
    }

    package static var choices: [String] { MuscleGroup.allCases.map(\.rawValue) }
}
