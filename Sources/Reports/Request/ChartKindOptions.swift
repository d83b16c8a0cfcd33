import Workouts

/// The kind's own options, read and written through the request as the
/// command line and tests name them; each lives in `kind` alone.
extension ChartRequest {
    /// Totals: bars grow to the right (`.totals(horizontal:)`); other kinds ignore it.
    package var horizontal: Bool {
        get { if case .totals(let horizontal) = kind { horizontal } else { false } }
        set { if case .totals = kind { kind = .totals(horizontal: newValue) } }
    }

    /// Share: a ring instead of a disc (`.share(donut:)`); other kinds ignore it.
    package var donut: Bool {
        get { if case .share(let donut) = kind { donut } else { false } }
        set { if case .share = kind { kind = .share(donut: newValue) } }
    }

    /// `chart weeks --target LO-HI`: working sets per muscle per week to aim
    /// for (`.weeks(target:)`); set it before `muscles`.
    package var target: ClosedRange<Double>? {
        get { weeksTarget?.range }
        set {
            guard case .weeks(let old) = kind else { return }
            kind = .weeks(target: newValue.map { MuscleTarget(range: $0, muscles: old?.muscles ?? []) })
        }
    }

    /// `chart weeks --muscle`: the muscle groups drawn against the target
    /// (kept only with a `target`).
    package var muscles: [MuscleGroup] {
        get { weeksTarget?.muscles ?? [] }
        set {
            guard case .weeks(let old?) = kind else { return }
            kind = .weeks(target: MuscleTarget(range: old.range, muscles: newValue))
        }
    }

    private var weeksTarget: MuscleTarget? {
        if case .weeks(let target) = kind { target } else { nil }
    }
}
