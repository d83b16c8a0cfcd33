import Foundation
import Charts
import Workouts

/// What a muscle chart's totals honestly are. Its bars add up credits: a set
/// counts once for each primary muscle and in part for each secondary one,
/// so a week of 58 working sets credits the muscles with 137.5. "In all"
/// names the real working sets (or volume, reps) of the exercises drawn, and
/// the credits as credits wherever they differ.
package struct MuscleFigures: Sendable, Equatable {
    /// The metric summed over the working sets of mapped exercises, in the display unit.
    package var real: Double
    /// Working sets of mapped exercises.
    package var workingSets: Int
    /// What the bars add up to: `real` split over the muscles, in the display unit.
    package var credits: Double
    /// Working sets of exercises no mapping knows: in no bar.
    package var unmappedSets: Int
    /// Sets of cardio (a rowing machine for time, a run): no muscle's working sets, said as left out.
    package var cardioSets = 0
    /// What the figures measure.
    package var metric: ChartMetric
    /// The unit of volume and loads.
    package var unit: WeightUnit
    /// The part of a set each secondary muscle is credited with (`MuscleCounting`).
    package var secondaryFraction = MuscleCounting().secondaryFraction

    /// Whether the bars add up to more (or less) than the real figure: then they are credits.
    package var creditsDiffer: Bool { abs(credits - real) >= 0.05 }

    /// "58 working sets in all · 137.5 set credits"; "58 working sets in all" when no credit is split.
    package var inAll: String {
        var text: String
        if metric == .sets {
            text = "\(NumberFormat.plain(real)) working set\(real == 1 ? "" : "s") in all"
        } else {
            text = "\(metric.words(real, unit: unit)) in all"
        }
        if creditsDiffer { text += " · \(creditText) · \(creditRule)" }
        if unmappedSets > 0 { text += " · \(unmappedSets) unmapped set\(unmappedSets == 1 ? "" : "s") left out" }
        if cardioSets > 0 { text += " · \(cardioSets) cardio set\(cardioSets == 1 ? "" : "s") left out" }
        return text
    }

    /// "137.5 set credits", "410 rep credits", "12,400 kg credited".
    var creditText: String { creditWords(credits) }

    /// `value` in credits: "113.4 set credits".
    func creditWords(_ value: Double) -> String {
        switch metric {
        case .sum(.sets): "\(NumberFormat.plain(value)) set credits"
        case .sum(.reps): "\(NumberFormat.plain(value)) rep credits"
        default: "\(metric.format(value, unit: unit)) credited"
        }
    }

    /// What a credit is, in words: "secondary muscles count half".
    var creditRule: String {
        switch secondaryFraction {
        case 0: return "secondary muscles not counted"
        case 1: return "secondary muscles count in full"
        case 0.5: return "secondary muscles count half"
        case 0.25: return "secondary muscles count a quarter"
        default: return "secondary muscles count \(NumberFormat.plain(secondaryFraction)) of a set"
        }
    }

    /// The value axis of bars that are credits: "Set credits", "Volume credits (kg)"; nil when they are the real figure.
    package var axisTitle: String? {
        guard creditsDiffer else { return nil }
        if metric == .sets { return "Set credits" }
        if metric == .reps { return "Rep credits" }
        let title = metric.axisTitle(unit)
        guard let space = title.firstIndex(of: " ") else { return "\(title) credits" }
        return "\(title[..<space]) credits\(title[space...])"
    }
}

extension ChartData {
    /// The real figures behind a muscle chart of `metric` over `range`, its bars adding up to `credits`.
    func muscleFigures(range: DayRange, metric: ChartMetric, unit: WeightUnit,
                       credits: Double) throws(ReportsError) -> MuscleFigures? {
        guard muscleCounting != nil, let storeMetric = metric.storeMetric else { return nil }
        let query = AggregateQuery(range: range, metric: storeMetric, unit: unit, includeWarmups: false)
        do {
            let resolver = try store.muscleResolver()
            var figures = MuscleFigures(real: 0, workingSets: 0, credits: credits, unmappedSets: 0, metric: metric,
                                        unit: unit)
            figures.secondaryFraction = muscleCounting?.secondaryFraction ?? figures.secondaryFraction
            // Cardio is never a muscle's working set (`dailyMuscleTotals`), nor an unmapped one.
            for total in try store.dailyTotals(query) {
                guard !resolver.isCardio(id: total.exerciseId) else {
                    figures.cardioSets += total.sets
                    continue
                }
                guard resolver.mapping(forId: total.exerciseId) != nil else {
                    figures.unmappedSets += total.sets
                    continue
                }
                figures.real += total.value * metric.displayFactor
                figures.workingSets += total.sets
            }
            return figures
        } catch {
            throw ReportsError(error)
        }
    }
}

extension MuscleFigures {
    /// Titles the value `axis` "Set credits" when the bars are credits.
    func nameCredits(_ axis: inout Axis?) {
        if let title = axisTitle { axis?.title = title }
    }

    /// The value axis and the weeks' average line named as credits when the bars are: the
    /// average of bars of credits read "average 113.4 sets" over an axis of "Set credits".
    func nameCredits(in graph: inout Graph) {
        nameCredits(&graph.yAxis)
        guard creditsDiffer else { return }
        graph.plots = graph.plots.map { plot in
            guard var line = plot as? LinePlot, line.referenceLabelsInLegend else { return plot }
            line.referenceLines = line.referenceLines.map { reference in
                var reference = reference
                if reference.label?.hasPrefix("average ") == true { reference.label = "average \(creditWords(reference.value))" }
                return reference
            }
            return line
        }
    }
}
