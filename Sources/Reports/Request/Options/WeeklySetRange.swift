import Basics

/// `chart weeks --target LOW-HIGH`: working sets per muscle group per week to aim for.
package struct WeeklySetRange: OptionValue, Hashable {
    /// Working sets a week, low to high (low at least 0, high above low).
    package let range: ClosedRange<Double>

    package init(parsing text: String) throws(ReportsError) {
        let parts = text.split(separator: "-", maxSplits: 1).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let low = parts[0], let high = parts[1], low.isFinite, high.isFinite,
              low >= 0, high > low, high <= 10_000 else {
            throw ReportsError(OptionProblem.notARange(QuotedInput.clipped(text)))
        }
        range = low...high
    }
}
