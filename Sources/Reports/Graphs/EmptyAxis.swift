import Charts

/// A value axis with nothing to show: a plain 0…1 range with no ticks, so
/// an empty chart shows its days and a message rather than "-0.1 … 1.1".
enum EmptyAxis {
    static func quiet(_ axis: inout Axis?) {
        axis?.range = PlotRange(0, 1)
        axis?.ticks = .none
    }
}
