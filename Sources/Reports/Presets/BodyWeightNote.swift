import Workouts

/// What a volume chart says about bodyweight sets in its subtitle: the body
/// weight they were counted at (" · bodyweight counted at 80 kg"), or that
/// none is known, so their days show as stubs (" · body weight not set").
enum BodyWeightNote {
    /// The subtitle's ending for `data`; "" when its chart holds no bodyweight sets.
    static func text(_ data: WeekChartData) -> String {
        if let weight = data.countedBodyWeight {
            let value = Format.number(weight.value(in: data.unit), maxFractionDigits: 1)
            return " · bodyweight counted at \(value) \(data.unit.rawValue)"
        }
        return data.unweighedBodyweightSets > 0 ? " · body weight not set" : ""
    }
}
