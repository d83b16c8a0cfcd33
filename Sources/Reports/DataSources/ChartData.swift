import Foundation
import Workouts

/// The store's numbers for the presets: settings and exercises read once,
/// then one aggregate query per chart.
package struct ChartData: Sendable {
    /// The log the charts read.
    package let store: WorkoutStore
    /// The log's settings, with the config file laid over them.
    package let settings: Settings
    /// The log's exercises (each `color` its identity colour, `IdentityColors`),
    /// or the muscle groups' stand-ins after `byMuscle`.
    package internal(set) var exercises: [Exercise]
    /// Set by `byMuscle`: totals are per muscle group, counted this way.
    package internal(set) var muscleCounting: MuscleCounting?
    /// Each exercise's movement (`Movement`), by which a long tail is folded
    /// ("Other legs"); empty after `byMuscle`.
    /// Worked out when a chart first folds (`DeferredSeriesGroups`).
    package internal(set) var groups: DeferredSeriesGroups = .none

    /// - Parameters:
    ///   - store: the open log every query reads.
    ///   - settings: the log's settings with any config file laid over
    ///     them (`RepChartConfig.applied(to:)`); nil reads the log's own.
    package init(store: WorkoutStore, settings: Settings? = nil) throws(ReportsError) {
        self.store = store
        do {
            if let settings { self.settings = settings } else { self.settings = try store.settings() }
            // Every chart, the page and the preview draw an exercise in its identity colour.
            exercises = IdentityColors.applied(try store.exercises())
            // A long tail folds by movement and main muscle, or the chart stacks by movement (issue 45.3).
            groups = DeferredSeriesGroups(exercises, overrides: try store.muscleMappings())
        } catch {
            throw ReportsError(error)
        }
    }

    /// The first day of a week, from `settings`.
    package var weekStart: WeekStart { settings.weekStart }

    /// The unit asked for, else the log's default unit.
    package func unit(_ asked: WeightUnit?) -> WeightUnit { asked ?? settings.defaultUnit }

    /// Per-day, per-exercise totals for the days of `range`.
    /// `limit`: at most this many series, the rest one "Other" (see `SeriesLimit`).
    /// `exerciseIds`: only these exercises (`--exercise`).
    package func weekData(range: DayRange, metric: ChartMetric, unit: WeightUnit,
                         metricReason: String? = nil, limit: Int? = nil,
                         exerciseIds: [UUID]? = nil) throws(ReportsError) -> WeekChartData {
        let totals = try dailyTotals(range: range, metric: metric, unit: unit, exerciseIds: exerciseIds,
                                     keepsZeroTotals: true)
        let logged = try trainingDays(in: range)
        var data = WeekChartData(days: range.days, totals: totals, exercises: exercises, metric: metric, unit: unit,
                                 trainingDays: logged.count, metricReason: metricReason,
                                 limit: limit, noun: seriesNoun, loggedDays: exerciseIds == nil ? logged : nil,
                                 groups: groups)
        data.noteBodyWeight(settings.bodyWeight, totals: totals)
        if muscleCounting == nil {
            data.leftOut = LeftOutSets(totals: totals, exercises: exercises, metric: metric, bodyWeight: settings.bodyWeight)
        }
        return data
    }

    /// What this data's series are: exercises, or muscle groups after `byMuscle`.
    package var seriesNoun: SeriesNoun { muscleCounting == nil ? .exercises : .muscleGroups }

    /// The days of `range` with any set logged.
    package func trainingDays(in range: DayRange) throws(ReportsError) -> [Day] {
        do { return try store.trainingDays(in: range) } catch { throw ReportsError(error) }
    }

    /// What kind of training `range` holds (of `exerciseIds` only, when given).
    package func mix(range: DayRange, exerciseIds: [UUID]? = nil) throws(ReportsError) -> TrainingMix {
        do { return try store.trainingMix(range: range, exerciseIds: exerciseIds) } catch { throw ReportsError(error) }
    }

    /// Per-day, per-exercise totals over `range` (e.g. many weeks at once).
    /// `keepsZeroTotals`: days of sets the metric cannot measure come back with
    /// a zero total (and their sets), so a chart can mark them; not for muscle groups.
    package func dailyTotals(range: DayRange, metric: ChartMetric, unit: WeightUnit,
                            exerciseIds: [UUID]? = nil, keepsZeroTotals: Bool = false) throws(ReportsError) -> [DayExerciseTotal] {
        guard let storeMetric = metric.storeMetric else {
            throw ReportsError(RequestProblem.metricNotDaily(metric))
        }
        if let muscleCounting {
            return try muscleTotals(AggregateQuery(range: range, metric: storeMetric, unit: unit), muscleCounting)
        }
        do {
            return try store.dailyTotals(AggregateQuery(range: range, metric: storeMetric, unit: unit,
                                                        exerciseIds: exerciseIds, keepsZeroTotals: keepsZeroTotals))
        } catch {
            throw ReportsError(error)
        }
    }

    /// Per-exercise totals over `range`.
    /// `limit`: at most this many items, the rest one "Other" (see `SeriesLimit`).
    /// `exerciseIds`: only these exercises (`--exercise`).
    /// `cap`: a hard maximum of items (a pie's slices, `SeriesLimit.kept`).
    /// `namedOnAxis`: each item is named under its bar (`ExerciseSeries`).
    package func totalsData(range: DayRange, metric: ChartMetric, unit: WeightUnit,
                           metricReason: String? = nil, limit: Int? = nil,
                           exerciseIds: [UUID]? = nil, cap: Int? = nil,
                           namedOnAxis: Bool = false) throws(ReportsError) -> ExerciseTotalsData {
        guard let storeMetric = metric.storeMetric else {
            throw ReportsError(RequestProblem.metricNotTotalled(metric))
        }
        if let muscleCounting {
            let daily = try muscleTotals(AggregateQuery(range: range, metric: storeMetric, unit: unit), muscleCounting)
            var data = ExerciseTotalsData(totals: MuscleExercises.rangeTotals(daily), exercises: exercises, metric: metric,
                                          unit: unit, limit: limit, noun: .muscleGroups, cap: cap)
            // Nothing for any muscle (a month of runs, a chart of time): the days trained still say it was not idle.
            if data.total == 0 { data.trainingDays = try trainingDays(in: range).count }
            return data
        }
        do {
            let totals = try store.exerciseTotals(AggregateQuery(range: range, metric: storeMetric, unit: unit,
                                                                 exerciseIds: exerciseIds))
            var data = ExerciseTotalsData(totals: totals, exercises: exercises, metric: metric, unit: unit,
                                          metricReason: metricReason, limit: limit, cap: cap, groups: groups,
                                          namedOnAxis: namedOnAxis)
            if data.items.isEmpty, exerciseIds == nil {
                data.trainingDays = try store.trainingDays(in: range).count
            }
            // Every set counts as a set: only other metrics can leave some out.
            if metric != .sets {
                let daily = try store.dailyTotals(AggregateQuery(range: range, metric: storeMetric, unit: unit,
                                                                 exerciseIds: exerciseIds, keepsZeroTotals: true))
                data.leftOut = LeftOutSets(totals: daily, exercises: exercises, metric: metric,
                                           bodyWeight: settings.bodyWeight)
            }
            return data
        } catch {
            throw ReportsError(error)
        }
    }

    /// The exercise by name or alias, or by the name a chart labels it with ("Leg Press"
    /// when no other exercise is a leg press); unknown names get "did you mean …".
    package func exercise(named name: String) throws(ReportsError) -> Exercise {
        do {
            return identityColored(try store.resolveExerciseShortName(name))
        } catch {
            throw ReportsError(error)
        }
    }

    /// `exercise` in its identity colour, as `exercises` holds it (a progress line
    /// is drawn in the colour its exercise has in every other chart).
    func identityColored(_ exercise: Exercise) -> Exercise {
        guard let shown = exercises.first(where: { $0.id == exercise.id }) else { return exercise }
        var colored = exercise
        colored.color = shown.color
        return colored
    }

    /// The first day `exercise` was trained, nil when never.
    package func firstDay(of exercise: Exercise) throws(ReportsError) -> Day? {
        do {
            return try store.firstDay(of: exercise.id)
        } catch {
            throw ReportsError(error)
        }
    }

    /// The first day the log has a set, nil when it has none.
    package func firstDay() throws(ReportsError) -> Day? {
        do {
            return try store.firstDay()
        } catch {
            throw ReportsError(error)
        }
    }

    /// One exercise's metric per training day over `range`.
    package func progress(of exercise: Exercise, range: DayRange, metric: ChartMetric,
                         unit: WeightUnit) throws(ReportsError) -> ProgressSeries {
        let values: [(day: Day, value: Double)]
        var keptDays: Set<Day> = []
        var withoutLoad = 0
        if metric == .e1rm {
            do {
                values = try store.bestEstimatedOneRepMax(range: range, exerciseIds: [exercise.id], unit: unit)
                    .map { ($0.day, $0.estimatedOneRepMax) }
                keptDays = try store.keptDays(of: exercise.id, in: range)
            } catch {
                throw ReportsError(error)
            }
        } else if metric == .topSet {
            do {
                let loads = try store.topSetLoads(range: range, exerciseId: exercise.id, unit: unit)
                values = loads.filter { $0.load > 0 }.map { ($0.day, $0.load) }
                withoutLoad = loads.count { $0.load <= 0 && range.contains($0.day) }
                keptDays = try store.keptDays(of: exercise.id, in: range)
            } catch {
                throw ReportsError(error)
            }
        } else {
            values = try dailyTotals(range: range, metric: metric, unit: unit, exerciseIds: [exercise.id])
                .map { ($0.day, $0.value) }
        }
        var series = ProgressSeries(values: values, range: range, metric: metric, keptDays: keptDays) { day in
            // Asked only for a day whose best set is a likely typo: rare, one query each.
            metric == .topSet ? (try? store.topSetLoads(on: day, exerciseId: exercise.id, unit: unit).filter { $0 > 0 }) ?? []
                : (try? store.estimatedOneRepMaxes(on: day, exerciseId: exercise.id, unit: unit)) ?? []
        }
        series.withoutLoad = withoutLoad
        return series
    }
}
