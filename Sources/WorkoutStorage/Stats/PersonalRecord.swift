// Stats: the numbers `repchart summary` and `repchart prs` print — a period
// against the one before it, personal records, and the weekly streak.
//
//     let records = try store.personalRecords(unit: .kg)                 // every exercise
//     let summary = try store.summary(SummaryRequest(last: "4w"), today: today)
//     print(StatsOutput.summaryTable(summary))
//
// - `PersonalRecord`, `RecordKind`, `ExerciseRecordList` — best e1RM and the
//   1/3/5/10 rep maxes with the day each was first reached; warm-ups left out.
// - `PeriodSummary` (from `SummaryRequest`) — sessions, sets, reps, volume per
//   exercise against the previous period of the same length, the records set
//   in the period, and the `WeeklyStreak`.
// - `StatsOutput` — aligned tables and JSON for both.
import Foundation
import WorkoutModel

/// Which record: the best Epley estimate, or the heaviest load lifted for at
/// least `n` reps (a set of 6 at 100 kg also proves a 5RM of 100 kg).
package enum RecordKind: Hashable, Sendable, Comparable {
    /// The best Epley estimate of a one-rep max.
    case estimatedOneRepMax
    /// The heaviest load lifted for at least this many reps.
    case repMax(Int)

    /// The rep maxes `repchart prs` shows.
    package static let standard: [RecordKind] = [.estimatedOneRepMax, .repMax(1), .repMax(3), .repMax(5), .repMax(10)]

    /// "e1RM", "5RM".
    package var label: String {
        switch self {
        case .estimatedOneRepMax: "e1RM"
        case .repMax(let reps): "\(reps)RM"
        }
    }

    /// The value a set scores for this record, in kg, or nil when it does not qualify.
    func score(loadKg: Double, reps: Int) -> Double? {
        switch self {
        case .estimatedOneRepMax: OneRepMax.epley(load: loadKg, reps: reps)
        case .repMax(let needed): reps >= needed ? loadKg : nil
        }
    }

    private var order: Int {
        switch self {
        case .estimatedOneRepMax: 0
        case .repMax(let reps): reps
        }
    }

    package static func < (a: RecordKind, b: RecordKind) -> Bool { a.order < b.order }
}

/// One record: the value, and the set that first reached it.
package struct PersonalRecord: Hashable, Sendable {
    /// The exercise's `id`.
    package var exerciseId: UUID
    /// Which record this is.
    package var kind: RecordKind
    /// In the unit asked for (body weight included for bodyweight sets when known).
    package var value: Double
    /// The unit of `value`.
    package var unit: WeightUnit
    /// The day it was first reached (ties keep the earliest).
    package var day: Day
    /// The set's reps.
    package var reps: Int
    /// The set's load as entered (added or assisted load for bodyweight sets).
    package var weight: Weight?
    /// Whether the set was a bodyweight set.
    package var isBodyweight: Bool
    /// The set's short id, when stored.
    package var setNumber: Int64?
    /// The best before this one, when it beat an earlier record (summaries only).
    package var previousValue: Double?

    /// "5 × 100 kg", "8 × bw+20 kg", "10 × bw": the load as `log` and `sets`
    /// show it, to the gram (101.125 kg is not "101.13 kg", 1999.999 kg not "2000 kg").
    package var setText: String {
        "\(reps) × \(Format.load(weight, bodyweight: isBodyweight))"
    }

    /// The value as a table shows it: a rep max lifted in the unit shown is
    /// the load as lifted, to the gram; an e1RM or a converted load to 0.1.
    package var valueText: String { text(of: value) }

    /// `value`, or the value it beat, written as `valueText` is. A bodyweight
    /// record without the body weight known is the load added: "bw+10 kg", as its
    /// set reads ("10 kg" read as a pull-up with 10 kg in all).
    package func text(of value: Double) -> String {
        var asLifted = false
        if case .repMax = kind, !isBodyweight, let weight, weight.unit == unit { asLifted = true }
        if isAddedLoad {
            // As lifted to the gram in its own unit; converted (lb shown in kg), to 0.1 as other loads.
            return Format.load(Weight(value, unit), bodyweight: true, maxFractionDigits: weight?.unit == unit ? 3 : 1)
        }
        return "\(Format.number(value, maxFractionDigits: asLifted ? 3 : 1)) \(unit.rawValue)"
    }

    /// A bodyweight set's record whose value is its added load alone (no body weight known).
    package var isAddedLoad: Bool {
        guard isBodyweight, let weight, weight.value != 0 else { return false }
        return abs(weight.value(in: unit) - value) < 1e-9
    }
}

/// One exercise's records, in `RecordKind` order (kinds never reached are absent).
package struct ExerciseRecordList: Hashable, Sendable {
    /// The exercise the records belong to.
    package var exercise: Exercise
    /// Its records, in `RecordKind` order.
    package var records: [PersonalRecord]
    /// Its sets left out of the records as likely typos, oldest first.
    package var unlikely: [UnlikelySet] = []

    /// The record of `kind`; nil when it was never reached.
    package func record(_ kind: RecordKind) -> PersonalRecord? { records.first { $0.kind == kind } }
}
