import Workouts

extension ImportSetting {
    /// The flag that gives the option, as import summaries and refusals name it.
    var flag: String {
        switch self {
        case .unit: "--unit"
        case .column: "--column"
        }
    }
}
