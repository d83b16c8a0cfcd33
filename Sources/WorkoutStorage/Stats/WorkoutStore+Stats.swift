import Foundation
import WorkoutModel

/// What a summary is asked for: the period flags as typed, and the unit.
package struct SummaryRequest: Hashable, Sendable {
    /// An ISO week such as 2026-W47 (`--week`).
    package var week: String?
    /// A period ending today such as 4w or 10d (`--last`).
    package var last: String?
    /// The first day, as in `log --date` (`--from`).
    package var from: String?
    /// The last day (`--to`); nil with `from` means today.
    package var to: String?
    /// nil: the log's default unit.
    package var unit: WeightUnit?
    /// nil: the log's week start.
    package var weekStart: WeekStart?

    /// A request with at most one of `week`, `last` and `from`/`to`; none means this week.
    package init(week: String? = nil, last: String? = nil, from: String? = nil, to: String? = nil,
                unit: WeightUnit? = nil, weekStart: WeekStart? = nil) {
        self.week = week
        self.last = last
        self.from = from
        self.to = to
        self.unit = unit
        self.weekStart = weekStart
    }
}

extension WorkoutStore {
    /// Personal records of every exercise with any (or of `exercise`, a name or
    /// alias), ordered by exercise name. Warm-ups never count.
    package func personalRecords(exercise: String? = nil, unit: WeightUnit? = nil,
                                kinds: [RecordKind] = RecordKind.standard) throws(StoreError) -> [ExerciseRecordList] {
        let settings = try self.settings()
        let chosen = try exercise.map { name throws(StoreError) in try resolveExercise(name) }
        var tracker = RecordTracker(kinds: kinds)
        let screen = RecordCandidateScreen(try recordCandidates(exerciseId: chosen?.id, bodyWeight: settings.bodyWeight))
        for candidate in screen.kept { tracker.add(candidate) }
        let exercises: [Exercise]
        if let chosen { exercises = [chosen] } else { exercises = try self.exercises() }
        let outputUnit = unit ?? settings.defaultUnit
        return exercises
            .map { ExerciseRecordList(exercise: $0, records: tracker.records(of: $0.id, unit: outputUnit),
                                      unlikely: screen.unlikelySets(of: $0.id, unit: outputUnit)) }
            .filter { !$0.records.isEmpty || !$0.unlikely.isEmpty || chosen != nil }
            .sorted { $0.exercise.name.lowercased() < $1.exercise.name.lowercased() }
    }

    /// The summary `request` asks for, as of `today`.
    package func summary(_ request: SummaryRequest, today: Day) throws(RequestError) -> PeriodSummary {
        let settings: Settings
        do { settings = try self.settings() } catch { throw .store(error) }
        let weekStart = request.weekStart ?? settings.weekStart
        let period = try SummaryPeriod.resolve(week: request.week, last: request.last, from: request.from,
                                               to: request.to, today: today, weekStart: weekStart)
        do {
            return try summary(period, unit: request.unit ?? settings.defaultUnit, weekStart: weekStart, today: today,
                               bodyWeight: settings.bodyWeight)
        } catch {
            throw .store(error)
        }
    }

    private func summary(_ period: SummaryPeriod, unit: WeightUnit, weekStart: WeekStart, today: Day,
                         bodyWeight: Weight?) throws(StoreError) -> PeriodSummary {
        let current = try exerciseSummaries(range: period.current, unit: unit)
        let previous = try exerciseSummaries(range: period.previous, unit: unit)
        var byId: [UUID: ExerciseComparison] = [:]
        for summary in current where summary.sets > 0 {
            byId[summary.exercise.id] = ExerciseComparison(exercise: summary.exercise, current: totals(summary),
                                                           previous: PeriodTotals())
        }
        for summary in previous where summary.sets > 0 {
            byId[summary.exercise.id, default: ExerciseComparison(exercise: summary.exercise, current: PeriodTotals(),
                                                                  previous: PeriodTotals())].previous = totals(summary)
        }
        let exercises = byId.values.sorted {
            ($0.current.volume, $0.current.duration, $0.current.sets, $1.exercise.name.lowercased())
                > ($1.current.volume, $1.current.duration, $1.current.sets, $0.exercise.name.lowercased())
        }
        let allDays = try trainingDays(in: DayRange(StatsCalendar.firstDay, max(today, period.current.to)))
        func periodTotals(_ range: DayRange, _ list: [ExerciseSummary]) -> PeriodTotals {
            PeriodTotals(sessions: allDays.filter(range.contains).count, sets: list.reduce(0) { $0 + $1.sets },
                         reps: list.reduce(0) { $0 + $1.reps }, volume: list.reduce(0) { $0 + $1.volume },
                         duration: list.reduce(0) { $0 + $1.duration }, distance: list.reduce(0) { $0 + $1.distance })
        }
        // Every set judged by the days on both sides, as `prs` judges it: a real jump late in the
        // period is no typo for the weeks after it, whatever period is summed. Read once for
        // records and stalled lifts, which count only what was done by the period's end.
        let screen = RecordCandidateScreen(try recordCandidates(bodyWeight: bodyWeight))
        let byEnd = screen.kept.filter { $0.day <= period.current.to }
        var summary = PeriodSummary(period: period, unit: unit,
                             current: periodTotals(period.current, current),
                             previous: periodTotals(period.previous, previous),
                             exercises: exercises,
                             newRecords: try newRecords(in: period.current, candidates: byEnd, unit: unit),
                             streak: WeeklyStreak(trainingDays: allDays, today: today, weekStart: weekStart),
                             stalled: try stalledLifts(asOf: min(period.current.to, today), unit: unit, kept: byEnd))
        summary.logStart = allDays.first   // in order of day
        // Said beside the records it was kept out of, so a typo is never silently dropped.
        summary.unlikely = Set(screen.unlikely.map(\.candidate.exerciseId)).flatMap { screen.unlikelySets(of: $0, unit: unit) }
            .filter { period.current.contains($0.set.day) }
            .sorted { ($0.set.day, $0.set.setNumber ?? 0) < ($1.set.day, $1.set.setNumber ?? 0) }
        return summary
    }

    /// Records reached in `range` that beat a best from before: per exercise
    /// and kind, the best one, from `candidates` through the range's end with
    /// the unlikely ones left out. "Before" is the best as the period began;
    /// for an exercise first done in the period, the best of its first day,
    /// as `log` compares a new lifter's second session with the first (a
    /// first day's sets have nothing to beat, and its own sets do not beat
    /// each other).
    private func newRecords(in range: DayRange, candidates: [RecordCandidate],
                            unit: WeightUnit) throws(StoreError) -> [PersonalRecord] {
        var tracker = RecordTracker()
        var baseline: [UUID: [RecordKind: Double]] = [:]
        var firstDay: [UUID: Day] = [:]
        var found: [UUID: [RecordKind: (score: Double, set: RecordCandidate)]] = [:]
        for set in candidates {
            let inRange = range.contains(set.day)
            if inRange, baseline[set.exerciseId] == nil {
                if let bests = tracker.best[set.exerciseId], firstDay[set.exerciseId] != set.day {
                    // The bests as they stood when the period, or the exercise's second day in it, began.
                    baseline[set.exerciseId] = bests.mapValues(\.score)
                } else {
                    firstDay[set.exerciseId] = set.day
                }
            }
            let beats = tracker.add(set)
            guard inRange, let before = baseline[set.exerciseId] else { continue }
            for (kind, beaten) in beats where beaten != nil && before[kind] != nil {
                if let score = tracker.best[set.exerciseId]?[kind]?.score {
                    found[set.exerciseId, default: [:]][kind] = (score, set)
                }
            }
        }
        let names = Dictionary(uniqueKeysWithValues: try exercises().map { ($0.id, $0.name.lowercased()) })
        var records: [PersonalRecord] = []
        for (exerciseId, kinds) in found {
            for (kind, best) in kinds {
                // A record beaten again inside the period is reported against the best it began with.
                let before = baseline[exerciseId]?[kind]
                guard let before else { continue }
                records.append(PersonalRecordBuilder.record(kind, scoreKg: best.score, set: best.set, unit: unit,
                                                            previousKg: before))
            }
        }
        return records.sorted {
            (names[$0.exerciseId] ?? "", $0.kind) < (names[$1.exerciseId] ?? "", $1.kind)
        }
    }

    private func totals(_ summary: ExerciseSummary) -> PeriodTotals {
        PeriodTotals(sessions: summary.days, sets: summary.sets, reps: summary.reps, volume: summary.volume,
                     duration: summary.duration, distance: summary.distance)
    }
}

enum StatsCalendar {
    /// 0001-01-01, the first day a `Day` can be: "since the beginning".
    static let firstDay = Day(year: 1, month: 1, day: 1) ?? Day(daysSinceEpoch: -719_162)
}
