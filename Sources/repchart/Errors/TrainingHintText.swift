import Reports

extension TrainingHint {
    /// The hint with the flags that chart its period: "last trained
    /// 2026-04-07: --week 2026-W15", "… --from 2026-03-09 --to 2026-04-07".
    var commandLineText: String {
        switch period {
        case .week(let week): "\(words) \(day): --week \(week)"
        case .days(let from, let to): "\(words) \(day): --from \(from) --to \(to)"
        }
    }
}
