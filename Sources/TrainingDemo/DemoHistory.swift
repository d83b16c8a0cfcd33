import Foundation
import WorkoutModel

/// A realistic generated training history: a three-day full-body programme
/// with progressive overload (and a deload every sixth week), warm-ups,
/// bodyweight and timed work, the odd skipped session, an occasional extra
/// Saturday, one missed week (a holiday), and the current week up to today.
/// The same `seed` and `today` always give the same sets.
package struct DemoHistory: Sendable {
    /// One exercise of the programme.
    package struct Lift: Sendable {
        /// The exercise's name in the log.
        package var name: String
        /// What its sets record: load and reps, reps only, or time.
        package var kind: ExerciseKind
    }

    /// The random seed every demo history starts from.
    package static let seed: UInt64 = 0x5EED_2026
    /// The programme's exercises: five barbell lifts, two bodyweight ones and a plank.
    package static let lifts: [Lift] = [
        Lift(name: "Squat", kind: .weightReps),
        Lift(name: "Bench Press", kind: .weightReps),
        Lift(name: "Deadlift", kind: .weightReps),
        Lift(name: "Overhead Press", kind: .weightReps),
        Lift(name: "Barbell Row", kind: .weightReps),
        Lift(name: "Pull Ups", kind: .reps),
        Lift(name: "Push Ups", kind: .reps),
        Lift(name: "Plank", kind: .duration),
    ]

    /// Weeks of history, the current week included.
    package var weeks: Int
    /// The week (counted back from the current one, 0 = current) with no training.
    package var missedWeeksAgo: Int
    /// The day the history ends on: the current week is filled up to it.
    package var today: Day

    /// A history of `weeks` weeks (at least 1) up to `today`, with no training
    /// `missedWeeksAgo` weeks back.
    package init(weeks: Int = 26, missedWeeksAgo: Int = 7, today: Day) {
        self.weeks = max(1, weeks)
        self.missedWeeksAgo = missedWeeksAgo
        self.today = today
    }

    /// A planned set before it is tied to exercise ids and instants.
    struct PlannedSet {
        var lift: String
        var day: Day
        var reps: Int?
        var kg: Double?
        var bodyweight = false
        var seconds: Double?
        var type: SetType = .normal
    }

    /// Every set of the history, oldest first.
    func plan() -> [PlannedSet] {
        var random = SeededRandom(seed: DemoHistory.seed)
        let firstMonday = Week(containing: today).monday.adding(days: -7 * (weeks - 1))
        var sets: [PlannedSet] = []
        for weekIndex in 0..<weeks {
            let weeksAgo = weeks - 1 - weekIndex
            let monday = firstMonday.adding(days: 7 * weekIndex)
            // Randomness is drawn for every week, trained or not, so one change never reshuffles the rest.
            let skips = (0..<4).map { _ in random.chance(0.1) }
            let extraSaturday = random.chance(0.3)
            let jitter = (0..<64).map { _ in random.chance(0.15) }
            if weeksAgo == missedWeeksAgo { continue }
            // Linear progress that resets a little after the missed week and eases off every sixth week.
            let progressWeeks = Double(weekIndex - (weeksAgo < missedWeeksAgo ? 2 : 0))
            let deload = weekIndex % 6 == 5 ? 0.9 : 1.0
            func load(_ start: Double, _ perWeek: Double) -> Double {
                ((start + perWeek * progressWeeks) * deload / 2.5).rounded() * 2.5
            }
            var j = 0
            func missed() -> Bool { defer { j += 1 }; return jitter[j % jitter.count] }

            let sessions: [(offset: Int, skip: Bool)] = [(0, skips[0]), (2, skips[1]), (4, skips[2])]
                + (extraSaturday ? [(5, skips[3])] : [])
            for (offset, skip) in sessions where !skip {
                let day = monday.adding(days: offset)
                guard day <= today else { continue }
                switch offset {
                case 0:
                    sets += warmups("Squat", day, load(80, 1.5))
                    sets += working("Squat", day, sets: 5, reps: 5, kg: load(80, 1.5), missed)
                    sets += working("Bench Press", day, sets: 5, reps: 5, kg: load(60, 1.25), missed)
                    sets += working("Barbell Row", day, sets: 3, reps: 8, kg: load(50, 1.25), missed)
                case 2:
                    sets += warmups("Deadlift", day, load(100, 1.75))
                    sets += working("Deadlift", day, sets: 3, reps: 5, kg: load(100, 1.75), missed)
                    sets += working("Overhead Press", day, sets: 5, reps: 5, kg: load(40, 0.75), missed)
                    sets += bodyweight("Pull Ups", day, sets: 3, reps: 6 + weekIndex / 5, missed)
                case 4:
                    sets += working("Squat", day, sets: 3, reps: 5, kg: load(85, 1.5), missed)
                    sets += working("Bench Press", day, sets: 3, reps: 8, kg: load(52.5, 1.25), missed)
                    sets += bodyweight("Push Ups", day, sets: 3, reps: 15 + weekIndex / 3, missed)
                    sets += (0..<3).map { _ in
                        PlannedSet(lift: "Plank", day: day, seconds: Double(45 + 5 * (weekIndex / 4)))
                    }
                default:
                    sets += bodyweight("Pull Ups", day, sets: 2, reps: 5 + weekIndex / 6, missed)
                    sets += bodyweight("Push Ups", day, sets: 2, reps: 20 + weekIndex / 4, missed)
                }
            }
        }
        return sets
    }

    private func warmups(_ lift: String, _ day: Day, _ top: Double) -> [PlannedSet] {
        [(0.5, 5), (0.7, 3)].map { fraction, reps in
            PlannedSet(lift: lift, day: day, reps: reps, kg: ((top * fraction) / 2.5).rounded() * 2.5, type: .warmup)
        }
    }

    private func working(_ lift: String, _ day: Day, sets: Int, reps: Int, kg: Double,
                         _ missed: () -> Bool) -> [PlannedSet] {
        (0..<sets).map { index in
            // A hard last set sometimes falls a rep or two short.
            let done = index == sets - 1 && missed() ? max(1, reps - 2) : reps
            return PlannedSet(lift: lift, day: day, reps: done, kg: kg)
        }
    }

    private func bodyweight(_ lift: String, _ day: Day, sets: Int, reps: Int, _ missed: () -> Bool) -> [PlannedSet] {
        (0..<sets).map { index in
            PlannedSet(lift: lift, day: day, reps: index == sets - 1 && missed() ? max(1, reps - 3) : reps,
                       bodyweight: true)
        }
    }

    /// The sets for the store: ids from `exerciseIds` (by lift name), an
    /// evening session in `timeZone`, and stable source keys so writing the
    /// demo twice changes nothing.
    package func sets(exerciseIds: [String: UUID], timeZone: TimeZone) -> [WorkoutSet] {
        var positions: [Day: Int] = [:]
        var result: [WorkoutSet] = []
        for planned in plan() {
            guard let exerciseId = exerciseIds[planned.lift] else { continue }
            let position = (positions[planned.day] ?? 0) + 1
            positions[planned.day] = position
            let instant = planned.day.instant(hour: 7, minute: min(59, position), in: timeZone)
            result.append(WorkoutSet(
                exerciseId: exerciseId, performedAt: instant, utcOffset: timeZone.secondsFromGMT(for: instant),
                day: planned.day, position: position, reps: planned.reps,
                weight: planned.kg.map { Weight($0, .kg) }, isBodyweight: planned.bodyweight,
                type: planned.type, duration: planned.seconds, source: "demo",
                sourceKey: "\(planned.day)-\(position)"))
        }
        return result
    }
}
