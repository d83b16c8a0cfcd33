import Foundation
import GRDB
import WorkoutModel

/// One exercise of `repchart next`: the suggestion and what it follows.
package struct NextExercise: Hashable, Sendable {
    /// The exercise.
    package var exercise: Exercise
    /// The sets and the reason; nil when the exercise was never done.
    package var suggestion: ProgressionSuggestion?
    /// Likely typos (`UnlikelySet`) in the sessions the rule would have read: those
    /// sessions are passed over, and `next` says so (6 × 225 kg must not become 6 × 230 kg).
    package var passedOver: [UnlikelySet] = []
}

/// What `repchart next` suggests.
package struct NextPlan: Hashable, Sendable {
    /// The day the chosen workout was last done; nil when exercises were named.
    package var workoutDay: Day?
    /// The exercises in the order they were done.
    package var exercises: [NextExercise]
}

extension WorkoutStore {
    /// How far back `next` looks for the workouts in rotation.
    package static let rotationDays = 28

    /// The next session of `names` (names or aliases), or, with none, of the
    /// workout that is due: of the distinct workouts (the set of exercises
    /// trained on one day) of the last 28 days, the one done longest ago; else
    /// the last workout. Reads one snapshot; indexed queries only (the typo screen reads the
    /// exercise's days from six weeks before the oldest session it looks at).
    package func nextPlan(exercises names: [String] = [], today: Day) throws(StoreError) -> NextPlan {
        do {
            return try readingOneSnapshot { () throws -> NextPlan in
                var workoutDay: Day?
                var chosen: [Exercise] = []
                if names.isEmpty {
                    if let due = try dueWorkout(today: today) {
                        workoutDay = due.day
                        chosen = due.exercises
                    }
                } else {
                    for name in names {
                        let exercise = try resolveExercise(name)
                        if !chosen.contains(exercise) { chosen.append(exercise) }
                    }
                }
                let settings = try progressionSettings()
                let log = try self.settings()
                let plan = try chosen.map { exercise throws -> NextExercise in
                    // Up to two sessions holding a likely typo can be passed over. Only the days
                    // around them are screened: a pass over every set would make `next` slow on a big log.
                    let sessions = try lastSessions(of: exercise, count: ProgressionRule.missesBeforeDeload + 2,
                                                    before: today.adding(days: 1))
                    let from = sessions.last.map { $0.day.adding(days: -UnlikelyLevel.window) }
                    let unlikely = RecordCandidateScreen(try recordCandidates(exerciseId: exercise.id, from: from,
                                                                              bodyWeight: log.bodyWeight))
                        .unlikelySets(of: exercise.id, unit: log.defaultUnit)
                    // A likely typo is left out of its session, the day's real sets kept (as records keep
                    // them): one typo passed over the whole day, and `next` asked again for what was just lifted.
                    let numbers = Set(unlikely.compactMap(\.set.setNumber))
                    let kept: [PastSession] = sessions.compactMap { session in
                        let real = session.sets.filter { $0.number.map(numbers.contains) != true }
                        return real.isEmpty ? nil : PastSession(day: session.day, entries: real.map(\.entry))
                    }
                    let passedDays = Set(sessions.filter { $0.sets.contains { $0.number.map(numbers.contains) == true } }.map(\.day))
                    let past = kept.prefix(ProgressionRule.missesBeforeDeload)
                    let suggestion = ProgressionRule.suggest(
                        after: Array(past), setting: settings[exercise.id] ?? ProgressionSetting(),
                        lowerBodyBarbell: ProgressionRule.isLowerBodyBarbell(exercise.name))
                    return NextExercise(exercise: exercise, suggestion: suggestion,
                                        passedOver: unlikely.filter { passedDays.contains($0.set.day) })
                }
                return NextPlan(workoutDay: workoutDay, exercises: plan)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// The workout due by the rotation rule, with its exercises in the order they were done.
    func dueWorkout(today: Day) throws(StoreError) -> (day: Day, exercises: [Exercise])? {
        let from = today.adding(days: 1 - WorkoutStore.rotationDays)
        let day: Day? = try reading { db in
            // (day, exercise) pairs from the day index alone.
            let rows = try Row.fetchAll(db, sql: """
                SELECT day, exercise FROM workoutSet WHERE day BETWEEN ? AND ? GROUP BY day, exercise
                """, arguments: [from.description, today.description])
            var byDay: [String: [Int64]] = [:]
            for row in rows { byDay[(try row.decode(atIndex: 0)), default: []].append((try row.decode(atIndex: 1))) }
            // Each distinct workout's latest day; the due one is the one done longest ago.
            var latest: [[Int64]: String] = [:]
            for (day, exercises) in byDay {
                let key = exercises.sorted()
                if latest[key].map({ day > $0 }) ?? true { latest[key] = day }
            }
            if let due = latest.min(by: { ($0.value, $0.key.description) < ($1.value, $1.key.description) }) {
                return try? Day(parsing: due.value)
            }
            let last = try String.fetchOne(db, sql: "SELECT MAX(day) FROM workoutSet WHERE day <= ?",
                                           arguments: [today.description])
            return last.flatMap { try? Day(parsing: $0) }
        }
        guard let day else { return nil }
        let ids: [UUID] = try reading { db in
            try String.fetchAll(db, sql: """
                SELECT e.id FROM workoutSet s JOIN exercise e ON e.number = s.exercise
                WHERE s.day = ? GROUP BY s.exercise ORDER BY MIN(s.position), s.exercise
                """, arguments: [day.description]).compactMap(UUID.init(uuidString:))
        }
        var exercises: [Exercise] = []
        for id in ids { if let found = try exercise(id: id) { exercises.append(found) } }
        return (day, exercises)
    }
}
