import Basics

/// The top of a bar chart's value scale, typed on a command line (`--y-max 12000`):
/// a positive number, so charts drawn apart share one scale.
package struct ValueScaleTop: OptionValue, Hashable {
    /// The value at the top of the scale, above 0.
    package let value: Double

    package init(parsing text: String) throws(ReportsError) {
        guard let value = Double(text), value.isFinite, value > 0, value <= 1e15 else {
            throw ReportsError(OptionProblem.notAScaleTop(QuotedInput.clipped(text)))
        }
        self.value = value
    }
}
