import Workouts

/// The metric a chart draws when none is asked for, chosen from what was
/// logged, and why, so the chart can say so ("Duration (only cardio logged)").
package struct MetricChoice: Hashable, Sendable {
    /// The metric to draw.
    package var metric: ChartMetric
    /// Why it was chosen; nil when it was asked for, or is the usual volume.
    package var reason: String?

    /// `metric`, chosen for `reason` (nil when nothing needs saying).
    package init(_ metric: ChartMetric, reason: String? = nil) {
        self.metric = metric
        self.reason = reason
    }

    /// For week, totals and share charts: volume for lifting (timed holds
    /// beside it change nothing), duration (or distance, when more sets have
    /// one) for cardio alone, and volume of the lifting for lifting mixed with
    /// distance work ("Volume (lifting only)"; the subtitle names the cardio
    /// it leaves out, `LeftOutSets`), never sets, where a 5 km run counts as one.
    package static func summable(_ mix: TrainingMix) -> MetricChoice { choose(mix, loadedLifting: .volume) }

    /// For a progress line: as `summable`, but e1RM for loaded lifts, and the top set's
    /// added load for bodyweight lifts while the body weight is unknown (an added load
    /// alone gives no e1RM, but bw+10 kg to bw+17.5 kg is the rise a lifter asks about).
    package static func progress(_ mix: TrainingMix) -> MetricChoice {
        if mix.hasLifting, !mix.hasCardio, mix.loadedSets > 0, mix.estimatedSets == 0 {
            return MetricChoice(.topSet, reason: "added load, body weight not set")
        }
        return choose(mix, loadedLifting: .e1rm)
    }

    private static func choose(_ mix: TrainingMix, loadedLifting: ChartMetric) -> MetricChoice {
        switch (mix.hasLifting, mix.hasCardio) {
        // Timed holds (planks) beside lifting are not cardio; distances are.
        case (true, true) where mix.distanceSets > 0:
            mix.loadedSets == 0 ? MetricChoice(.reps, reason: "lifting only, no loads logged")
                                : MetricChoice(loadedLifting, reason: "lifting only")
        case (false, true): cardio(mix)
        // Sets on an assisted machine have a load once the body weight is known.
        case (true, _) where mix.loadedSets == 0:
            MetricChoice(.reps, reason: mix.assistedSets > 0 ? "assisted, body weight not set" : "no loads logged")
        default: MetricChoice(loadedLifting)
        }
    }

    private static func cardio(_ mix: TrainingMix) -> MetricChoice {
        mix.timedSets >= mix.distanceSets
            ? MetricChoice(.duration, reason: "only cardio logged")
            : MetricChoice(.distance, reason: "only cardio logged")
    }

    /// "Duration (only cardio logged)", or just "Volume".
    package var label: String {
        reason.map { "\(metric.displayName) (\($0))" } ?? metric.displayName
    }
}
