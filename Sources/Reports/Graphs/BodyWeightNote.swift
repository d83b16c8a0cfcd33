import Workouts

/// What a chart says about sets its metric leaves out, in its subtitle: the
/// body weight bodyweight sets were counted at (" · bodyweight counted at
/// 80 kg"), then the sets it could not count, by exercise, and why
/// (" · 3 sets not in volume: Pull Up · body weight not set", `LeftOutSets`).
enum BodyWeightNote {
    /// The subtitle's ending for `data`; "" when its chart leaves nothing out.
    static func text(_ data: WeekChartData) -> String {
        var text = ""
        if let weight = data.countedBodyWeight {
            let value = Format.number(weight.value(in: data.unit), maxFractionDigits: 1)
            text = " · bodyweight counted at \(value) \(data.unit.rawValue)"
        }
        return text + data.leftOut.note(data.metric)
    }
}
