import Reports

extension SizeProblem {
    /// The refusal of a size or scale, naming `--size` and `--scale`.
    var commandLineText: String {
        switch self {
        case .scaleOutOfRange(let scale, let limit):
            "--scale \(ChartSize.text(ofScale: scale)) is out of range: use a value above 0 and at most \(Int(limit))"
        case .tooSmall(let size, let minimum):
            "--size \(size) is too small: a chart needs at least \(minimum) to be legible"
        case .pixels(let size, let scale, let width, let height, let limit):
            "--size \(size) at scale \(ChartSize.text(ofScale: scale)) is \(width)x\(height) px; "
                + (limit == .sideBelowOne ? "\(limit) (use a larger --scale)" : "\(limit)")
        }
    }
}
